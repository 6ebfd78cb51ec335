import { Box, Card, Flex, HStack, Heading, Link as ChakraLink, Progress, Text, VisuallyHidden } from "@chakra-ui/react";
import { Link } from "react-router";
import { Building2, CalendarDays, Wallet } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { progressPercent } from "@common/project-display";
import { dayText, today } from "@common/day";
import { DeleteIconButton, EditIconButton } from "../../components/CardIconButtons";
import { formatMoney } from "@common/money";
import { recordPath } from "../../lib/recordPaths";
import { recordCard } from "../../theme/surfaces";
import { formatProjectDay } from "./format";
import { PriorityBadge } from "../../components/PriorityBadge";
import { ProjectStatusBadge } from "./ProjectBadges";
import { PROJECT_TEXTS } from "./texts";
import { useDeleteProjectMutation } from "./useDeleteProjectMutation";
import type { ProjectCard_project$key } from "./__generated__/ProjectCard_project.graphql";
import type { ProjectForm_project$key } from "./__generated__/ProjectForm_project.graphql";

/** Past its due day while still planned or active (shown in red; unlike tasks, projects are never called overdue). */
function isProjectLate(p: { status: string; dueDate: string | null | undefined }, now: Date = new Date()): boolean {
  const due = dayText(p.dueDate);
  if (!due || p.status === "completed" || p.status === "cancelled") return false;
  // late once the whole due day is over in UTC (the card reads no zone; a day late at most)
  return due < today(undefined, now);
}

const fragment = graphql`
  fragment ProjectCard_project on Project {
    id
    name
    description
    status
    priority
    progress
    dueDate
    budget
    client {
      id
      name
    }
    ...ProjectForm_project
  }
`;

interface ProjectCardProps {
  project: ProjectCard_project$key;
  /** The list's connection id, so a delete removes the card in place. */
  connectionId: string;
  /** Opens the edit dialog with this project. */
  onEdit: (project: ProjectForm_project$key) => void;
}

/** One project: name, client, description, status and priority, progress, due date, budget, Edit and Delete. */
export function ProjectCard({ project, connectionId, onEdit }: ProjectCardProps) {
  const data = useFragment(fragment, project);
  const [deleteProject, busy] = useDeleteProjectMutation();
  const percent = progressPercent(data.progress);
  const due = formatProjectDay(data.dueDate);
  const budget = formatMoney(data.budget);
  const late = isProjectLate(data);
  return (
    <Card.Root
      as="article"
      aria-label={data.name}
      {...recordCard}
      bg="bg.panel"
      data-testid="project-card"
    >
      <Card.Body gap="4" p="5">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Box minW="0">
            <Heading as="h2" fontSize="md" fontWeight="semibold" lineHeight="short" color="fg" lineClamp={2} overflowWrap="anywhere" title={data.name}>
              <ChakraLink asChild color="inherit" display="inline" _hover={{ color: "brand.fg" }}>
                <Link to={recordPath("project", data.id)}>{data.name}</Link>
              </ChakraLink>
            </Heading>
            <HStack mt="1" gap="1.5" color="fg.muted" fontSize="sm" minW="0">
              <Building2 size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
              <Text truncate title={data.client.name} data-testid="project-client">
                <ChakraLink asChild color="inherit" display="inline" _hover={{ color: "brand.fg" }}>
                  <Link to={recordPath("client", data.client.id)}>{data.client.name}</Link>
                </ChakraLink>
              </Text>
            </HStack>
          </Box>
          <HStack gap="0.5" flexShrink={0} me="-2" mt="-1">
            <EditIconButton name={data.name} onClick={() => onEdit(data)} disabled={busy} />
            <DeleteIconButton name={data.name} confirmText={PROJECT_TEXTS.confirmDelete} onConfirm={() => void deleteProject(data.id, connectionId)} loading={busy} />
          </HStack>
        </Flex>

        <HStack gap="2" wrap="wrap">
          <ProjectStatusBadge status={data.status} />
          <PriorityBadge priority={data.priority} />
        </HStack>

        <Text
          fontSize="sm"
          color={data.description ? "fg.muted" : "fg.subtle"}
          fontStyle={data.description ? undefined : "italic"}
          lineClamp={3}
          whiteSpace="pre-line"
          wordBreak="break-word"
          minH="10"
          data-testid="project-description"
        >
          {data.description || PROJECT_TEXTS.noDescription}
        </Text>

        <Progress.Root value={percent} size="sm" colorPalette="brand" aria-label={`Progress of ${data.name}`}>
          <Flex justify="space-between" mb="1.5">
            <Progress.Label fontSize="xs" fontWeight="medium" color="fg.muted">
              Progress
            </Progress.Label>
            <Text fontSize="xs" fontWeight="semibold" color="fg" data-testid="project-progress">
              {percent}%
            </Text>
          </Flex>
          <Progress.Track borderRadius="full" bg="bg.muted">
            <Progress.Range borderRadius="full" />
          </Progress.Track>
        </Progress.Root>
      </Card.Body>
      <Card.Footer px="5" py="3" borderTopWidth="1px" borderColor="border.muted" justifyContent="space-between" gap="3" fontSize="sm">
        <HStack gap="1.5" color={late ? "red.fg" : "fg.muted"} minW="0" data-late={late ? "true" : undefined}>
          <CalendarDays size={14} aria-hidden="true" />
          <Text truncate data-testid="project-due">
            {due ? `Due ${due}` : PROJECT_TEXTS.noDueDate}
          </Text>
        </HStack>
        <HStack gap="1.5" color={budget ? "fg" : "fg.subtle"} fontWeight={budget ? "semibold" : "normal"} flexShrink={0}>
          <Wallet size={14} aria-hidden="true" />
          <Text data-testid="project-budget">
            {budget ? <VisuallyHidden>Budget: </VisuallyHidden> : null}
            {budget ?? "No budget"}
          </Text>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
