/**
 * How far one change can reach through automation: a workspace's workflows and a workflow's actions are capped when
 * saved, and the runs one change may start through workflows that trigger each other are counted per chain (at most
 * MAX_CHAIN_RUNS), the rest skipped with a notification. And the shared templates' use counts are each workspace's own.
 */
import { createTestApp, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { systemTest } from "../../../../test/tiers";
import { eventsSettled } from "../../../../test/settled";
import { makeTeamMember } from "../../team-member/__tests__/factory";
import { makeWorkflow } from "./factory";
import { CHAIN_LIMIT_MESSAGE, MAX_CHAIN_RUNS } from "../automation.engine";
import { MAX_WORKFLOWS, TOO_MANY_ACTIONS_MESSAGE, TOO_MANY_WORKFLOWS_MESSAGE } from "@common/automation";

let t: TestApp;
let a: Session;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: { workers: true, pollingIntervalSeconds: 0.5, retryDelay: 1 } });
});
// nothing is emptied between tests: each reads its own workspace's rows
beforeEach(async () => { a = await registerUser(t.app); });
afterAll(async () => { await t.close(); });

const prisma = () => t.app.resources.prisma;
const task = (title: string, assignTo = "self") => ({ type: "create_task", config: { title, assignTo } });

describe("caps on saving", () => {
  it(`refuses a workspace's workflow past ${MAX_WORKFLOWS}, by REST and from a template, with the shared message`, async () => {
    for (let i = 0; i < MAX_WORKFLOWS; i++) await makeWorkflow(t.app, a, { name: `W${i}` });
    const r = await rest(t.app, a, "POST", "/api/workflows", { name: "One more", trigger: "manual", actions: [] });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ name: TOO_MANY_WORKFLOWS_MESSAGE });
    const templates = (await rest(t.app, a, "GET", "/api/automation-templates")).body as { id: string }[];
    const fromTemplate = await rest(t.app, a, "POST", `/api/workflows/from-template/${templates[0].id}`, { name: "From template" });
    expect(fromTemplate.status).toBe(400);
    expect(fromTemplate.body.errors).toEqual({ name: TOO_MANY_WORKFLOWS_MESSAGE });
    expect(await prisma().workflow.count({ where: { userId: a.user.id } })).toBe(MAX_WORKFLOWS);
    // the refused use of the template was not counted
    const again = (await rest(t.app, a, "GET", "/api/automation-templates")).body as { id: string; usageCount: number }[];
    expect(again.find((x) => x.id === templates[0].id)!.usageCount).toBe(0);
    // a deleted one makes room again
    const first = (await rest(t.app, a, "GET", "/api/workflows")).body[0];
    expect((await rest(t.app, a, "DELETE", `/api/workflows/${first.id}`)).status).toBe(204);
    expect((await rest(t.app, a, "POST", "/api/workflows", { name: "One more", trigger: "manual", actions: [] })).status).toBe(201);
  });

  it("refuses a workflow of more than 20 actions, on create and on update", async () => {
    const actions = Array.from({ length: 21 }, (_v, i) => task(`T${i}`));
    const r = await rest(t.app, a, "POST", "/api/workflows", { name: "Big", trigger: "manual", actions });
    expect(r.status).toBe(400);
    expect(r.body.errors.actions).toBe(TOO_MANY_ACTIONS_MESSAGE);
    const w = await makeWorkflow(t.app, a);
    const u = await rest(t.app, a, "PUT", `/api/workflows/${w.id}`, { actions });
    expect(u.status).toBe(400);
    expect(u.body.errors.actions).toBe(TOO_MANY_ACTIONS_MESSAGE);
  });
});

