import { Suspense, useState } from "react";
import { Button } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { PageHeader } from "../../components/PageHeader";
import { PAGE_HEADINGS } from "../../pageHeadings";
import { preloadRouteQuery } from "../../relay/preload";
import { TaskForm } from "./TaskForm";
import { TaskList, TaskListSkeleton } from "./TaskList";
import { OPTIONS_LIMIT, TASK_TEXTS, TASKS_PAGE_SIZE } from "./texts";
import TasksPageQueryNode, { type TasksPageQuery } from "./__generated__/TasksPageQuery.graphql";
import type { TaskForm_task$key } from "./__generated__/TaskForm_task.graphql";

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

/** The dialog: closed, creating (task null) or editing a task. */
interface DialogState {
  open: boolean;
  task: TaskForm_task$key | null;
}

/** /tasks: the heading and 'New Task' at once, the task rows (or 5 skeleton rows) below. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<TasksPageQuery>;
  const [dialog, setDialog] = useState<DialogState>({ open: false, task: null });
  const openCreate = () => setDialog({ open: true, task: null });
  const { heading, subtitle } = PAGE_HEADINGS.tasks;
  return (
    <>
      <PageHeader
        title={heading}
        subtitle={subtitle}
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" /> {TASK_TEXTS.add}
          </Button>
        }
      />
      <Suspense fallback={<TaskListSkeleton />}>
        <TasksContent queryRef={queryRef} dialog={dialog} setDialog={setDialog} onCreate={openCreate} />
      </Suspense>
    </>
  );
}

interface TasksContentProps {
  queryRef: PreloadedQuery<TasksPageQuery>;
  dialog: DialogState;
  setDialog: (dialog: DialogState) => void;
  onCreate: () => void;
}

function TasksContent({ queryRef, dialog, setDialog, onCreate }: TasksContentProps) {
  const { viewer } = usePreloadedQuery<TasksPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "TaskList_tasks");
  return (
    <>
      <TaskList viewer={viewer} onCreate={onCreate} onEdit={(task) => setDialog({ open: true, task })} />
      <TaskForm
        open={dialog.open}
        onOpenChange={(open) => setDialog({ ...dialog, open })}
        viewer={viewer}
        task={dialog.task}
        connectionId={connectionId}
      />
    </>
  );
}
