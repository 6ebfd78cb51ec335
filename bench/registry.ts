import type { Operation } from "./operations";
import { writeOperations } from "./writes";
import { automationOperations, calendarOperations, clientOperations, dashboardOperations, fileOperations, floorOperations, invoiceOperations, messageOperations, projectOperations, searchOperations, taskOperations, webhookOperations } from "./operations";

/** Every measured operation: modules add theirs here. */
export const operations: Operation[] = [
  ...floorOperations,
  ...clientOperations,
  ...projectOperations,
  ...taskOperations,
  ...dashboardOperations,
  ...invoiceOperations,
  ...messageOperations,
  ...fileOperations,
  ...calendarOperations,
  ...automationOperations,
  ...searchOperations,
  ...webhookOperations,
  ...writeOperations,
];
