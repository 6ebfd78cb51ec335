import WebSocket from "ws";
import { createClient as createWsClient, type Client as WsClient } from "graphql-ws";
import { eachTestWithTenant, gql, registerUser, rest, statementsFor10And50, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { makeClient } from "../../client/__tests__/factory";
import { makeMessage } from "./factory";
import { backgroundDispatches } from "../../../jobs/outbox";

let t: TestApp;
let a: Session;
let base: string;
eachTestWithTenant((app, tenant, url) => { t = app; a = tenant; base = url; }, {}, { listen: true });

const NOT_CONFIGURED = "E-mail delivery is not configured (set SMTP_URL)";

describe("REST /api/messages", () => {
  it("creates unread messages, lists them newest first, updates, marks read and unread, and deletes", async () => {
    const first = await rest(t.app, a, "POST", "/api/messages", { subject: "Kick-off", content: "Hello, the kick-off is on Monday." });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      subject: "Kick-off", content: "Hello, the kick-off is on Monday.", isRead: false, type: "message", userId: a.user.id,
      contactEmail: null, contactName: null, emailSent: false, emailSentAt: null, notificationError: null, attachments: [],
    });
    expect(first.body).not.toHaveProperty("emailMessageId");
    const second = await rest(t.app, a, "POST", "/api/messages", { subject: "", content: "Without a subject" });
    expect(second.status).toBe(201);
    expect(second.body.subject).toBeNull();

    const list = await rest(t.app, a, "GET", "/api/messages");
    expect(list.status).toBe(200);
    expect(list.body.map((m: { content: string }) => m.content)).toEqual(["Without a subject", "Hello, the kick-off is on Monday."]);

    const edited = await rest(t.app, a, "PUT", `/api/messages/${first.body.id}`, { content: "Kick-off moved to Tuesday." });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ subject: "Kick-off", content: "Kick-off moved to Tuesday.", isRead: false });

    const read = await rest(t.app, a, "PUT", `/api/messages/${first.body.id}`, { isRead: true });
    expect(read.body.isRead).toBe(true);
    expect((await rest(t.app, a, "PUT", `/api/messages/${first.body.id}`, { isRead: false })).body.isRead).toBe(false);
    expect((await rest(t.app, a, "PUT", `/api/messages/${first.body.id}`, { isRead: "yes" })).body.errors).toEqual({ isRead: "isRead must be true or false" });

    expect((await rest(t.app, a, "DELETE", `/api/messages/${first.body.id}`)).status).toBe(204);
    expect((await rest(t.app, a, "GET", "/api/messages")).body).toHaveLength(1);
    expect((await rest(t.app, a, "DELETE", `/api/messages/${first.body.id}`)).status).toBe(404);
  });

  it.each([
    ["content", "Please fill in subject and content", { subject: "Only a subject" }],
    ["content", "Please fill in subject and content", { subject: "S", content: "   " }],
    ["contactEmail", "Please enter a valid email address", { subject: "S", content: "C", contactEmail: "not-an-email" }],
    ["contactEmail", "Please enter a valid email address", { subject: "S", content: "C", contactEmail: "a@b.com\r\nBcc: x@evil.example" }],
    ["subject", "Subject must be on one line, without tabs or control characters", { subject: "Hi\r\nBcc: x@evil.example", content: "C" }],
    // what the e-mail's headers refuse later is refused here, so no saved message ends in 'Email failed' for it
    ["subject", "Subject must be on one line, without tabs or control characters", { subject: "Hi\u2028there", content: "C", contactEmail: "c@example.com" }],
    ["subject", "Subject must be on one line, without tabs or control characters", { subject: "Hi\tthere", content: "C", contactEmail: "c@example.com" }],
    ["subject", "Subject must be on one line, without tabs or control characters", { subject: "Hi\vthere", content: "C", contactEmail: "c@example.com" }],
    ["subject", "Subject must be on one line, without tabs or control characters", { subject: "Hi\u0085there", content: "C" }],
    ["contactName", "Contact name must be on one line, without tabs or control characters", { subject: "S", content: "C", contactEmail: "c@example.com", contactName: "Eve\nBcc: x@evil.example" }],
    ["contactName", "Contact name must be on one line, without tabs or control characters", { subject: "S", content: "C", contactEmail: "c@example.com", contactName: "Eve\u2029Mallory" }],
    ["subject", "Must be at most 200 characters", { subject: "x".repeat(201), content: "C" }],
    ["content", "Must be at most 10000 characters", { subject: "S", content: "x".repeat(10_001) }],
    ["clientId", "Select a valid client", { subject: "S", content: "C", clientId: "nope" }],
  ])("rejects a bad %s with '%s'", async (field, message, body) => {
    const r = await rest(t.app, a, "POST", "/api/messages", body);
    expect(r.status).toBe(400);
    expect(r.body.errors[field]).toBe(message);
    expect(await t.app.resources.prisma.message.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("names the contact 'Contact' when only an e-mail is given, and drops contact fields without an e-mail", async () => {
    const named = await rest(t.app, a, "POST", "/api/messages", { subject: "S", content: "C", contactEmail: " Client@Example.com " });
    expect(named.body).toMatchObject({ contactEmail: "Client@Example.com", contactName: "Contact" });
    const nameless = await rest(t.app, a, "POST", "/api/messages", { subject: "S", content: "C", contactName: "Nobody" });
    expect(nameless.body).toMatchObject({ contactEmail: null, contactName: null });
  });

  it("records an e-mail that cannot be sent without SMTP_URL as failed at once, with the reason", async () => {
    const r = await rest(t.app, a, "POST", "/api/messages", { subject: "S", content: "C", contactEmail: "c@example.com", contactName: "Carol" });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ emailSent: false, emailSentAt: null, notificationError: NOT_CONFIGURED, emailAttempts: 0 });
    const stored = await t.app.resources.prisma.message.findUniqueOrThrow({ where: { id: r.body.id } });
    expect(stored.emailMessageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
  });

  it("keeps the contact of a message as it was sent", async () => {
    const m = await makeMessage(t.app, a, { contactEmail: "c@example.com", contactName: "Carol" });
    const r = await rest(t.app, a, "PUT", `/api/messages/${m.id}`, { contactEmail: "other@example.com" });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ contactEmail: "The contact of a message cannot be changed" });
    expect((await rest(t.app, a, "PUT", `/api/messages/${m.id}`, { subject: "Same contact", contactEmail: "c@example.com" })).status).toBe(200);
  });

  it("links a message to the tenant's own client and project only", async () => {
    const client = await makeClient(t.app, a, { name: "Own" });
    const project = await t.app.resources.prisma.project.create({ data: { userId: a.user.id, clientId: client.id, name: "Own project" } });
    const other = await makeClient(t.app, a, { name: "Other" });
    const ok = await rest(t.app, a, "POST", "/api/messages", { subject: "S", content: "C", clientId: client.id, projectId: project.id });
    expect(ok.body).toMatchObject({ clientId: client.id, projectId: project.id });
    const mismatch = await rest(t.app, a, "POST", "/api/messages", { subject: "S", content: "C", clientId: other.id, projectId: project.id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ projectId: "This project belongs to another client" });
    const b = await registerUser(t.app);
    const foreign = await makeClient(t.app, b, { name: "B's" });
    expect((await rest(t.app, a, "POST", "/api/messages", { subject: "S", content: "C", clientId: foreign.id })).status).toBe(404);
    expect(await t.app.resources.prisma.message.count({ where: { userId: a.user.id } })).toBe(1);
  });

  it("writes the activity log, records a domain event per new message, and counts unread messages in the sidebar", async () => {
    const m = await rest(t.app, a, "POST", "/api/messages", { subject: "Logged", content: "C" });
    await rest(t.app, a, "POST", "/api/messages", { content: "No subject" });
    const counts = `{ viewer { sidebarCounts { unreadMessages } } }`;
    expect((await gql(t.app, a, counts)).data.viewer.sidebarCounts.unreadMessages).toBe(2);
    await rest(t.app, a, "PUT", `/api/messages/${m.body.id}`, { isRead: true });
    expect((await gql(t.app, a, counts)).data.viewer.sidebarCounts.unreadMessages).toBe(1);
    await rest(t.app, a, "PUT", `/api/messages/${m.body.id}`, { subject: "Logged 2" });
    await rest(t.app, a, "DELETE", `/api/messages/${m.body.id}`);
    const log = await t.app.resources.prisma.activity.findMany({ where: { userId: a.user.id }, orderBy: { createdAt: "asc" } });
    expect(log.map((l) => [l.entityType, l.action, l.title])).toEqual([
      ["message", "created", "New message: Logged"], ["message", "created", "New message: No Subject"],
      ["message", "updated", "Message updated: Logged 2"], ["message", "deleted", "Message deleted: Logged 2"]]);
    // no message goes by e-mail and the workspace has no webhook or workflow: no handler wants any of these events,
    // so each is written already dispatched (stamped by its own statement: its creation time)
    await backgroundDispatches();
    const events = await t.app.resources.prisma.domainEvent.findMany({ where: { userId: a.user.id }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => [e.type, e.entityType, e.depth, e.causedBy, e.dispatchedAt?.getTime() === e.createdAt.getTime()])).toEqual([
      ["message.created", "message", 0, null, true], ["message.created", "message", 0, null, true],
      ["message.updated", "message", 0, null, true], ["message.deleted", "message", 0, null, true]]);
  });

  it("answers 401 without a session and 404 for unknown or malformed ids", async () => {
    expect((await rest(t.app, null, "GET", "/api/messages")).status).toBe(401);
    expect((await rest(t.app, null, "POST", "/api/messages", { content: "x" })).status).toBe(401);
    expect((await rest(t.app, a, "PUT", "/api/messages/00000000-0000-0000-0000-000000000000", { content: "x" })).status).toBe(404);
    expect((await rest(t.app, a, "DELETE", "/api/messages/not-a-uuid")).status).toBe(404);
  });
});

