import { addDays, today } from "@common/day";
import type { Prisma } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { NotFoundError, ValidationError } from "../../errors";
import { publishSignal } from "../../pubsub";
import { fillPlaceholders, type WorkflowActionType } from "@common/automation";
import { instantOn, calendarDay } from "@common/timezone";
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
  const hourNow = Number(now.toLocaleString("en-US", { timeZone: zone, hour: "numeric", hourCycle: "h23" }));
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
        type: "automation", subject: text(s, config.subject).slice(0, 200), content: text(s, config.message),
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
    const n = await createNotification(ctx.prisma as unknown as Prisma.TransactionClient, ctx.viewer.id, {
      type: "automation", title: message.slice(0, 300) || s.workflowName, body: `${s.workflowName} (${config.type ?? "info"})`,
      link: "/automation", dedupeKey: `automation:${ctx.origin}`,
    });
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
    if (config.target === "client" || !trigger.projectId) {
      const clientId = need(trigger.clientId, "project or client");
      // an assignment that exists already is kept (a step run again assigns nothing twice)
      await ctx.prisma.clientTeamMember.createMany({ data: [{ userId, clientId, teamMemberId: member.id, role }], skipDuplicates: true });
      publishSignal(ctx.pubsub, userId, "client.team_assigned", clientId);
      return { clientId, teamMemberId: member.id, role };
    }
    await ctx.prisma.projectTeamMember.createMany({ data: [{ userId, projectId: trigger.projectId, teamMemberId: member.id, role }], skipDuplicates: true });
    publishSignal(ctx.pubsub, userId, "project.team_assigned", trigger.projectId);
    return { projectId: trigger.projectId, teamMemberId: member.id, role };
  },
};

/** A service's refusal of the step's input (a status the record cannot take): no retry either. */
export const isPermanent = (err: unknown) => err instanceof StepRefusedError || err instanceof ValidationError || err instanceof NotFoundError;
