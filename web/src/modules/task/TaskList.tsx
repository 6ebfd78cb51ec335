import { Box, Card, Flex, HStack, Skeleton } from "@chakra-ui/react";
import { ListTodo } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ListSkeleton } from "../../components/ListSkeleton";
import { RecordList } from "../../components/RecordList";
import { panelCard } from "../../theme/surfaces";
import { TaskRow } from "./TaskRow";
import { TASK_SKELETON_COUNT, TASK_TEXTS, TASKS_PAGE_SIZE } from "./texts";
import type { TaskForm_task$key } from "./__generated__/TaskForm_task.graphql";
import type { TaskList_viewer$key } from "./__generated__/TaskList_viewer.graphql";
import type { TaskListPaginationQuery } from "./__generated__/TaskListPaginationQuery.graphql";

const fragment = graphql`
  fragment TaskList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "TaskListPaginationQuery") {
    timeZone
    tasks(first: $count, after: $cursor) @connection(key: "TaskList_tasks") {
      __id
      edges {
        node {
          id
          ...TaskRow_task
        }
      }
    }
  }
`;

interface TaskListProps {
  viewer: TaskList_viewer$key;
  onCreate: () => void;
  onEdit: (task: TaskForm_task$key) => void;
}

/** The task rows (newest first) with 'Load more', or the empty state. */
export function TaskList({ viewer, onCreate, onEdit }: TaskListProps) {
  const { data, ...pagination } = usePaginationFragment<TaskListPaginationQuery, TaskList_viewer$key>(fragment, viewer);
  const connectionId = data.tasks.__id;
  return (
    <RecordList
      connection={data.tasks}
      testIdPrefix="tasks"
      pagination={pagination}
      pageSize={TASKS_PAGE_SIZE}
      empty={{ icon: ListTodo, texts: TASK_TEXTS, onAction: onCreate }}
      renderList={(items) => (
        <Card.Root {...panelCard} bg="bg.panel" overflow="hidden">
          <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Tasks" data-testid="task-list">
            {items}
          </Box>
        </Card.Root>
      )}
      renderItem={(node) => <TaskRow task={node} timeZone={data.timeZone} connectionId={connectionId} onEdit={onEdit} />}
      loadMoreGap="6"
    />
  );
}

/** The list while it loads: 5 skeleton rows shaped like task rows. */
export function TaskListSkeleton() {
  return (
    <ListSkeleton frame={<Card.Root variant="outline" borderColor="border.muted" borderRadius="xl" bg="bg.panel" overflow="hidden" />} label="Loading tasks" count={TASK_SKELETON_COUNT}>
      {(i) => (
        <Flex gap="3.5" px={{ base: "4", md: "5" }} py="4" borderBottomWidth={i < TASK_SKELETON_COUNT - 1 ? "1px" : "0"} borderColor="border.muted" data-testid="task-skeleton">
          <Skeleton boxSize="5" borderRadius="full" flexShrink={0} />
          <Box flex="1">
            <Skeleton h="4" w={`${55 - (i % 3) * 10}%`} borderRadius="md" />
            <HStack mt="2.5" gap="2">
              <Skeleton h="4" w="16" borderRadius="full" />
              <Skeleton h="4" w="14" borderRadius="full" />
              <Skeleton h="3" w="24" />
            </HStack>
          </Box>
          <HStack gap="2">
            <Skeleton boxSize="7" borderRadius="md" />
            <Skeleton boxSize="7" borderRadius="md" />
          </HStack>
        </Flex>
      )}
    </ListSkeleton>
  );
}
