import { eachTestWithTenant, eventsDuring, gql, registerUser, rest, statementsFor10And50, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { makeClient } from "../../client/__tests__/factory";
import { makeTask } from "../../task/__tests__/factory";
import { makeProject } from "./factory";

let t: TestApp;
let a: Session;
let clientId: string;
// every test signs up one or two tenants: lift the sign-up rate limit (30 a minute) for this file
eachTestWithTenant((app, tenant) => { t = app; a = tenant; }, { LOGIN_RATE_LIMIT: "1000" });
beforeEach(async () => { clientId = (await makeClient(t.app, a, { name: "Globex" })).id; });

const db = () => t.app.resources.prisma;
const full = () => ({
  name: "  Website redesign ", clientId, description: "New brand, new site", status: "active", priority: "high",
  startDate: "2025-03-01", dueDate: "2025-04-15", budget: 1500, progress: 40,
});

describe("REST /api/projects", () => {
  it("creates, lists newest first, updates and deletes, with the spec's field names", async () => {
    const created = await rest(t.app, a, "POST", "/api/projects", full());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), userId: a.user.id, clientId, name: "Website redesign", description: "New brand, new site",
      status: "active", priority: "high", startDate: "2025-03-01", dueDate: "2025-04-15", completedAt: null,
      budget: "1500.00", actualCost: null, progress: 40, createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    const second = await rest(t.app, a, "POST", "/api/projects", { name: "Logo", clientId });
    expect(second.body).toMatchObject({ name: "Logo", status: "planning", priority: "medium", progress: 0, budget: null, startDate: null, description: null });

    const list = await rest(t.app, a, "GET", "/api/projects");
    expect(list.status).toBe(200);
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(["Logo", "Website redesign"]);
    expect(list.body[1]).toEqual(created.body);

    // the form sends every field again; empty dates are omitted, budget as text becomes money
    const updated = await rest(t.app, a, "PUT", `/api/projects/${created.body.id}`,
      { ...full(), name: "Website v2", budget: "2500.5", startDate: "", dueDate: null, progress: "75" });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Website v2", budget: "2500.50", startDate: null, dueDate: null, progress: 75, priority: "high" });

    // a partial update keeps the other fields
    const partial = await rest(t.app, a, "PUT", `/api/projects/${created.body.id}`, { progress: 90 });
    expect(partial.body).toMatchObject({ name: "Website v2", progress: 90, budget: "2500.50", description: "New brand, new site", clientId });

    const del = await rest(t.app, a, "DELETE", `/api/projects/${created.body.id}`);
    expect(del.status).toBe(204);
    expect(del.text).toBe("");
    expect((await rest(t.app, a, "GET", "/api/projects")).body).toHaveLength(1);
    expect((await rest(t.app, a, "DELETE", `/api/projects/${created.body.id}`)).status).toBe(404);
  });

  it("stores money with two decimals up to 99,999,999.99", async () => {
    const r = await rest(t.app, a, "POST", "/api/projects", { name: "Big", clientId, budget: "99999999.99", actualCost: 0 });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ budget: "99999999.99", actualCost: "0.00" });
    const stored = await db().project.findUniqueOrThrow({ where: { id: r.body.id } });
    expect(stored.budget!.toFixed(2)).toBe("99999999.99");
  });

  it.each([
    ["name", "Name is required", { name: "" }],
    ["name", "Name is required", { name: "   " }],
    ["name", "Name is required", { name: null }],
    ["name", "Must be at most 200 characters", { name: "x".repeat(201) }],
    ["clientId", "Client is required", { clientId: undefined }],
    ["clientId", "Client is required", { clientId: "" }],
    ["clientId", "Client is required", { clientId: "not-a-uuid" }],
    ["status", "Status must be planning, active, completed or cancelled", { status: "done" }],
    ["priority", "Priority must be low, medium, high or urgent", { priority: "critical" }],
    ["progress", "Progress must be between 0 and 100", { progress: 101 }],
    ["progress", "Progress must be between 0 and 100", { progress: -1 }],
    ["progress", "Progress must be a whole number", { progress: 12.5 }],
    ["progress", "Progress must be a number", { progress: "lots" }],
    ["budget", "Budget must be a number", { budget: "12k" }],
    ["budget", "Budget cannot be negative", { budget: -1 }],
    ["budget", "Budget must be at most 99,999,999.99", { budget: 100_000_000 }],
    ["budget", "Budget can have at most 2 decimal places", { budget: "10.555" }],
    ["actualCost", "Actual cost cannot be negative", { actualCost: "-0.01" }],
    ["startDate", "Start date must be a valid date", { startDate: "next week" }],
    ["startDate", "Start date must be a valid date", { startDate: "2025-02-30" }],
    ["dueDate", "Due date must be a valid date", { dueDate: "31/12/2025" }],
    ["dueDate", "Due date cannot be before the start date", { startDate: "2025-03-10", dueDate: "2025-03-09" }],
    ["description", "Must be at most 10000 characters", { description: "x".repeat(10_001) }],
    ["name", "name has the wrong type", { name: { first: "x" } }],
  ])("rejects a bad %s with '%s'", async (field, message, patch) => {
    const r = await rest(t.app, a, "POST", "/api/projects", { ...full(), ...patch });
    expect(r.status).toBe(400);
    expect(r.body.errors[field]).toBe(message);
    expect(r.body.message).toBeTruthy();
    expect(await db().project.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("validates the merged record on update and changes nothing on bad input", async () => {
    const p = await makeProject(t.app, a, { clientId, name: "Keep", startDate: "2025-05-01" });
    const r = await rest(t.app, a, "PUT", `/api/projects/${p.id}`, { name: "", dueDate: "2025-04-01", budget: "x" });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ name: "Name is required", dueDate: "Due date cannot be before the start date", budget: "Budget must be a number" });
    expect(await db().project.findUniqueOrThrow({ where: { id: p.id } })).toEqual(p);
  });

  it("ignores userId, id, completedAt and unknown fields sent by the client", async () => {
    const b = await registerUser(t.app);
    const r = await rest(t.app, a, "POST", "/api/projects",
      { name: "Mine", clientId, userId: b.user.id, id: "11111111-1111-1111-1111-111111111111", completedAt: "2020-01-01T00:00:00Z", bogus: 1 });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ userId: a.user.id, completedAt: null });
    expect(r.body.id).not.toBe("11111111-1111-1111-1111-111111111111");
    expect(r.body).not.toHaveProperty("bogus");
  });

  it("sets completedAt (server time) when a project is completed and clears it when it leaves completed", async () => {
    const before = Date.now();
    const c = await rest(t.app, a, "POST", "/api/projects", { name: "Done at birth", clientId, status: "completed" });
    const at = Date.parse(c.body.completedAt);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());

    // other changes keep the completion time, even when the client sends one
    const edited = await rest(t.app, a, "PUT", `/api/projects/${c.body.id}`, { progress: 100, completedAt: "2001-01-01T00:00:00Z" });
    expect(edited.body.completedAt).toBe(c.body.completedAt);

    const reopened = await rest(t.app, a, "PUT", `/api/projects/${c.body.id}`, { status: "active" });
    expect(reopened.body).toMatchObject({ status: "active", completedAt: null });

    const t0 = Date.now();
    const again = await rest(t.app, a, "PUT", `/api/projects/${c.body.id}`, { status: "completed" });
    expect(Date.parse(again.body.completedAt)).toBeGreaterThanOrEqual(t0);
    expect((await rest(t.app, a, "PUT", `/api/projects/${c.body.id}`, { status: "cancelled" })).body.completedAt).toBeNull();
  });

  it("answers 404 for another tenant's project or client, and changes nothing", async () => {
    const b = await registerUser(t.app);
    const bClient = await makeClient(t.app, b, { name: "B's client" });
    const p = await makeProject(t.app, a, { clientId, name: "A's project" });

    // B cannot file a project under A's client, nor touch A's project
    const create = await rest(t.app, b, "POST", "/api/projects", { name: "Sneaky", clientId });
    expect(create.status).toBe(404);
    expect(create.body).toEqual({ message: "Client not found" });
    expect((await rest(t.app, b, "PUT", `/api/projects/${p.id}`, { name: "hijacked", clientId: bClient.id })).status).toBe(404);
    expect((await rest(t.app, b, "DELETE", `/api/projects/${p.id}`)).status).toBe(404);
    expect((await rest(t.app, b, "GET", "/api/projects")).body).toEqual([]);

    // nor can A move its project under B's client: a foreign client is as unknown as a missing one
    const move = await rest(t.app, a, "PUT", `/api/projects/${p.id}`, { clientId: bClient.id });
    expect(move.status).toBe(404);
    expect(move.body).toEqual({ message: "Client not found" });
    expect((await rest(t.app, a, "POST", "/api/projects", { name: "X", clientId: "00000000-0000-0000-0000-000000000000" })).status).toBe(404);

    expect(await db().project.findMany({ where: { userId: a.user.id } })).toEqual([p]);
    expect(await db().project.count({ where: { userId: b.user.id } })).toBe(0);
  });

  it("answers 401 without a session and 404 for unknown or malformed ids", async () => {
    // a request without a session belongs to no workspace: nothing may change in any of them
    const everyProject = await db().project.count();
    expect((await rest(t.app, null, "GET", "/api/projects")).status).toBe(401);
    expect((await rest(t.app, null, "POST", "/api/projects", { name: "X", clientId })).body).toEqual({ message: "Unauthorized" });
    const p = await makeProject(t.app, a, { clientId });
    expect((await rest(t.app, null, "PUT", `/api/projects/${p.id}`, { name: "X" })).status).toBe(401);
    expect((await rest(t.app, null, "DELETE", `/api/projects/${p.id}`)).status).toBe(401);
    expect((await rest(t.app, a, "PUT", "/api/projects/00000000-0000-0000-0000-000000000000", { name: "X" })).status).toBe(404);
    expect((await rest(t.app, a, "DELETE", "/api/projects/not-a-uuid")).status).toBe(404);
    expect(await db().project.count({ where: { userId: a.user.id } })).toBe(1);
    expect(await db().project.count()).toBe(everyProject + 1);
  });

  it("still refuses to delete a client that has projects; once they are gone it can go", async () => {
    const p = await rest(t.app, a, "POST", "/api/projects", { name: "Blocking", clientId });
    const refused = await rest(t.app, a, "DELETE", `/api/clients/${clientId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Globex still has 1 project. Delete or move them to another client first.");
    expect((await rest(t.app, a, "DELETE", `/api/projects/${p.body.id}`)).status).toBe(204);
    expect((await rest(t.app, a, "DELETE", `/api/clients/${clientId}`)).status).toBe(204);
  });

  it("moves the project's tasks along when it moves to another client; deleting it keeps its tasks, unlinked", async () => {
    const other = await makeClient(t.app, a, { name: "Initech" });
    const p = await makeProject(t.app, a, { clientId });
    const linked = await makeTask(t.app, a, { projectId: p.id, clientId });
    const projectOnly = await makeTask(t.app, a, { projectId: p.id });
    const moved = await rest(t.app, a, "PUT", `/api/projects/${p.id}`, { clientId: other.id });
    expect(moved.body.clientId).toBe(other.id);
    expect((await db().task.findUniqueOrThrow({ where: { id: linked.id } })).clientId).toBe(other.id);
    expect((await db().task.findUniqueOrThrow({ where: { id: projectOnly.id } })).clientId).toBeNull();

    expect((await rest(t.app, a, "DELETE", `/api/projects/${p.id}`)).status).toBe(204);
    const tasks = await db().task.findMany({ where: { userId: a.user.id }, orderBy: { createdAt: "asc" } });
    expect(tasks.map((x) => [x.id, x.projectId])).toEqual([[linked.id, null], [projectOnly.id, null]]);
  });

  it("writes the activity log in the transaction and publishes events after commit", async () => {
    let id = "";
    const events = await eventsDuring(t.app, a.user.id, async () => {
      id = (await rest(t.app, a, "POST", "/api/projects", { name: "Logged", clientId })).body.id;
      await rest(t.app, a, "PUT", `/api/projects/${id}`, { name: "Logged 2" });
      await rest(t.app, a, "PUT", `/api/projects/${id}`, { status: "completed" });
      await rest(t.app, a, "DELETE", `/api/projects/${id}`);
      // a rejected change writes and publishes nothing
      await rest(t.app, a, "POST", "/api/projects", { name: "", clientId });
    });
    expect(events).toEqual([
      { type: "project.created", entityId: id }, { type: "project.updated", entityId: id },
      { type: "project.updated", entityId: id }, { type: "project.deleted", entityId: id }]);
    const log = await db().activity.findMany({ where: { userId: a.user.id, entityType: "project" }, orderBy: { createdAt: "asc" } });
    expect(log.map((l) => [l.action, l.title])).toEqual([
      ["created", "New project created: Logged"], ["updated", "Project updated: Logged 2"],
      ["completed", "Project completed: Logged 2"], ["deleted", "Project deleted: Logged 2"]]);
  });
});

describe("GraphQL projects", () => {
  const PAGE = `query($first: Int!, $after: String) { viewer { sidebarCounts { activeProjects } projects(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id name description status priority progress budget actualCost
    startDate dueDate completedAt createdAt updatedAt client { id name } } } } } }`;
  const CREATE = `mutation($input: CreateProjectInput!) { createProject(input: $input) { __typename
    ... on CreateProjectPayload { project { id name status priority progress budget startDate dueDate client { id name } } }
    ... on ValidationError { message fieldErrors { field message } } ... on NotFoundError { message } } }`;
  const UPDATE = `mutation($input: UpdateProjectInput!) { updateProject(input: $input) { __typename
    ... on UpdateProjectPayload { project { name status completedAt budget client { name } } }
    ... on ValidationError { message fieldErrors { field message } } ... on NotFoundError { message } } }`;
  const DELETE = `mutation($input: DeleteProjectInput!) { deleteProject(input: $input) { __typename
    ... on DeleteProjectPayload { deletedProjectId } ... on NotFoundError { message } } }`;

  it("creates through a mutation with typed validation errors and a Client relation", async () => {
    const bad = await gql(t.app, a, CREATE, { input: { name: "", progress: 120, budget: "-3", status: "someday" } });
    expect(bad.data.createProject).toEqual({ __typename: "ValidationError", message: "Name is required", fieldErrors: [
      { field: "name", message: "Name is required" }, { field: "clientId", message: "Client is required" },
      { field: "status", message: "Status must be planning, active, completed or cancelled" },
      { field: "budget", message: "Budget cannot be negative" }, { field: "progress", message: "Progress must be between 0 and 100" }] });
    const cid = globalId("Client", clientId);
    const ok = await gql(t.app, a, CREATE, { input: { name: "Brand book", clientId: cid, budget: "1500", dueDate: "2025-06-30", progress: 10 } });
    expect(ok.data.createProject).toEqual({ __typename: "CreateProjectPayload", project: { id: expect.any(String), name: "Brand book",
      status: "planning", priority: "medium", progress: 10, budget: "1500.00", startDate: null, dueDate: "2025-06-30",
      client: { id: cid, name: "Globex" } } });
    const node = await gql(t.app, a, `query($id: ID!) { node(id: $id) { __typename ... on Project { name client { name } } } }`, { id: ok.data.createProject.project.id });
    expect(node.data.node).toEqual({ __typename: "Project", name: "Brand book", client: { name: "Globex" } });
  });

  it("pages through the connection newest first with a total count, the viewer's projects only", async () => {
    for (let i = 1; i <= 5; i++) await makeProject(t.app, a, { clientId, name: `P${i}`, status: i % 2 ? "active" : "planning" });
    const b = await registerUser(t.app);
    await makeProject(t.app, b, { name: "B's" });
    const p1 = await gql(t.app, a, PAGE, { first: 3 });
    const conn = p1.data.viewer.projects;
    expect(p1.data.viewer.sidebarCounts.activeProjects).toBe(3);
    expect(conn.totalCount).toBe(5);
    expect(conn.edges.map((e: any) => e.node.name)).toEqual(["P5", "P4", "P3"]);
    expect(conn.edges[0].node).toMatchObject({ budget: "1500.00", actualCost: null, client: { name: "Globex" } });
    const p2 = await gql(t.app, a, PAGE, { first: 3, after: conn.pageInfo.endCursor });
    expect(p2.data.viewer.projects.edges.map((e: any) => e.node.name)).toEqual(["P2", "P1"]);
    expect(p2.data.viewer.projects.pageInfo.hasNextPage).toBe(false);
    expect((await gql(t.app, b, PAGE, { first: 10 })).data.viewer.projects.edges.map((e: any) => e.node.name)).toEqual(["B's"]);
  });

  it("updates (completedAt included) and deletes by global id; foreign ids are NotFoundError", async () => {
    const c = await gql(t.app, a, CREATE, { input: { name: "Site", clientId: globalId("Client", clientId) } });
    const id = c.data.createProject.project.id;
    const done = await gql(t.app, a, UPDATE, { input: { id, status: "completed", budget: "99.9" } });
    expect(done.data.updateProject).toEqual({ __typename: "UpdateProjectPayload",
      project: { name: "Site", status: "completed", completedAt: expect.any(String), budget: "99.90", client: { name: "Globex" } } });
    const cleared = await gql(t.app, a, UPDATE, { input: { id, clientId: null } });
    expect(cleared.data.updateProject).toEqual({ __typename: "ValidationError", message: "Client is required", fieldErrors: [{ field: "clientId", message: "Client is required" }] });

    const b = await registerUser(t.app);
    const bClient = await makeClient(t.app, b);
    const foreign = await gql(t.app, a, UPDATE, { input: { id, clientId: globalId("Client", bClient.id) } });
    expect(foreign.data.updateProject).toEqual({ __typename: "NotFoundError", message: "Client not found" });
    expect((await gql(t.app, b, UPDATE, { input: { id, name: "hijacked" } })).data.updateProject).toEqual({ __typename: "NotFoundError", message: "Project not found" });
    expect((await gql(t.app, b, DELETE, { input: { id } })).data.deleteProject).toEqual({ __typename: "NotFoundError", message: "Project not found" });

    expect((await gql(t.app, a, DELETE, { input: { id } })).data.deleteProject).toEqual({ __typename: "DeleteProjectPayload", deletedProjectId: id });
    expect((await gql(t.app, a, DELETE, { input: { id } })).data.deleteProject).toEqual({ __typename: "NotFoundError", message: "Project not found" });
  });

  it("refuses a global id of the wrong type", async () => {
    const r = await gql(t.app, a, CREATE, { input: { name: "X", clientId: globalId("User", a.user.id) } });
    expect(r.errors?.[0].message).toBeTruthy();
    expect(await db().project.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("costs the same number of SQL statements for 10 and for 50 projects", async () => {
    const { ten, fifty } = await statementsFor10And50(t,
      async (s, n) => {
        const clients = await Promise.all([1, 2, 3].map((i) => makeClient(t.app, s, { name: `C${i}` })));
        await db().project.createMany({ data: Array.from({ length: n }, (_, i) => ({
          userId: s.user.id, clientId: clients[i % 3].id, name: `N${i}`, budget: "100.00", dueDate: new Date() })) });
      },
      async (s, n) => {
        const r = await gql(t.app, s, PAGE, { first: 50 });
        expect(r.data.viewer.projects.edges).toHaveLength(n);
        expect(r.data.viewer.projects.edges[0].node.client.name).toMatch(/^C\d$/);
      });
    console.log(`projects page: ${ten} SQL statements for 10 projects, ${fifty} for 50`);
    expect(fifty).toBe(ten);
    expect(ten).toBeLessThanOrEqual(6);
  });
});
