import crypto from "node:crypto";
import type Stripe from "stripe";
import { stripeConnectSchema, stripeKeyMode, type ConnectionStatus } from "@common/integration";
import type { AppResources, ServiceContext } from "../../context";
import type { Connection } from "../../generated/prisma/client";
import { ExternalServiceError, ValidationError } from "../../errors";
import { validateInput } from "../../validation";
import { secretBoxOf } from "../../infra/secrets";
import type { Res } from "./integration.connections";

/*
 * The workspace's own Stripe account (Settings -> Payments), a connection of provider `stripe`: the secret key pasted
 * (a restricted key works) is verified (`GET /v1/account`), then the app creates the webhook endpoint on that account
 * itself (`POST /v1/webhook_endpoints`, this connection's address and the events online payments need) and keeps the
 * signing secret Stripe answers. Key, signing secret and endpoint id are sealed together (infra/secrets.ts); answers
 * carry the account's name, the key's mode (test or live) and its last 4 characters only. Disconnecting deletes the
 * remote endpoint (`DELETE /v1/webhook_endpoints/{id}`; a failure is logged and does not stop it), then the row.
 * STRIPE_API_URL points the SDK elsewhere (host, port, protocol). No other Stripe endpoint is used here.
 */

/** Connecting the account clients pay into is done signed in: an API token cannot (its leak would redirect payments). */
export const PAYMENT_ACCOUNT_SESSION_ONLY = "An API token cannot connect the account payments go to: sign in to the app to do this";

/** What a Stripe connection keeps sealed. */
interface StripeSecrets {
  secretKey: string;
  /** "" when Stripe refused an endpoint on this machine's address (no events then) */
  webhookSecret: string;
  webhookEndpointId: string;
  accountId: string;
}

/** The events the webhook endpoint asks for: a Checkout payment's outcome and refunds. */
const STRIPE_WEBHOOK_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "charge.refunded",
] as const;

/**
 * The Stripe SDK for a key, pointed at STRIPE_API_URL. The SDK is loaded on first use: loading it is about a third of a
 * second, which a start would otherwise pay whether the workspace takes payments or not.
 */
async function stripeApi(res: Pick<AppResources, "config">, secretKey: string): Promise<Stripe> {
  const { default: StripeSdk } = await import("stripe");
  const u = new URL(res.config.stripeApiUrl);
  const protocol = u.protocol === "http:" ? "http" : "https";
  return new StripeSdk(secretKey, {
    host: u.hostname, port: u.port || (protocol === "http" ? 80 : 443), protocol,
    maxNetworkRetries: 1, timeout: 15_000, telemetry: false, appInfo: { name: "Clientfolio" },
  });
}

/** A Stripe connection with its client, as the payment code uses it. */
export interface StripeConnection {
  id: string;
  userId: string;
  status: ConnectionStatus;
  secrets: StripeSecrets;
  stripe: Stripe;
}

async function opened(res: Pick<AppResources, "config">, c: Connection): Promise<StripeConnection> {
  const secrets = secretBoxOf(res.config).open<StripeSecrets>(c.id, c.secrets);
  return { id: c.id, userId: c.userId, status: c.status as ConnectionStatus, secrets, stripe: await stripeApi(res, secrets.secretKey) };
}

/** The workspace's Stripe connection, opened; null when it has none. */
export async function stripeConnectionOf(res: Res, userId: string): Promise<StripeConnection | null> {
  const c = await res.prisma.connection.findUnique({ where: { userId_provider: { userId, provider: "stripe" } } });
  return c ? opened(res, c) : null;
}

/** A Stripe connection by its id (the webhook's address names it); null when unknown or of another provider. */
export async function stripeConnectionById(res: Res, id: string): Promise<StripeConnection | null> {
  const c = await res.prisma.connection.findUnique({ where: { id } });
  return c && c.provider === "stripe" ? opened(res, c) : null;
}

/** Whether the workspace takes payments online: a Stripe connection that works. */
export async function acceptsOnlinePayment(res: Pick<AppResources, "prisma">, userId: string): Promise<boolean> {
  return (await res.prisma.connection.count({ where: { userId, provider: "stripe", status: "connected" } })) > 0;
}

