import { Badge } from "@chakra-ui/react";
import { projectStatusColor, projectStatusLabel } from "@common/project";

/** A project's status badge: planning yellow, active green, completed blue, cancelled red, else grey. */
export function ProjectStatusBadge({ status }: { status: string | null | undefined }) {
  const palette = projectStatusColor(status);
  return (
    <Badge colorPalette={palette} variant="subtle" size="sm" borderRadius="full" px="2" data-testid="project-status" data-palette={palette}>
      {projectStatusLabel(status)}
    </Badge>
  );
}
