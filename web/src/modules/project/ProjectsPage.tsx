import { Suspense, useState } from "react";
import { Button } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { PageHeader } from "../../components/PageHeader";
import { PAGE_HEADINGS } from "../../pageHeadings";
import { preloadRouteQuery } from "../../relay/preload";
import { ProjectForm } from "./ProjectForm";
import { ProjectList, ProjectListSkeleton } from "./ProjectList";
import { OPTIONS_LIMIT, PROJECT_TEXTS, PROJECTS_PAGE_SIZE } from "./texts";
import ProjectsPageQueryNode, { type ProjectsPageQuery } from "./__generated__/ProjectsPageQuery.graphql";
import type { ProjectForm_project$key } from "./__generated__/ProjectForm_project.graphql";

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

/** The dialog: closed, creating (project null) or editing a project. */
interface DialogState {
  open: boolean;
  project: ProjectForm_project$key | null;
}

/** /projects: the heading and 'New Project' at once, the project cards (or 6 skeleton cards) below. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ProjectsPageQuery>;
  const [dialog, setDialog] = useState<DialogState>({ open: false, project: null });
  const openCreate = () => setDialog({ open: true, project: null });
  const { heading, subtitle } = PAGE_HEADINGS.projects;
  return (
    <>
      <PageHeader
        title={heading}
        subtitle={subtitle}
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" /> {PROJECT_TEXTS.add}
          </Button>
        }
      />
      <Suspense fallback={<ProjectListSkeleton />}>
        <ProjectsContent queryRef={queryRef} dialog={dialog} setDialog={setDialog} onCreate={openCreate} />
      </Suspense>
    </>
  );
}

interface ProjectsContentProps {
  queryRef: PreloadedQuery<ProjectsPageQuery>;
  dialog: DialogState;
  setDialog: (dialog: DialogState) => void;
  onCreate: () => void;
}

function ProjectsContent({ queryRef, dialog, setDialog, onCreate }: ProjectsContentProps) {
  const { viewer } = usePreloadedQuery<ProjectsPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "ProjectList_projects");
  return (
    <>
      <ProjectList viewer={viewer} onCreate={onCreate} onEdit={(project) => setDialog({ open: true, project })} />
      <ProjectForm
        open={dialog.open}
        onOpenChange={(open) => setDialog({ ...dialog, open })}
        viewer={viewer}
        project={dialog.project}
        connectionId={connectionId}
      />
    </>
  );
}
