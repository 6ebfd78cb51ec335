import crypto from "node:crypto";
import type { Webhook, WebhookDelivery } from "../../generated/prisma/client";
import type { AppResources, ServiceContext } from "../../context";
import { eventTypes } from "../../domain-events";
import { ValidationError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { validateInput } from "../../validation";
import { NEWEST_FIRST } from "../../db/recorded";
import { readRows } from "../../db/prisma";
import { MAX_WEBHOOKS, WEBHOOK_MESSAGES, WEBHOOK_RECENT_DELIVERIES, WEBHOOK_TEST_EVENT, webhookSchema } from "@common/webhook";
import { queueDeliveries } from "./webhook.queue";
import { TAKES_TURNS } from "../../db/prisma";

/*
 * Outgoing webhooks: endpoints of the workspace that receive its domain events as signed POSTs. This file is the
 * endpoints' CRUD and the test event; webhook.fanout.ts turns each domain event into deliveries, webhook.delivery.ts
 * makes one delivery's attempt (signing, the guarded HTTP request, retries, disabling).
 */

/** The types an endpoint may subscribe to: the whole catalogue of domain events, in its order. */
export const webhookEventTypes = (): readonly string[] => eventTypes();

const schemaFor = (ctx: Pick<ServiceContext, "config">) => webhookSchema({ eventTypes: webhookEventTypes(), production: ctx.config.production });

/** A new endpoint's signing secret: `whsec_` and 32 random bytes in base64 (the Standard Webhooks format). */
function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString("base64")}`;
}

/** The viewer's endpoints, newest first. */
export function listWebhooks(ctx: ServiceContext): Promise<Webhook[]> {
  return ctx.prisma.webhook.findMany({ where: { userId: ctx.viewer.id }, orderBy: NEWEST_FIRST });
}

/**
 * A new endpoint with its secret. The cap is counted under a lock of the workspace's endpoints, so two creates at the
 * same moment cannot both take the last place.
 */
export async function createWebhook(ctx: ServiceContext, input: unknown): Promise<Webhook> {
  const data = validateInput(schemaFor(ctx), input);
  const events = [...new Set(data.events)];
  return ctx.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('webhooks:' || ${ctx.viewer.id}))`;
    const count = await tx.webhook.count({ where: { userId: ctx.viewer.id } });
    if (count >= MAX_WEBHOOKS) throw new ValidationError({ url: WEBHOOK_MESSAGES.tooMany });
    return tx.webhook.create({ data: { userId: ctx.viewer.id, url: data.url, events, secret: newWebhookSecret() } });
  }, TAKES_TURNS);
}

/** Deletes an endpoint with its deliveries; a delivery job still queued for it then finds nothing to send. */
export async function deleteWebhook(ctx: ServiceContext, id: string): Promise<Webhook> {
  const webhook = await findOwnedOrThrow(ctx, "Webhook", id, (where) => ctx.prisma.webhook.findFirst({ where }));
  await ctx.prisma.webhook.deleteMany({ where: { id: webhook.id, userId: ctx.viewer.id } });
  return webhook;
}

/** One of the viewer's endpoints (REST's deliveries route). */
export function findWebhook(ctx: ServiceContext, id: string): Promise<Webhook> {
  return findOwnedOrThrow(ctx, "Webhook", id, (where) => ctx.prisma.webhook.findFirst({ where }));
}

/**
 * The most recent deliveries of each of these endpoints of the workspace (at most WEBHOOK_RECENT_DELIVERIES each,
 * newest first), in one statement: the index led by (userId, webhookId, createdAt) answers each endpoint's slice.
 */
export async function recentDeliveries(res: Pick<AppResources, "prisma">, userId: string, webhookIds: readonly string[]): Promise<Map<string, WebhookDelivery[]>> {
  const out = new Map<string, WebhookDelivery[]>(webhookIds.map((id) => [id, []]));
  if (!webhookIds.length) return out;
  const rows = await res.prisma.$queryRaw<WebhookDelivery[]>`
    SELECT d.* FROM unnest(${[...webhookIds]}::uuid[]) AS w(id)
    CROSS JOIN LATERAL (
      SELECT * FROM webhook_deliveries d
      WHERE d."userId" = ${userId}::uuid AND d."webhookId" = w.id
      ORDER BY d."createdAt" DESC, d.id DESC LIMIT ${WEBHOOK_RECENT_DELIVERIES}
    ) d`;
  for (const r of rows) out.get(r.webhookId)?.push(r);
  return out;
}

