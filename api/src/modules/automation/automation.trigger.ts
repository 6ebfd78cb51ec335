import { dayLabel } from "@common/day";
import { dateTimeFormat } from "@common/timezone";
import type { DomainEvent, PrismaClient } from "../../generated/prisma/client";
import { became, type EventType } from "../../domain-events";
import { NotFoundError } from "../../errors";
import { WORKFLOW_TRIGGERS, type WorkflowTrigger } from "@common/automation";
import { conditionsHold, TRIGGER_EVENT_TYPES as TRIGGER_TYPES, type ChangedFilter, type WorkflowConditions } from "@common/automation-conditions";
import { formatMoney } from "@common/money";

/**
 * Which workflows an event starts. A workflow's trigger is a catalogued event type (or `manual`, which no event is):
 * an event of that type starts it, once its "field changed to" filter (`conditions.changed`) holds over the event's
 * changes. More feeds keep the old triggers' meaning: `invoice.overdue` is also an invoice updated to overdue (by
 * hand), `invoice.updated` with status changed to paid is also `invoice.paid`, and an `<entity>.updated` trigger with a "changed to" filter is also a create of the record with the field
 * set so (a task created assigned is "assigned", as `task_assigned` was).
 */
const EXTRA_FEEDS: Partial<Record<EventType, { trigger: WorkflowTrigger; test?: (payload: Record<string, any>) => boolean }[]>> = {
  "invoice.updated": [{ trigger: "invoice.overdue", test: (p) => became(p, "status", "overdue") }],
  // an invoice becoming paid is its own event now (its balance reached zero): "Invoice updated, status changed to
  // paid" workflows made before it still start on it
  "invoice.paid": [{ trigger: "invoice.updated", test: (p) => became(p, "status", "paid") }],
};

const isTrigger = (t: string): t is WorkflowTrigger => (WORKFLOW_TRIGGERS as readonly string[]).includes(t) && t !== "manual";

/** The stored triggers an event of this type may start (what the automation handler's `when` SQL compares `w.trigger` with). */
export function triggersOfEventType(type: string): WorkflowTrigger[] {
  const out = new Set<WorkflowTrigger>();
  if (isTrigger(type)) out.add(type);
  for (const f of EXTRA_FEEDS[type as EventType] ?? []) out.add(f.trigger);
  if (type.endsWith(".created")) {
    const updated = `${type.slice(0, -".created".length)}.updated`;
    if (isTrigger(updated)) out.add(updated);
  }
  return [...out];
}

/** The event types whose events may start a workflow (the automation handler's types). */
export const TRIGGER_EVENT_TYPES = eventTypesWithTriggers();
function eventTypesWithTriggers(): EventType[] {
  const types = new Set<string>([...TRIGGER_TYPES, ...Object.keys(EXTRA_FEEDS)]);
  for (const t of TRIGGER_TYPES) if (t.endsWith(".updated")) types.add(`${t.slice(0, -".updated".length)}.created`);
  return [...types] as EventType[];
}

/** Did the event make the filter's field become its value (any value that is not empty, when it states none)? */
function changedHolds(changed: ChangedFilter, event: Pick<DomainEvent, "type" | "payload">): boolean {
  const p = (event.payload ?? {}) as Record<string, any>;
  let before: unknown;
  let after: unknown;
  if (event.type.endsWith(".created") || event.type.endsWith(".uploaded")) {
    if (typeof p.record !== "object" || p.record === null || !Object.hasOwn(p.record, changed.field)) return false;
    [before, after] = [null, p.record[changed.field]];
  } else {
    const c = p.changes?.[changed.field];
    if (!c || typeof c !== "object") return false;
    [before, after] = [c.before, c.after];
  }
  const is = (v: unknown, to: unknown) => conditionsHold([{ field: "v", op: "eq", value: to }], { v }).ok;
  if (changed.to === undefined || changed.to === null) return after !== null && after !== undefined && after !== "" && !is(before, after);
  return is(after, changed.to) && !is(before, changed.to);
}

/**
 * Does this event start a workflow of this trigger and conditions (before its conditions on the record, which the
 * engine checks on the record as it is: `conditionsHold(conditions.all, await triggerRecord(...))`)?
 */
export function eventStartsWorkflow(event: Pick<DomainEvent, "type" | "payload">, workflow: { trigger: string; conditions: unknown }): boolean {
  const changed = (workflow.conditions as WorkflowConditions | null)?.changed;
  const payload = (event.payload ?? {}) as Record<string, any>;
  if (workflow.trigger === event.type) return !changed || changedHolds(changed, event);
  const feed = (EXTRA_FEEDS[event.type as EventType] ?? []).find((f) => f.trigger === workflow.trigger);
  if (feed) return !feed.test || feed.test(payload);
  // a create as the update that set the filter's field
  return !!changed && event.type.endsWith(".created") && workflow.trigger === `${event.type.slice(0, -".created".length)}.updated`
    && changedHolds(changed, event);
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
  // the invoice a recurring invoice made (recurring_invoice.generated)
  if (typeof p.invoiceId === "string") ids.invoiceId ??= p.invoiceId;
  return ids;
}

/** A day as its long US date in the zone (formatters are kept: a burst of runs formats thousands of dates). */
const day = (d: Date | null | undefined, zone: string) =>
  d ? dateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "long", day: "numeric" }).format(d) : "";

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
  // the project the task, invoice, contract or file belongs to, when the input names none
  ids = { ...ids, projectId: out.projectId };
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
  if (client) {
    Object.assign(v, { client_name: client.name, client_first_name: client.name.trim().split(/\s+/)[0] ?? "", client_email: client.email ?? "",
      client_company: client.company ?? "" });
  }
  if (project) Object.assign(v, { project_name: project.name, project_status: project.status });
  if (task) v.task_title = task.title;
  if (invoice) Object.assign(v, { invoice_number: invoice.invoiceNumber, invoice_total: formatMoney(invoice.total.toString(), { cents: true, currency: invoice.currency }) ?? "",
    invoice_due_date: dayLabel(invoice.dueDate, "long") ?? "" });
  if (contract) v.contract_title = contract.title ?? contract.contractNumber;
  if (file) v.file_name = file.originalName || file.name;
  return out;
}
