import { memo } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { FolderKanban } from "lucide-react";
import { RECENT_PROJECTS_COUNT } from "@common/dashboard";
import { PanelEmpty } from "../../components/PanelCard";
import { recordListPath } from "../../lib/recordPaths";
import { CreateFirstLink, DashboardCard, ViewAllLink } from "./DashboardCard";
import { RecentProjectItem } from "./RecentProjectItem";
import "./dashboard.css";
import type { RecentProjects_viewer$key } from "./__generated__/RecentProjects_viewer.graphql";

/** Recent Projects: the first 3 projects (newest first), 'View all', and the empty state. */
export const RecentProjects = memo(function RecentProjects({ viewer }: { viewer: RecentProjects_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment RecentProjects_viewer on User {
        recentProjects: projects(first: 3) {
          edges {
            node {
              id
              ...RecentProjectItem_project
            }
          }
        }
      }
    `,
    viewer,
  );
  const projects = data.recentProjects.edges.slice(0, RECENT_PROJECTS_COUNT).map((e) => e.node);
  return (
    <DashboardCard title="Recent Projects" description="Your latest projects and how far along they are" action={<ViewAllLink to={recordListPath("project")} label="View all projects" />} testId="recent-projects">
      {projects.length === 0 ? (
        <PanelEmpty icon={<FolderKanban size={18} aria-hidden="true" />} text="No recent projects">
          <CreateFirstLink to={recordListPath("project")}>Create your first project</CreateFirstLink>
        </PanelEmpty>
      ) : (
        <ul className="dash-list" style={{ marginBlock: "calc(-1 * var(--chakra-spacing-3))" }}>
          {projects.map((p) => (
            <RecentProjectItem key={p.id} project={p} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
});
