import { addDays, today } from "@common/day";
import type { Prisma } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { NotFoundError, ValidationError } from "../../errors";
import { publishSignal } from "../../pubsub";
import { fillPlaceholders, UPDATE_FIELDS, type UpdateFieldEntity, type WorkflowActionType } from "@common/automation";
import { calendarDay, dateTimeFormat, instantOn } from "@common/timezone";
import { withSignature } from "@common/email";
import { createTask, updateTask } from "../task";
import { updateProject } from "../project";
import { updateClient } from "../client";
import { setInvoiceStatus } from "../invoice";
import { createEvent } from "../calendar";
import { messageRecorded, recordSentMessage } from "../message";
import { takeEmailQuota } from "../email";
import { createNotification } from "../notification";
import type { TriggerData } from "./automation.trigger";
import { defineNotificationKinds } from "../../notification-kinds";
import { queueDeliveries } from "../webhook";
import { recordEvent } from "../../jobs/outbox";
import type { EventPayload } from "../../domain-events";

// the notification kinds this module creates (notification-kinds.ts)
const automationNotifications = defineNotificationKinds({
  automation: "a workflow's Send Notification step, or workflows that did not run (the workspace's automation limit)",
});
type AutomationNotifications = typeof automationNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends AutomationNotifications {}
}

/**
 * The six actions. Each runs as the `automation` actor through the modules' own services (so validation,
 * tenancy, activity lines, events and live updates are theirs), with the step's `origin` on the context: the one
 * recorded write a step makes carries it, and a second write of the same step is refused by its unique index. That is
 * what makes a step happen once, whatever retries, restarts or second workers do. Each answers the step's output.
 */
interface StepContext {
  ctx: ServiceContext & { origin: string };
  config: Record<string, any>;
  trigger: TriggerData;
  workflowName: string;
}

/** A step that cannot succeed however often it is tried (its record is gone, the trigger has no client): no retry. */
class StepRefusedError extends Error {}

type Action = (s: StepContext) => Promise<Record<string, unknown>>;

const text = (s: StepContext, v: unknown) => fillPlaceholders(String(v ?? ""), { ...s.trigger.values, workflow_name: s.workflowName });

const need = (id: string | null | undefined, what: string): string => {
  if (!id) throw new StepRefusedError(`The trigger has no ${what}`);
  return id;
};

/** The next full hour, `days` days from now, in the workspace's zone. */
function startIn(days: number, zone: string, now = new Date()): Date {
  const local = calendarDay(now, zone);
  const hourNow = Number(dateTimeFormat("en-US", { timeZone: zone, hour: "numeric", hourCycle: "h23" }).format(now));
  const at = instantOn(local, zone, Math.min(hourNow + 1, 23), 0);
  return new Date(at.getTime() + days * 86_400_000);
}

