import { caldavConnectSchema, chooseCalendarSchema, CONNECTION_PROVIDERS, CONNECTION_STATUSES, stripeConnectSchema } from "@common/integration";
import type { RestRoute } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { calendarsFound, chooseCalendar, connectCaldav, disconnect, disconnectPayments, listConnections, toConnectionJson } from "./integration.service";
import { connectStripe, paymentSettings, type PaymentSettingsView } from "./integration.stripe";
import { failed, finishConnect, startConnect } from "./integration.oauth";
import { refreshOAuthCalendars } from "./integration.calendars";
import { OAUTH_PROVIDERS } from "./integration.providers";
import { PAYMENT_ACCOUNT_SESSION_ONLY } from "./integration.stripe";

const calendarJson = j.object({ url: j.string("The calendar collection's address"), name: j.string() }, "IntegrationCalendar");
const connectionFields = {
  id: j.uuid(), provider: j.enum(CONNECTION_PROVIDERS), label: j.string("The account, as its owner knows it"),
  status: j.enum(CONNECTION_STATUSES), error: j.nullable(j.string("Why it needs a reconnect or failed")),
  calendar: j.nullable(calendarJson),
  lastSyncAt: j.nullable(j.dateTime("When its calendar was last read back in full")),
};

/** A connection as REST answers it: never its secrets. */
const integrationJson = servedBy(j.object(connectionFields, "Integration"), toConnectionJson);
const connectedJson = j.object({ ...connectionFields, calendars: j.array(calendarJson) }, "ConnectedIntegration");

const tag = "Integrations";

/** The Payments settings: the Stripe account, never its key (its last 4 characters and mode only). */
const paymentSettingsJson = servedBy(j.object({
  connected: j.boolean(), provider: j.literal("stripe"), integrationId: j.nullable(j.uuid()),
  status: j.nullable(j.enum(CONNECTION_STATUSES)), error: j.nullable(j.string("Why it failed, in Stripe's words")),
  accountId: j.nullable(j.string("The Stripe account (acct_...)")), accountName: j.nullable(j.string("The account's name in Stripe")),
  mode: j.nullable(j.enum(["test", "live"], "The key's mode")), keyLast4: j.nullable(j.string("The secret key's last 4 characters")),
  webhookUrl: j.nullable(j.string("Where Stripe sends this workspace's payment events")),
  warning: j.nullable(j.string("Why Stripe may not reach this server (PUBLIC_URL on this machine): payments are then confirmed when the client returns")),
}, "PaymentSettings"), (v: PaymentSettingsView) => v);
const paymentsTag = "Payments";