/** Where Stripe sends a connection's events. */
const stripeWebhookUrl = (res: Pick<AppResources, "config">, connectionId: string) => `${res.config.publicUrl}/api/payments/stripe/${connectionId}/webhook`;

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|0\.0\.0\.0)$/i;

/** The warning Settings shows when Stripe cannot reach this deployment (PUBLIC_URL on localhost). */
function unreachableWarning(res: Pick<AppResources, "config">): string | null {
  const host = new URL(res.config.publicUrl).hostname;
  return LOCAL_HOSTS.test(host) || host.endsWith(".localhost")
    ? `This server's address (${res.config.publicUrl}) is on this machine, so Stripe cannot send it payment events. Payments are still recorded when the client comes back from Stripe's page; set PUBLIC_URL to the address clients use.`
    : null;
}

/** The Payments settings as every API answers them: never the key itself. */
export interface PaymentSettingsView {
  connected: boolean;
  provider: "stripe";
  integrationId: string | null;
  status: ConnectionStatus | null;
  error: string | null;
  accountId: string | null;
  accountName: string | null;
  mode: "test" | "live" | null;
  keyLast4: string | null;
  webhookUrl: string | null;
  warning: string | null;
}

function viewOf(res: Pick<AppResources, "config">, c: Connection | null): PaymentSettingsView {
  const warning = unreachableWarning(res);
  if (!c) {
    return { connected: false, provider: "stripe", integrationId: null, status: null, error: null, accountId: null, accountName: null, mode: null, keyLast4: null, webhookUrl: null, warning };
  }
  const s = secretBoxOf(res.config).open<StripeSecrets>(c.id, c.secrets);
  return {
    connected: true, provider: "stripe", integrationId: c.id, status: c.status as ConnectionStatus, error: c.error,
    accountId: s.accountId, accountName: c.label, mode: stripeKeyMode(s.secretKey), keyLast4: s.secretKey.slice(-4),
    webhookUrl: s.webhookEndpointId ? stripeWebhookUrl(res, c.id) : null, warning,
  };
}

/** `GET /api/settings/payments`: whether Stripe is connected, its account, mode and key's last 4 characters. */
export async function paymentSettings(ctx: ServiceContext): Promise<PaymentSettingsView> {
  const c = await ctx.prisma.connection.findUnique({ where: { userId_provider: { userId: ctx.viewer.id, provider: "stripe" } } });
  return viewOf(ctx, c);
}

const errorType = (err: unknown) => (err as { type?: string } | null)?.type ?? "";

/** A Stripe error as the API answers it: a refused key is the form's 400, Stripe unreachable or failing a 502. */
function stripeRefusal(err: unknown, doing: string): Error {
  const type = errorType(err);
  const message = String((err as Error)?.message ?? err).slice(0, 300);
  if (type === "StripeAuthenticationError") return new ValidationError({ stripeSecretKey: "Stripe refused this key: check that you copied all of it" });
  if (type === "StripePermissionError") {
    return new ValidationError({ stripeSecretKey: `This restricted key may not ${doing}: give it write access to Webhook endpoints and Checkout Sessions, and read access to the account and charges` });
  }
  if (type === "StripeInvalidRequestError") return new ValidationError({ stripeSecretKey: `Stripe refused to ${doing}: ${message}` });
  return new ExternalServiceError("Stripe", `Stripe could not be reached to ${doing}: try again in a minute`);
}

const accountName = (a: Stripe.Account) =>
  (a.settings?.dashboard?.display_name || a.business_profile?.name || a.email || a.id).slice(0, 300);

/**
 * Connects (or replaces) the workspace's Stripe account: the key verified, the webhook endpoint created with the
 * connection's address, then the connection stored with key, signing secret and endpoint id sealed. A replaced
 * connection keeps its id (and so its address); its old endpoint is deleted after the new one is stored.
 */
