import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from "relay-runtime";

/** The connection keys of the screen's lists (the viewer's connections). */
export const WORKFLOWS_KEY = "WorkflowList_workflows";
export const EXECUTIONS_KEY = "ExecutionList_workflowExecutions";

const connectionOf = (store: RecordSourceSelectorProxy, key: string) => {
  const viewer = store.getRoot().getLinkedRecord("viewer");
  return viewer ? ConnectionHandler.getConnection(viewer, key) : null;
};

/**
 * Puts `record` at the top of the viewer's connection `key` unless it is already in it (a run pushed live may arrive
 * before or after the mutation that started it); `totalCount` follows when the connection has one.
 */
export function prependToViewerList(store: RecordSourceSelectorProxy, key: string, record: RecordProxy | null | undefined, edgeType: string): void {
  const connection = connectionOf(store, key);
  if (!record || !connection) return;
  const id = record.getDataID();
  if (connection.getLinkedRecords("edges")?.some((edge) => edge?.getLinkedRecord("node")?.getDataID() === id)) return;
  ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, record, edgeType));
  const total = connection.getValue("totalCount");
  if (typeof total === "number") connection.setValue(total + 1, "totalCount");
}
