import type { Operation } from "./operations";
import { clientOperations } from "./operations";

/** Every measured operation: modules add theirs here. */
export const operations: Operation[] = [
  ...clientOperations,
];
