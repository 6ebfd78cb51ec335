/** The kinds of record a run may be about (Run Now's picker), each with the trigger data key the API takes. */
export const RUN_RECORD_KINDS = ["client", "project", "task", "invoice", "contract", "file"] as const;
export type RunRecordKind = (typeof RUN_RECORD_KINDS)[number];

export const RUN_RECORD_KEYS = {
  client: "clientId", project: "projectId", task: "taskId", invoice: "invoiceId", contract: "contractId", file: "fileId",
} as const satisfies Record<RunRecordKind, string>;

export const RUN_RECORD_LABELS: Record<RunRecordKind, string> = {
  client: "Client", project: "Project", task: "Task", invoice: "Invoice", contract: "Contract", file: "File",
};

/** The GraphQL type of each kind (a Relay global id is base64 of 'Type:uuid'). */
const TYPENAMES: Record<RunRecordKind, string> = {
  client: "Client", project: "Project", task: "Task", invoice: "Invoice", contract: "Contract", file: "File",
};

const isKind = (v: string): v is RunRecordKind => (RUN_RECORD_KINDS as readonly string[]).includes(v);

/**
 * The record kind a trigger is about: its event type's entity ('invoice.paid' -> invoice) or, for the older names,
 * their first word ('client_created' -> client); null when the trigger names no record ('manual'), so the person
 * running it chooses the kind.
 */
export function recordKindOf(trigger: string | null | undefined): RunRecordKind | null {
  const entity = (trigger ?? "").split(/[._]/)[0];
  return isKind(entity) ? entity : null;
}

/** A record's Relay global id from its kind and its own id (what the stored trigger data keeps). */
export function globalIdOf(kind: RunRecordKind, id: string): string {
  return btoa(`${TYPENAMES[kind]}:${id}`);
}

/** The record a run was started on, read from its stored trigger data: the changed record, else the most specific id. */
export function triggeringRecord(triggerData: unknown): { kind: RunRecordKind; id: string } | null {
  if (typeof triggerData !== "object" || triggerData === null) return null;
  const data = triggerData as Record<string, unknown>;
  if (typeof data.entityType === "string" && typeof data.entityId === "string" && isKind(data.entityType)) {
    return { kind: data.entityType, id: data.entityId };
  }
  // a manual run: the record chosen is the most specific one its data names (a task names its project and client too)
  for (const kind of ["task", "invoice", "contract", "file", "project", "client"] as const) {
    const id = data[RUN_RECORD_KEYS[kind]];
    if (typeof id === "string" && id) return { kind, id };
  }
  return null;
}
