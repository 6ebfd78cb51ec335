import type { RecordSourceSelectorProxy } from "relay-runtime";

/** Keeps the connection's `totalCount` in step with @prependNode / @deleteEdge. */
export function bumpTotalCount(store: RecordSourceSelectorProxy, connectionId: string, delta: number): void {
  const connection = store.get(connectionId);
  const current = connection?.getValue("totalCount");
  if (connection && typeof current === "number") connection.setValue(Math.max(0, current + delta), "totalCount");
}
