/**
 * What the Execution History shows of a run over GraphQL: its stored definition and trigger data (each step's input,
 * the record that started it) and each step's output and times, as the columns hold them.
 */
import { eachTestWithTenant, gql, type Session, type TestApp } from "../../../../test/harness";
import { makeClient } from "../../client/__tests__/factory";
import { makeWorkflow } from "./factory";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

describe("a run's history over GraphQL", () => {
  it("answers the run's executionData and each step's output, startedAt and completedAt as stored", async () => {
    const w = await makeWorkflow(t.app, a);
    const client = await makeClient(t.app, a, { name: "Acme Studio" });
    const prisma = t.app.resources.prisma;
    const executionData = {
      workflow: { name: w.name, trigger: "client_created", actions: [{ type: "create_task", config: { title: "Call {client_name}" } }] },
      triggerData: { clientId: client.id, entityType: "client", entityId: client.id, values: { client_name: "Acme Studio" } },
    };
    const x = await prisma.workflowExecution.create({ data: { userId: a.user.id, workflowId: w.id, workflowName: w.name, status: "success", executionData } });
    const startedAt = new Date("2026-11-26T10:00:00.000Z");
    const completedAt = new Date("2026-11-26T10:00:00.250Z");
    await prisma.workflowExecutionStep.create({ data: { executionId: x.id, step: 0, userId: a.user.id, type: "create_task", status: "success", attempts: 1,
      output: { taskId: "t-1", title: "Call Acme Studio" }, ms: 250, startedAt, completedAt } });
    const r = await gql(t.app, a, `{ viewer { workflowExecutions(first: 5) { edges { node { executionData results { output startedAt completedAt } } } } } }`);
    const node = r.data.viewer.workflowExecutions.edges[0].node;
    expect(JSON.parse(node.executionData)).toEqual(executionData);
    expect(node.results).toHaveLength(1);
    expect(JSON.parse(node.results[0].output)).toEqual({ taskId: "t-1", title: "Call Acme Studio" });
    expect(node.results[0]).toMatchObject({ startedAt: startedAt.toISOString(), completedAt: completedAt.toISOString() });
  });

  it("answers null for a run without data and a step without output", async () => {
    const w = await makeWorkflow(t.app, a);
    const prisma = t.app.resources.prisma;
    const x = await prisma.workflowExecution.create({ data: { userId: a.user.id, workflowId: w.id, workflowName: w.name, status: "running" } });
    await prisma.workflowExecutionStep.create({ data: { executionId: x.id, step: 0, userId: a.user.id, type: "send_email", status: "running" } });
    const r = await gql(t.app, a, `{ viewer { workflowExecutions(first: 5) { edges { node { executionData results { output completedAt } } } } } }`);
    expect(r.data.viewer.workflowExecutions.edges[0].node).toEqual({ executionData: null, results: [{ output: null, completedAt: null }] });
  });
});
