import { SquareCheckBig } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { HubBlock, HubRow, hubBlockTestId, hubRows, statusLabel } from "../../components/HubBlock";
import { defineHubBlock } from "../../components/HubBlocks";
import { formatDay } from "../../lib/format";
import { recordListPath, recordPath } from "../../lib/recordPaths";
import type { HubBlockProps, HubKind } from "../../lib/webModule";
import type { TasksHubBlockQuery } from "./__generated__/TasksHubBlockQuery.graphql";
import type { TasksHubBlock_task$key } from "./__generated__/TasksHubBlock_task.graphql";

// The open tasks block of a client's hub and a project's page (neither completed nor cancelled): the 5 newest; on a
// client's hub each says its project.

const query = graphql`
  query TasksHubBlockQuery($id: ID!) {
    node(id: $id) {
      ... on Client {
        openTasks(first: 5) { edges { node { id ...TasksHubBlock_task } } }
      }
      ... on Project {
        tasks(first: 5) { edges { node { id ...TasksHubBlock_task } } }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment TasksHubBlock_task on Task {
    id
    title
    status
    dueDate
    project {
      name
    }
  }
`;

const EMPTY = { client: "No open tasks for this client.", project: "No open tasks in this project." } as const;

function TasksBlock({ data, hub, timeZone }: HubBlockProps<TasksHubBlockQuery>) {
  const rows = hubRows(data.node?.openTasks ?? data.node?.tasks);
  return (
    <HubBlock title="Open tasks" testId={hubBlockTestId(hub, "tasks")} icon={<SquareCheckBig size={18} />} emptyText={EMPTY[hub]}
      create="task" viewAll={recordListPath("task")} isEmpty={rows.length === 0}>
      {rows.map((t) => <TaskRow key={t.id} task={t} hub={hub} timeZone={timeZone} />)}
    </HubBlock>
  );
}

function TaskRow({ task, hub, timeZone }: { task: TasksHubBlock_task$key; hub: HubKind; timeZone: string | null | undefined }) {
  const t = useFragment(rowFragment, task);
  const due = t.dueDate ? `Due ${formatDay(t.dueDate, timeZone)}` : null;
  const detail = [hub === "client" ? t.project?.name : null, due].filter(Boolean).join(" · ");
  return <HubRow title={t.title} to={recordPath("task", t.id)} detail={detail || null} badge={statusLabel(t.status)} />;
}

export const tasksHubBlock = defineHubBlock<TasksHubBlockQuery>({ query, follows: "task", Component: TasksBlock });