export const integrationRoutes: RestRoute[] = [
  {
    method: "GET", url: "/api/settings/payments",
    doc: { summary: "The workspace's online payments: its Stripe account, the key's mode and last 4 characters", tag: paymentsTag, response: paymentSettingsJson },
    handler: (ctx) => paymentSettings(ctx),
  },
  {
    method: "PUT", url: "/api/settings/payments",
    // the account clients' money goes to: a leaked token must not be able to change it
    sessionOnly: PAYMENT_ACCOUNT_SESSION_ONLY,
    doc: {
      summary: "Connect the workspace's Stripe account with its secret key (a restricted key works)", tag: paymentsTag,
      description: "The key is verified (`GET /v1/account`), a webhook endpoint is created on the account for this workspace's address, "
        + "and the key with the endpoint's signing secret is stored encrypted. A key Stripe refuses answers 400; Stripe unreachable, 502. "
        + "Sent again, it replaces the connection (the old endpoint is deleted).",
      body: stripeConnectSchema, errors: [502], response: paymentSettingsJson,
    },
    handler: (ctx, req) => connectStripe(ctx, req.body),
  },
  {
    method: "DELETE", url: "/api/settings/payments",
    doc: { summary: "Disconnect Stripe: the webhook endpoint on the account and the stored key are deleted", tag: paymentsTag, response: paymentSettingsJson },
    handler: (ctx) => disconnectPayments(ctx),
  },
  {
    method: "GET", url: "/api/integrations",
    doc: { summary: "List the workspace's connected accounts (label and state; never their secrets)", tag, response: j.array(integrationJson) },
    handler: async (ctx) => (await listConnections(ctx)).map(toConnectionJson),
  },
  {
    method: "POST", url: "/api/integrations/caldav",
    doc: {
      summary: "Connect a CalDAV account (server URL, user name, app password); answers the calendars found on it", tag,
      description: "The calendars are found from the address (principal, calendar-home-set). A refused password or an address that is "
        + "not a CalDAV server answers 400 in the server's words; a second CalDAV connection 409. Events are pushed to the chosen "
        + "calendar (`calendarUrl`, or later with PUT).",
      body: caldavConnectSchema, status: 201, errors: [409], response: connectedJson,
    },
    handler: async (ctx, req) => {
      const { connection, calendars } = await connectCaldav(ctx, req.body);
      return { status: 201, body: { ...toConnectionJson(connection), calendars } };
    },
  },
  {
    method: "GET", url: "/api/integrations/:provider/connect",
    // the consent is bound to the browser session that asked: an API token has none to come back to
    sessionOnly: "Connect an account from the app, signed in: the provider sends the browser back to its session",
    // signed out: the sign-in page, then the calendar (where Connect is)
    signedOut: () => "/calendar",
    doc: {
      summary: `Connect the workspace's own ${OAUTH_PROVIDERS.join(", ")} account: a redirect to the provider's consent page`, tag, status: 302,
      description: "OAuth 2.0 authorization code with PKCE (S256) and a `state` bound to this session for 10 minutes, used once. "
        + "The provider comes back to `/api/integrations/{provider}/callback`. 404: an unknown provider; 400: the deployment has no OAuth app for it. "
        + "Signed out: to the sign-in page, coming back to the calendar.",
      produces: "text/html", errors: [400, 403],
    },
    handler: async (ctx, req) => {
      const to = await startConnect(ctx, req.raw.sid ?? "", req.params.provider);
      return req.reply.header("cache-control", "no-store").redirect(to, 302);
    },
  },
  {
    method: "GET", url: "/api/integrations/:provider/callback",
    sessionOnly: "Connect an account from the app, signed in: the provider sends the browser back to its session",
    // the session that asked ended meanwhile: its consent cannot be finished, and the calendar says so once signed in
    signedOut: (p) => failed(p.provider, "You were signed out before the account was connected: connect again"),
    doc: {
      summary: "Where the provider comes back after the consent: the code exchanged, the connection stored; a redirect to the calendar", tag, status: 302,
      description: "To `/calendar?integration=connected&provider=…`, or `/calendar?integration=error&provider=…&reason=…` (an unknown, "
        + "expired, reused or other session's state, `error=access_denied`, a refused code, a second connection): then nothing is stored. "
        + "Signed out meanwhile: to the sign-in page, coming back to the calendar with the reason.",
      produces: "text/html", errors: [403],
    },
    handler: async (ctx, req) => {
      const to = await finishConnect(ctx, req.raw.sid ?? "", req.params.provider, req.query);
      // connected: a calendar account's calendars are listed for the choice (a provider that does not answer now is
      // asked again when one is chosen)
      const provider = req.params.provider;
      if ((provider === "google" || provider === "microsoft") && new URL(to, "http://app").searchParams.get("integration") === "connected") {
        await refreshOAuthCalendars(ctx, ctx.viewer.id, provider).catch((err) => ctx.log.warn({ provider, reason: (err as Error).message }, "listing the calendars failed"));
      }
      return req.reply.header("cache-control", "no-store").redirect(to, 302);
    },
  },
  {
    method: "PUT", url: "/api/integrations/:id",
    doc: { summary: "Choose the calendar events go to (one of those found when connecting)", tag, body: chooseCalendarSchema, response: connectedJson },
    handler: async (ctx, req) => {
      const c = await chooseCalendar(ctx, req.params.id, req.body);
      return { ...toConnectionJson(c), calendars: calendarsFound(c) };
    },
  },
  {
    method: "DELETE", url: "/api/integrations/:id",
    doc: { summary: "Disconnect an account (its secrets are deleted)", tag, status: 204 },
    handler: async (ctx, req) => { await disconnect(ctx, req.params.id); return { status: 204 }; },
  },
];
