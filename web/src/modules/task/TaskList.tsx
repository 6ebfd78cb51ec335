import { Box, Button, Card, Flex, Text } from "@chakra-ui/react";
import { ListTodo, Plus } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import { TaskRow } from "./TaskRow";
import { TASK_TEXTS, TASKS_PAGE_SIZE } from "./texts";
import type { TaskRow_task$data } from "./__generated__/TaskRow_task.graphql";
import type { TaskList_viewer$key } from "./__generated__/TaskList_viewer.graphql";
import type { TaskListPaginationQuery } from "./__generated__/TaskListPaginationQuery.graphql";

const fragment = graphql`
  fragment TaskList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "TaskListPaginationQuery") {
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
      <Card.Root variant="outline" borderColor="border.muted" borderRadius="xl" boxShadow="xs" bg="bg.panel" overflow="hidden">
        <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Tasks" data-testid="task-list">
          {edges.map(({ node }) => (
            <TaskRow
              key={node.id}
              task={node}
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
    <Card.Root variant="outline" borderColor="border.muted" borderStyle="dashed" borderWidth="2px" borderRadius="xl" bg="bg.panel" data-testid="tasks-empty">
      <Card.Body>
        <Flex direction="column" align="center" textAlign="center" py={{ base: "10", md: "16" }} gap="4">
          <Flex boxSize="14" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
            <ListTodo size={26} aria-hidden="true" />
          </Flex>
          <Flex direction="column" gap="1" maxW="md">
            <Text as="h2" fontWeight="semibold" fontSize="lg" color="fg">
              {TASK_TEXTS.emptyTitle}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {TASK_TEXTS.emptyDescription}
            </Text>
          </Flex>
          <Button onClick={onCreate} size="sm" mt="2">
            <Plus aria-hidden="true" /> {TASK_TEXTS.emptyAction}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
