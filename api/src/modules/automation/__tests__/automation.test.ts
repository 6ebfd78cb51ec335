/**
 * Workflows over REST and GraphQL (no workers: runs stay queued): validation per action type with the spec's
 * defaults, `triggerType` as an alias, toggle, Run Now answering the queued run, templates shared by every workspace.
 */
import { eachTestWithTenant, gql, rest, statementsFor10And50, type Session, type TestApp } from "../../../../test/harness";
import { makeClient } from "../../client/__tests__/factory";
import { makeWorkflow } from "./factory";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

describe("workflows over REST", () => {
  it("creates (201) with the type defaults of each action, lists, updates and deletes", async () => {
    const r = await rest(t.app, a, "POST", "/api/workflows", {
      name: "Welcome", description: "New clients", triggerType: "client_created",
      actions: [{ type: "send_email", config: { subject: "Hi {client_name}", message: "Welcome", extra: "dropped" } }, { type: "create_task", config: { title: "Call" } },
        { type: "update_status" }, { type: "create_calendar_event", config: { title: "Kickoff" } }],
    });
    expect(r.status).toBe(201);
    // the old trigger name is taken as an alias and stored as the event type
    expect(r.body).toMatchObject({ name: "Welcome", trigger: "client.created", isActive: true, runCount: 0, lastRun: null, conditions: {} });
    expect(r.body.actions).toEqual([
      { type: "send_email", config: { subject: "Hi {client_name}", message: "Welcome", to: "client" } },
      { type: "create_task", config: { title: "Call", priority: "medium", assignTo: "self", description: null, dueInDays: null } },
      { type: "update_status", config: { entity: "project", status: "active" } },
      { type: "create_calendar_event", config: { title: "Kickoff", duration: 60, type: "meeting", startsInDays: 1 } },
    ]);
    const list = await rest(t.app, a, "GET", "/api/workflows");
    expect(list.body.map((w: { id: string }) => w.id)).toEqual([r.body.id]);
    const put = await rest(t.app, a, "PUT", `/api/workflows/${r.body.id}`, { name: "Welcome v2" });
    expect([put.status, put.body.name, put.body.trigger, put.body.actions.length]).toEqual([200, "Welcome v2", "client.created", 4]);
    // a save from an editor that read an older version is refused, not written over the newer one
    const stale = await rest(t.app, a, "PUT", `/api/workflows/${r.body.id}`, { name: "Stale", updatedAt: r.body.updatedAt });
    expect([stale.status, stale.body.message]).toEqual([409, "This workflow was changed at the same time. Reload it and try again."]);
    expect((await rest(t.app, a, "DELETE", `/api/workflows/${r.body.id}`)).status).toBe(204);
    expect((await rest(t.app, a, "GET", "/api/workflows")).body).toEqual([]);
  });

  it("answers the form's messages: the trigger required, an unknown action type, an action's config", async () => {
    const noTrigger = await rest(t.app, a, "POST", "/api/workflows", { name: "X", actions: [] });
    expect([noTrigger.status, noTrigger.body.errors?.trigger]).toEqual([400, "Trigger type is required"]);
    const badType = await rest(t.app, a, "POST", "/api/workflows", { name: "X", trigger: "manual", actions: [{ type: "format_disk", config: {} }] });
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body)).toContain("Action 1: Action type must be one of");
    const badConfig = await rest(t.app, a, "POST", "/api/workflows", { name: "X", trigger: "manual",
      actions: [{ type: "update_status", config: { entity: "invoice", status: "completed" } }] });
    expect(JSON.stringify(badConfig.body)).toContain("Action 1: This status does not exist for that record");
    const badAddress = await rest(t.app, a, "POST", "/api/workflows", { name: "X", trigger: "manual",
      actions: [{ type: "send_email", config: { subject: "S", message: "M", to: "not an address" } }] });
    expect(JSON.stringify(badAddress.body)).toContain("Send to 'client' or to an e-mail address");
    expect((await rest(t.app, a, "POST", "/api/workflows", { name: "", trigger: "nope" })).status).toBe(400);
    expect(await t.app.resources.prisma.workflow.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("toggles, and Run Now answers the queued run (running) with its snapshot; an unknown record is refused", async () => {
    const w = await makeWorkflow(t.app, a);
    const off = await rest(t.app, a, "PATCH", `/api/workflows/${w.id}/toggle`);
    expect([off.status, off.body.isActive]).toEqual([200, false]);
    expect((await rest(t.app, a, "PATCH", `/api/workflows/${w.id}/toggle`)).body.isActive).toBe(true);
    const c = await makeClient(t.app, a, { name: "Acme" });
    const run = await rest(t.app, a, "POST", `/api/workflows/${w.id}/execute`, { triggerData: { clientId: c.id } });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ workflowId: w.id, workflowName: "Welcome", status: "running", triggeredBy: "manual", triggerType: "manual", results: [] });
    expect(run.body.executionData.triggerData).toMatchObject({ clientId: c.id, values: { client_name: "Acme" } });
    const after = (await rest(t.app, a, "GET", "/api/workflows")).body[0];
    expect([after.runCount, typeof after.lastRun]).toEqual([1, "string"]);
    const list = await rest(t.app, a, "GET", "/api/workflow-executions");
    expect(list.body.map((x: { id: string }) => x.id)).toEqual([run.body.id]);
    const unknown = await rest(t.app, a, "POST", `/api/workflows/${w.id}/execute`, { triggerData: { clientId: "00000000-0000-4000-8000-000000000000" } });
    expect([unknown.status, unknown.body.message]).toEqual([404, "Client not found"]);
    // only a failed run is retried
    expect((await rest(t.app, a, "POST", `/api/workflow-executions/${run.body.id}/retry`)).status).toBe(409);
  });

  it("lists the shared templates; Use Template makes a workflow, switched off until its owner turns it on, and counts the use", async () => {
    const templates = (await rest(t.app, a, "GET", "/api/automation-templates")).body as { id: string; name: string; usageCount: number; trigger: string }[];
    expect(templates.length).toBeGreaterThanOrEqual(6);
    const welcome = templates.find((x) => x.name === "Welcome a new client")!;
    const before = welcome.usageCount;
    const r = await rest(t.app, a, "POST", `/api/workflows/from-template/${welcome.id}`, { name: "My welcome", description: "Mine" });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ name: "My welcome", description: "Mine", trigger: "client.created", isActive: false });
    expect(r.body.actions.map((x: { type: string }) => x.type)).toEqual(["send_email", "create_task", "send_notification"]);
    // its e-mail greets the client by first name
    expect(r.body.actions[0].config.message).toMatch(/^Hi \{client_first_name\},/);
    const again = (await rest(t.app, a, "GET", "/api/automation-templates")).body.find((x: { id: string }) => x.id === welcome.id);
    expect(again.usageCount).toBe(before + 1);
    expect((await rest(t.app, a, "POST", `/api/workflows/from-template/${welcome.id}`, { name: "" })).status).toBe(400);
    expect((await rest(t.app, a, "POST", "/api/workflows/from-template/00000000-0000-4000-8000-000000000000", { name: "X" })).status).toBe(404);
    // the workflow as its owner reviewed it: its own steps and conditions, switched on by request; the use counted
    const reviewed = await rest(t.app, a, "POST", `/api/workflows/from-template/${welcome.id}`, {
      name: "Reviewed", isActive: true, conditions: { all: [{ field: "status", op: "eq", value: "active" }] },
      actions: [{ type: "send_email", config: { subject: "Welcome", message: "Hello {client_name}" } }] });
    expect(reviewed.status).toBe(201);
    expect(reviewed.body).toMatchObject({ name: "Reviewed", trigger: "client.created", isActive: true, conditions: { all: [{ field: "status", op: "eq", value: "active" }] } });
    expect(reviewed.body.actions).toEqual([expect.objectContaining({ type: "send_email", config: expect.objectContaining({ subject: "Welcome" }) })]);
    expect((await rest(t.app, a, "GET", "/api/automation-templates")).body.find((x: { id: string }) => x.id === welcome.id).usageCount).toBe(before + 2);
    // what was reviewed is checked as any workflow is
    const refused = await rest(t.app, a, "POST", `/api/workflows/from-template/${welcome.id}`, { name: "Bad", actions: [{ type: "launch_rocket", config: {} }] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain("Action 1: Action type must be one of");
    // every template is a valid workflow
    for (const x of templates) {
      expect((await rest(t.app, a, "POST", `/api/workflows/from-template/${x.id}`, { name: x.name })).status).toBe(201);
    }
  });
});

