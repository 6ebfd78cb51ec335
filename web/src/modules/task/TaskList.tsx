import { Box, Button, Card, Flex } from "@chakra-ui/react";
import { ListTodo } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import { EmptyListCard } from "../../components/EmptyListCard";
import { TaskRow } from "./TaskRow";
import { TASK_TEXTS, TASKS_PAGE_SIZE } from "./texts";
import type { TaskRow_task$data } from "./__generated__/TaskRow_task.graphql";
import type { TaskList_viewer$key } from "./__generated__/TaskList_viewer.graphql";
import type { TaskListPaginationQuery } from "./__generated__/TaskListPaginationQuery.graphql";
import { panelCard } from "../../theme/surfaces";

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
  onToggle: (task: TaskRow_task$data, completed: boolean) => void;
  onEdit: (task: TaskRow_task$data) => void;
  onDelete: (task: TaskRow_task$data, connectionId: string) => void;
  /** Id of the task being deleted, if any. */
  deletingId: string | null;
}

/** The task rows (newest first) with "Load more", or the empty state. */
export function TaskList({ viewer, onCreate, onToggle, onEdit, onDelete, deletingId }: TaskListProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<TaskListPaginationQuery, TaskList_viewer$key>(fragment, viewer);
  const connectionId = data.tasks.__id;
  const edges = data.tasks.edges;
  if (edges.length === 0) return <TasksEmptyState onCreate={onCreate} />;
  return (
    <>
      <Card.Root {...panelCard} bg="bg.panel" overflow="hidden">
        <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Tasks" data-testid="task-list">
          {edges.map(({ node }) => (
            <TaskRow
              key={node.id}
              task={node}
              timeZone={data.timeZone}
              onToggle={onToggle}
              onEdit={onEdit}
              onDelete={(t) => onDelete(t, connectionId)}
              busy={deletingId === node.id}
            />
          ))}
        </Box>
      </Card.Root>
      {hasNext ? (
        <Flex justify="center" mt="6">
          <Button variant="outline" colorPalette="gray" onClick={() => loadNext(TASKS_PAGE_SIZE)} loading={isLoadingNext} loadingText="Loading...">
            Load more
          </Button>
        </Flex>
      ) : null}
    </>
  );
}

function TasksEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyListCard
      icon={<ListTodo size={26} aria-hidden="true" />}
      title={TASK_TEXTS.emptyTitle}
      description={TASK_TEXTS.emptyDescription}
      actionLabel={TASK_TEXTS.emptyAction}
      onAction={onCreate}
      testId="tasks-empty"
    />
  );
}
