import crypto from "node:crypto";
import { globalId } from "../../../graphql/util";
import { secretBoxOf } from "../../../infra/secrets";
import type { IsolationSuite } from "../../../../test/isolation";

export const integrationIsolation: IsolationSuite = {
  name: "integration",
  seed: async (t, a) => {
    // A's CalDAV connection, as connecting stores it (no server needed to prove B cannot reach it)
    const id = crypto.randomUUID();
    const url = "http://127.0.0.1:9/a/calendar/";
    await t.app.resources.prisma.connection.create({ data: {
      id, userId: a.user.id, provider: "caldav", label: "a at 127.0.0.1:9", serverUrl: "http://127.0.0.1:9/",
      calendars: [{ url, name: "A's calendar" }], calendarUrl: url, calendarName: "A's calendar",
      secrets: secretBoxOf(t.app.resources.config).seal(id, { username: "a", password: "a's password" }),
    } });
    // and an OAuth consent A asked for and the provider has not answered yet
    const stateId = crypto.randomUUID();
    const state = `a-state-${stateId}`;
    await t.app.resources.prisma.oAuthState.create({ data: {
      id: stateId, stateHash: crypto.createHash("sha256").update(state).digest("hex"), userId: a.user.id, sessionHash: "0".repeat(64), provider: "google",
      verifier: secretBoxOf(t.app.resources.config).seal(stateId, "a's verifier"), expiresAt: new Date(Date.now() + 600_000),
    } });
    // and A's Stripe account, connected: its key and signing secret sealed (no Stripe needed to prove B cannot reach it)
    const stripeId = crypto.randomUUID();
    await t.app.resources.prisma.connection.create({ data: {
      id: stripeId, userId: a.user.id, provider: "stripe", label: "A's Stripe account",
      secrets: secretBoxOf(t.app.resources.config).seal(stripeId, { secretKey: "sk_test_aSecretKeyOfA0000", webhookSecret: "whsec_aSecretOfA", webhookEndpointId: "we_a", accountId: "acct_a" }),
    } });
    return { ids: { integration: id, oauthState: state, stripeConnection: stripeId }, gids: { integration: globalId("Integration", id) } };
  },
  rest: {
    "GET /api/integrations": () => ({ url: "/api/integrations", expectStatus: 200 }),
    // B's own connect, to a server that is not there: refused for B, A's connection untouched
    "POST /api/integrations/caldav": () => ({ url: "/api/integrations/caldav", body: { url: "http://127.0.0.1:9/", username: "b", password: "b" }, expectStatus: 400 }),
    // B's own consent (400 where the deployment has no OAuth app; a token is refused 403): nothing of A's
    "GET /api/integrations/:provider/connect": () => ({ url: "/api/integrations/google/connect", expectStatus: [302, 400, 403] }),
    // A's attempt's state is not B's: a redirect to the error, nothing stored (403 for a token)
    "GET /api/integrations/:provider/callback": (s) => ({ url: `/api/integrations/google/callback?code=x&state=${s.ids.oauthState}`, expectStatus: [302, 403] }),
    "PUT /api/integrations/:id": (s) => ({ url: `/api/integrations/${s.ids.integration}`, body: { calendarUrl: "http://127.0.0.1:9/a/calendar/" } }),
    "DELETE /api/integrations/:id": (s) => ({ url: `/api/integrations/${s.ids.integration}` }),
    // the Payments settings are B's own: not connected, whatever A has; B's refused key stores nothing (a token: 403)
    "GET /api/settings/payments": () => ({ url: "/api/settings/payments", expectStatus: 200 }),
    "PUT /api/settings/payments": () => ({ url: "/api/settings/payments", body: { stripeSecretKey: "not-a-key" }, expectStatus: [400, 403] }),
    "DELETE /api/settings/payments": () => ({ url: "/api/settings/payments", expectStatus: 200 }),
  },
  graphql: {
    "User.oauthApps": () => ({ query: `{ viewer { oauthApps { provider name available connectUrl } } }` }),
    "User.integrations": () => ({ query: `{ viewer { integrations { id label calendar { url } calendars { url } } } }` }),
    "Mutation.connectCaldav": () => ({
      query: `mutation { connectCaldav(input: { url: "http://127.0.0.1:9/", username: "b", password: "b" }) { __typename } }`, expectTypename: "ValidationError",
    }),
    "Mutation.chooseIntegrationCalendar": (s) => ({
      query: `mutation($id: ID!) { chooseIntegrationCalendar(input: { id: $id, calendarUrl: "http://127.0.0.1:9/a/calendar/" }) { __typename } }`,
      variables: { id: s.gids.integration }, expectTypename: "NotFoundError",
    }),
    "User.paymentSettings": () => ({ query: `{ viewer { paymentSettings { connected accountId accountName keyLast4 webhookUrl } } }` }),
    "Mutation.connectStripe": () => ({ query: `mutation { connectStripe(input: { stripeSecretKey: "not-a-key" }) { __typename } }`, expectTypename: "ValidationError" }),
    "Mutation.disconnectStripe": () => ({ query: `mutation { disconnectStripe { __typename } }`, expectTypename: "DisconnectStripePayload" }),
    "Mutation.disconnectIntegration": (s) => ({
      query: `mutation($id: ID!) { disconnectIntegration(input: { id: $id }) { __typename } }`, variables: { id: s.gids.integration }, expectTypename: "NotFoundError",
    }),
  },
  nodes: {},
};