describe("GraphQL messages", () => {
  const CREATE = `mutation($input: CreateMessageInput!) { createMessage(input: $input) { __typename
    ... on CreateMessagePayload { record { id subject content isRead contactEmail contactName emailState emailSent notificationError client { name } } }
    ... on ValidationError { message fieldErrors { field message } } ... on NotFoundError { message } } }`;
  const PAGE = `query($first: Int!, $after: String) { viewer { messages(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id subject content isRead emailState emailSentAt emailAttempts createdAt client { id name } project { id name } } } } } }`;

  it("creates through a mutation with typed validation errors, and links a client by global id", async () => {
    const bad = await gql(t.app, a, CREATE, { input: { subject: "S", contactEmail: "nope" } });
    expect(bad.data.createMessage).toEqual({ __typename: "ValidationError", message: "Please fill in subject and content", fieldErrors: [
      { field: "content", message: "Please fill in subject and content" }, { field: "contactEmail", message: "Please enter a valid email address" }] });
    const client = await makeClient(t.app, a, { name: "Initech" });
    const ok = await gql(t.app, a, CREATE, { input: { subject: "Hi", content: "Hello", contactEmail: "bill@initech.example", clientId: globalId("Client", client.id) } });
    expect(ok.data.createMessage).toMatchObject({ __typename: "CreateMessagePayload", record: {
      subject: "Hi", content: "Hello", isRead: false, contactEmail: "bill@initech.example", contactName: "Contact",
      emailState: "failed", emailSent: false, notificationError: NOT_CONFIGURED, client: { name: "Initech" } } });
    const plain = await gql(t.app, a, CREATE, { input: { subject: "Note", content: "No contact" } });
    expect(plain.data.createMessage.record.emailState).toBeNull();
    const missing = await gql(t.app, a, CREATE, { input: { content: "x", clientId: globalId("Client", "00000000-0000-0000-0000-000000000000") } });
    expect(missing.data.createMessage).toEqual({ __typename: "NotFoundError", message: "Client not found" });
  });

  it("pages newest first, marks read and unread, updates and deletes by global id", async () => {
    for (let i = 1; i <= 3; i++) await makeMessage(t.app, a, { subject: `M${i}` });
    const p1 = await gql(t.app, a, PAGE, { first: 2 });
    const conn = p1.data.viewer.messages;
    expect(conn.totalCount).toBe(3);
    expect(conn.edges.map((e: any) => e.node.subject)).toEqual(["M3", "M2"]);
    const p2 = await gql(t.app, a, PAGE, { first: 2, after: conn.pageInfo.endCursor });
    expect(p2.data.viewer.messages.edges.map((e: any) => e.node.subject)).toEqual(["M1"]);

    const id = conn.edges[0].node.id;
    const SET = `mutation($input: SetMessageReadInput!) { setMessageRead(input: $input) { __typename ... on SetMessageReadPayload { record { id isRead } } } }`;
    expect((await gql(t.app, a, SET, { input: { id, read: true } })).data.setMessageRead).toEqual({ __typename: "SetMessageReadPayload", record: { id, isRead: true } });
    expect((await gql(t.app, a, `{ viewer { sidebarCounts { unreadMessages } } }`)).data.viewer.sidebarCounts.unreadMessages).toBe(2);
    expect((await gql(t.app, a, SET, { input: { id, read: false } })).data.setMessageRead.record.isRead).toBe(false);

    const up = await gql(t.app, a, `mutation($input: UpdateMessageInput!) { updateMessage(input: $input) { __typename ... on UpdateMessagePayload { record { subject content } } ... on Error { message } } }`,
      { input: { id, content: "Edited" } });
    expect(up.data.updateMessage).toEqual({ __typename: "UpdateMessagePayload", record: { subject: "M3", content: "Edited" } });
    const DEL = `mutation($input: DeleteMessageInput!) { deleteMessage(input: $input) { __typename ... on DeleteMessagePayload { deletedMessageId } ... on NotFoundError { message } } }`;
    expect((await gql(t.app, a, DEL, { input: { id } })).data.deleteMessage).toEqual({ __typename: "DeleteMessagePayload", deletedMessageId: id });
    expect((await gql(t.app, a, DEL, { input: { id } })).data.deleteMessage).toEqual({ __typename: "NotFoundError", message: "Message not found" });
    expect((await gql(t.app, a, `query($id: ID!) { node(id: $id) { id } }`, { id })).data.node).toBeNull();
  });

  it("costs the same number of SQL statements for 10 and for 50 messages", async () => {
    const { ten, fifty } = await statementsFor10And50(t,
      async (s, n) => {
        const client = await makeClient(t.app, s, { name: "C" });
        await t.app.resources.prisma.message.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId: s.user.id, clientId: client.id, subject: `S${i}`, content: "C" })) });
      },
      async (s, n) => {
        const r = await gql(t.app, s, PAGE, { first: 50 });
        expect(r.data.viewer.messages.edges).toHaveLength(n);
      });
    expect(fifty).toBe(ten);
    expect(ten).toBeLessThanOrEqual(5);
  });
});

