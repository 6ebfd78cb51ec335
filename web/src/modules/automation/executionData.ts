import { globalIdOf, triggeringRecord, type RunRecordKind } from "./runRecords";

/** A run's stored definition and trigger data (the executionData JSON text), as far as the screen reads it. */
interface ExecutionData {
  workflow?: { actions?: { type?: string; config?: Record<string, unknown>; policy?: Record<string, unknown> }[] };
  triggerData?: Record<string, unknown> & { values?: Record<string, string> };
}

export function parseJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const asData = (text: string | null | undefined): ExecutionData => {
  const parsed = parseJson(text);
  return typeof parsed === "object" && parsed !== null ? (parsed as ExecutionData) : {};
};

/** The placeholder value that names each kind of record (the trigger data keeps them). */
const NAME_VALUES: Record<RunRecordKind, string> = {
  client: "client_name", project: "project_name", task: "task_title", invoice: "invoice_number", contract: "contract_title", file: "file_name",
};

interface StartingRecord {
  kind: RunRecordKind;
  /** its Relay global id (for recordPath) */
  id: string;
  /** its name when the run started, when known */
  name: string | null;
}

/** The record that started the run (or the one Run Now was given), with its name when the run started. */
export function startingRecord(executionData: string | null | undefined): StartingRecord | null {
  const { triggerData } = asData(executionData);
  const record = triggeringRecord(triggerData);
  if (!record) return null;
  const name = triggerData?.values?.[NAME_VALUES[record.kind]];
  return { kind: record.kind, id: globalIdOf(record.kind, record.id), name: name || null };
}

/** Each step's input: its action's config (and policy) as the run took it, by position. */
export function stepInputs(executionData: string | null | undefined): (Record<string, unknown> | null)[] {
  const actions = asData(executionData).workflow?.actions ?? [];
  return actions.map((a) => (a && typeof a === "object" ? { ...(a.config ?? {}), ...(a.policy ? { policy: a.policy } : {}) } : null));
}

/** A value as one line of text: text as it is, anything else as compact JSON. */
export function valueText(value: unknown): string {
  if (value == null) return "-";
  if (typeof value === "string") return value || "\"\"";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** An object's entries for a definition list (anything else: one entry named 'value'). */
export function entriesOf(value: unknown): [string, unknown][] {
  if (value == null) return [];
  if (typeof value === "object" && !Array.isArray(value)) return Object.entries(value as Record<string, unknown>);
  return [["value", value]];
}
