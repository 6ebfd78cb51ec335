import { Card, Flex, SimpleGrid, Skeleton, SkeletonText, Stack } from "@chakra-ui/react";
import { Zap } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ListSkeleton } from "../../components/ListSkeleton";
import { RecordList } from "../../components/RecordList";
import { useLiveList } from "../../relay/useWorkspaceChanges";
import { panelCard } from "../../theme/surfaces";
import { WorkflowCard } from "./WorkflowCard";
import { AUTOMATION_TEXTS, WORKFLOWS_PAGE_SIZE, WORKFLOW_SKELETON_COUNT } from "./texts";
import type { WorkflowList_viewer$key } from "./__generated__/WorkflowList_viewer.graphql";
import type { WorkflowListPaginationQuery } from "./__generated__/WorkflowListPaginationQuery.graphql";

const fragment = graphql`
  fragment WorkflowList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "WorkflowListPaginationQuery") {
    workflows(first: $count, after: $cursor) @connection(key: "WorkflowList_workflows") {
      __id
      totalCount
      edges {
        node {
          id
          ...WorkflowCard_workflow
        }
      }
    }
  }
`;

const grid = { base: 1, lg: 2 } as const;

interface WorkflowListProps {
  viewer: WorkflowList_viewer$key;
  onCreate: () => void;
  /** Opens the dialog on a workflow (which loads what the form needs: its actions' settings are not the card's). */
  onEdit: (workflowId: string) => void;
}

/**
 * The workflow cards with 'Load more', or 'No workflows yet'. The list follows changes made anywhere (another tab, a
 * run that ended: its run count and last run), read again as many as it shows.
 */
export function WorkflowList({ viewer, onCreate, onEdit }: WorkflowListProps) {
  const { data, ...pagination } = usePaginationFragment<WorkflowListPaginationQuery, WorkflowList_viewer$key>(fragment, viewer);
  useLiveList("workflow", pagination.refetch, data.workflows.edges.length, WORKFLOWS_PAGE_SIZE);
  const connection = data.workflows;
  return (
    <RecordList
      connection={connection}
      testIdPrefix="workflows"
      pagination={pagination}
      pageSize={WORKFLOWS_PAGE_SIZE}
      empty={{ icon: Zap, texts: AUTOMATION_TEXTS, onAction: onCreate }}
      renderList={(items) => (
        <SimpleGrid as="section" aria-label="Workflows" columns={grid} gap="5">
          {items}
        </SimpleGrid>
      )}
      renderItem={(node) => <WorkflowCard workflow={node} connectionId={connection.__id} onEdit={() => onEdit(node.id)} />}
      loadMoreGap="6"
      shownNoun="workflows"
    />
  );
}

/** The workflows while they load: three card-shaped placeholders. */
export function WorkflowListSkeleton() {
  return (
    <ListSkeleton frame={<SimpleGrid columns={grid} gap="5" data-testid="workflows-loading" />} label="Loading workflows..." hiddenStatus count={WORKFLOW_SKELETON_COUNT}>
      {() => (
        <Card.Root {...panelCard} aria-hidden="true" data-testid="workflow-card-skeleton">
          <Card.Body p="5" gap="4">
            <Flex align="flex-start" gap="3">
              <Skeleton boxSize="9" borderRadius="lg" />
              <Stack flex="1" gap="2">
                <Skeleton h="4" w="60%" />
                <Skeleton h="3" w="80%" />
              </Stack>
              <Skeleton h="5" w="10" borderRadius="full" />
            </Flex>
            <SkeletonText noOfLines={3} gap="2.5" />
            <Flex gap="2">
              <Skeleton h="8" w="24" />
              <Skeleton h="8" w="16" />
            </Flex>
          </Card.Body>
        </Card.Root>
      )}
    </ListSkeleton>
  );
}
