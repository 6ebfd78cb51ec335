import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { recordListPage, type RecordListContentProps } from "../../components/RecordListPage";
import { preloadRouteQuery } from "../../relay/preload";
import { PROJECTS_HEADING } from "./heading";
import { ProjectList, ProjectListSkeleton } from "./ProjectList";
import { OPTIONS_LIMIT, PROJECT_TEXTS, PROJECTS_PAGE_SIZE } from "./texts";
import ProjectsPageQueryNode, { type ProjectsPageQuery } from "./__generated__/ProjectsPageQuery.graphql";
import type { ProjectForm_project$key } from "./__generated__/ProjectForm_project.graphql";

/** The create / edit dialog loads with its first opening (its form, Formik and Yup are not part of the screen). */
const ProjectForm = lazyComponent(() => import("./ProjectForm"), "ProjectForm");

const query = graphql`
  query ProjectsPageQuery($count: Int!, $optionCount: Int!) {
    viewer {
      id
      ...ProjectList_viewer @arguments(count: $count)
      ...ProjectForm_viewer @arguments(optionCount: $optionCount)
    }
  }
`;

/**
 * The route's loader: starts the page query. Page sizes travel as variables: the server's query cost limit
 * multiplies a literal `first` into the cost, and a page of 50 cards with a literal size would exceed it.
 * "store-and-network": a visit shows what the store holds at once and refreshes it, so clients added on the Clients
 * screen appear in the form and changes made elsewhere show up.
 */
export function load(environment: IEnvironment): PreloadedQuery<ProjectsPageQuery> {
  return preloadRouteQuery<ProjectsPageQuery>(
    environment,
    "projects",
    ProjectsPageQueryNode,
    { count: PROJECTS_PAGE_SIZE, optionCount: OPTIONS_LIMIT },
    "store-and-network",
  );
}

/** /projects: the heading and 'New Project' at once, the project cards (or 6 skeleton cards) below. */
export const Component = recordListPage<ProjectsPageQuery, ProjectForm_project$key>({
  heading: PROJECTS_HEADING,
  addLabel: PROJECT_TEXTS.add,
  skeleton: <ProjectListSkeleton />,
  Content: ProjectsContent,
});

type ProjectsContentProps = RecordListContentProps<ProjectsPageQuery, ProjectForm_project$key>;

function ProjectsContent({ queryRef, dialog, openCreate, openEdit, setOpen }: ProjectsContentProps) {
  const { viewer } = usePreloadedQuery<ProjectsPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "ProjectList_projects");
  return (
    <>
      <ProjectList viewer={viewer} onCreate={openCreate} onEdit={openEdit} />
      <OnFirstOpen open={dialog.open}>
        <ProjectForm
          open={dialog.open}
          onOpenChange={setOpen}
          viewer={viewer}
          project={dialog.record}
          connectionId={connectionId}
        />
      </OnFirstOpen>
    </>
  );
}