describe("one change's runs", () => {
  // a burst of 100 runs and 500 tasks: the system tier (npm test runs it, test:quick leaves it out)
  systemTest(`4 workflows of 5 assigned tasks on task_assigned: at most ${MAX_CHAIN_RUNS} runs, the rest skipped, and a notification`, async () => {
    const m = await makeTeamMember(t.app, a, { name: "Jo" });
    for (let i = 0; i < 4; i++) {
      await makeWorkflow(t.app, a, { name: `Fan ${i}`, trigger: "task_assigned", actions: Array.from({ length: 5 }, (_v, k) => task(`W${i} step ${k}`, m.id)) });
    }
    const t0 = performance.now();
    expect((await rest(t.app, a, "POST", "/api/tasks", { title: "Seed", assigneeId: m.id })).status).toBe(201);
    await eventsSettled(t.app, a.user.id, 120_000);
    const ms = Math.round(performance.now() - t0);
    const runs = await prisma().workflowExecution.findMany({ where: { userId: a.user.id } });
    const ran = runs.filter((r) => r.status !== "skipped");
    const skipped = runs.filter((r) => r.status === "skipped");
    const tasks = await prisma().task.count({ where: { userId: a.user.id } });
    // before the limit: 4 + 80 + 1,600 runs and 8,421 tasks
    expect(ran.length).toBe(MAX_CHAIN_RUNS);
    expect(ran.every((r) => r.status === "success")).toBe(true);
    expect(tasks).toBe(1 + MAX_CHAIN_RUNS * 5);
    // one 'skipped' run per workflow the limit stopped (not one per event)
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped.length).toBeLessThanOrEqual(4);
    expect(skipped.every((r) => r.errorMessage === CHAIN_LIMIT_MESSAGE)).toBe(true);
    expect(new Set(runs.map((r) => r.chainRootId)).size).toBe(1);
    const notes = await prisma().notification.findMany({ where: { userId: a.user.id, title: { startsWith: "Automation limit reached" } } });
    expect(notes).toHaveLength(1);
    // eslint-disable-next-line no-console
    console.log(`4x5 chain: ${ran.length} runs, ${skipped.length} skipped, ${tasks} tasks, settled in ${ms} ms`);
  }, 150_000);

  it("counts each change apart: a second change of the same workspace has a budget of its own", async () => {
    await makeWorkflow(t.app, a, { name: "Per client", trigger: "client_created", actions: [task("Kickoff")] });
    for (const name of ["One", "Two"]) expect((await rest(t.app, a, "POST", "/api/clients", { name })).status).toBe(201);
    await eventsSettled(t.app, a.user.id);
    const runs = await prisma().workflowExecution.findMany({ where: { userId: a.user.id } });
    expect(runs.map((r) => r.status)).toEqual(["success", "success"]);
    expect(new Set(runs.map((r) => r.chainRootId)).size).toBe(2);
  });
});

describe("template use counts", () => {
  it("counts a template's uses per workspace: B does not see A's", async () => {
    const b = await registerUser(t.app);
    const list = async (s: Session) => (await rest(t.app, s, "GET", "/api/automation-templates")).body as { id: string; name: string; usageCount: number }[];
    const [tpl] = await list(a);
    for (const name of ["Mine 1", "Mine 2"]) expect((await rest(t.app, a, "POST", `/api/workflows/from-template/${tpl.id}`, { name })).status).toBe(201);
    expect((await list(a)).find((x) => x.id === tpl.id)!.usageCount).toBe(2);
    // most used first, for the workspace that used it
    expect((await list(a))[0].id).toBe(tpl.id);
    expect((await list(b)).every((x) => x.usageCount === 0)).toBe(true);
    const g = await gql(t.app, b, "{ viewer { automationTemplates { id usageCount } } }");
    expect(g.errors).toBeUndefined();
    expect(g.data.viewer.automationTemplates.every((x: { usageCount: number }) => x.usageCount === 0)).toBe(true);
    const mine = await gql(t.app, a, "{ viewer { automationTemplates { id usageCount } } }");
    expect(mine.data.viewer.automationTemplates[0]).toEqual({ id: expect.any(String), usageCount: 2 });
  });
});
