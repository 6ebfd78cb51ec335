// The notification module's face: the bell, and the scan for tasks that became overdue.
import "./notification.schema";
import type { ApiModule } from "../../module";
import { notifyOverdueTasks } from "./notification.service";

export { createNotification } from "./notification.service";

export const notificationModule: ApiModule = {
  name: "notification",
  scheduledJobs: [{
    name: "task-overdue-scan",
    cron: "* * * * *",
    policy: { retryLimit: 2, retryDelay: 10, expireInSeconds: 300 },
    run: (res) => notifyOverdueTasks(res),
  }],
};
