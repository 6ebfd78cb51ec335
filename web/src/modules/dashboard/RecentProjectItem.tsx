import { memo } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { progressPercent, projectDueLabel, projectStatusColor, projectStatusLabel } from "@common/project-display";
import type { RecentProjectItem_project$key } from "./__generated__/RecentProjectItem_project.graphql";
import { Link } from "react-router";
import { recordPath } from "../../lib/recordPaths";
import { paletteVars } from "./palette";

/**
 * One of the dashboard's recent projects: initial, name, client, due date, progress and status badge. Plain elements
 * with the classes of dashboard.css (a row of a list renders often and many times).
 */
export const RecentProjectItem = memo(function RecentProjectItem({ project }: { project: RecentProjectItem_project$key }) {
  const p = useFragment(
    graphql`
      fragment RecentProjectItem_project on Project {
        id
        name
        status
        dueDate
        progress
        client {
          id
          name
        }
      }
    `,
    project,
  );
  const percent = progressPercent(p.progress);
  const initial = p.name.trim().charAt(0).toUpperCase() || "?";
  const color = projectStatusColor(p.status);
  return (
    <li className="dash-row dash-project" data-testid="recent-project">
      <span className="dash-icon dash-project-initial" style={paletteVars("brand")} aria-hidden="true" data-testid="project-initial">
        {initial}
      </span>
      <div className="dash-grow">
        <div className="dash-title" title={p.name}>
          <Link className="dash-link" to={recordPath("project", p.id)}>
            {p.name}
          </Link>
        </div>
        {/* a long client name gives way; the due date always shows */}
        <div className="dash-meta dash-project-sub">
          {p.client?.name ? (
            <>
              <span className="dash-truncate" title={p.client.name}>
                <Link className="dash-link" to={recordPath("client", p.client.id)}>
                  {p.client.name}
                </Link>
              </span>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <span style={{ flexShrink: 0 }} data-testid="project-due">
            {projectDueLabel(p.dueDate as string | null)}
          </span>
        </div>
      </div>
      {/* on a phone, progress and status take a second line under the name */}
      <div className="dash-project-side">
        <div className="dash-progress">
          <div className="dash-progress-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={`${p.name} progress`}>
            <div className="dash-progress-range" style={{ width: `${percent}%` }} />
          </div>
          <span className="dash-meta dash-progress-value" data-testid="project-progress">
            {percent}%
          </span>
        </div>
        <span className="dash-badge dash-status" style={paletteVars(color)} data-testid="project-status" data-color={color}>
          {projectStatusLabel(p.status)}
        </span>
      </div>
    </li>
  );
});
