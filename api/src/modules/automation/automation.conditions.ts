import type { DomainEvent, PrismaClient } from "../../generated/prisma/client";
import { dayText } from "@common/day";
import {
  conditionsHold, TRIGGER_FIELDS, triggerEntity, TRIGGER_ENTITIES, type TriggerEntity, type FieldSpec, type WorkflowConditions,
} from "@common/automation-conditions";
import { eventStartsWorkflow, triggersOfEventType, type TriggerData } from "./automation.trigger";

/**
 * The trigger's record as conditions read it: its condition fields (common/automation-conditions.ts: TRIGGER_FIELDS),
 * flat, with the client's and project's it links to dotted (`client.status`). Read now (a run's start, a condition
 * step, a wait's end), from the workspace's rows only: a record that is gone, or another workspace's id, is null.
 */

type Db = Pick<PrismaClient, "client" | "project" | "task" | "invoice" | "contract" | "file">;

const ID_KEYS: Readonly<Record<TriggerEntity, keyof TriggerData>> = {
  client: "clientId", project: "projectId", task: "taskId", invoice: "invoiceId", contract: "contractId", file: "fileId",
};

/** A stored value as a condition compares it: a day as "YYYY-MM-DD", an instant as ISO, money as "1200.00". */
function valueOf(spec: FieldSpec, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (spec.kind === "day") return dayText(v as Date | string);
  if (v instanceof Date) return v.toISOString();
  if (spec.kind === "money") return typeof v === "object" && v !== null && "toFixed" in v ? (v as { toFixed(n: number): string }).toFixed(2) : String(v);
  if (typeof v === "object" && "toNumber" in (v as object)) return (v as { toNumber(): number }).toNumber();
  return v;
}

/** The record type and id a run is about: the trigger's entity, its id from the run's data. */
function subjectOf(trigger: string, data: Partial<TriggerData>): { entity: TriggerEntity; id: string } | null {
  let entity = triggerEntity(trigger);
  if (!entity) {
    // a manual run: the record it was asked about, the most specific one given
    const given = (TRIGGER_ENTITIES as readonly string[]).includes(data.entityType ?? "") ? data.entityType as TriggerEntity : null;
    entity = given ?? (["task", "invoice", "contract", "file", "project", "client"] as const).find((e) => typeof data[ID_KEYS[e]] === "string") ?? null;
  }
  if (!entity) return null;
  const id = data.entityType === entity && data.entityId ? data.entityId : data[ID_KEYS[entity]];
  return typeof id === "string" && id ? { entity, id } : null;
}

const LINK_SELECT = {
  client: { select: { name: true, email: true, company: true, status: true } },
  project: { select: { name: true, status: true, priority: true, dueDate: true } },
} as const;

async function readRow(db: Db, entity: TriggerEntity, id: string, userId: string): Promise<Record<string, any> | null> {
  const where = { id, userId };
  switch (entity) {
    case "client": return db.client.findFirst({ where });
    case "project": return db.project.findFirst({ where, include: { client: LINK_SELECT.client } });
    case "task": return db.task.findFirst({ where, include: LINK_SELECT });
    case "invoice": return db.invoice.findFirst({ where, include: LINK_SELECT });
    case "contract": return db.contract.findFirst({ where, include: LINK_SELECT });
    case "file": return db.file.findFirst({ where, include: LINK_SELECT });
  }
}

/**
 * The trigger's record read now, as a flat object of its condition fields (dotted links included); null when the
 * run names no record of the trigger's type, or it is gone, or it is not the workspace's.
 */
export async function triggerRecord(prisma: Db, userId: string, trigger: string, data: Partial<TriggerData>): Promise<Record<string, unknown> | null> {
  const subject = subjectOf(trigger, data);
  if (!subject) return null;
  const row = await readRow(prisma, subject.entity, subject.id, userId);
  if (!row) return null;
  const out: Record<string, unknown> = { id: row.id };
  for (const [field, spec] of Object.entries(TRIGGER_FIELDS[subject.entity])) {
    const dot = field.indexOf(".");
    const v = dot < 0 ? row[field] : (row[field.slice(0, dot)] as Record<string, unknown> | null)?.[field.slice(dot + 1)];
    out[field] = valueOf(spec, v);
  }
  return out;
}

/**
 * The workspace's active workflows an event starts (what the engine starts runs of): each listening to a trigger the
 * event may be (`triggersOfEventType`), its "changed to" filter holding over the event (`eventStartsWorkflow`), and its
 * conditions holding over the trigger's record as it is now (a record that is gone holds none). The record is read
 * once per trigger; a workspace has at most MAX_WORKFLOWS workflows.
 */
export async function workflowsStartedBy(prisma: Db & Pick<PrismaClient, "workflow">, event: Pick<DomainEvent, "type" | "payload" | "userId">,
  data: Partial<TriggerData>): Promise<{ id: string; trigger: string }[]> {
  const triggers = triggersOfEventType(event.type);
  if (!triggers.length) return [];
  const listening = await prisma.workflow.findMany({ where: { userId: event.userId, isActive: true, trigger: { in: triggers } },
    select: { id: true, trigger: true, conditions: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const records = new Map<string, Promise<Record<string, unknown> | null>>();
  const out: { id: string; trigger: string }[] = [];
  for (const w of listening) {
    if (!eventStartsWorkflow(event, w)) continue;
    const all = (w.conditions as WorkflowConditions | null)?.all;
    if (Array.isArray(all) && all.length) {
      if (!records.has(w.trigger)) records.set(w.trigger, triggerRecord(prisma, event.userId, w.trigger, data));
      const record = await records.get(w.trigger)!;
      if (!record || !conditionsHold(all, record).ok) continue;
    }
    out.push({ id: w.id, trigger: w.trigger });
  }
  return out;
}
