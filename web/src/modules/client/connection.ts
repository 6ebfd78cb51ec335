import type { RecordSourceSelectorProxy } from "relay-runtime";

/**
 * Keeps a connection's `totalCount` in step with edges added or removed in place (`@prependNode`, `@deleteEdge`
 * change the edges only), so "Showing 50 of N" stays right without a refetch.
 */
export function adjustTotalCount(store: RecordSourceSelectorProxy, connectionId: string, delta: number): void {
  const connection = store.get(connectionId);
  const total = connection?.getValue("totalCount");
  if (connection && typeof total === "number") connection.setValue(Math.max(0, total + delta), "totalCount");
}
