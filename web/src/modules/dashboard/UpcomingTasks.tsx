import { useCallback, type ReactNode } from "react";
import { Button, Flex, Link as ChakraLink, Skeleton, SkeletonCircle, Stack } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { SquareCheckBig } from "lucide-react";
import { UPCOMING_TASKS_COUNT } from "@common/dashboard";
import { CardEmpty, DashboardCard, ViewAllLink } from "./DashboardCard";
import { UpcomingTaskItem } from "./UpcomingTaskItem";
import { useSetTaskCompletedMutation, type TaskToggleTarget } from "../task/useSetTaskCompletedMutation";
import type { UpcomingTasks_viewer$key } from "./__generated__/UpcomingTasks_viewer.graphql";

/** Upcoming Tasks: at most 4 open tasks, nearest due first, each with its checkbox (spec §2, §9). */
export function UpcomingTasks({ viewer, onChanged }: { viewer: UpcomingTasks_viewer$key; onChanged?: () => void }) {
  const data = useFragment(
    graphql`
      fragment UpcomingTasks_viewer on User {
        upcomingTasks(first: 4) {
          id
          ...UpcomingTaskItem_task
        }
      }
    `,
    viewer,
  );
  // the Tasks module's toggle: optimistic, rolled back with 'Failed to update task' on failure, sidebar counts refreshed
  const [setCompleted] = useSetTaskCompletedMutation();
  const toggle = useCallback(
    (task: TaskToggleTarget, completed: boolean) => {
      void setCompleted(task, completed).then(() => onChanged?.());
    },
    [setCompleted, onChanged],
  );
  const tasks = data.upcomingTasks.slice(0, UPCOMING_TASKS_COUNT);
  return (
    <UpcomingTasksFrame>
      {tasks.length === 0 ? (
        <CardEmpty icon={<SquareCheckBig size={18} aria-hidden="true" />} text="No upcoming tasks">
          <ChakraLink asChild fontSize="sm" fontWeight="medium" color="brand.fg">
            <Link to="/tasks">Create your first task</Link>
          </ChakraLink>
        </CardEmpty>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" mt="-3">
          {tasks.map((t) => (
            <UpcomingTaskItem key={t.id} task={t} onToggle={toggle} />
          ))}
        </Stack>
      )}
    </UpcomingTasksFrame>
  );
}

function UpcomingTasksFrame({ children }: { children: ReactNode }) {
  return (
    <DashboardCard title="Upcoming Tasks" description="Open tasks, nearest due first" action={<ViewAllLink to="/tasks" label="View all tasks" />} testId="upcoming-tasks">
      {children}
      <Button asChild variant="ghost" size="sm" w="full" mt="3" color="brand.fg" justifyContent="center" borderWidth="1px" borderStyle="dashed" borderColor="border">
        <Link to="/tasks">
          + Add new task
        </Link>
      </Button>
    </DashboardCard>
  );
}

/** The widget while loading: 4 placeholders (spec §2). */
export function UpcomingTasksSkeleton() {
  return (
    <UpcomingTasksFrame>
      <Stack gap="4" aria-busy="true" aria-label="Loading upcoming tasks">
        {Array.from({ length: UPCOMING_TASKS_COUNT }, (_, i) => (
          <Flex key={i} gap="3" align="flex-start" data-testid="upcoming-task-skeleton">
            <SkeletonCircle size="5" borderRadius="md" />
            <Stack flex="1" gap="2">
              <Skeleton h="3.5" w="70%" />
              <Skeleton h="3" w="40%" />
            </Stack>
          </Flex>
        ))}
      </Stack>
    </UpcomingTasksFrame>
  );
}