describe("workflows over GraphQL", () => {
  it("creates, toggles, runs and reads the stats and the runs with their steps", async () => {
    const created = await gql(t.app, a, `mutation { createWorkflow(input: { name: "Ping", trigger: "manual",
      actions: [{ type: send_notification, config: { message: "Hello" } }] }) { ... on CreateWorkflowPayload { workflow { id trigger isActive actions { type config { message type } } } } } }`);
    const w = created.data.createWorkflow.workflow;
    expect(w.actions).toEqual([{ type: "send_notification", config: { message: "Hello", type: "info" } }]);
    const noTrigger = await gql(t.app, a, `mutation { createWorkflow(input: { name: "No trigger" }) { ... on ValidationError { fieldErrors { field message } } } }`);
    expect(JSON.stringify(noTrigger.data)).toContain("Trigger type is required");
    const toggled = await gql(t.app, a, `mutation($id: ID!) { toggleWorkflow(input: { id: $id }) { ... on ToggleWorkflowPayload { workflow { isActive } } } }`, { id: w.id });
    expect(toggled.data.toggleWorkflow.workflow.isActive).toBe(false);
    const run = await gql(t.app, a, `mutation($id: ID!) { executeWorkflow(input: { id: $id }) { ... on ExecuteWorkflowPayload { execution { id status workflowName results { step } } } } }`, { id: w.id });
    expect(run.data.executeWorkflow.execution).toMatchObject({ status: "running", workflowName: "Ping", results: [] });
    const read = await gql(t.app, a, `{ viewer { workflowStats { totalWorkflows activeWorkflows totalRuns recentExecutions }
      workflows(first: 10) { edges { node { runCount lastRun } } } workflowExecutions(first: 20) { edges { node { id status } } } automationTemplates { name usageCount } } }`);
    expect(read.data.viewer.workflowStats).toEqual({ totalWorkflows: 1, activeWorkflows: 0, totalRuns: 1, recentExecutions: 1 });
    expect(read.data.viewer.workflowExecutions.edges).toHaveLength(1);
    expect(read.data.viewer.automationTemplates.length).toBeGreaterThanOrEqual(6);
    const deleted = await gql(t.app, a, `mutation($id: ID!) { deleteWorkflow(input: { id: $id }) { __typename } }`, { id: w.id });
    expect(deleted.data.deleteWorkflow.__typename).toBe("DeleteWorkflowPayload");
    // the run stays, its workflow gone
    const runs = await gql(t.app, a, `{ viewer { workflowExecutions(first: 20) { edges { node { workflowId workflowName workflow { id } } } } } }`);
    expect(runs.data.viewer.workflowExecutions.edges[0].node).toEqual({ workflowId: null, workflowName: "Ping", workflow: null });
  });
});

describe("the Execution History read", () => {
  it("costs the same statements for 10 runs as for 50, steps included", async () => {
    const seed = async (s: Session, n: number) => {
      const w = await makeWorkflow(t.app, s);
      const prisma = t.app.resources.prisma;
      for (let i = 0; i < n; i++) {
        const x = await prisma.workflowExecution.create({ data: { userId: s.user.id, workflowId: w.id, workflowName: w.name, status: "success" } });
        await prisma.workflowExecutionStep.createMany({ data: [0, 1, 2].map((step) => ({ executionId: x.id, step, userId: s.user.id, type: "create_task", status: "success", output: { title: "T" } })) });
      }
    };
    const read = async (s: Session, n: number) => {
      const r = await gql(t.app, s, `{ viewer { workflowExecutions(first: 20) { edges { node { id workflowName status results { step label status summary ms } } } } } }`);
      expect(r.data.viewer.workflowExecutions.edges).toHaveLength(Math.min(n, 20));
      expect(r.data.viewer.workflowExecutions.edges[0].node.results).toHaveLength(3);
    };
    const { ten, fifty } = await statementsFor10And50(t, seed, read);
    expect(ten).toBe(fifty);
    expect(ten).toBeLessThanOrEqual(3);
  });
});
