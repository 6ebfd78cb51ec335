import { CLOSED_TASK_STATUSES } from "@common/task";
import { builder } from "../../graphql/builder";
import { hubBlock } from "../../graphql/hub";

// The open tasks blocks of a client's hub and a project's page (graphql/hub.ts): the one open-task rule (common/task.ts).
const open = () => ({ status: { notIn: [...CLOSED_TASK_STATUSES] } });
builder.prismaObjectFields("Client", (t) => ({
  openTasks: t.relatedConnection("tasks", hubBlock("The client's tasks not completed nor cancelled, newest first.", open)),
}));
builder.prismaObjectFields("Project", (t) => ({
  tasks: t.relatedConnection("tasks", hubBlock("The project's tasks not completed nor cancelled, newest first.", open)),
}));
