import { SquareCheckBig } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { TASKS_HEADING } from "./heading";

const TASKS = "/tasks";

export const taskModule: WebModule = {
  routes: [{ path: TASKS, page: () => import("./TasksPage") }],
  heading: TASKS_HEADING,
  nav: { path: TASKS, label: "Tasks", icon: SquareCheckBig, badge: { key: "overdueTasks", tone: "red" } },
  records: { task: { list: TASKS, one: "/tasks?id=:id" } },
  quickCreate: [{ kind: "task", label: "New task", dialog: () => import("./QuickTaskDialog").then((m) => m.QuickTaskDialog) }],
  notificationKinds: () => import("./notificationKinds"),
  hubBlocks: [{ key: "tasks", on: { client: 30, project: 20 }, block: () => import("./TasksHubBlock").then((m) => m.tasksHubBlock) }],
};
