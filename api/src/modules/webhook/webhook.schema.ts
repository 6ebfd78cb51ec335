import type { Webhook, WebhookDelivery } from "../../generated/prisma/client";
import { builder } from "../../graphql/builder";
import { deleteRecordMutation, ownedNode } from "../../graphql/records";
import { mutationResult } from "../../graphql/errors";
import { sessionOnlyField } from "../../graphql/token-scope";
import { CREDENTIALS_SESSION_ONLY } from "../../auth/tokens";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_RECENT_DELIVERIES } from "@common/webhook";
import { webhookEventTypes, createWebhook, deleteWebhook, listWebhooksWithRecent, recentDeliveries, sendWebhookTestEvent } from "./webhook.service";

const WebhookDeliveryStatus = builder.enumType("WebhookDeliveryStatus", { values: WEBHOOK_DELIVERY_STATUSES });

/** An endpoint as the list read it, with its recent deliveries read in the same statement. */
type MaybeWithRecent = Webhook & { recentDeliveries?: WebhookDelivery[] };

const WebhookDeliveryRef = builder.prismaObject("WebhookDelivery", {
  description: "One event's delivery to one endpoint.",
  fields: (t) => ({
    id: t.exposeID("id"),
    eventId: t.exposeID("eventId", { description: "The event's id: the body's id and the webhook-id header." }),
    eventType: t.exposeString("eventType"),
    status: t.field({ type: WebhookDeliveryStatus, resolve: (d) => d.status as typeof WebhookDeliveryStatus.$inferType }),
    attempts: t.exposeInt("attempts"),
    responseCode: t.exposeInt("responseCode", { nullable: true, description: "The HTTP status of the last attempt's answer (null: no answer)." }),
    lastError: t.exposeString("lastError", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const WebhookRef = builder.prismaNode("Webhook", {
  ...ownedNode,
  description: "An endpoint the workspace's events are POSTed to, signed with its secret (Standard Webhooks).",
  fields: (t) => ({
    url: t.exposeString("url"),
    events: t.exposeStringList("events", { description: "The catalogued event types it receives." }),
    enabled: t.exposeBoolean("enabled", { description: "false once it failed for three days in a row" }),
    failingSince: t.expose("failingSince", { type: "DateTime", nullable: true }),
    disabledAt: t.expose("disabledAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    recentDeliveries: t.field({
      type: [WebhookDeliveryRef],
      description: `Its most recent deliveries (at most ${WEBHOOK_RECENT_DELIVERIES}), newest first.`,
      resolve: async (w: MaybeWithRecent, _args, ctx) =>
        w.recentDeliveries ?? (await recentDeliveries(ctx, ctx.viewer.id, [w.id])).get(w.id) ?? [],
    }),
  }),
});

builder.prismaObjectField("User", "webhooks", (t) =>
  t.field({
    type: [WebhookRef],
    description: "The workspace's outgoing webhooks, newest first, each with its recent deliveries.",
    resolve: (_user, _args, ctx) => listWebhooksWithRecent(ctx),
  }));

builder.prismaObjectField("User", "webhookEventTypes", (t) =>
  t.stringList({ description: "The event types a webhook may receive (the catalogue of domain events).", resolve: () => [...webhookEventTypes()] }));

const CreateWebhookInput = builder.inputType("CreateWebhookInput", {
  fields: (t) => ({ url: t.string(), events: t.stringList() }),
});

const CreateWebhookPayload = builder.objectRef<{ webhook: Webhook }>("CreateWebhookPayload").implement({
  fields: (t) => ({
    webhook: t.field({ type: WebhookRef, resolve: (p) => p.webhook }),
    secret: t.string({ description: "The signing secret (whsec_...), shown only in this answer.", extensions: sessionOnlyField(CREDENTIALS_SESSION_ONLY),
      resolve: (p) => p.webhook.secret }),
  }),
});

builder.mutationField("createWebhook", (t) =>
  t.field({
    type: CreateWebhookPayload,
    description: "Adds an endpoint; the answer holds its signing secret, shown only once.",
    // its secret would outlive an API token: a signed-in session only
    extensions: sessionOnlyField(CREDENTIALS_SESSION_ONLY),
    args: { input: t.arg({ type: CreateWebhookInput, required: true }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ webhook: await createWebhook(ctx, { url: input.url ?? undefined, events: input.events ?? undefined }) }),
  }));

deleteRecordMutation("Webhook", WebhookRef, deleteWebhook);

const SendWebhookTestEventInput = builder.inputType("SendWebhookTestEventInput", {
  fields: (t) => ({ id: t.globalID({ required: true, for: WebhookRef }) }),
});

const SendWebhookTestEventPayload = builder.objectRef<{ webhook: Webhook; delivery: WebhookDelivery }>("SendWebhookTestEventPayload").implement({
  fields: (t) => ({
    webhook: t.field({ type: WebhookRef, description: "The endpoint, its recent deliveries with the test's.", resolve: (p) => p.webhook }),
    delivery: t.field({ type: WebhookDeliveryRef, resolve: (p) => p.delivery }),
  }),
});

builder.mutationField("sendWebhookTestEvent", (t) =>
  t.field({
    type: SendWebhookTestEventPayload,
    description: "Queues a webhook.test event to this endpoint alone, signed and delivered like any event.",
    args: { input: t.arg({ type: SendWebhookTestEventInput, required: true }) },
    errors: mutationResult,
    resolve: (_root, { input }, ctx) => sendWebhookTestEvent(ctx, String(input.id.id)),
  }));
