/**
 * What an API token obtains must end with it: a token cannot read or make credentials that would outlive its
 * revocation (the calendar feed's secret address, a webhook and its signing secret). REST and GraphQL answer a token,
 * read or write, 403 with the reason, and a signed-in session as before.
 */
import { CREDENTIALS_SESSION_ONLY, READ_ONLY_TOKEN } from "../../../auth/tokens";
import { eachTestWithTenant, gql, rest, withToken, type Session, type TestApp } from "../../../../test/harness";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, session) => { t = app; a = session; });

const WEBHOOK = { url: "http://127.0.0.1:9/in", events: ["client.created"] };
const CREATE_WEBHOOK = `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { __typename ... on CreateWebhookPayload { secret webhook { id } } } }`;

describe("credentials through an API token", () => {
  it.each(["read", "write"] as const)("a %s token cannot read the calendar feed's address (REST and GraphQL) nor make a new one", async (scope) => {
    const token = await withToken(t.app, a, scope);
    const feed = await rest(t.app, token, "GET", "/api/calendar/feed");
    expect([feed.status, feed.body]).toEqual([403, { message: CREDENTIALS_SESSION_ONLY }]);
    expect(feed.text).not.toContain("/api/calendar/feed/");
    const regenerated = await rest(t.app, token, "POST", "/api/calendar/feed/regenerate");
    // a read-only token's write is refused as such first
    expect([regenerated.status, regenerated.body]).toEqual([403, { message: scope === "read" ? READ_ONLY_TOKEN : CREDENTIALS_SESSION_ONLY }]);

    const field = await gql(t.app, token, "{ viewer { calendarIntegration { feedUrl } } }");
    expect(field.status).toBe(403);
    expect(field.errors).toEqual([expect.objectContaining({ message: CREDENTIALS_SESSION_ONLY })]);
    expect(field.data ?? null).toBeNull();
    const mutation = await gql(t.app, token, "mutation { regenerateCalendarFeed { __typename ... on RegenerateCalendarFeedPayload { feedUrl } } }");
    expect(mutation.status).toBe(403);
    expect(mutation.errors).toEqual([expect.objectContaining({ message: scope === "read" ? READ_ONLY_TOKEN : CREDENTIALS_SESSION_ONLY })]);
    // nothing was made for the token
    expect(await t.app.resources.prisma.calendarFeed.count({ where: { userId: a.user.id } })).toBe(0);
    // the rest of the calendar's integrations stays readable
    expect((await gql(t.app, token, "{ viewer { calendarIntegration { providers { type } } } }")).status).toBe(200);
  });

  it("a write token cannot create a webhook nor read a webhook's secret (REST and GraphQL)", async () => {
    const token = await withToken(t.app, a, "write");
    const created = await rest(t.app, token, "POST", "/api/webhooks", WEBHOOK);
    expect([created.status, created.body]).toEqual([403, { message: CREDENTIALS_SESSION_ONLY }]);
    const viaGraphQL = await gql(t.app, token, CREATE_WEBHOOK, { input: WEBHOOK });
    expect(viaGraphQL.status).toBe(403);
    expect(viaGraphQL.errors).toEqual([expect.objectContaining({ message: CREDENTIALS_SESSION_ONLY })]);
    expect(await t.app.resources.prisma.webhook.count({ where: { userId: a.user.id } })).toBe(0);

    // the session's webhook: the token lists it, without any secret
    const mine = await rest(t.app, a, "POST", "/api/webhooks", WEBHOOK);
    expect(mine.status).toBe(201);
    expect(mine.body.secret).toMatch(/^whsec_/);
    const listed = await rest(t.app, token, "GET", "/api/webhooks");
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(mine.body.secret);
    const listedGql = await gql(t.app, token, "{ viewer { webhooks { id url } } }");
    expect(listedGql.status).toBe(200);
    expect(JSON.stringify(listedGql.data)).not.toContain(mine.body.secret);
  });

  it("a signed-in session still reads the feed's address and creates webhooks with their secret", async () => {
    const feed = await rest(t.app, a, "GET", "/api/calendar/feed");
    expect(feed.status).toBe(200);
    expect(feed.body.url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
    expect((await gql(t.app, a, "{ viewer { calendarIntegration { feedUrl } } }")).data.viewer.calendarIntegration.feedUrl).toBe(feed.body.url);
    const created = await gql(t.app, a, CREATE_WEBHOOK, { input: WEBHOOK });
    expect(created.data.createWebhook.secret).toMatch(/^whsec_/);
  });
});
