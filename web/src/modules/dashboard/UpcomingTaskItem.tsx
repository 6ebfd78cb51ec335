import { Badge, Box, Checkbox, Flex, Link as ChakraLink, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { CalendarClock, CircleAlert, CircleCheck } from "lucide-react";
import { isTaskCompleted, taskDueLabel } from "@common/task";
import { useClock } from "./clock";
import type { TaskToggleTarget } from "../../components/useSetTaskCompletedMutation";
import type { UpcomingTaskItem_task$key } from "./__generated__/UpcomingTaskItem_task.graphql";
import { Link } from "react-router";
import { recordPath } from "../../lib/recordPaths";

/** One upcoming task: its checkbox, title, 'Project Task' when it belongs to a project, and its due label. */
export function UpcomingTaskItem({
  task,
  onToggle,
}: {
  task: UpcomingTaskItem_task$key;
  onToggle: (task: TaskToggleTarget, completed: boolean) => void;
}) {
  const t = useFragment(
    graphql`
      fragment UpcomingTaskItem_task on Task {
        id
        title
        status
        dueDate
        isOverdue
        project {
          id
          name
        }
        client {
          id
          name
        }
      }
    `,
    task,
  );
  const { now, timeZone } = useClock();
  const completed = isTaskCompleted(t);
  const dueDate = t.dueDate as string | null;
  // the server's isOverdue as of the fetch, or the clock's view since then
  const label = taskDueLabel(t, now, timeZone) ?? (t.isOverdue && !completed ? "Overdue" : "No due date");
  const overdue = label === "Overdue";
  const checkboxId = `upcoming-task-${t.id}`;
  return (
    <Flex as="li" align="flex-start" gap="3" py="3" _notFirst={{ borderTopWidth: "1px", borderColor: "border.muted" }} data-testid="upcoming-task" data-status={t.status}>
      <Checkbox.Root
        mt="0.5"
        size="md"
        checked={completed}
        onCheckedChange={(e) => onToggle({ id: t.id, dueDate, timeZone }, e.checked === true)}
        ids={{ hiddenInput: checkboxId }}
      >
        <Checkbox.HiddenInput aria-label={`${completed ? "Reopen" : "Complete"} ${t.title}`} />
        <Checkbox.Control borderRadius="md" cursor="pointer" />
      </Checkbox.Root>
      <Box flex="1" minW="0">
        <Text
          asChild
          display="block"
          fontSize="sm"
          fontWeight="medium"
          color={completed ? "fg.muted" : "fg"}
          textDecoration={completed ? "line-through" : undefined}
          cursor="pointer"
          truncate
        >
          <label htmlFor={checkboxId}>{t.title}</label>
        </Text>
        <Flex mt="1" align="center" gap="2" wrap="wrap" fontSize="xs">
          <Flex
            align="center"
            gap="1"
            color={completed ? "green.fg" : overdue ? "red.fg" : "fg.muted"}
            fontWeight={overdue || completed ? "semibold" : "normal"}
            data-testid="task-due"
          >
            {completed ? <CircleCheck size={12} aria-hidden="true" /> : overdue ? <CircleAlert size={12} aria-hidden="true" /> : <CalendarClock size={12} aria-hidden="true" />}
            {label}
          </Flex>
          {t.project ? (
            <>
              <Badge size="sm" variant="subtle" colorPalette="purple" borderRadius="full" data-testid="project-task">
                Project Task
              </Badge>
              <Text as="span" color="fg.muted" truncate maxW="40">
                <ChakraLink asChild color="inherit" _hover={{ color: "brand.fg" }}>
                  <Link to={recordPath("project", t.project.id)}>{t.project.name}</Link>
                </ChakraLink>
              </Text>
            </>
          ) : t.client ? (
            <Text as="span" color="fg.muted" truncate maxW="40">
              <ChakraLink asChild color="inherit" _hover={{ color: "brand.fg" }}>
                <Link to={recordPath("client", t.client.id)}>{t.client.name}</Link>
              </ChakraLink>
            </Text>
          ) : null}
        </Flex>
      </Box>
    </Flex>
  );
}
