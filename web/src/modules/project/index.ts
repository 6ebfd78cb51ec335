import { FolderKanban } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { PROJECTS_HEADING } from "./heading";

export const projectModule: WebModule = {
  routes: [
    { path: paths.projects, page: () => import("./ProjectsPage") },
    { path: paths.project, page: () => import("./ProjectPage") },
  ],
  heading: PROJECTS_HEADING,
  nav: { path: paths.projects, label: "Projects", icon: FolderKanban, badge: { key: "activeProjects", tone: "neutral" } },
  quickCreate: [{ kind: "project", label: "New project", dialog: () => import("./QuickProjectDialog").then((m) => m.QuickProjectDialog) }],
};
