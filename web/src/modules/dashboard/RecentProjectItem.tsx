import { Badge, Box, Flex, Link as ChakraLink, Progress, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { progressPercent, projectDueLabel, projectStatusColor, projectStatusLabel } from "@common/project";
import type { RecentProjectItem_project$key } from "./__generated__/RecentProjectItem_project.graphql";
import { Link } from "react-router";
import { recordPath } from "../../lib/recordPaths";

/** One of the dashboard's recent projects: initial, name, client, due date, progress and status badge. */
export function RecentProjectItem({ project }: { project: RecentProjectItem_project$key }) {
  const p = useFragment(
    graphql`
      fragment RecentProjectItem_project on Project {
        id
        name
        status
        dueDate
        progress
        client {
          id
          name
        }
      }
    `,
    project,
  );
  const percent = progressPercent(p.progress);
  const initial = p.name.trim().charAt(0).toUpperCase() || "?";
  return (
    <Flex
      as="li"
      align="center"
      gap="4"
      py="3"
      wrap={{ base: "wrap", sm: "nowrap" }}
      _notFirst={{ borderTopWidth: "1px", borderColor: "border.muted" }}
      data-testid="recent-project"
    >
      <Flex
        boxSize="10"
        borderRadius="lg"
        bg="brand.subtle"
        color="brand.fg"
        align="center"
        justify="center"
        fontWeight="semibold"
        flexShrink={0}
        aria-hidden="true"
        data-testid="project-initial"
      >
        {initial}
      </Flex>
      <Box flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium" color="fg" truncate title={p.name}>
          <ChakraLink asChild color="inherit" _hover={{ color: "brand.fg" }}>
            <Link to={recordPath("project", p.id)}>{p.name}</Link>
          </ChakraLink>
        </Text>
        {/* a long client name gives way; the due date always shows */}
        <Flex fontSize="xs" color="fg.muted" gap="1" minW="0">
          {p.client?.name ? (
            <>
              <Text as="span" truncate title={p.client.name}>
                <ChakraLink asChild color="inherit" _hover={{ color: "brand.fg" }}>
                  <Link to={recordPath("client", p.client.id)}>{p.client.name}</Link>
                </ChakraLink>
              </Text>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <Text as="span" flexShrink={0} data-testid="project-due">
            {projectDueLabel(p.dueDate as string | null)}
          </Text>
        </Flex>
      </Box>
      {/* on a phone, progress and status take a second line under the name */}
      <Flex align="center" gap="4" flexShrink={0} w={{ base: "full", sm: "auto" }} ps={{ base: "14", sm: "0" }}>
        <Flex align="center" gap="2.5" flex={{ base: "1", sm: "none" }} w={{ sm: "36" }}>
          <Progress.Root value={percent} size="sm" flex="1" colorPalette="brand" aria-label={`${p.name} progress`}>
            <Progress.Track borderRadius="full" bg="bg.emphasized">
              <Progress.Range borderRadius="full" />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color="fg.muted" w="9" textAlign="end" fontVariantNumeric="tabular-nums" data-testid="project-progress">
            {percent}%
          </Text>
        </Flex>
        <Badge
          colorPalette={projectStatusColor(p.status)}
          variant="subtle"
          borderRadius="full"
          px="2.5"
          flexShrink={0}
          minW="20"
          justifyContent="center"
          data-testid="project-status"
          data-color={projectStatusColor(p.status)}
        >
          {projectStatusLabel(p.status)}
        </Badge>
      </Flex>
    </Flex>
  );
}
