import { FolderKanban } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { PROJECTS_HEADING } from "./heading";

const PROJECTS = "/projects";
/** One project's page, opened wherever its name shows. */
const PROJECT = "/projects/:id";

export const projectModule: WebModule = {
  routes: [
    { path: PROJECTS, page: () => import("./ProjectsPage") },
    { path: PROJECT, page: () => import("./ProjectPage") },
  ],
  heading: PROJECTS_HEADING,
  nav: { path: PROJECTS, label: "Projects", icon: FolderKanban, badge: { key: "activeProjects", tone: "neutral" } },
  records: { project: { list: PROJECTS, one: PROJECT } },
  quickCreate: [{ kind: "project", label: "New project", dialog: () => import("./QuickProjectDialog").then((m) => m.QuickProjectDialog) }],
  hubBlocks: [{ key: "projects", on: { client: 20 }, block: () => import("./ProjectsHubBlock").then((m) => m.projectsHubBlock) }],
};
