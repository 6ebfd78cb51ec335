import { Suspense, useEffect } from "react";
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { recordListPage, type RecordListContentProps } from "../../components/RecordListPage";
import { useLinkedRecordId } from "../../components/useLinkedRecordId";
import { preloadRouteQuery } from "../../relay/preload";
import { toast } from "../../components/toaster";
import { TASKS_HEADING } from "./heading";
import { TaskList, TaskListSkeleton } from "./TaskList";
import { OPTIONS_LIMIT, TASK_TEXTS, TASKS_PAGE_SIZE } from "./texts";
import TasksPageQueryNode, { type TasksPageQuery } from "./__generated__/TasksPageQuery.graphql";
import type { TaskForm_task$key } from "./__generated__/TaskForm_task.graphql";
import type { TasksPageLinkQuery } from "./__generated__/TasksPageLinkQuery.graphql";

/** The create / edit dialog loads with its first opening (its form, Formik and Yup are not part of the screen). */
const TaskForm = lazyComponent(() => import("./TaskForm"), "TaskForm");

const query = graphql`
  query TasksPageQuery($count: Int!, $optionCount: Int!) {
    viewer {
      id
      ...TaskList_viewer @arguments(count: $count)
      ...TaskForm_viewer @arguments(optionCount: $optionCount)
    }
  }
`;

/**
 * The route's loader: starts the page query. Page sizes travel as variables: the server's query cost limit
 * multiplies a literal `first` into the cost, and a page of 50 rows with a literal size would exceed it.
 * "store-and-network": a visit shows what the store holds at once and refreshes it (projects and clients added
 * elsewhere appear in the form's selects, overdue states are current).
 */
export function load(environment: IEnvironment): PreloadedQuery<TasksPageQuery> {
  return preloadRouteQuery<TasksPageQuery>(
    environment,
    "tasks",
    TasksPageQueryNode,
    { count: TASKS_PAGE_SIZE, optionCount: OPTIONS_LIMIT },
    "store-and-network",
  );
}

/** /tasks: the heading and 'New Task' at once, the task rows (or 5 skeleton rows) below. */
export const Component = recordListPage<TasksPageQuery, TaskForm_task$key>({
  heading: TASKS_HEADING,
  addLabel: TASK_TEXTS.add,
  skeleton: <TaskListSkeleton />,
  Content: TasksContent,
});

type TasksContentProps = RecordListContentProps<TasksPageQuery, TaskForm_task$key>;

function TasksContent({ queryRef, dialog, openCreate, openEdit, setOpen }: TasksContentProps) {
  const { viewer } = usePreloadedQuery<TasksPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "TaskList_tasks");
  // a link to one task (`?id=`: an overdue task's notification) opens it in the edit dialog
  const [linkedId, clearLink] = useLinkedRecordId();
  return (
    <>
      <TaskList viewer={viewer} onCreate={openCreate} onEdit={openEdit} />
      {linkedId ? (
        <Suspense fallback={null}>
          <TaskFromLink key={linkedId} id={linkedId} onFound={openEdit} onDone={clearLink} />
        </Suspense>
      ) : null}
      <OnFirstOpen open={dialog.open}>
        <TaskForm
          open={dialog.open}
          onOpenChange={setOpen}
          viewer={viewer}
          task={dialog.record}
          connectionId={connectionId}
        />
      </OnFirstOpen>
    </>
  );
}

const linkQuery = graphql`
  query TasksPageLinkQuery($id: ID!) {
    node(id: $id) {
      ...TaskForm_task @alias(as: "task")
    }
  }
`;

/** Reads the linked task (from the store when it is there) and opens it; a task that is gone is said in a toast. */
function TaskFromLink({ id, onFound, onDone }: { id: string; onFound: (task: TaskForm_task$key) => void; onDone: () => void }) {
  const { node } = useLazyLoadQuery<TasksPageLinkQuery>(linkQuery, { id }, { fetchPolicy: "store-or-network" });
  const task = node?.task ?? null;
  useEffect(() => {
    if (task) onFound(task);
    else toast.error({ title: "Error", description: TASK_TEXTS.notFound });
    onDone();
  }, [task, onFound, onDone]);
  return null;
}
