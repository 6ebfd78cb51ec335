import { addDays, today } from "@common/day";
import { eachTestWithTenant, eventsDuring, gql, registerUser, rest, statementsFor10And50, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { makeTeamMember } from "../../team-member/__tests__/factory";
import { makeTask } from "./factory";

let t: TestApp;
let a: Session;
let clientId: string;
let projectId: string;
// every test signs up one or two tenants: lift the sign-up rate limit (30 a minute) for this file
eachTestWithTenant((app, tenant) => { t = app; a = tenant; }, { LOGIN_RATE_LIMIT: "1000" });
beforeEach(async () => {
  clientId = (await makeClient(t.app, a, { name: "Globex" })).id;
  projectId = (await makeProject(t.app, a, { clientId, name: "Website" })).id;
});

const db = () => t.app.resources.prisma;
const HOUR = 3600_000;

describe("REST /api/tasks", () => {
  it("creates, lists newest first, updates and deletes, with the spec's field names", async () => {
    const created = await rest(t.app, a, "POST", "/api/tasks", {
      title: "  Draft homepage ", description: "Hero and footer", status: "in_progress", priority: "urgent",
      projectId, clientId, dueDate: "2030-05-01T17:00:00.000Z", estimatedHours: 6,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), userId: a.user.id, projectId, clientId, assigneeId: null, title: "Draft homepage",
      // a full timestamp is read as its day in the workspace's zone: a day, YYYY-MM-DD, from then on
      description: "Hero and footer", status: "in_progress", priority: "urgent", dueDate: "2030-05-01", completedAt: null,
      estimatedHours: 6, actualHours: null, createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    // the form's 'none' means no project / no client
    const second = await rest(t.app, a, "POST", "/api/tasks", { title: "Call Hank", projectId: "none", clientId: "none", estimatedHours: "" });
    expect(second.body).toMatchObject({ title: "Call Hank", projectId: null, clientId: null, status: "pending", priority: "medium", estimatedHours: null, dueDate: null });

    const list = await rest(t.app, a, "GET", "/api/tasks");
    expect(list.status).toBe(200);
    expect(list.body.map((x: { title: string }) => x.title)).toEqual(["Call Hank", "Draft homepage"]);
    expect(list.body[1]).toEqual(created.body);

    const updated = await rest(t.app, a, "PUT", `/api/tasks/${created.body.id}`,
      { title: "Draft homepage v2", projectId: "none", clientId, estimatedHours: "8", dueDate: "" });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: "Draft homepage v2", projectId: null, clientId, estimatedHours: 8, dueDate: null, priority: "urgent" });

    const partial = await rest(t.app, a, "PUT", `/api/tasks/${created.body.id}`, { priority: "low" });
    expect(partial.body).toMatchObject({ title: "Draft homepage v2", priority: "low", description: "Hero and footer", clientId });

    expect((await rest(t.app, a, "DELETE", `/api/tasks/${created.body.id}`)).status).toBe(204);
    expect((await rest(t.app, a, "GET", "/api/tasks")).body).toHaveLength(1);
    expect((await rest(t.app, a, "DELETE", `/api/tasks/${created.body.id}`)).status).toBe(404);
  });

  it.each([
    ["title", "Title is required", { title: "" }],
    ["title", "Title is required", { title: "  " }],
    ["title", "Title is required", { title: undefined }],
    ["title", "Must be at most 200 characters", { title: "x".repeat(201) }],
    ["status", "Status must be pending, in progress, completed or cancelled", { status: "blocked" }],
    ["priority", "Priority must be low, medium, high or urgent", { priority: "asap" }],
    ["projectId", "Select a valid project", { projectId: "project-1" }],
    ["clientId", "Select a valid client", { clientId: 42 }],
    ["dueDate", "Due date must be a valid date", { dueDate: "tomorrow" }],
    ["dueDate", "Due date must be a valid date", { dueDate: "2030-13-01T00:00:00Z" }],
    ["dueDate", "Due date must be a valid date", { dueDate: "0000-01-01" }],
    ["estimatedHours", "Estimated hours must be between 0 and 100000", { estimatedHours: -1 }],
    ["estimatedHours", "Estimated hours must be a whole number", { estimatedHours: 1.5 }],
    ["estimatedHours", "Estimated hours must be a number", { estimatedHours: "many" }],
    ["actualHours", "Actual hours must be between 0 and 100000", { actualHours: 100_001 }],
    ["description", "Must be at most 10000 characters", { description: "x".repeat(10_001) }],
  ])("rejects a bad %s with '%s'", async (field, message, patch) => {
    const r = await rest(t.app, a, "POST", "/api/tasks", { title: "T", ...patch });
    expect(r.status).toBe(400);
    expect(r.body.errors[field]).toBe(message);
    expect(r.body.message).toBeTruthy();
    expect(await db().task.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("refuses a project of another client, with a clear message", async () => {
    const other = await makeClient(t.app, a, { name: "Initech" });
    const r = await rest(t.app, a, "POST", "/api/tasks", { title: "Mixed up", projectId, clientId: other.id });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: "This project belongs to another client", errors: { projectId: "This project belongs to another client" } });
    const task = await makeTask(t.app, a, { projectId });
    expect((await rest(t.app, a, "PUT", `/api/tasks/${task.id}`, { clientId: other.id })).body.errors).toEqual({ projectId: "This project belongs to another client" });
    expect(await db().task.findMany({ where: { userId: a.user.id } })).toEqual([task]);
  });

  it("toggles with { status, completedAt }: completing takes the server's time, reopening clears it", async () => {
    const task = await makeTask(t.app, a, { title: "Toggle me", status: "in_progress" });
    const before = Date.now();
    // the browser's clock is not trusted
    const done = await rest(t.app, a, "PUT", `/api/tasks/${task.id}`, { status: "completed", completedAt: "2001-01-01T00:00:00.000Z" });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "completed", title: "Toggle me" });
    expect(Date.parse(done.body.completedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(done.body.completedAt)).toBeLessThanOrEqual(Date.now());

    // editing a completed task keeps its completion time
    const edited = await rest(t.app, a, "PUT", `/api/tasks/${task.id}`, { title: "Toggled", status: "completed" });
    expect(edited.body.completedAt).toBe(done.body.completedAt);

    const reopened = await rest(t.app, a, "PUT", `/api/tasks/${task.id}`, { status: "pending", completedAt: null });
    expect(reopened.body).toMatchObject({ status: "pending", completedAt: null, title: "Toggled" });

    const born = await rest(t.app, a, "POST", "/api/tasks", { title: "Already done", status: "completed" });
    expect(born.body.completedAt).not.toBeNull();
  });

  it("answers 404 for another tenant's task, project or client, and changes nothing", async () => {
    const b = await registerUser(t.app);
    const bClient = await makeClient(t.app, b);
    const bProject = await makeProject(t.app, b, { clientId: bClient.id });
    const mine = await makeTask(t.app, a, { title: "A's task", projectId, clientId });

    // B cannot link a task to A's project or client, nor touch A's task
    expect(await rest(t.app, b, "POST", "/api/tasks", { title: "x", projectId })).toMatchObject({ status: 404, body: { message: "Project not found" } });
    expect(await rest(t.app, b, "POST", "/api/tasks", { title: "x", clientId })).toMatchObject({ status: 404, body: { message: "Client not found" } });
    expect((await rest(t.app, b, "PUT", `/api/tasks/${mine.id}`, { title: "hijacked" })).status).toBe(404);
    expect((await rest(t.app, b, "PUT", `/api/tasks/${mine.id}`, { status: "completed", completedAt: new Date().toISOString() })).status).toBe(404);
    expect((await rest(t.app, b, "DELETE", `/api/tasks/${mine.id}`)).status).toBe(404);
    expect((await rest(t.app, b, "GET", "/api/tasks")).body).toEqual([]);

    // nor can A link its task to B's project or client
    expect(await rest(t.app, a, "PUT", `/api/tasks/${mine.id}`, { projectId: bProject.id, clientId: bClient.id })).toMatchObject({ status: 404 });
    expect(await rest(t.app, a, "PUT", `/api/tasks/${mine.id}`, { projectId: "none", clientId: bClient.id })).toMatchObject({ status: 404, body: { message: "Client not found" } });
    expect(await rest(t.app, a, "POST", "/api/tasks", { title: "x", projectId: "00000000-0000-0000-0000-000000000000" })).toMatchObject({ status: 404 });

    expect(await db().task.findMany({ where: { userId: a.user.id } })).toEqual([mine]);
    expect(await db().task.count({ where: { userId: b.user.id } })).toBe(0);
  });

  it("answers 401 without a session and 404 for unknown or malformed ids", async () => {
    const task = await makeTask(t.app, a);
    // a request without a session belongs to no workspace: nothing may change in any of them
    const everyTask = await db().task.count();
    expect((await rest(t.app, null, "GET", "/api/tasks")).status).toBe(401);
    expect((await rest(t.app, null, "POST", "/api/tasks", { title: "X" })).body).toEqual({ message: "Unauthorized" });
    expect((await rest(t.app, null, "PUT", `/api/tasks/${task.id}`, { status: "completed" })).status).toBe(401);
    expect((await rest(t.app, null, "DELETE", `/api/tasks/${task.id}`)).status).toBe(401);
    expect((await rest(t.app, a, "PUT", "/api/tasks/00000000-0000-0000-0000-000000000000", { title: "X" })).status).toBe(404);
    expect((await rest(t.app, a, "DELETE", "/api/tasks/not-a-uuid")).status).toBe(404);
    expect(await db().task.findMany({ where: { userId: a.user.id } })).toEqual([task]);
    expect(await db().task.count()).toBe(everyTask);
  });

  it("writes the activity log in the transaction and publishes events after commit", async () => {
    let id = "";
    const events = await eventsDuring(t.app, a.user.id, async () => {
      id = (await rest(t.app, a, "POST", "/api/tasks", { title: "Logged" })).body.id;
      await rest(t.app, a, "PUT", `/api/tasks/${id}`, { title: "Logged 2" });
      await rest(t.app, a, "PUT", `/api/tasks/${id}`, { status: "completed", completedAt: new Date().toISOString() });
      await rest(t.app, a, "PUT", `/api/tasks/${id}`, { status: "pending", completedAt: null });
      await rest(t.app, a, "DELETE", `/api/tasks/${id}`);
      await rest(t.app, a, "POST", "/api/tasks", { title: "" });
    });
    expect(events).toEqual([
      { type: "task.created", entityId: id }, { type: "task.updated", entityId: id }, { type: "task.updated", entityId: id },
      { type: "task.updated", entityId: id }, { type: "task.deleted", entityId: id }]);
    const log = await db().activity.findMany({ where: { userId: a.user.id, entityType: "task" }, orderBy: { createdAt: "asc" } });
    expect(log.map((l) => [l.action, l.title])).toEqual([
      ["created", "New task created: Logged"], ["updated", "Task updated: Logged 2"], ["completed", "Task completed: Logged 2"],
      ["reopened", "Task reopened: Logged 2"], ["deleted", "Task deleted: Logged 2"]]);
  });

  it("feeds the overdue badge: an open task due in the past counts, a completed one does not", async () => {
    // due yesterday: overdue; due today: not before the day is over (the workspace's zone: UTC here)
    const late = await makeTask(t.app, a, { dueDate: addDays(today(), -1) });
    await makeTask(t.app, a, { dueDate: today() });
    const counts = `{ viewer { sidebarCounts { overdueTasks } } }`;
    expect((await gql(t.app, a, counts)).data.viewer.sidebarCounts.overdueTasks).toBe(1);
    await rest(t.app, a, "PUT", `/api/tasks/${late.id}`, { status: "completed", completedAt: new Date().toISOString() });
    expect((await gql(t.app, a, counts)).data.viewer.sidebarCounts.overdueTasks).toBe(0);
  });
});

