import { Box, Stack } from "@chakra-ui/react";
import { DASHBOARD_TITLE, RECENT_PROJECTS_COUNT, UPCOMING_TASKS_COUNT, welcomeText } from "@common/dashboard";
import { drawnFirstScreen } from "../../components/firstScreen";
import { PageHeader } from "../../components/PageHeader";
import "./dashboard.css";

const boxes = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * The dashboard while its data loads: the heading, then a few plain boxes where the figures and the panels come (the
 * four figures, the upcoming tasks' 4 placeholders, the recent projects' rows), not a copy of the page: plain elements
 * with the classes of dashboard.css, so the first paint costs no style resolution per placeholder.
 */
export function DashboardSkeleton() {
  const drawnHeading = drawnFirstScreen("heading");
  return (
    <Stack aria-busy="true" gap="0" data-testid="dashboard-skeleton">
      {/* the heading the server drew with the viewer's name (components/firstScreen.ts) stays while the data loads */}
      {drawnHeading ? <Box mb="8" dangerouslySetInnerHTML={{ __html: drawnHeading }} /> : <PageHeader title={DASHBOARD_TITLE} subtitle={welcomeText(null)} />}
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
        <SkeletonPanel label="Loading upcoming tasks" headingWidth="40%" rows={UPCOMING_TASKS_COUNT} testId="upcoming-task-skeleton"
          mark={20} lines={["70%", "40%"]} />
        <SkeletonPanel label="Loading recent projects" headingWidth="30%" rows={RECENT_PROJECTS_COUNT} testId="project-skeleton"
          mark={40} lines={["50%", "30%"]} />
      </div>
    </Stack>
  );
}

/** A panel's placeholder: its heading, then `rows` rows of a square mark (a checkbox, an initial) and two lines. */
function SkeletonPanel({ label, headingWidth, rows, testId, mark, lines }: {
  label: string; headingWidth: string; rows: number; testId: string; mark: number; lines: [string, string];
}) {
  return (
    <div className="dash-sk-panel" role="group" aria-label={label}>
      <span className="dash-sk" style={{ height: 16, width: headingWidth }} />
      {boxes(rows).map((i) => (
        <div key={i} className="dash-sk-row" data-testid={testId}>
          <span className="dash-sk" style={{ height: mark, width: mark }} />
          <span className="dash-sk-lines">
            <span className="dash-sk" style={{ height: 14, width: lines[0] }} />
            <span className="dash-sk" style={{ height: 12, width: lines[1] }} />
          </span>
        </div>
      ))}
    </div>
  );
}
