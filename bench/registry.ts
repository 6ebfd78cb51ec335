import type { Operation } from "./operations";
import { writeOperations } from "./writes";
import { integrationOperations } from "./integrations";
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
  ...integrationOperations,
  ...automationOperations,
  ...searchOperations,
  ...webhookOperations,
  ...writeOperations,
];
