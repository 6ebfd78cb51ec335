import { FolderOpen } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { FILES_HEADING } from "./heading";

const FILES = "/files";

export const fileModule: WebModule = {
  routes: [{ path: FILES, page: () => import("./FilesPage") }],
  heading: FILES_HEADING,
  nav: { path: FILES, label: "Files", icon: FolderOpen },
  records: { file: { list: FILES, one: "/files?id=:id" } },
};
