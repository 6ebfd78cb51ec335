import type { IsolationSuite } from "./isolation";
import { userIsolation } from "../src/modules/user/__tests__/user.isolation";
import { clientIsolation } from "../src/modules/client/__tests__/client.isolation";
import { projectIsolation } from "../src/modules/project/__tests__/project.isolation";
import { taskIsolation } from "../src/modules/task/__tests__/task.isolation";
import { teamMemberIsolation } from "../src/modules/team-member/__tests__/team-member.isolation";
import { dashboardIsolation } from "../src/modules/dashboard/__tests__/dashboard.isolation";
import { messageIsolation } from "../src/modules/message/__tests__/message.isolation";
import { notificationIsolation } from "../src/modules/notification/__tests__/notification.isolation";
import { fileIsolation } from "../src/modules/file/__tests__/file.isolation";
import { reportIsolation } from "../src/modules/report/__tests__/report.isolation";
import { invoiceIsolation } from "../src/modules/invoice/__tests__/invoice.isolation";

/** Every module's isolation cases: one line per module. */
export const isolationSuites: IsolationSuite[] = [
  userIsolation,
  clientIsolation,
  projectIsolation,
  taskIsolation,
  teamMemberIsolation,
  dashboardIsolation,
  messageIsolation,
  notificationIsolation,
  fileIsolation,
  reportIsolation,
  invoiceIsolation,
];
