import { Suspense, useCallback, useState } from "react";
import { Button } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { PageHeader } from "../../components/PageHeader";
import { PAGE_HEADINGS } from "../../pageHeadings";
import { toast } from "../../components/toaster";
import { preloadRouteQuery } from "../../relay/preload";
import { showFailure } from "../../relay/mutationResult";
import { ProjectFormDialog } from "./ProjectForm";
import { ProjectGrid } from "./ProjectGrid";
import { ProjectSkeletons } from "./ProjectSkeletons";
import { CLIENT_OPTIONS_LIMIT, PROJECT_TEXTS, PROJECTS_PAGE_SIZE } from "./texts";
import { useDeleteProjectMutation } from "./useDeleteProjectMutation";
import ProjectsPageQueryNode, { type ProjectsPageQuery } from "./__generated__/ProjectsPageQuery.graphql";
import type { ProjectCard_project$data } from "./__generated__/ProjectCard_project.graphql";

const { heading, subtitle } = PAGE_HEADINGS.projects;

const query = graphql`
  query ProjectsPageQuery($count: Int!, $clientCount: Int!) {
    viewer {
      id
      ...ProjectGrid_viewer @arguments(count: $count)
      ...ProjectForm_viewer @arguments(clientCount: $clientCount)
    }
  }
`;

/**
 * The route's loader: starts the page query. Page sizes travel as variables: the server's query cost limit
 * multiplies a literal `first` into the cost, and a page of 50 cards with a literal size would exceed it. "store-and-network": a visit shows what the store holds at once and
 * refreshes it, so clients added on the Clients screen appear in the form and changes made elsewhere show up.
 */
export function load(environment: IEnvironment): PreloadedQuery<ProjectsPageQuery> {
  return preloadRouteQuery<ProjectsPageQuery>(
    environment,
    "projects",
    ProjectsPageQueryNode,
    { count: PROJECTS_PAGE_SIZE, clientCount: CLIENT_OPTIONS_LIMIT },
    "store-and-network",
  );
}

/** The dialog: closed, creating (project null) or editing a project. */
interface DialogState {
  open: boolean;
  project: ProjectCard_project$data | null;
}

/** /projects (spec §2 Projects): the heading and 'New Project' at once, the cards (or 6 skeletons) below. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ProjectsPageQuery>;
  const [dialog, setDialog] = useState<DialogState>({ open: false, project: null });
  const openCreate = useCallback(() => setDialog({ open: true, project: null }), []);
  return (
    <>
      <PageHeader
        title={heading}
        subtitle={subtitle}
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" /> {PROJECT_TEXTS.newProject}
          </Button>
        }
      />
      <Suspense fallback={<ProjectSkeletons />}>
        <ProjectsContent queryRef={queryRef} dialog={dialog} setDialog={setDialog} onCreate={openCreate} />
      </Suspense>
    </>
  );
}

interface ProjectsContentProps {
  queryRef: PreloadedQuery<ProjectsPageQuery>;
  dialog: DialogState;
  setDialog: (state: DialogState) => void;
  onCreate: () => void;
}

function ProjectsContent({ queryRef, dialog, setDialog, onCreate }: ProjectsContentProps) {
  const { viewer } = usePreloadedQuery<ProjectsPageQuery>(query, queryRef);
  const [remove] = useDeleteProjectMutation();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "ProjectGrid_projects");

  const onDelete = async (project: ProjectCard_project$data, listId: string) => {
    if (!window.confirm(PROJECT_TEXTS.confirmDelete)) return;
    setDeletingId(project.id);
    const outcome = await remove(project.id, [listId]);
    setDeletingId(null);
    if (outcome.ok) toast.success({ title: PROJECT_TEXTS.deleted });
    else showFailure(PROJECT_TEXTS.deleteFailed, outcome);
  };

  return (
    <>
      <ProjectGrid
        viewer={viewer}
        onCreate={onCreate}
        onEdit={(project) => setDialog({ open: true, project })}
        onDelete={onDelete}
        deletingId={deletingId}
      />
      <ProjectFormDialog
        key={dialog.project?.id ?? "new"}
        open={dialog.open}
        onOpenChange={(open) => setDialog({ ...dialog, open })}
        viewer={viewer}
        project={dialog.project}
        connections={[connectionId]}
      />
    </>
  );
}
