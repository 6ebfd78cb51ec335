import { eachTestWithTenant, gql, registerUser, rest, statementsFor10And50, type Session, type TestApp } from "../../../../test/harness";
import { makeClient } from "./factory";
import { globalId } from "../../../graphql/util";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const full = {
  name: "  Globex Corporation ", email: "hank@globex.example", phone: "+1 555 0100", company: "Globex", address: "1 Cypress Creek",
  notes: "Prefers calls", status: "inactive", website: "https://globex.example", linkedinUrl: "https://www.linkedin.com/company/globex",
  twitterUsername: "@globex", facebookUsername: "globex", instagramUsername: "globex.hq", tiktokUsername: "globex", youtubeChannel: "@globex",
};

describe("REST /api/clients", () => {
  it("creates, lists newest first, updates and deletes", async () => {
    const created = await rest(t.app, a, "POST", "/api/clients", full);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...full, name: "Globex Corporation", userId: a.user.id });
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await rest(t.app, a, "POST", "/api/clients", { name: "Initech" });
    expect(second.body).toMatchObject({ name: "Initech", status: "active", email: null, website: null });

    const list = await rest(t.app, a, "GET", "/api/clients");
    expect(list.status).toBe(200);
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(["Initech", "Globex Corporation"]);

    const updated = await rest(t.app, a, "PUT", `/api/clients/${created.body.id}`, { ...full, name: "Globex Inc", website: "" });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Globex Inc", website: null, email: full.email });

    // a partial update keeps the other fields
    const partial = await rest(t.app, a, "PUT", `/api/clients/${created.body.id}`, { status: "archived" });
    expect(partial.body).toMatchObject({ name: "Globex Inc", status: "archived", phone: full.phone });

    const del = await rest(t.app, a, "DELETE", `/api/clients/${created.body.id}`);
    expect(del.status).toBe(204);
    expect((await rest(t.app, a, "GET", "/api/clients")).body).toHaveLength(1);
    expect((await rest(t.app, a, "DELETE", `/api/clients/${created.body.id}`)).status).toBe(404);
  });

  it.each([
    ["name", "Name is required", { name: "" }],
    ["name", "Name is required", { name: "   " }],
    ["name", "Name is required", {}],
    ["email", "Invalid email address", { name: "A", email: "not-an-email" }],
    ["website", "Invalid URL format", { name: "A", website: "globex" }],
    ["website", "Invalid URL format", { name: "A", website: "javascript:alert(1)" }],
    ["linkedinUrl", "Invalid LinkedIn URL", { name: "A", linkedinUrl: "linkedin.com/in/x" }],
    ["linkedinUrl", "Invalid LinkedIn URL", { name: "A", linkedinUrl: "javascript:alert(document.cookie)" }],
    ["status", "Status must be active, inactive or archived", { name: "A", status: "deleted" }],
    ["name", "Must be at most 200 characters", { name: "x".repeat(201) }],
    ["name", "Must be at most 200 characters", { name: "🎉".repeat(201) }],
    ["notes", "Must be at most 10000 characters", { name: "A", notes: "x".repeat(10_001) }],
    ["name", "name has the wrong type", { name: { first: "x" } }],
  ])("rejects a bad %s with '%s'", async (field, message, body) => {
    const r = await rest(t.app, a, "POST", "/api/clients", body);
    expect(r.status).toBe(400);
    expect(r.body.errors[field]).toBe(message);
    expect(r.body.message).toBeTruthy();
    expect(await t.app.resources.prisma.client.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("drops NUL characters instead of failing (no text column can store them)", async () => {
    const r = await rest(t.app, a, "POST", "/api/clients", { name: "nul\u0000byte", notes: "\u0000" });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ name: "nulbyte", notes: null });
    const login = await rest(t.app, null, "POST", "/api/auth/login", { email: "a\u0000@example.com", password: "whatever1" });
    expect(login.status).toBe(401);
  });

  it("counts characters as people do: 200 emoji are a 200-character name", async () => {
    const r = await rest(t.app, a, "POST", "/api/clients", { name: "🎉".repeat(200) });
    expect(r.status).toBe(201);
    expect(r.body.name).toBe("🎉".repeat(200));
  });

  it("validates updates the same way and changes nothing on bad input", async () => {
    const c = await makeClient(t.app, a, { name: "Keep" });
    const r = await rest(t.app, a, "PUT", `/api/clients/${c.id}`, { name: "", email: "bad" });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ name: "Name is required", email: "Invalid email address" });
    expect((await t.app.resources.prisma.client.findUnique({ where: { id: c.id } }))!.name).toBe("Keep");
  });

  it("ignores userId, id and unknown fields sent by the client", async () => {
    const b = await registerUser(t.app);
    const r = await rest(t.app, a, "POST", "/api/clients", { name: "Mine", userId: b.user.id, id: "11111111-1111-1111-1111-111111111111", bogus: 1 });
    expect(r.status).toBe(201);
    expect(r.body.userId).toBe(a.user.id);
    expect(r.body.id).not.toBe("11111111-1111-1111-1111-111111111111");
    expect(r.body).not.toHaveProperty("bogus");
  });

  it("answers 401 without a session and 404 for unknown or malformed ids", async () => {
    expect((await rest(t.app, null, "GET", "/api/clients")).status).toBe(401);
    expect((await rest(t.app, null, "POST", "/api/clients", { name: "X" })).body).toEqual({ message: "Unauthorized" });
    expect((await rest(t.app, a, "PUT", "/api/clients/00000000-0000-0000-0000-000000000000", { name: "X" })).status).toBe(404);
    expect((await rest(t.app, a, "DELETE", "/api/clients/not-a-uuid")).status).toBe(404);
  });

  it("refuses to delete a client that still has projects, with a clear message", async () => {
    const c = await makeClient(t.app, a, { name: "Busy Co" });
    await t.app.resources.prisma.project.createMany({ data: [1, 2].map((i) => ({ userId: a.user.id, clientId: c.id, name: `P${i}` })) });
    const r = await rest(t.app, a, "DELETE", `/api/clients/${c.id}`);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe("Busy Co still has 2 projects. Delete or move them to another client first.");
    expect(await t.app.resources.prisma.client.count({ where: { userId: a.user.id } })).toBe(1);
  });

  it("writes the activity log and updates the sidebar count", async () => {
    const c = await rest(t.app, a, "POST", "/api/clients", { name: "Logged" });
    await rest(t.app, a, "PUT", `/api/clients/${c.body.id}`, { name: "Logged 2" });
    await rest(t.app, a, "DELETE", `/api/clients/${c.body.id}`);
    const log = await t.app.resources.prisma.activity.findMany({ where: { userId: a.user.id }, orderBy: { createdAt: "asc" } });
    expect(log.map((l) => [l.entityType, l.action, l.title])).toEqual([
      ["client", "created", "New client added: Logged"], ["client", "updated", "Client updated: Logged 2"], ["client", "deleted", "Client deleted: Logged 2"]]);
  });
});

