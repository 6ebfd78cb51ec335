import type { Operation } from "./operations";
import { clientOperations, dashboardOperations, projectOperations, taskOperations } from "./operations";

/** Every measured operation: modules add theirs here. */
export const operations: Operation[] = [
  ...clientOperations,
  ...projectOperations,
  ...taskOperations,
  ...dashboardOperations,
];
