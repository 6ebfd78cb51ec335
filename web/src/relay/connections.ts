import { ConnectionHandler, type RecordSourceSelectorProxy } from "relay-runtime";

/**
 * Keeps a connection's `totalCount` in step with edges added or removed in place (`@prependNode`, `@deleteEdge`
 * change the edges only), so "Showing 50 of N" stays right without a refetch.
 */
export function adjustTotalCount(store: RecordSourceSelectorProxy, connectionId: string, delta: number): void {
  const connection = store.get(connectionId);
  const total = connection?.getValue("totalCount");
  if (connection && typeof total === "number") connection.setValue(Math.max(0, total + delta), "totalCount");
}

/**
 * Removes a record the server no longer has (deleted in another tab) from the viewer's lists with these connection
 * keys, and counts it out of their totals. Lists not loaded yet are left alone.
 */
export function dropFromViewerLists(store: RecordSourceSelectorProxy, id: string, connectionKeys: readonly string[]): void {
  const viewer = store.getRoot().getLinkedRecord("viewer");
  if (!viewer) return;
  for (const key of connectionKeys) {
    const connection = ConnectionHandler.getConnection(viewer, key);
    if (!connection) continue;
    const before = connection.getLinkedRecords("edges")?.length ?? 0;
    ConnectionHandler.deleteNode(connection, id);
    if ((connection.getLinkedRecords("edges")?.length ?? 0) < before) adjustTotalCount(store, connection.getDataID(), -1);
  }
}
