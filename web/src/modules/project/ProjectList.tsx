import { Button, Flex, SimpleGrid } from "@chakra-ui/react";
import { FolderKanban } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import { EmptyListCard } from "../../components/EmptyListCard";
import { ProjectCard } from "./ProjectCard";
import { PROJECT_GRID_COLUMNS } from "./ProjectSkeletons";
import { PROJECT_TEXTS, PROJECTS_PAGE_SIZE } from "./texts";
import type { ProjectCard_project$data } from "./__generated__/ProjectCard_project.graphql";
import type { ProjectGrid_viewer$key } from "./__generated__/ProjectGrid_viewer.graphql";
import type { ProjectGridPaginationQuery } from "./__generated__/ProjectGridPaginationQuery.graphql";

const fragment = graphql`
  fragment ProjectGrid_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "ProjectGridPaginationQuery") {
    projects(first: $count, after: $cursor) @connection(key: "ProjectGrid_projects") {
      __id
      edges {
        node {
          id
          ...ProjectCard_project
        }
      }
    }
  }
`;

interface ProjectGridProps {
  viewer: ProjectGrid_viewer$key;
  onCreate: () => void;
  onEdit: (project: ProjectCard_project$data) => void;
  onDelete: (project: ProjectCard_project$data, connectionId: string) => void;
  /** Id of the project being deleted, if any. */
  deletingId: string | null;
}

/** The project cards (newest first) with "Load more", or the empty state. */
export function ProjectGrid({ viewer, onCreate, onEdit, onDelete, deletingId }: ProjectGridProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ProjectGridPaginationQuery, ProjectGrid_viewer$key>(fragment, viewer);
  const connectionId = data.projects.__id;
  const edges = data.projects.edges;
  return (
    <>
      {edges.length === 0 ? (
        <ProjectsEmptyState onCreate={onCreate} />
      ) : (
        <>
          <SimpleGrid columns={PROJECT_GRID_COLUMNS} gap="5" data-testid="project-grid">
            {edges.map(({ node }) => (
              <ProjectCard
                key={node.id}
                project={node}
                onEdit={onEdit}
                onDelete={(p) => onDelete(p, connectionId)}
                busy={deletingId === node.id}
              />
            ))}
          </SimpleGrid>
          {hasNext ? (
            <Flex justify="center" mt="8">
              <Button variant="outline" colorPalette="gray" onClick={() => loadNext(PROJECTS_PAGE_SIZE)} loading={isLoadingNext} loadingText="Loading...">
                Load more
              </Button>
            </Flex>
          ) : null}
        </>
      )}
    </>
  );
}

function ProjectsEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyListCard
      icon={<FolderKanban size={26} aria-hidden="true" />}
      title={PROJECT_TEXTS.emptyTitle}
      description={PROJECT_TEXTS.emptyDescription}
      actionLabel={PROJECT_TEXTS.emptyAction}
      onAction={onCreate}
      testId="projects-empty"
    />
  );
}