const DELIVERY_COLUMNS = ["id", "userId", "webhookId", "eventId", "eventType", "body", "status", "attempts", "responseCode", "lastError", "createdAt", "updatedAt"] as const;

/**
 * The card's read: the viewer's endpoints, newest first, each with its most recent deliveries (newest first), in one
 * prepared statement (the endpoints joined to a lateral slice of their deliveries; the delivery's body is not read).
 */
const WEBHOOKS_WITH_RECENT_SQL = `
  SELECT w.id, w."userId", w.url, w.events, w.secret, w.enabled, w."failingSince", w."disabledAt", w."createdAt", w."updatedAt",
    ${DELIVERY_COLUMNS.filter((c) => c !== "body").map((c) => `d."${c}" AS "d_${c}"`).join(", ")}
  FROM webhooks w
  LEFT JOIN LATERAL (
    SELECT * FROM webhook_deliveries d WHERE d."userId" = $1 AND d."webhookId" = w.id
    ORDER BY d."createdAt" DESC, d.id DESC LIMIT ${WEBHOOK_RECENT_DELIVERIES}
  ) d ON true
  WHERE w."userId" = $1
  ORDER BY w."createdAt" DESC, w.id DESC, d."createdAt" DESC, d.id DESC`;

type WebhookWithRecent = Webhook & { recentDeliveries: WebhookDelivery[] };

export async function listWebhooksWithRecent(ctx: ServiceContext): Promise<WebhookWithRecent[]> {
  const rows = await readRows<Record<string, unknown>>(ctx.prisma, WEBHOOKS_WITH_RECENT_SQL, [ctx.viewer.id]);
  const out = new Map<string, WebhookWithRecent>();
  for (const r of rows) {
    const id = r.id as string;
    let w = out.get(id);
    if (!w) {
      w = {
        id, userId: r.userId as string, url: r.url as string, events: r.events as string[], secret: r.secret as string, enabled: r.enabled as boolean,
        failingSince: r.failingSince as Date | null, disabledAt: r.disabledAt as Date | null, createdAt: r.createdAt as Date, updatedAt: r.updatedAt as Date,
        recentDeliveries: [],
      };
      out.set(id, w);
    }
    if (r.d_id) w.recentDeliveries.push({ ...Object.fromEntries(DELIVERY_COLUMNS.map((c) => [c, r[`d_${c}`]])), body: "" } as WebhookDelivery);
  }
  return [...out.values()];
}

/**
 * A `webhook.test` event to this endpoint alone, through the same signing and job path as a domain event. It is not
 * a domain event (nothing else hears of it), so its id is its own; it is sent whether or not the endpoint is enabled,
 * and its success turns a disabled endpoint back on (how one resumes an endpoint after fixing it).
 */
export async function sendWebhookTestEvent(ctx: ServiceContext, id: string): Promise<{ webhook: Webhook; delivery: WebhookDelivery }> {
  const webhook = await findWebhook(ctx, id);
  const eventId = crypto.randomUUID();
  const createdAt = new Date();
  const body = JSON.stringify({
    id: eventId, type: WEBHOOK_TEST_EVENT, createdAt: createdAt.toISOString(),
    data: { webhookId: webhook.id, message: "This is a test event from Clientfolio." },
  });
  const delivery = await ctx.prisma.webhookDelivery.create({
    data: { userId: ctx.viewer.id, webhookId: webhook.id, eventId, eventType: WEBHOOK_TEST_EVENT, body, createdAt },
  });
  await queueDeliveries(ctx, [delivery.id]);
  return { webhook, delivery };
}

/** The REST record of an endpoint; its secret only when it was just created (the one time it is shown). */
export function toWebhookJson(w: Webhook, withSecret = false) {
  return {
    id: w.id, url: w.url, events: w.events, enabled: w.enabled,
    failingSince: w.failingSince?.toISOString() ?? null, disabledAt: w.disabledAt?.toISOString() ?? null,
    createdAt: w.createdAt.toISOString(), updatedAt: w.updatedAt.toISOString(),
    ...(withSecret ? { secret: w.secret } : {}),
  };
}

/** The REST record of a delivery (without its body, which the endpoint received). */
export function toWebhookDeliveryJson(d: WebhookDelivery) {
  return {
    id: d.id, webhookId: d.webhookId, eventId: d.eventId, eventType: d.eventType, status: d.status, attempts: d.attempts,
    responseCode: d.responseCode, lastError: d.lastError, createdAt: d.createdAt.toISOString(), updatedAt: d.updatedAt.toISOString(),
  };
}