describe("live message changes (GraphQL over WebSocket)", () => {
  function wsClient(s: Session): WsClient {
    return createWsClient({
      url: base.replace(/^http/, "ws") + "/graphql", lazy: false, retryAttempts: 0,
      webSocketImpl: class extends WebSocket { constructor(url: string, protocols?: string | string[]) { super(url, protocols, { headers: { cookie: s.cookie } }); } },
    });
  }
  const until = async (cond: () => boolean, ms = 3000) => {
    const end = Date.now() + ms;
    while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
  };

  it("pushes the created, changed and deleted message to the tenant's open screens, and fresh unread counts", async () => {
    const ws = wsClient(a);
    const changes: any[] = [];
    const counts: number[] = [];
    // a client made to see the subscriptions live: its changes are not the messages'
    let probed = false;
    try {
      ws.subscribe({ query: "subscription { workspaceChanged { type message { id subject isRead emailState } createdMessage { id } deletedMessageId } }" },
        { next: (v: any) => {
          const change = v.data?.workspaceChanged ?? v;
          if (change.type === "client.created") probed = true;
          else changes.push(change);
        }, error: (e) => changes.push({ error: e }), complete: () => {} });
      ws.subscribe({ query: "subscription { sidebarCountsUpdated { unreadMessages } }" },
        { next: (v: any) => counts.push(v.data.sidebarCountsUpdated.unreadMessages), error: () => {}, complete: () => {} });
      await waitFor("the subscriptions to be live", async () => {
        const seen = counts.length;
        expect((await rest(t.app, a, "POST", "/api/clients", { name: "Probe" })).status).toBe(201);
        // (a push later than that is filtered out or superseded)
        return waitFor("their pushes", () => probed && counts.length > seen, 250).catch(() => false);
      });
      const created = await gql(t.app, a, `mutation { createMessage(input: { subject: "Live", content: "Hi" }) { ... on CreateMessagePayload { record { id } } } }`);
      const id = created.data.createMessage.record.id;
      await until(() => changes.length >= 1 && counts.at(-1) === 1);
      expect(changes[0]).toEqual({ type: "message.created", message: { id, subject: "Live", isRead: false, emailState: null }, createdMessage: { id }, deletedMessageId: null });
      await gql(t.app, a, `mutation($id: ID!) { setMessageRead(input: { id: $id, read: true }) { __typename } }`, { id });
      await until(() => changes.length >= 2 && counts.at(-1) === 0);
      expect(changes[1]).toEqual({ type: "message.read", message: { id, subject: "Live", isRead: true, emailState: null }, createdMessage: null, deletedMessageId: null });
      await gql(t.app, a, `mutation($id: ID!) { deleteMessage(input: { id: $id }) { __typename } }`, { id });
      await until(() => changes.length >= 3);
      expect(changes[2]).toEqual({ type: "message.deleted", message: null, createdMessage: null, deletedMessageId: id });
      expect(counts.at(-1)).toBe(0);
    } finally {
      await ws.dispose();
    }
  });
});
