import { Stack } from "@chakra-ui/react";
import { RECENT_PROJECTS_COUNT, UPCOMING_TASKS_COUNT } from "@common/dashboard";
import { PageHeader } from "../../components/PageHeader";
import "./dashboard.css";

const boxes = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * The dashboard while its data loads: the heading, then a few plain boxes where the figures and the panels come (the
 * four figures, the upcoming tasks' 4 placeholders, the recent projects' rows), not a copy of the page: plain elements
 * with the classes of dashboard.css, so the first paint costs no style resolution per placeholder.
 */
export function DashboardSkeleton() {
  return (
    <Stack aria-busy="true" gap="0" data-testid="dashboard-skeleton">
      <PageHeader title="Dashboard" subtitle="Welcome back! Here's what's happening with your business today." />
      <div className="dash-sk-stats">
        {boxes(4).map((i) => (
          <div key={i} className="dash-sk-stat" data-testid="stat-skeleton">
            <span className="dash-sk" style={{ height: 14, width: "6rem" }} />
            <span className="dash-sk" style={{ height: 28, width: "5rem" }} />
            <span className="dash-sk" style={{ height: 12, width: "8rem" }} />
          </div>
        ))}
      </div>
      <div className="dash-sk-panels">
        <div className="dash-sk-panel" aria-label="Loading upcoming tasks">
          <span className="dash-sk" style={{ height: 16, width: "40%" }} />
          {boxes(UPCOMING_TASKS_COUNT).map((i) => (
            <div key={i} className="dash-sk-row" data-testid="upcoming-task-skeleton">
              <span className="dash-sk" style={{ height: 20, width: 20 }} />
              <span className="dash-sk-lines">
                <span className="dash-sk" style={{ height: 14, width: "70%" }} />
                <span className="dash-sk" style={{ height: 12, width: "40%" }} />
              </span>
            </div>
          ))}
        </div>
        <div className="dash-sk-panel">
          <span className="dash-sk" style={{ height: 16, width: "30%" }} />
          {boxes(RECENT_PROJECTS_COUNT).map((i) => (
            <div key={i} className="dash-sk-row" data-testid="project-skeleton">
              <span className="dash-sk" style={{ height: 40, width: 40 }} />
              <span className="dash-sk-lines">
                <span className="dash-sk" style={{ height: 14, width: "50%" }} />
                <span className="dash-sk" style={{ height: 12, width: "30%" }} />
              </span>
            </div>
          ))}
        </div>
      </div>
    </Stack>
  );
}