export const ACTIONS: Record<WorkflowActionType, Action> = {
  async send_email(s) {
    const { ctx, config, trigger } = s;
    let to: string;
    let name: string | null = null;
    if (config.to === "client" || !config.to) {
      const clientId = need(trigger.clientId, "client to e-mail");
      const client = await ctx.prisma.client.findFirst({ where: { id: clientId, userId: ctx.viewer.id } });
      if (!client) throw new StepRefusedError("The trigger's client no longer exists");
      if (!client.email) throw new StepRefusedError(`${client.name} has no e-mail address`);
      to = client.email;
      name = client.name;
    } else {
      to = String(config.to);
    }
    const quota = await takeEmailQuota(ctx, ctx.viewer.id);
    try {
      const recorded = await ctx.prisma.$transaction((tx) => recordSentMessage(ctx, tx, ctx, {
        // the workspace's signature (the e-mail settings) after a blank line
        type: "automation", subject: text(s, config.subject).slice(0, 200), content: withSignature(text(s, config.message), ctx.viewer.user.emailSignature),
        contactEmail: to, contactName: name, clientId: trigger.clientId ?? null, projectId: trigger.projectId ?? null,
      }, quota));
      messageRecorded(ctx, recorded);
      // done once the e-mail is queued: its own job delivers it (and retries), the message shows how it went
      return { messageId: recorded.message.id, to };
    } catch (err) {
      await quota.giveBack();
      throw err;
    }
  },

  async create_task(s) {
    const { ctx, config, trigger } = s;
    // days from today in the workspace's zone
    const due = typeof config.dueInDays === "number" ? addDays(today(ctx.viewer.user.timeZone), config.dueInDays) : null;
    const task = await createTask(ctx, {
      title: text(s, config.title).slice(0, 200), description: text(s, config.description) || null, priority: config.priority ?? "medium",
      clientId: trigger.clientId ?? null, projectId: trigger.projectId ?? null,
      // 'self' is the provider: no team member
      assigneeId: config.assignTo && config.assignTo !== "self" ? config.assignTo : null,
      dueDate: due,
    });
    return { taskId: task.id, title: task.title };
  },

  async update_status(s) {
    const { ctx, config, trigger } = s;
    const entity = String(config.entity ?? "project");
    const status = String(config.status);
    try {
      switch (entity) {
        case "project": {
          const id = need(trigger.projectId, "project");
          await updateProject(ctx, id, { status });
          return { projectId: id, status };
        }
        case "task": {
          const id = need(trigger.taskId, "task");
          await updateTask(ctx, id, { status });
          return { taskId: id, status };
        }
        case "client": {
          const id = need(trigger.clientId, "client");
          await updateClient(ctx, id, { status });
          return { clientId: id, status };
        }
        case "invoice": {
          const id = need(trigger.invoiceId, "invoice");
          await setInvoiceStatus(ctx, id, { status });
          return { invoiceId: id, status };
        }
        default:
          throw new StepRefusedError(`Unknown record type ${entity}`);
      }
    } catch (err) {
      if (err instanceof NotFoundError) throw new StepRefusedError(`The trigger's ${entity} no longer exists`);
      throw err;
    }
  },

  async send_notification(s) {
    const { ctx, config } = s;
    const message = text(s, config.message);
    // its key is the step's: a second attempt finds it there and adds nothing
    const n = await ctx.prisma.$transaction((tx) => createNotification(tx, ctx.viewer.id, {
      type: "automation", title: message.slice(0, 300) || s.workflowName, body: `${s.workflowName} (${config.type ?? "info"})`,
      link: "/automation", dedupeKey: `automation:${ctx.origin}`,
    }));
    if (n) publishSignal(ctx.pubsub, ctx.viewer.id, "notification.created", n.id);
    return { message, level: config.type ?? "info" };
  },

  async create_calendar_event(s) {
    const { ctx, config, trigger } = s;
    const zone = ctx.viewer.user.timeZone || "UTC";
    const start = startIn(Number(config.startsInDays ?? 1), zone);
    const event = await createEvent(ctx, {
      title: text(s, config.title).slice(0, 200), type: config.type ?? "meeting",
      startTime: start.toISOString(), endTime: new Date(start.getTime() + Number(config.duration ?? 60) * 60_000).toISOString(),
      clientId: trigger.clientId ?? null, projectId: trigger.projectId ?? null,
    });
    return { eventId: event.id, startTime: event.startTime.toISOString() };
  },

  async assign_team_member(s) {
    const { ctx, config, trigger } = s;
    const member = await ctx.prisma.teamMember.findFirst({ where: { id: String(config.teamMemberId ?? ""), userId: ctx.viewer.id } });
    if (!member) throw new StepRefusedError("The team member no longer exists");
    const role = String(config.role ?? "member");
    const userId = ctx.viewer.id;
    const target = config.target === "client" || !trigger.projectId
      ? { kind: "client" as const, id: need(trigger.clientId, "project or client") } : { kind: "project" as const, id: trigger.projectId };
    // the assignment and the step's event (its origin, unique) in one transaction: a step run again finds its event
    // and assigns nothing twice (an assignment that exists already is kept)
    await ctx.prisma.$transaction(async (tx) => {
      if (target.kind === "client") await tx.clientTeamMember.createMany({ data: [{ userId, clientId: target.id, teamMemberId: member.id, role }], skipDuplicates: true });
      else await tx.projectTeamMember.createMany({ data: [{ userId, projectId: target.id, teamMemberId: member.id, role }], skipDuplicates: true });
      await recordStepEvent(tx, ctx, { teamMemberId: member.id, role, target: target.kind, targetId: target.id });
    });
    publishSignal(ctx.pubsub, userId, target.kind === "client" ? "client.team_assigned" : "project.team_assigned", target.id);
    return { [`${target.kind}Id`]: target.id, teamMemberId: member.id, role };
  },

  // ---- handled by the engine (automation.engine.ts): never called here ----------------------------------------------

  async wait() {
    throw new Error("A wait step is handled by the engine");
  },

  async condition() {
    throw new Error("A condition step is handled by the engine");
  },

  // ---- the record steps ---------------------------------------------------------------------------------------------

  /** Sets one field of the trigger's record (common/automation.ts: UPDATE_FIELDS), through its module's service. */
  async update_field(s) {
    const { ctx, config, trigger } = s;
    const entity = String(config.entity) as UpdateFieldEntity;
    const field = String(config.field);
    const allowed = Object.hasOwn(UPDATE_FIELDS, entity) ? UPDATE_FIELDS[entity] as Record<string, unknown> : {};
    if (!Object.hasOwn(allowed, field)) throw new StepRefusedError(`${entity} ${field} is not a field a step may update`);
    const value = allowed[field] === "text" ? text(s, config.value) : String(config.value ?? "");
    const change = { [field]: value };
    try {
      switch (entity) {
        case "client": { const id = need(trigger.clientId, "client"); await updateClient(ctx, id, change); return { clientId: id, field, value }; }
        case "project": { const id = need(trigger.projectId, "project"); await updateProject(ctx, id, change); return { projectId: id, field, value }; }
        case "task": { const id = need(trigger.taskId, "task"); await updateTask(ctx, id, change); return { taskId: id, field, value }; }
        default: throw new StepRefusedError(`Unknown record type ${entity}`);
      }
    } catch (err) {
      if (err instanceof NotFoundError) throw new StepRefusedError(`The trigger's ${entity} no longer exists`);
      throw err;
    }
  },

  /** A line on the record's activity timeline (its hub's), with the step's event in the same transaction: once. */
  async add_note(s) {
    const { ctx, config, trigger } = s;
    const target = noteTarget(trigger, String(config.entity ?? "trigger"));
    if (!target) throw new StepRefusedError(config.entity && config.entity !== "trigger" ? `The trigger has no ${config.entity}` : "The trigger has no record to note");
    const row = await noteRow(ctx, target.entity, target.id);
    if (!row) throw new StepRefusedError(`The trigger's ${target.entity} no longer exists`);
    const note = text(s, config.note).slice(0, 300);
    const activity = await ctx.prisma.$transaction(async (tx) => {
      const line = await tx.activity.create({ data: { userId: ctx.viewer.id, entityType: target.entity, entityId: target.id, action: "noted", title: note,
        actor: "automation", clientId: row.clientId, projectId: row.projectId } });
      await recordOnce(tx, ctx, "workflow_execution.note_added", { entity: target.entity, entityId: target.id, activityId: line.id });
      return line;
    });
    return { activityId: activity.id, entity: target.entity, entityId: target.id, note };
  },

  /**
   * Posts to one of the workspace's webhook endpoints (by id, or by its URL) through the signed sender: the delivery
   * row and the step's event in one transaction (once), then its job, which signs, sends and retries it.
   */
  async send_webhook(s) {
    const { ctx, config, trigger } = s;
    const where = config.endpointId ? { id: String(config.endpointId) } : { url: String(config.url ?? "") };
    const endpoint = await ctx.prisma.webhook.findFirst({ where: { ...where, userId: ctx.viewer.id }, orderBy: { createdAt: "asc" } });
    if (!endpoint) {
      throw new StepRefusedError(config.endpointId ? "The webhook endpoint no longer exists"
        : "No webhook endpoint of the workspace has this URL: add it under Settings, Webhooks");
    }
    if (!endpoint.enabled) throw new StepRefusedError("The webhook endpoint is disabled");
    const executionId = ctx.origin.split(":")[0];
    const delivery = await ctx.prisma.$transaction(async (tx) => {
      const event = await recordOnce(tx, ctx, "workflow_execution.webhook_sent", { webhookId: endpoint.id });
      const body = JSON.stringify({
        id: event.id, type: WORKFLOW_WEBHOOK_TYPE, createdAt: event.createdAt.toISOString(),
        data: {
          workflow: s.workflowName, executionId, message: config.message ? text(s, config.message) : null,
          trigger: { entityType: trigger.entityType ?? null, entityId: trigger.entityId ?? null, clientId: trigger.clientId ?? null,
            projectId: trigger.projectId ?? null, taskId: trigger.taskId ?? null, invoiceId: trigger.invoiceId ?? null,
            contractId: trigger.contractId ?? null, fileId: trigger.fileId ?? null },
          values: trigger.values ?? {},
        },
      });
      return tx.webhookDelivery.create({ data: { userId: ctx.viewer.id, webhookId: endpoint.id, eventId: event.id, eventType: WORKFLOW_WEBHOOK_TYPE, body } });
    });
    await queueDeliveries(ctx, [delivery.id]);
    return { deliveryId: delivery.id, webhookId: endpoint.id, url: endpoint.url };
  },
};

