import { Badge, Box, Flex, Progress, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import { progressPercent, projectDueLabel, projectStatusColor, projectStatusLabel } from "@common/project";
import type { RecentProjectItem_project$key } from "./__generated__/RecentProjectItem_project.graphql";

/** One of the dashboard's recent projects: initial, name, client, due date, progress and status badge. */
export function RecentProjectItem({ project }: { project: RecentProjectItem_project$key }) {
  const p = useFragment(
    graphql`
      fragment RecentProjectItem_project on Project {
        name
        status
        dueDate
        progress
        client {
          name
        }
      }
    `,
    project,
  );
  const percent = progressPercent(p.progress);
  const initial = p.name.trim().charAt(0).toUpperCase() || "?";
  return (
    <Flex as="li" align="center" gap="4" py="3" _notFirst={{ borderTopWidth: "1px", borderColor: "border.muted" }} data-testid="recent-project">
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
        <Text fontSize="sm" fontWeight="medium" color="fg" truncate>
          {p.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {p.client?.name ? `${p.client.name} · ` : ""}
          <span data-testid="project-due">{projectDueLabel(p.dueDate as string | null)}</span>
        </Text>
      </Box>
      <Flex align="center" gap="2.5" w={{ base: "24", sm: "36" }} flexShrink={0}>
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
        display={{ base: "none", sm: "inline-flex" }}
        minW="20"
        justifyContent="center"
        data-testid="project-status"
        data-color={projectStatusColor(p.status)}
      >
        {projectStatusLabel(p.status)}
      </Badge>
    </Flex>
  );
}
