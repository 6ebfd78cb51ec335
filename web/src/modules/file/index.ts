import { FolderOpen } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { FILES_HEADING } from "./heading";

const FILES = "/files";

export const fileModule: WebModule = {
  routes: [{ path: FILES, page: () => import("./FilesPage") }],
  heading: FILES_HEADING,
  nav: { path: FILES, label: "Files", icon: FolderOpen },
  records: { file: { list: FILES, one: "/files?id=:id" } },
  // the command palette's 'Upload file': the uploader, its file picker opened at once
  quickCreate: [{ kind: "file", label: "Upload file", dialog: () => import("./UploadDialog").then((m) => m.QuickUploadDialog) }],
  hubBlocks: [{ key: "files", on: { client: 60, project: 60 }, block: () => import("./FilesHubBlock").then((m) => m.filesHubBlock) }],
};
