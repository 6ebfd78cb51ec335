import { Badge } from "@chakra-ui/react";
import { taskStatusColor, taskStatusLabel } from "@common/task-display";

/** A task's status badge: pending yellow, in progress blue, completed green, cancelled red, else grey. */
export function TaskStatusBadge({ status }: { status: string | null | undefined }) {
  const palette = taskStatusColor(status);
  return (
    <Badge colorPalette={palette} variant="subtle" size="sm" borderRadius="full" px="2" data-testid="task-status" data-palette={palette}>
      {taskStatusLabel(status)}
    </Badge>
  );
}
