import { SquareCheckBig } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { TASKS_HEADING } from "./heading";

export const taskModule: WebModule = {
  routes: [{ path: paths.tasks, page: () => import("./TasksPage") }],
  heading: TASKS_HEADING,
  nav: { path: paths.tasks, label: "Tasks", icon: SquareCheckBig, badge: { key: "overdueTasks", tone: "red" } },
  quickCreate: [{ kind: "task", label: "New task", dialog: () => import("./QuickTaskDialog").then((m) => m.QuickTaskDialog) }],
  notificationKinds: () => import("./notificationKinds"),
};
