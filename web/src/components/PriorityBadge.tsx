import { Badge } from "@chakra-ui/react";
import { priorityColor, priorityLabel } from "@common/project";

/** A priority badge: low grey, medium blue, high orange, urgent red. Shared by projects' cards and tasks' rows. */
export function PriorityBadge({ priority }: { priority: string | null | undefined }) {
  const palette = priorityColor(priority);
  return (
    <Badge colorPalette={palette} variant="outline" size="sm" borderRadius="full" px="2" data-testid="priority" data-palette={palette}>
      {priorityLabel(priority)}
    </Badge>
  );
}
