import { Badge } from "@chakra-ui/react";
import { priorityColor, priorityLabel, projectStatusColor, projectStatusLabel } from "@common/project";

/** A project's status badge: planning yellow, active green, completed blue, cancelled red, else grey. */
export function ProjectStatusBadge({ status }: { status: string | null | undefined }) {
  const palette = projectStatusColor(status);
  return (
    <Badge colorPalette={palette} variant="subtle" size="sm" borderRadius="full" px="2" data-testid="project-status" data-palette={palette}>
      {projectStatusLabel(status)}
    </Badge>
  );
}

/** A priority badge: low grey, medium blue, high orange, urgent red. Shared by projects and tasks. */
export function PriorityBadge({ priority }: { priority: string | null | undefined }) {
  const palette = priorityColor(priority);
  return (
    <Badge colorPalette={palette} variant="outline" size="sm" borderRadius="full" px="2" data-testid="priority" data-palette={palette}>
      {priorityLabel(priority)}
    </Badge>
  );
}