describe("GraphQL tasks", () => {
  const PAGE = `query($first: Int!, $after: String) { viewer { tasks(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id title description status priority dueDate completedAt
    estimatedHours actualHours isOverdue createdAt updatedAt project { id name } client { id name } assignee { id name } } } } } }`;
  const CREATE = `mutation($input: CreateTaskInput!) { createTask(input: $input) { __typename
    ... on CreateTaskPayload { task { id title status priority dueDate estimatedHours isOverdue project { id name } client { id name } } }
    ... on ValidationError { message fieldErrors { field message } } ... on NotFoundError { message } } }`;
  const TOGGLE = `mutation($input: SetTaskCompletedInput!) { setTaskCompleted(input: $input) { __typename
    ... on SetTaskCompletedPayload { task { id status completedAt isOverdue } } ... on NotFoundError { message } } }`;
  const UPDATE = `mutation($input: UpdateTaskInput!) { updateTask(input: $input) { __typename
    ... on UpdateTaskPayload { task { title priority project { name } client { name } } }
    ... on ValidationError { message fieldErrors { field message } } ... on NotFoundError { message } } }`;
  const DELETE = `mutation($input: DeleteTaskInput!) { deleteTask(input: $input) { __typename
    ... on DeleteTaskPayload { deletedTaskId } ... on NotFoundError { message } } }`;

  it("creates through a mutation with typed validation errors, relations and isOverdue", async () => {
    const bad = await gql(t.app, a, CREATE, { input: { title: " ", status: "later", estimatedHours: -2 } });
    expect(bad.data.createTask).toEqual({ __typename: "ValidationError", message: "Title is required", fieldErrors: [
      { field: "title", message: "Title is required" }, { field: "status", message: "Status must be pending, in progress, completed or cancelled" },
      { field: "estimatedHours", message: "Estimated hours must be between 0 and 100000" }] });
    // a due date that names no day is refused by the Date scalar itself, before anything runs
    for (const dueDate of ["soon", "2026-02-30", "2026-13-01T00:00:00Z"]) {
      const notADay = await gql(t.app, a, CREATE, { input: { title: "x", dueDate } });
      expect(notADay.errors?.[0]?.message).toMatch(/invalid value.*Date/);
    }
    expect(await db().task.count({ where: { userId: a.user.id, title: "x" } })).toBe(0);
    const pid = globalId("Project", projectId);
    const cid = globalId("Client", clientId);
    const due = addDays(today(), -1);
    const ok = await gql(t.app, a, CREATE, { input: { title: "Wireframes", projectId: pid, clientId: cid, dueDate: due, estimatedHours: 4 } });
    expect(ok.data.createTask).toEqual({ __typename: "CreateTaskPayload", task: { id: expect.any(String), title: "Wireframes", status: "pending",
      priority: "medium", dueDate: due, estimatedHours: 4, isOverdue: true, project: { id: pid, name: "Website" }, client: { id: cid, name: "Globex" } } });
    const loose = await gql(t.app, a, CREATE, { input: { title: "Loose", projectId: null } });
    expect(loose.data.createTask.task).toMatchObject({ isOverdue: false, project: null, client: null });
    const node = await gql(t.app, a, `query($id: ID!) { node(id: $id) { __typename ... on Task { title project { name } } } }`, { id: ok.data.createTask.task.id });
    expect(node.data.node).toEqual({ __typename: "Task", title: "Wireframes", project: { name: "Website" } });
  });

  it("completes and reopens with setTaskCompleted", async () => {
    const task = await makeTask(t.app, a, { status: "in_progress", dueDate: addDays(today(), -1) });
    const id = globalId("Task", task.id);
    const before = Date.now();
    const done = await gql(t.app, a, TOGGLE, { input: { id, completed: true } });
    expect(done.data.setTaskCompleted).toMatchObject({ __typename: "SetTaskCompletedPayload", task: { id, status: "completed", isOverdue: false } });
    expect(Date.parse(done.data.setTaskCompleted.task.completedAt)).toBeGreaterThanOrEqual(before);
    const open = await gql(t.app, a, TOGGLE, { input: { id, completed: false } });
    expect(open.data.setTaskCompleted.task).toEqual({ id, status: "pending", completedAt: null, isOverdue: true });
    const log = await db().activity.findMany({ where: { entityId: task.id }, orderBy: { createdAt: "asc" } });
    expect(log.map((l) => l.title)).toEqual([`New task created: ${task.title}`, `Task completed: ${task.title}`, `Task reopened: ${task.title}`]);
  });

  it("pages through the connection newest first with a total count, the viewer's tasks only", async () => {
    for (let i = 1; i <= 5; i++) await makeTask(t.app, a, { title: `T${i}`, projectId: i % 2 ? projectId : null });
    const b = await registerUser(t.app);
    await makeTask(t.app, b, { title: "B's" });
    const p1 = await gql(t.app, a, PAGE, { first: 3 });
    const conn = p1.data.viewer.tasks;
    expect(conn.totalCount).toBe(5);
    expect(conn.edges.map((e: any) => [e.node.title, e.node.project?.name ?? null])).toEqual([["T5", "Website"], ["T4", null], ["T3", "Website"]]);
    const p2 = await gql(t.app, a, PAGE, { first: 3, after: conn.pageInfo.endCursor });
    expect(p2.data.viewer.tasks.edges.map((e: any) => e.node.title)).toEqual(["T2", "T1"]);
    expect(p2.data.viewer.tasks.pageInfo.hasNextPage).toBe(false);
    expect((await gql(t.app, b, PAGE, { first: 10 })).data.viewer.tasks.edges.map((e: any) => e.node.title)).toEqual(["B's"]);
  });

  it("updates and deletes by global id; foreign ids are NotFoundError and change nothing", async () => {
    const task = await makeTask(t.app, a, { title: "Edit me" });
    const id = globalId("Task", task.id);
    const up = await gql(t.app, a, UPDATE, { input: { id, priority: "high", projectId: globalId("Project", projectId), clientId: globalId("Client", clientId) } });
    expect(up.data.updateTask).toEqual({ __typename: "UpdateTaskPayload", task: { title: "Edit me", priority: "high", project: { name: "Website" }, client: { name: "Globex" } } });
    const unlinked = await gql(t.app, a, UPDATE, { input: { id, projectId: null } });
    expect(unlinked.data.updateTask.task).toMatchObject({ project: null, client: { name: "Globex" } });

    const b = await registerUser(t.app);
    const bProject = await makeProject(t.app, b);
    const stored = await db().task.findUniqueOrThrow({ where: { id: task.id } });
    expect((await gql(t.app, a, UPDATE, { input: { id, projectId: globalId("Project", bProject.id), clientId: null } })).data.updateTask)
      .toEqual({ __typename: "NotFoundError", message: "Project not found" });
    expect((await gql(t.app, b, UPDATE, { input: { id, title: "hijacked" } })).data.updateTask).toEqual({ __typename: "NotFoundError", message: "Task not found" });
    expect((await gql(t.app, b, TOGGLE, { input: { id, completed: true } })).data.setTaskCompleted).toEqual({ __typename: "NotFoundError", message: "Task not found" });
    expect((await gql(t.app, b, DELETE, { input: { id } })).data.deleteTask).toEqual({ __typename: "NotFoundError", message: "Task not found" });
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toEqual(stored);

    expect((await gql(t.app, a, DELETE, { input: { id } })).data.deleteTask).toEqual({ __typename: "DeleteTaskPayload", deletedTaskId: id });
    expect((await gql(t.app, a, DELETE, { input: { id } })).data.deleteTask).toEqual({ __typename: "NotFoundError", message: "Task not found" });
  });

  it("costs the same number of SQL statements for 10 and for 50 tasks", async () => {
    const { ten, fifty } = await statementsFor10And50(t,
      async (s, n) => {
        const c = await makeClient(t.app, s, { name: "C" });
        const projects = await Promise.all([1, 2, 3].map((i) => makeProject(t.app, s, { clientId: c.id, name: `P${i}` })));
        const member = await makeTeamMember(t.app, s, { name: "M" });
        await db().task.createMany({ data: Array.from({ length: n }, (_, i) => ({
          userId: s.user.id, title: `N${i}`, projectId: i % 4 ? projects[i % 3].id : null, clientId: i % 2 ? c.id : null,
          assigneeId: i % 3 ? member.id : null,
          dueDate: new Date(Date.now() + (i - n / 2) * HOUR), estimatedHours: i })) });
      },
      async (s, n) => {
        const r = await gql(t.app, s, PAGE, { first: 50 });
        expect(r.data.viewer.tasks.edges).toHaveLength(n);
        expect(r.data.viewer.tasks.edges.some((e: any) => e.node.project?.name && e.node.client?.name && e.node.assignee?.name)).toBe(true);
      });
    console.log(`tasks page: ${ten} SQL statements for 10 tasks, ${fifty} for 50`);
    expect(fifty).toBe(ten);
    expect(ten).toBeLessThanOrEqual(6);
  });
});
