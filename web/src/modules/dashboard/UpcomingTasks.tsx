import { memo, useCallback, useEffect, useRef, type ReactNode } from "react";
import { Button } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router";
import { SquareCheckBig } from "lucide-react";
import { UPCOMING_TASKS_COUNT } from "@common/dashboard";
import { dayText, endOfDay } from "@common/day";
import { PanelEmpty } from "../../components/PanelCard";
import { recordListPath } from "../../lib/recordPaths";
import { CreateFirstLink, DashboardCard, ViewAllLink } from "./DashboardCard";
import { UpcomingTaskItem } from "./UpcomingTaskItem";
import "./dashboard.css";
import { useClock } from "./clock";
import { useSetTaskCompletedMutation, type TaskToggleTarget } from "../../components/useSetTaskCompletedMutation";
import type { UpcomingTasks_viewer$key } from "./__generated__/UpcomingTasks_viewer.graphql";

/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Upcoming Tasks: at most 4 open tasks, nearest due first, each with its checkbox.
 * `onChanged` runs after a toggle; `onDuePassed` when the next open task becomes overdue while the page is open (the
 * list is ordered by due date, so its first not-yet-due task is the next one in the whole workspace).
 */
export const UpcomingTasks = memo(function UpcomingTasks({ viewer, onChanged, onDuePassed }: { viewer: UpcomingTasks_viewer$key; onChanged?: () => void; onDuePassed?: () => void }) {
  const data = useFragment(
    graphql`
      fragment UpcomingTasks_viewer on User {
        upcomingTasks(first: 4) {
          id
          status
          dueDate
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
  const { timeZone } = useClock();

  const nextDue = nextDueTime(tasks, Date.now(), timeZone);
  const onDuePassedRef = useRef(onDuePassed);
  onDuePassedRef.current = onDuePassed;
  useEffect(() => {
    if (nextDue === null) return;
    const id = window.setTimeout(() => onDuePassedRef.current?.(), Math.min(MAX_TIMEOUT_MS, Math.max(0, nextDue - Date.now()) + 1000));
    return () => window.clearTimeout(id);
  }, [nextDue]);
  return (
    <UpcomingTasksFrame>
      {tasks.length === 0 ? (
        <PanelEmpty icon={<SquareCheckBig size={18} aria-hidden="true" />} text="No upcoming tasks">
          <CreateFirstLink to={recordListPath("task")}>Create your first task</CreateFirstLink>
        </PanelEmpty>
      ) : (
        <ul className="dash-list" style={{ marginTop: "calc(-1 * var(--chakra-spacing-3))" }}>
          {tasks.map((t) => (
            <UpcomingTaskItem key={t.id} task={t} onToggle={toggle} />
          ))}
        </ul>
      )}
    </UpcomingTasksFrame>
  );
});

function UpcomingTasksFrame({ children }: { children: ReactNode }) {
  return (
    <DashboardCard title="Upcoming Tasks" description="Open tasks, nearest due first" action={<ViewAllLink to={recordListPath("task")} label="View all tasks" />} testId="upcoming-tasks">
      {children}
      <Button asChild variant="ghost" size="sm" w="full" mt="3" color="brand.fg" justifyContent="center" borderWidth="1px" borderStyle="dashed" borderColor="border">
        <Link to={recordListPath("task")}>
          + Add new task
        </Link>
      </Button>
    </DashboardCard>
  );
}

/** The earliest moment still ahead at which an open task becomes overdue (the end of its due day in the zone), or null. */
export function nextDueTime(tasks: readonly { status: string; dueDate?: unknown }[], now: number, timeZone?: string | null): number | null {
  let next: number | null = null;
  for (const t of tasks) {
    if (t.status === "completed" || t.status === "cancelled" || t.dueDate == null) continue;
    const day = dayText(t.dueDate as string);
    const due = day ? endOfDay(day, timeZone).getTime() : NaN;
    if (Number.isFinite(due) && due > now && (next === null || due < next)) next = due;
  }
  return next;
}
