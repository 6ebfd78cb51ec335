import { CONNECTION_PROVIDERS, CONNECTION_STATUSES } from "@common/integration";
import { builder } from "../../graphql/builder";
import { mutationResult } from "../../graphql/errors";
import { NotFoundError } from "../../errors";
import { globalId } from "../../graphql/util";
import type { Connection } from "../../generated/prisma/client";
import { oauthAvailability } from "./integration.oauth";
import { OAUTH_PROVIDERS, type OAuthProvider } from "./integration.providers";
import { calendarsFound, chooseCalendar, connectCaldav, disconnect, disconnectPayments, listConnections, toConnectionJson, type ShownConnection } from "./integration.service";
import { connectStripe, PAYMENT_ACCOUNT_SESSION_ONLY, paymentSettings, type PaymentSettingsView } from "./integration.stripe";
import { sessionOnlyField } from "../../graphql/token-scope";

const IntegrationProvider = builder.enumType("IntegrationProvider", { values: CONNECTION_PROVIDERS });
const IntegrationStatus = builder.enumType("IntegrationStatus", { values: CONNECTION_STATUSES });

const IntegrationCalendarRef = builder.objectRef<{ url: string; name: string }>("IntegrationCalendar").implement({
  fields: (t) => ({ url: t.exposeString("url"), name: t.exposeString("name") }),
});

// not a Node: a connection is read in the workspace's list only; its secrets are no field at all
const IntegrationRef = builder.objectRef<ShownConnection>("Integration").implement({
  description: "A connected account of the workspace (its CalDAV calendar, ...): its label and state, never its secrets.",
  fields: (t) => ({
    id: t.id({ resolve: (c) => globalId("Integration", c.id) }),
    provider: t.field({ type: IntegrationProvider, resolve: (c) => toConnectionJson(c).provider }),
    label: t.exposeString("label"),
    status: t.field({ type: IntegrationStatus, resolve: (c) => toConnectionJson(c).status }),
    error: t.exposeString("error", { nullable: true, description: "Why it needs a reconnect or failed, in the provider's words." }),
    calendar: t.field({ type: IntegrationCalendarRef, nullable: true, description: "The calendar events go to (none chosen yet: null).",
      resolve: (c) => toConnectionJson(c).calendar }),
    calendars: t.field({ type: [IntegrationCalendarRef], description: "The calendars found on the account.", resolve: (c) => calendarsFound(c) }),
    lastSyncAt: t.expose("lastSyncAt", { type: "DateTime", nullable: true, description: "When its calendar was last read back in full (null: not yet)." }),
  }),
});

const OAuthProviderEnum = builder.enumType("OAuthProvider", { values: OAUTH_PROVIDERS });
const OAuthAppRef = builder.objectRef<{ provider: OAuthProvider; name: string; available: boolean }>("OAuthApp").implement({
  description: "A platform whose account a workspace connects in one click (OAuth), and whether this deployment can.",
  fields: (t) => ({
    provider: t.field({ type: OAuthProviderEnum, resolve: (a) => a.provider }),
    name: t.exposeString("name"),
    available: t.exposeBoolean("available", { description: "The deployment has this platform's OAuth app (its client id and secret)." }),
    connectUrl: t.string({ description: "Opened as a page: the platform's consent, then back to the calendar.", resolve: (a) => `/api/integrations/${a.provider}/connect` }),
  }),
});

builder.prismaObjectField("User", "oauthApps", (t) =>
  t.field({ type: [OAuthAppRef], description: "The platforms connected in one click (Google, Microsoft, Zoom), and whether this deployment can.",
    resolve: (_u, _a, ctx) => oauthAvailability(ctx) }));

builder.prismaObjectField("User", "integrations", (t) =>
  t.field({ type: [IntegrationRef], description: "The workspace's connected accounts.", resolve: (_u, _a, ctx) => listConnections(ctx) }));

const IntegrationPayload = (name: string) => builder.objectRef<{ integration: Connection }>(name).implement({
  fields: (p) => ({ integration: p.field({ type: IntegrationRef, resolve: (r) => r.integration }) }),
});

builder.mutationField("connectCaldav", (t) =>
  t.field({
    type: IntegrationPayload("ConnectCaldavPayload"),
    description: "Connects the workspace's CalDAV account; its calendars are found (a refused password: a ValidationError in the server's words).",
    args: { input: t.arg({ required: true, type: builder.inputType("ConnectCaldavInput", {
      fields: (f) => ({ url: f.string({ required: true }), username: f.string({ required: true }), password: f.string({ required: true }), calendarUrl: f.string() }),
    }) }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ integration: (await connectCaldav(ctx, input)).connection }),
  }));

