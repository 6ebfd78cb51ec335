import { Box, Card, Flex, HStack, SimpleGrid, Skeleton, SkeletonText } from "@chakra-ui/react";
import { FolderKanban } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ListSkeleton } from "../../components/ListSkeleton";
import { RecordList } from "../../components/RecordList";
import { ProjectCard } from "./ProjectCard";
import { PROJECT_SKELETON_COUNT, PROJECT_TEXTS, PROJECTS_PAGE_SIZE } from "./texts";
import type { ProjectForm_project$key } from "./__generated__/ProjectForm_project.graphql";
import type { ProjectList_viewer$key } from "./__generated__/ProjectList_viewer.graphql";
import type { ProjectListPaginationQuery } from "./__generated__/ProjectListPaginationQuery.graphql";

const fragment = graphql`
  fragment ProjectList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "ProjectListPaginationQuery") {
    projects(first: $count, after: $cursor) @connection(key: "ProjectList_projects") {
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

const grid = { base: 1, md: 2, xl: 3 } as const;

interface ProjectListProps {
  viewer: ProjectList_viewer$key;
  onCreate: () => void;
  onEdit: (project: ProjectForm_project$key) => void;
}

/** The project cards (newest first) with 'Load more', or the empty state. */
export function ProjectList({ viewer, onCreate, onEdit }: ProjectListProps) {
  const { data, ...pagination } = usePaginationFragment<ProjectListPaginationQuery, ProjectList_viewer$key>(fragment, viewer);
  const connectionId = data.projects.__id;
  return (
    <RecordList
      connection={data.projects}
      testIdPrefix="projects"
      pagination={pagination}
      pageSize={PROJECTS_PAGE_SIZE}
      empty={{ icon: FolderKanban, texts: PROJECT_TEXTS, onAction: onCreate }}
      renderList={(items) => (
        <SimpleGrid columns={grid} gap="5" data-testid="project-grid">
          {items}
        </SimpleGrid>
      )}
      renderItem={(node) => <ProjectCard project={node} connectionId={connectionId} onEdit={onEdit} />}
      loadMoreGap="8"
    />
  );
}

/** The list while it loads: 6 skeleton cards shaped like project cards. */
export function ProjectListSkeleton() {
  return (
    <ListSkeleton frame={<SimpleGrid columns={grid} gap="5" />} label="Loading projects" count={PROJECT_SKELETON_COUNT}>
      {() => (
        <Card.Root variant="outline" borderColor="border.muted" borderRadius="xl" bg="bg.panel" data-testid="project-skeleton">
          <Card.Body gap="4" p="5">
            <Box>
              <Skeleton h="5" w="60%" borderRadius="md" />
              <Skeleton h="3.5" w="35%" mt="2" borderRadius="md" />
            </Box>
            <HStack gap="2">
              <Skeleton h="5" w="16" borderRadius="full" />
              <Skeleton h="5" w="14" borderRadius="full" />
            </HStack>
            <SkeletonText noOfLines={2} gap="2" />
            <Box>
              <Flex justify="space-between" mb="2">
                <Skeleton h="3" w="14" />
                <Skeleton h="3" w="8" />
              </Flex>
              <Skeleton h="2" borderRadius="full" />
            </Box>
          </Card.Body>
          <Card.Footer px="5" py="3" borderTopWidth="1px" borderColor="border.muted" justifyContent="space-between">
            <Skeleton h="4" w="28" />
            <Skeleton h="4" w="16" />
          </Card.Footer>
        </Card.Root>
      )}
    </ListSkeleton>
  );
}
