import { memo } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { CalendarClock, CircleAlert, CircleCheck } from "lucide-react";
import { isTaskCompleted, taskDueLabel } from "@common/task-display";
import { useClock } from "./clock";
import type { TaskToggleTarget } from "../../components/useSetTaskCompletedMutation";
import type { UpcomingTaskItem_task$key } from "./__generated__/UpcomingTaskItem_task.graphql";
import { Link } from "react-router";
import { recordPath } from "../../lib/recordPaths";
import { paletteVars } from "./palette";

/**
 * One upcoming task: its checkbox, title, 'Project Task' when it belongs to a project, and its due label. Plain
 * elements with the classes of dashboard.css (a row of a list renders often and many times).
 */
export const UpcomingTaskItem = memo(function UpcomingTaskItem({
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
  const DueIcon = completed ? CircleCheck : overdue ? CircleAlert : CalendarClock;
  return (
    <li className="dash-row dash-task" data-testid="upcoming-task" data-status={t.status}>
      <input
        type="checkbox"
        className="dash-check"
        id={checkboxId}
        checked={completed}
        onChange={(e) => onToggle({ id: t.id, dueDate, timeZone }, e.currentTarget.checked)}
        aria-label={`${completed ? "Reopen" : "Complete"} ${t.title}`}
      />
      <div className="dash-grow">
        <label htmlFor={checkboxId} className="dash-title dash-task-title" data-completed={completed ? "" : undefined}>
          {t.title}
        </label>
        <div className="dash-task-meta">
          <span className="dash-due" data-tone={completed ? "completed" : overdue ? "overdue" : "due"} data-testid="task-due">
            <DueIcon size={12} aria-hidden="true" />
            {label}
          </span>
          {t.project ? (
            <>
              <span className="dash-badge" style={paletteVars("purple")} data-testid="project-task">
                Project Task
              </span>
              <span className="dash-truncate dash-task-link">
                <Link className="dash-link" to={recordPath("project", t.project.id)}>
                  {t.project.name}
                </Link>
              </span>
            </>
          ) : t.client ? (
            <span className="dash-truncate dash-task-link">
              <Link className="dash-link" to={recordPath("client", t.client.id)}>
                {t.client.name}
              </Link>
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
});