/** A global id of another type names no connection. */
const connectionId = (id: { typename: string; id: string }) => {
  if (id.typename !== "Integration") throw new NotFoundError("Integration");
  return id.id;
};

builder.mutationField("chooseIntegrationCalendar", (t) =>
  t.field({
    type: IntegrationPayload("ChooseIntegrationCalendarPayload"),
    description: "Chooses the calendar events go to, among those found on the account.",
    args: { input: t.arg({ required: true, type: builder.inputType("ChooseIntegrationCalendarInput", {
      fields: (f) => ({ id: f.globalID({ required: true }), calendarUrl: f.string({ required: true }) }),
    }) }) },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ integration: await chooseCalendar(ctx, connectionId(input.id), { calendarUrl: input.calendarUrl }) }),
  }));

builder.mutationField("disconnectIntegration", (t) =>
  t.field({
    type: builder.objectRef<{ id: string }>("DisconnectIntegrationPayload").implement({
      fields: (p) => ({ disconnectedIntegrationId: p.id({ resolve: (r) => globalId("Integration", r.id) }) }),
    }),
    description: "Disconnects an account: its secrets are deleted.",
    args: { input: t.arg({ required: true, type: builder.inputType("DisconnectIntegrationInput", { fields: (f) => ({ id: f.globalID({ required: true }) }) }) }) },
    errors: mutationResult,
    resolve: (_root, { input }, ctx) => disconnect(ctx, connectionId(input.id)),
  }));

// ---- Settings -> Payments: the workspace's Stripe account --------------------------------------------------------

const PaymentModeEnum = builder.enumType("PaymentMode", { values: ["test", "live"] as const });

const PaymentSettingsRef = builder.objectRef<PaymentSettingsView>("PaymentSettings").implement({
  description: "Online payments: the workspace's Stripe account (its name, the key's mode and last 4 characters; never the key).",
  fields: (t) => ({
    connected: t.exposeBoolean("connected"),
    integrationId: t.id({ nullable: true, resolve: (v) => (v.integrationId ? globalId("Integration", v.integrationId) : null) }),
    status: t.field({ type: IntegrationStatus, nullable: true, resolve: (v) => v.status }),
    error: t.exposeString("error", { nullable: true }),
    accountId: t.exposeString("accountId", { nullable: true }),
    accountName: t.exposeString("accountName", { nullable: true }),
    mode: t.field({ type: PaymentModeEnum, nullable: true, resolve: (v) => v.mode }),
    keyLast4: t.exposeString("keyLast4", { nullable: true }),
    webhookUrl: t.exposeString("webhookUrl", { nullable: true, description: "Where Stripe sends this workspace's payment events." }),
    warning: t.exposeString("warning", { nullable: true, description: "Why Stripe may not reach this server (PUBLIC_URL on this machine)." }),
  }),
});

builder.prismaObjectField("User", "paymentSettings", (t) =>
  t.field({ type: PaymentSettingsRef, description: "Online payments (Settings -> Payments).", resolve: (_u, _a, ctx) => paymentSettings(ctx) }));

const PaymentSettingsPayload = (name: string) => builder.objectRef<PaymentSettingsView>(name).implement({
  fields: (p) => ({ paymentSettings: p.field({ type: PaymentSettingsRef, resolve: (v) => v }) }),
});

builder.mutationField("connectStripe", (t) =>
  t.field({
    type: PaymentSettingsPayload("ConnectStripePayload"),
    description: "Connects the workspace's Stripe account with its secret key: verified, its webhook endpoint created, the key stored encrypted.",
    extensions: sessionOnlyField(PAYMENT_ACCOUNT_SESSION_ONLY),
    args: { input: t.arg({ required: true, type: builder.inputType("ConnectStripeInput", { fields: (f) => ({ stripeSecretKey: f.string({ required: true }) }) }) }) },
    errors: mutationResult,
    resolve: (_root, { input }, ctx) => connectStripe(ctx, input),
  }));

builder.mutationField("disconnectStripe", (t) =>
  t.field({
    type: PaymentSettingsPayload("DisconnectStripePayload"),
    description: "Disconnects Stripe: the webhook endpoint on the account and the stored key are deleted.",
    errors: mutationResult,
    resolve: (_root, _args, ctx) => disconnectPayments(ctx),
  }));
