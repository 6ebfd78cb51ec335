// The file module's face: files, their uploads and the cleanup of stored objects no record points to.
import "./file.record";
import "./file.schema";
import "./file.hub";
import "./file.search";
import type { ApiModule } from "../../module";
import { fileRoutes } from "./file.rest";
import { cleanupOrphanObjects } from "./file.service";

export const fileModule: ApiModule = {
  name: "file",
  routes: fileRoutes,
  scheduledJobs: [{
    // uploads never saved as a file record (and their rows, and thumbnails of deleted files), older than an hour
    name: "stored-objects-cleanup",
    cron: "*/15 * * * *",
    policy: { retryLimit: 2, retryDelay: 60, expireInSeconds: 1800 },
    run: (res) => cleanupOrphanObjects(res),
  }],
};
