import { dayLabel } from "@common/day";
import type { DomainEvent, PrismaClient } from "../../generated/prisma/client";
import { became, type EventType } from "../../domain-events";
import { NotFoundError } from "../../errors";
import type { WorkflowTrigger } from "@common/automation";
import { formatMoney } from "@common/money";

/**
 * Which trigger an event is, read from the catalogued domain events: each type that may be one, with its trigger and,
 * when only some of its events are, the test of the payload. An event that is none (a project updated without being
 * completed) starts nothing.
 */
const TRIGGERS: Partial<Record<EventType, [WorkflowTrigger, ((payload: Record<string, any>) => boolean)?]>> = {
  "client.created": ["client_created"],
  "project.updated": ["project_completed", (p) => became(p, "status", "completed")],
  "invoice.overdue": ["invoice_overdue"],
  "invoice.updated": ["invoice_overdue", (p) => became(p, "status", "overdue")],
  "task.created": ["task_assigned", (p) => !!p.record?.assigneeId],
  "task.updated": ["task_assigned", (p) => !!p.changes?.assigneeId?.after],
  "contract.signed": ["contract_signed"],
  "file.uploaded": ["file_uploaded"],
};

export const TRIGGER_EVENT_TYPES = Object.keys(TRIGGERS) as EventType[];

/** The trigger events of this type may be (null: none). */
export const triggerOfType = (type: EventType): WorkflowTrigger | null => TRIGGERS[type]?.[0] ?? null;

export function triggerOf(event: Pick<DomainEvent, "type" | "payload">): WorkflowTrigger | null {
  const entry = TRIGGERS[event.type as EventType];
  if (!entry) return null;
  const [trigger, test] = entry;
  return !test || test((event.payload ?? {}) as Record<string, any>) ? trigger : null;
}

/** The records a run is about, and the values its text placeholders take from them. */
export interface TriggerData {
  clientId?: string | null;
  projectId?: string | null;
  taskId?: string | null;
  invoiceId?: string | null;
  contractId?: string | null;
  fileId?: string | null;
  /** the record whose change triggered the run */
  entityType?: string;
  entityId?: string;
  values: Record<string, string>;
}

export type TriggerIds = Omit<TriggerData, "values" | "entityType" | "entityId">;

/** The ids an event names: its own record's, and the client and project that record belongs to. */
export function eventIds(event: Pick<DomainEvent, "entityType" | "entityId" | "payload">): TriggerIds {
  const p = (event.payload ?? {}) as Record<string, any>;
  const rec = (p.record ?? {}) as Record<string, unknown>;
  const key = ({ client: "clientId", project: "projectId", task: "taskId", invoice: "invoiceId", contract: "contractId", file: "fileId" } as const)[
    event.entityType as "client"];
  const ids: TriggerIds = {};
  if (key) ids[key] = event.entityId;
  if (typeof rec.clientId === "string") ids.clientId ??= rec.clientId;
  if (typeof rec.projectId === "string") ids.projectId ??= rec.projectId;
  if (typeof p.clientId === "string") ids.clientId ??= p.clientId;
  return ids;
}

/** One formatter per zone (building one is far dearer than formatting: a burst of runs formats thousands of dates). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const day = (d: Date | null | undefined, zone: string) => {
  if (!d) return "";
  let f = dayFormats.get(zone);
  if (!f) dayFormats.set(zone, (f = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "long", day: "numeric" })));
  return f.format(d);
};

/**
 * Reads the workspace's records the ids name (each must be its own: `strict` answers NotFoundError for an unknown
 * id, as for a manual run's input; an event's record deleted since is left out), fills in the client and project they belong to, and the
 * placeholder values. Taken once, when the run starts, and kept with it: a retry runs with the same data.
 */
export async function resolveTriggerData(prisma: PrismaClient, userId: string, ids: TriggerIds, zone: string, strict: boolean,
  source?: { entityType: string; entityId: string }): Promise<TriggerData> {
  const own = { userId };
  const missing: string[] = [];
  const get = async <T>(key: keyof TriggerIds, label: string, find: (id: string) => Promise<T | null>): Promise<T | null> => {
    const id = ids[key];
    if (!id) return null;
    const row = await find(id);
    if (!row) missing.push(label);
    return row;
  };
  const task = await get("taskId", "task", (id) => prisma.task.findFirst({ where: { id, ...own } }));
  const invoice = await get("invoiceId", "invoice", (id) => prisma.invoice.findFirst({ where: { id, ...own } }));
  const contract = await get("contractId", "contract", (id) => prisma.contract.findFirst({ where: { id, ...own } }));
  const file = await get("fileId", "file", (id) => prisma.file.findFirst({ where: { id, ...own } }));
  const out: TriggerData = { ...ids, values: {} };
  for (const linked of [task, invoice, contract, file]) {
    const l = linked as { clientId?: string | null; projectId?: string | null } | null;
    if (l?.clientId) out.clientId ??= l.clientId;
    if (l?.projectId) out.projectId ??= l.projectId;
  }
  const project = await get("projectId", "project", (id) => prisma.project.findFirst({ where: { id, ...own } }));
  if (project) out.clientId ??= project.clientId;
  ids = { ...ids, clientId: out.clientId };
  const client = await get("clientId", "client", (id) => prisma.client.findFirst({ where: { id, ...own } }));
  // another workspace's record is as unknown as a missing one
  if (strict && missing.length) throw new NotFoundError(missing[0][0].toUpperCase() + missing[0].slice(1));
  for (const [key, row] of [["taskId", task], ["invoiceId", invoice], ["contractId", contract], ["fileId", file], ["projectId", project], ["clientId", client]] as const) {
    if (!row) delete out[key];
  }
  if (source) Object.assign(out, source);
  const v = out.values;
  v.today = day(new Date(), zone);
  if (client) Object.assign(v, { client_name: client.name, client_email: client.email ?? "", client_company: client.company ?? "" });
  if (project) Object.assign(v, { project_name: project.name, project_status: project.status });
  if (task) v.task_title = task.title;
  if (invoice) Object.assign(v, { invoice_number: invoice.invoiceNumber, invoice_total: formatMoney(invoice.total.toString(), { cents: true, currency: invoice.currency }) ?? "",
    invoice_due_date: dayLabel(invoice.dueDate, "long") ?? "" });
  if (contract) v.contract_title = contract.title ?? contract.contractNumber;
  if (file) v.file_name = file.originalName || file.name;
  return out;
}