export async function connectStripe(ctx: ServiceContext, input: unknown): Promise<PaymentSettingsView> {
  const { stripeSecretKey: key } = validateInput(stripeConnectSchema, input);
  const stripe = await stripeApi(ctx, key);
  let account: Stripe.Account;
  try {
    account = await stripe.accounts.retrieveCurrent();
  } catch (err) {
    throw stripeRefusal(err, "read the account");
  }
  const existing = await ctx.prisma.connection.findUnique({ where: { userId_provider: { userId: ctx.viewer.id, provider: "stripe" } } });
  const id = existing?.id ?? crypto.randomUUID();
  let endpoint: { id: string; secret: string } | null;
  try {
    const e = await stripe.webhookEndpoints.create({
      url: stripeWebhookUrl(ctx, id), enabled_events: [...STRIPE_WEBHOOK_EVENTS],
      description: "Clientfolio: invoice payments", metadata: { workspace: ctx.viewer.id, connection: id },
    });
    if (!e.secret) throw new ExternalServiceError("Stripe", "Stripe did not answer the webhook endpoint's signing secret: try again");
    endpoint = { id: e.id, secret: e.secret };
  } catch (err) {
    // Stripe refuses an address on this machine: connected without its events (each payment is confirmed when the
    // client comes back from Checkout), as Settings warns
    if (!(unreachableWarning(ctx) && errorType(err) === "StripeInvalidRequestError")) throw err instanceof ExternalServiceError ? err : stripeRefusal(err, "create the webhook endpoint");
    ctx.log.warn({ connection: id, reason: String((err as Error).message).slice(0, 300) }, "Stripe refused a webhook endpoint on this machine's address; connected without events");
    endpoint = null;
  }
  const secrets: StripeSecrets = { secretKey: key, webhookSecret: endpoint?.secret ?? "", webhookEndpointId: endpoint?.id ?? "", accountId: account.id };
  const sealed = secretBoxOf(ctx.config).seal(id, secrets);
  const label = accountName(account);
  let row: Connection;
  try {
    row = existing
      ? await ctx.prisma.connection.update({ where: { id }, data: { label, secrets: sealed, status: "connected", error: null } })
      : await ctx.prisma.connection.create({ data: { id, userId: ctx.viewer.id, provider: "stripe", label, secrets: sealed } });
  } catch (err) {
    // two connects at once: the one stored first stays, this one's endpoint is removed again
    if (endpoint) await deleteEndpoint(ctx, stripe, endpoint.id, id);
    if ((err as { code?: string }).code === "P2002") return paymentSettings(ctx);
    throw err;
  }
  if (existing) {
    const old = secretBoxOf(ctx.config).open<StripeSecrets>(existing.id, existing.secrets);
    if (old.webhookEndpointId && old.webhookEndpointId !== endpoint?.id) await deleteEndpoint(ctx, await stripeApi(ctx, old.secretKey), old.webhookEndpointId, id);
  }
  ctx.log.info({ connection: id, account: account.id, mode: stripeKeyMode(key) }, "stripe connected");
  return viewOf(ctx, row);
}

async function deleteEndpoint(res: Pick<AppResources, "log">, stripe: Stripe, endpointId: string, connectionId: string): Promise<void> {
  try {
    await stripe.webhookEndpoints.del(endpointId);
  } catch (err) {
    res.log.warn({ connection: connectionId, endpoint: endpointId, reason: String((err as Error).message).slice(0, 300) }, "deleting the Stripe webhook endpoint failed; the connection is removed anyway");
  }
}

/** Before a Stripe connection's row is deleted: its webhook endpoint on the account (a failure is logged). */
export async function removeStripeEndpoint(res: Pick<AppResources, "config" | "log">, c: { id: string; provider: string; secrets: string }): Promise<void> {
  if (c.provider !== "stripe") return;
  let s: StripeSecrets;
  try {
    s = secretBoxOf(res.config).open<StripeSecrets>(c.id, c.secrets);
  } catch (err) {
    res.log.warn({ connection: c.id, reason: (err as Error).message }, "the Stripe connection's secrets could not be opened; its endpoint is left");
    return;
  }
  if (s.webhookEndpointId) await deleteEndpoint(res, await stripeApi(res, s.secretKey), s.webhookEndpointId, c.id);
}
