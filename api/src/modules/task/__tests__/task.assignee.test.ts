/** A task's optional assignee: one of the workspace's team members, checked like a task's project and client. */
import { contextOf, eachTestWithTenant, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { makeTeamMember } from "../../team-member/__tests__/factory";
import { createTask, updateTask } from "../task.service";
import { makeTask } from "./factory";

let t: TestApp;
let a: Session;
let aliceId: string;
let bobId: string;
// every test signs up one or two tenants: lift the sign-up rate limit (30 a minute) for this file
eachTestWithTenant((app, tenant) => { t = app; a = tenant; }, { LOGIN_RATE_LIMIT: "1000" });
beforeEach(async () => {
  aliceId = (await makeTeamMember(t.app, a, { name: "Alice Designer" })).id;
  bobId = (await makeTeamMember(t.app, a, { name: "Bob Developer" })).id;
});

const db = () => t.app.resources.prisma;
const UNKNOWN = "00000000-0000-0000-0000-000000000000";

describe("REST /api/tasks: the assignee", () => {
  it("creates with an assignee, keeps it on a partial update, moves it and clears it ('none' or null)", async () => {
    const created = await rest(t.app, a, "POST", "/api/tasks", { title: "Wireframes", assigneeId: aliceId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: "Wireframes", assigneeId: aliceId });
    expect((await rest(t.app, a, "GET", "/api/tasks")).body).toEqual([created.body]);

    const id = created.body.id;
    expect((await rest(t.app, a, "PUT", `/api/tasks/${id}`, { priority: "high" })).body).toMatchObject({ priority: "high", assigneeId: aliceId });
    expect((await rest(t.app, a, "PUT", `/api/tasks/${id}`, { assigneeId: bobId })).body).toMatchObject({ assigneeId: bobId });
    expect((await rest(t.app, a, "PUT", `/api/tasks/${id}`, { assigneeId: "none" })).body).toMatchObject({ assigneeId: null });
    await rest(t.app, a, "PUT", `/api/tasks/${id}`, { assigneeId: aliceId });
    expect((await rest(t.app, a, "PUT", `/api/tasks/${id}`, { assigneeId: null })).body).toMatchObject({ assigneeId: null, title: "Wireframes" });

    // no assignee given: unassigned
    expect((await rest(t.app, a, "POST", "/api/tasks", { title: "Loose" })).body).toMatchObject({ assigneeId: null });
  });

  it("rejects a malformed assignee with the form's message", async () => {
    const r = await rest(t.app, a, "POST", "/api/tasks", { title: "T", assigneeId: "alice" });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ assigneeId: "Select a valid team member" });
    expect(await db().task.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("answers 404 for another tenant's or an unknown team member, like a foreign project or client, and changes nothing", async () => {
    const b = await registerUser(t.app);
    const bMember = await makeTeamMember(t.app, b, { name: "B's member" });
    const mine = await makeTask(t.app, a, { title: "A's task", assigneeId: aliceId });

    expect(await rest(t.app, a, "POST", "/api/tasks", { title: "x", assigneeId: bMember.id })).toMatchObject({ status: 404, body: { message: "Team member not found" } });
    expect(await rest(t.app, a, "POST", "/api/tasks", { title: "x", assigneeId: UNKNOWN })).toMatchObject({ status: 404, body: { message: "Team member not found" } });
    expect(await rest(t.app, a, "PUT", `/api/tasks/${mine.id}`, { assigneeId: bMember.id })).toMatchObject({ status: 404, body: { message: "Team member not found" } });
    // nor can B assign its task to A's member
    expect(await rest(t.app, b, "POST", "/api/tasks", { title: "x", assigneeId: aliceId })).toMatchObject({ status: 404, body: { message: "Team member not found" } });

    expect(await db().task.findMany({ where: { userId: a.user.id } })).toEqual([mine]);
    expect(await db().task.count({ where: { userId: b.user.id } })).toBe(0);
  });

  it("leaves the task unassigned when its team member is deleted", async () => {
    const task = await makeTask(t.app, a, { title: "Handover", assigneeId: aliceId });
    expect((await rest(t.app, a, "DELETE", `/api/team-members/${aliceId}`)).status).toBe(204);
    const list = (await rest(t.app, a, "GET", "/api/tasks")).body;
    expect(list).toEqual([expect.objectContaining({ id: task.id, title: "Handover", assigneeId: null })]);
  });
});

describe("GraphQL tasks: the assignee", () => {
  const FIELDS = "id title assigneeId assignee { id name }";
  const CREATE = `mutation($input: CreateTaskInput!) { createTask(input: $input) { __typename
    ... on CreateTaskPayload { task { ${FIELDS} } }
    ... on ValidationError { message fieldErrors { field message } } ... on NotFoundError { message } } }`;
  const UPDATE = `mutation($input: UpdateTaskInput!) { updateTask(input: $input) { __typename
    ... on UpdateTaskPayload { task { ${FIELDS} } }
    ... on ValidationError { message fieldErrors { field message } } ... on NotFoundError { message } } }`;
  const PAGE = `{ viewer { tasks(first: 10) { edges { node { ${FIELDS} } } } } }`;
  const NODE = `query($id: ID!) { node(id: $id) { ... on Task { ${FIELDS} } } }`;
  const alice = () => ({ id: globalId("TeamMember", aliceId), name: "Alice Designer" });
  const bob = () => ({ id: globalId("TeamMember", bobId), name: "Bob Developer" });

  it("creates with an assignee by global id and reads it on the payload, the page and the node", async () => {
    const r = await gql(t.app, a, CREATE, { input: { title: "Logo", assigneeId: globalId("TeamMember", aliceId) } });
    expect(r.data.createTask).toEqual({ __typename: "CreateTaskPayload",
      task: { id: expect.any(String), title: "Logo", assigneeId: globalId("TeamMember", aliceId), assignee: alice() } });
    const id = r.data.createTask.task.id;
    await makeTask(t.app, a, { title: "Unassigned" });
    expect((await gql(t.app, a, PAGE)).data.viewer.tasks.edges.map((e: any) => e.node)).toEqual([
      { id: expect.any(String), title: "Unassigned", assigneeId: null, assignee: null },
      { id, title: "Logo", assigneeId: globalId("TeamMember", aliceId), assignee: alice() },
    ]);
    expect((await gql(t.app, a, NODE, { id })).data.node).toEqual({ id, title: "Logo", assigneeId: globalId("TeamMember", aliceId), assignee: alice() });
  });

  it("moves and clears the assignee with updateTask; a field left out keeps it", async () => {
    const task = await makeTask(t.app, a, { title: "Copy", assigneeId: aliceId });
    const id = globalId("Task", task.id);
    expect((await gql(t.app, a, UPDATE, { input: { id, title: "Copy v2" } })).data.updateTask.task).toMatchObject({ title: "Copy v2", assignee: alice() });
    expect((await gql(t.app, a, UPDATE, { input: { id, assigneeId: globalId("TeamMember", bobId) } })).data.updateTask.task)
      .toMatchObject({ assigneeId: globalId("TeamMember", bobId), assignee: bob() });
    expect((await gql(t.app, a, UPDATE, { input: { id, assigneeId: null } })).data.updateTask.task).toEqual({ id, title: "Copy v2", assigneeId: null, assignee: null });
  });

  it("refuses another tenant's team member as NotFoundError, and another kind of global id, and changes nothing", async () => {
    const b = await registerUser(t.app);
    const bMember = await makeTeamMember(t.app, b, { name: "B's member" });
    const task = await makeTask(t.app, a, { title: "Mine", assigneeId: aliceId });
    const id = globalId("Task", task.id);
    expect((await gql(t.app, a, CREATE, { input: { title: "x", assigneeId: globalId("TeamMember", bMember.id) } })).data.createTask)
      .toEqual({ __typename: "NotFoundError", message: "Team member not found" });
    expect((await gql(t.app, a, UPDATE, { input: { id, assigneeId: globalId("TeamMember", bMember.id) } })).data.updateTask)
      .toEqual({ __typename: "NotFoundError", message: "Team member not found" });
    // a task's global id is not a team member's
    const wrongKind = await gql(t.app, a, UPDATE, { input: { id, assigneeId: id } });
    expect(wrongKind.data?.updateTask?.__typename).not.toBe("UpdateTaskPayload");
    expect(await db().task.findMany({ where: { userId: a.user.id } })).toEqual([task]);
    expect(await db().task.count({ where: { userId: b.user.id } })).toBe(0);
  });

  it("reads null for the assignee once its team member is deleted", async () => {
    const task = await makeTask(t.app, a, { title: "Orphan", assigneeId: bobId });
    const del = await gql(t.app, a, `mutation($input: DeleteTeamMemberInput!) { deleteTeamMember(input: $input) { __typename } }`,
      { input: { id: globalId("TeamMember", bobId) } });
    expect(del.data.deleteTeamMember.__typename).toBe("DeleteTeamMemberPayload");
    const id = globalId("Task", task.id);
    expect((await gql(t.app, a, NODE, { id })).data.node).toEqual({ id, title: "Orphan", assigneeId: null, assignee: null });
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ assigneeId: null });
  });
});

describe("the cost of the assignee check", () => {
  it("is one statement, only when an assignee is set: create 1 -> 2, update 2 -> 3, clearing it stays 2", async () => {
    const ctx = await contextOf(t.app, a);
    const count = async (fn: () => Promise<unknown>) => {
      t.statements.length = 0;
      await fn();
      return t.statements.length;
    };
    let id = "";
    expect(await count(async () => { id = (await createTask(ctx, { title: "Plain" })).id; })).toBe(1);
    expect(await count(() => createTask(ctx, { title: "Assigned", assigneeId: aliceId }))).toBe(2);
    expect(await count(() => updateTask(ctx, id, { title: "Plain 2" }))).toBe(2);
    expect(await count(() => updateTask(ctx, id, { assigneeId: aliceId }))).toBe(3);
    // the same assignee again: nothing to check
    expect(await count(() => updateTask(ctx, id, { title: "Plain 3", assigneeId: aliceId }))).toBe(2);
    expect(await count(() => updateTask(ctx, id, { assigneeId: null }))).toBe(2);
  });
});
