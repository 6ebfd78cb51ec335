import { FolderOpen } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { FILES_HEADING } from "./heading";

export const fileModule: WebModule = {
  routes: [{ path: paths.files, page: () => import("./FilesPage") }],
  heading: FILES_HEADING,
  nav: { path: paths.files, label: "Files", icon: FolderOpen },
};