describe("GraphQL clients", () => {
  const PAGE = `query($first: Int!, $after: String) { viewer { sidebarCounts { clients } clients(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id name company status email website } } } } }`;
  const CREATE = `mutation($input: CreateClientInput!) { createClient(input: $input) { __typename
    ... on CreateClientPayload { client { id name status linkedinUrl } } ... on ValidationError { message fieldErrors { field message } } } }`;

  it("creates through a mutation with typed validation errors", async () => {
    const bad = await gql(t.app, a, CREATE, { input: { name: "", website: "nope", linkedinUrl: "ftp://x" } });
    expect(bad.data.createClient).toEqual({ __typename: "ValidationError", message: "Name is required", fieldErrors: [
      { field: "name", message: "Name is required" }, { field: "website", message: "Invalid URL format" }, { field: "linkedinUrl", message: "Invalid LinkedIn URL" }] });
    const ok = await gql(t.app, a, CREATE, { input: { name: "Umbrella", linkedinUrl: "https://linkedin.com/company/umbrella" } });
    expect(ok.data.createClient).toMatchObject({ __typename: "CreateClientPayload", client: { name: "Umbrella", status: "active" } });
    const node = await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on Client { name } } }`, { id: ok.data.createClient.client.id });
    expect(node.data.node).toEqual({ name: "Umbrella" });
  });

  it("answers node(id:) and nodes(ids:) with null, not an error, for a deleted, foreign or malformed id", async () => {
    const own = (await gql(t.app, a, CREATE, { input: { name: "Kept" } })).data.createClient.client.id;
    const gone = (await gql(t.app, a, CREATE, { input: { name: "Gone" } })).data.createClient.client.id;
    await gql(t.app, a, `mutation($id: ID!) { deleteClient(input: { id: $id }) { __typename } }`, { id: gone });
    // another tenant's client, made directly (the file's sign-ups already come close to the registration rate limit)
    const b = await t.app.resources.prisma.user.create({ data: { email: `b-${Date.now()}@example.com` } });
    const foreign = globalId("Client", (await t.app.resources.prisma.client.create({ data: { userId: b.id, name: "B's" } })).id);
    const malformed = Buffer.from("Client:not-a-uuid").toString("base64");
    for (const id of [gone, foreign, malformed]) {
      const r = await gql(t.app, a, `query($id: ID!) { node(id: $id) { id } }`, { id });
      expect(r.data).toEqual({ node: null });
      expect(r.errors).toBeUndefined();
    }
    const many = await gql(t.app, a, `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Client { name } } }`, { ids: [own, gone, foreign, malformed] });
    expect(many.data).toEqual({ nodes: [{ name: "Kept" }, null, null, null] });
    expect(many.errors).toBeUndefined();
  });

  it("pages through the connection newest first with a total count", async () => {
    for (let i = 1; i <= 5; i++) await makeClient(t.app, a, { name: `C${i}` });
    const p1 = await gql(t.app, a, PAGE, { first: 3 });
    const conn = p1.data.viewer.clients;
    expect(p1.data.viewer.sidebarCounts.clients).toBe(5);
    expect(conn.totalCount).toBe(5);
    expect(conn.edges.map((e: any) => e.node.name)).toEqual(["C5", "C4", "C3"]);
    expect(conn.pageInfo.hasNextPage).toBe(true);
    const p2 = await gql(t.app, a, PAGE, { first: 3, after: conn.pageInfo.endCursor });
    expect(p2.data.viewer.clients.edges.map((e: any) => e.node.name)).toEqual(["C2", "C1"]);
    expect(p2.data.viewer.clients.pageInfo.hasNextPage).toBe(false);
    // a short page after a cursor is not the whole list: the total still counts every client
    expect(p2.data.viewer.clients.totalCount).toBe(5);
    // a first page with room to spare holds every client, so no count is needed
    t.statements.length = 0;
    const whole = await gql(t.app, a, `{ viewer { clients(first: 10) { totalCount edges { node { name } } } } }`);
    expect(whole.data.viewer.clients.totalCount).toBe(5);
    expect(t.statements).toHaveLength(1);
    const onlyTotal = await gql(t.app, a, `{ viewer { clients(first: 2) { totalCount } } }`);
    expect(onlyTotal.data.viewer.clients.totalCount).toBe(5);
  });

  it("updates and deletes by global id", async () => {
    const c = await gql(t.app, a, CREATE, { input: { name: "Soylent" } });
    const id = c.data.createClient.client.id;
    const up = await gql(t.app, a, `mutation($input: UpdateClientInput!) { updateClient(input: $input) { __typename ... on UpdateClientPayload { client { name company } } } }`,
      { input: { id, company: "Soylent Corp" } });
    expect(up.data.updateClient).toEqual({ __typename: "UpdateClientPayload", client: { name: "Soylent", company: "Soylent Corp" } });
    const del = await gql(t.app, a, `mutation($input: DeleteClientInput!) { deleteClient(input: $input) { __typename ... on DeleteClientPayload { deletedClientId } ... on NotFoundError { message } } }`, { input: { id } });
    expect(del.data.deleteClient).toEqual({ __typename: "DeleteClientPayload", deletedClientId: id });
    const again = await gql(t.app, a, `mutation($input: DeleteClientInput!) { deleteClient(input: $input) { __typename ... on NotFoundError { message } } }`, { input: { id } });
    expect(again.data.deleteClient).toEqual({ __typename: "NotFoundError", message: "Client not found" });
  });

  it("costs the same number of SQL statements for 10 and for 50 clients", async () => {
    const { ten, fifty } = await statementsFor10And50(t,
      (s, n) => t.app.resources.prisma.client.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId: s.user.id, name: `N${i}`, company: "Co" })) }),
      async (s, n) => {
        const r = await gql(t.app, s, PAGE, { first: 50 });
        expect(r.data.viewer.clients.edges).toHaveLength(n);
      });
    console.log(`clients page: ${ten} SQL statements for 10 clients, ${fifty} for 50`);
    expect(fifty).toBe(ten);
    expect(ten).toBeLessThanOrEqual(5);
  });
});

describe("connection limits", () => {
  it("caps a page at 100 records whatever `first` asks for, literal or variable", async () => {
    await t.app.resources.prisma.client.createMany({ data: Array.from({ length: 105 }, (_, i) => ({ userId: a.user.id, name: `N${i}` })) });
    const viaVariable = await gql(t.app, a, `query($n: Int!) { viewer { clients(first: $n) { edges { node { id } } pageInfo { hasNextPage } } } }`, { n: 1000 });
    expect(viaVariable.data.viewer.clients.edges).toHaveLength(100);
    expect(viaVariable.data.viewer.clients.pageInfo.hasNextPage).toBe(true);
    const literal = await gql(t.app, a, `{ viewer { clients(first: 100) { edges { node { id name company email phone status website } } } } }`);
    expect(literal.errors).toBeUndefined();
    expect(literal.data.viewer.clients.edges).toHaveLength(100);
  });
});
