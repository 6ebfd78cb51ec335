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
import { TaskFormDialog } from "./TaskForm";
import { TaskList } from "./TaskList";
import { TaskSkeletons } from "./TaskSkeletons";
import { OPTIONS_LIMIT, TASK_TEXTS, TASKS_PAGE_SIZE } from "./texts";
import { useDeleteTaskMutation } from "./useDeleteTaskMutation";
import { useSetTaskCompletedMutation } from "./useSetTaskCompletedMutation";
import TasksPageQueryNode, { type TasksPageQuery } from "./__generated__/TasksPageQuery.graphql";
import type { TaskRow_task$data } from "./__generated__/TaskRow_task.graphql";

const { heading, subtitle } = PAGE_HEADINGS.tasks;

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
 * multiplies a literal `first` into the cost, and a page of 50 rows with a literal size would exceed it. "store-and-network": a visit shows what the store holds at once and
 * refreshes it (projects and clients added elsewhere appear in the form's selects, overdue states are current).
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

/** The dialog: closed, creating (task null) or editing a task. */
interface DialogState {
  open: boolean;
  task: TaskRow_task$data | null;
}

/** /tasks (spec §2 Tasks): the heading and 'New Task' at once, the task rows (or 5 skeleton rows) below. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<TasksPageQuery>;
  const [dialog, setDialog] = useState<DialogState>({ open: false, task: null });
  const openCreate = useCallback(() => setDialog({ open: true, task: null }), []);
  return (
    <>
      <PageHeader
        title={heading}
        subtitle={subtitle}
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" /> {TASK_TEXTS.newTask}
          </Button>
        }
      />
      <Suspense fallback={<TaskSkeletons />}>
        <TasksContent queryRef={queryRef} dialog={dialog} setDialog={setDialog} onCreate={openCreate} />
      </Suspense>
    </>
  );
}

interface TasksContentProps {
  queryRef: PreloadedQuery<TasksPageQuery>;
  dialog: DialogState;
  setDialog: (state: DialogState) => void;
  onCreate: () => void;
}

function TasksContent({ queryRef, dialog, setDialog, onCreate }: TasksContentProps) {
  const { viewer } = usePreloadedQuery<TasksPageQuery>(query, queryRef);
  const [remove] = useDeleteTaskMutation();
  const [setCompleted] = useSetTaskCompletedMutation();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "TaskList_tasks");

  const onDelete = async (task: TaskRow_task$data, listId: string) => {
    if (!window.confirm(TASK_TEXTS.confirmDelete)) return;
    setDeletingId(task.id);
    const outcome = await remove(task.id, [listId]);
    setDeletingId(null);
    if (outcome.ok) toast.success({ title: TASK_TEXTS.deleted });
    else showFailure(TASK_TEXTS.deleteFailed, outcome);
  };

  return (
    <>
      <TaskList
        viewer={viewer}
        onCreate={onCreate}
        onToggle={(task, completed) => void setCompleted(task, completed)}
        onEdit={(task) => setDialog({ open: true, task })}
        onDelete={onDelete}
        deletingId={deletingId}
      />
      <TaskFormDialog
        key={dialog.task?.id ?? "new"}
        open={dialog.open}
        onOpenChange={(open) => setDialog({ ...dialog, open })}
        viewer={viewer}
        task={dialog.task}
        connections={[connectionId]}
      />
    </>
  );
}