/** The `type` of a workflow's Send Webhook body (not a domain event: no endpoint subscribes to it). */
const WORKFLOW_WEBHOOK_TYPE = "workflow.webhook";

/** The step's event, with the step's origin (unique: a second write of the same step is refused). */
async function recordOnce<T extends "workflow_execution.note_added" | "workflow_execution.webhook_sent">(tx: Prisma.TransactionClient,
  ctx: StepContext["ctx"], type: T, payload: EventPayload<T>) {
  const executionId = ctx.origin.split(":")[0];
  const event = await recordEvent(tx, { type, userId: ctx.viewer.id, entityType: "workflow_execution", entityId: executionId, payload, cause: ctx.cause ?? null,
    actor: "automation" });
  return tx.domainEvent.update({ where: { id: event.id }, data: { origin: ctx.origin } });
}

const NOTE_KEYS = { client: "clientId", project: "projectId", task: "taskId", invoice: "invoiceId", contract: "contractId", file: "fileId" } as const;

/** The record a note goes on: the one named, or the trigger's (its event's record, else the most specific one). */
function noteTarget(trigger: TriggerData, entity: string): { entity: keyof typeof NOTE_KEYS; id: string } | null {
  if (entity !== "trigger") {
    const id = Object.hasOwn(NOTE_KEYS, entity) ? trigger[NOTE_KEYS[entity as keyof typeof NOTE_KEYS]] : null;
    return id ? { entity: entity as keyof typeof NOTE_KEYS, id } : null;
  }
  if (trigger.entityType && Object.hasOwn(NOTE_KEYS, trigger.entityType)) {
    const e = trigger.entityType as keyof typeof NOTE_KEYS;
    const id = trigger[NOTE_KEYS[e]];
    if (id) return { entity: e, id };
  }
  const e = (["task", "invoice", "contract", "file", "project", "client"] as const).find((k) => trigger[NOTE_KEYS[k]]);
  return e ? { entity: e, id: trigger[NOTE_KEYS[e]]! } : null;
}

