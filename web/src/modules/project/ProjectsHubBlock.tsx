import { FolderKanban } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { HubBlock, HubRow, hubBlockTestId, hubRows, statusLabel } from "../../components/HubBlock";
import { defineHubBlock } from "../../components/HubBlocks";
import { formatDay } from "../../lib/format";
import { recordListPath, recordPath } from "../../lib/recordPaths";
import type { HubBlockProps } from "../../lib/webModule";
import type { ProjectsHubBlockQuery } from "./__generated__/ProjectsHubBlockQuery.graphql";
import type { ProjectsHubBlock_project$key } from "./__generated__/ProjectsHubBlock_project.graphql";

// The projects block of a client's hub: the 5 newest.

const query = graphql`
  query ProjectsHubBlockQuery($id: ID!) {
    node(id: $id) {
      ... on Client {
        projects(first: 5) { edges { node { id ...ProjectsHubBlock_project } } }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment ProjectsHubBlock_project on Project {
    id
    name
    status
    dueDate
  }
`;

function ProjectsBlock({ data, hub, timeZone }: HubBlockProps<ProjectsHubBlockQuery>) {
  const rows = hubRows(data.node?.projects);
  return (
    <HubBlock title="Projects" testId={hubBlockTestId(hub, "projects")} icon={<FolderKanban size={18} />} emptyText="No projects for this client yet."
      create="project" viewAll={recordListPath("project")} isEmpty={rows.length === 0}>
      {rows.map((p) => <ProjectRow key={p.id} project={p} timeZone={timeZone} />)}
    </HubBlock>
  );
}

function ProjectRow({ project, timeZone }: { project: ProjectsHubBlock_project$key; timeZone: string | null | undefined }) {
  const p = useFragment(rowFragment, project);
  return <HubRow title={p.name} to={recordPath("project", p.id)} detail={p.dueDate ? `Due ${formatDay(p.dueDate, timeZone)}` : null} badge={statusLabel(p.status)} />;
}

export const projectsHubBlock = defineHubBlock<ProjectsHubBlockQuery>({ query, follows: "project", Component: ProjectsBlock });