/** The record (the workspace's only) and the client and project its timeline lines hang off. */
async function noteRow(ctx: ServiceContext, entity: keyof typeof NOTE_KEYS, id: string): Promise<{ clientId: string | null; projectId: string | null } | null> {
  const where = { id, userId: ctx.viewer.id };
  const links = { clientId: true, projectId: true } as const;
  switch (entity) {
    case "client": return (await ctx.prisma.client.findFirst({ where, select: { id: true } })) ? { clientId: id, projectId: null } : null;
    case "project": { const p = await ctx.prisma.project.findFirst({ where, select: { clientId: true } }); return p ? { clientId: p.clientId, projectId: id } : null; }
    case "task": return ctx.prisma.task.findFirst({ where, select: links });
    case "invoice": return ctx.prisma.invoice.findFirst({ where, select: links });
    case "contract": return ctx.prisma.contract.findFirst({ where, select: links });
    case "file": return ctx.prisma.file.findFirst({ where, select: links });
  }
}

/**
 * The event of a step whose write is not a record service's (an assignment): about the run, caused as the step's
 * writes are, and carrying the step's origin (unique: a second write of the same step is refused).
 */
async function recordStepEvent(tx: Prisma.TransactionClient, ctx: StepContext["ctx"], payload: EventPayload<"workflow_execution.team_assigned">) {
  const executionId = ctx.origin.split(":")[0];
  const event = await recordEvent(tx, { type: "workflow_execution.team_assigned", userId: ctx.viewer.id, entityType: "workflow_execution", entityId: executionId, payload,
    cause: ctx.cause ?? null, actor: "automation" });
  await tx.domainEvent.update({ where: { id: event.id }, data: { origin: ctx.origin } });
}

/** A service's refusal of the step's input (a status the record cannot take): no retry either. */
export const isPermanent = (err: unknown) => err instanceof StepRefusedError || err instanceof ValidationError || err instanceof NotFoundError;
