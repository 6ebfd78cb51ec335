/**
 * Workflow conditions: the shared evaluation (common/automation-conditions.ts: numbers, days, instants, text, empty),
 * and the trigger's record as conditions read it (its fields and its client's and project's, the workspace's only).
 */
import { conditionsHold, conditionsProblem, type Condition } from "@common/automation-conditions";
import { eachTestWithTenant, registerUser, type Session, type TestApp } from "../../../../test/harness";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { makeInvoice } from "../../invoice/__tests__/factory";
import { triggerRecord, workflowsStartedBy } from "../automation.conditions";
import { makeWorkflow } from "./factory";

const hold = (all: Condition[], record: Record<string, unknown>) => conditionsHold(all, record);

describe("conditionsHold", () => {
  it("holds when every condition does; none holds always", () => {
    expect(hold([], {})).toEqual({ ok: true });
    expect(hold([{ field: "status", op: "eq", value: "sent" }, { field: "total", op: "gt", value: 1000 }], { status: "sent", total: "1200.00" })).toEqual({ ok: true });
  });

  it("says which condition failed, with the value the record has", () => {
    expect(hold([{ field: "status", op: "eq", value: "sent" }], { status: "paid" })).toEqual({ ok: false, reason: 'Condition not met: status is "paid", not "sent"' });
    expect(hold([{ field: "status", op: "neq", value: "paid" }], { status: "paid" })).toEqual({ ok: false, reason: 'Condition not met: status is "paid"' });
    expect(hold([{ field: "total", op: "gt", value: "1000" }], { total: "999.99" })).toEqual({ ok: false, reason: 'Condition not met: total is "999.99", not greater than "1000"' });
    expect(hold([{ field: "notes", op: "empty" }], { notes: "x" })).toEqual({ ok: false, reason: 'Condition not met: notes is "x", not empty' });
    expect(hold([{ field: "client.email", op: "not_empty" }], {})).toEqual({ ok: false, reason: "Condition not met: client.email is empty" });
  });

  it("compares numbers and decimals numerically (not as text: 9 < 10)", () => {
    expect(hold([{ field: "total", op: "lt", value: 10 }], { total: "9.00" }).ok).toBe(true);
    expect(hold([{ field: "total", op: "gt", value: "10" }], { total: "9.50" }).ok).toBe(false);
    expect(hold([{ field: "total", op: "eq", value: 1200 }], { total: "1200.00" }).ok).toBe(true);
    expect(hold([{ field: "progress", op: "gt", value: 50 }], { progress: 75 }).ok).toBe(true);
  });

  it("compares days and instants as times", () => {
    expect(hold([{ field: "dueDate", op: "lt", value: "2026-12-10" }], { dueDate: "2026-12-09" }).ok).toBe(true);
    expect(hold([{ field: "dueDate", op: "gt", value: "2026-12-10" }], { dueDate: "2026-12-09" }).ok).toBe(false);
    expect(hold([{ field: "dueDate", op: "eq", value: "2026-12-09" }], { dueDate: "2026-12-09" }).ok).toBe(true);
    expect(hold([{ field: "createdAt", op: "gt", value: "2026-11-30T10:00:00Z" }], { createdAt: "2026-11-30T10:00:00.001Z" }).ok).toBe(true);
    expect(hold([{ field: "createdAt", op: "lt", value: "2026-11-30T12:00:00+02:00" }], { createdAt: "2026-11-30T10:30:00.000Z" }).ok).toBe(false);
  });

  it("contains is case-insensitive on text; empty is null, undefined or \"\"", () => {
    expect(hold([{ field: "name", op: "contains", value: "ACME" }], { name: "The Acme Co" }).ok).toBe(true);
    expect(hold([{ field: "name", op: "contains", value: "zeta" }], { name: "The Acme Co" }).ok).toBe(false);
    expect(hold([{ field: "name", op: "contains", value: "a" }], { name: null }).ok).toBe(false);
    for (const v of [null, undefined, ""]) expect(hold([{ field: "notes", op: "empty" }], { notes: v }).ok).toBe(true);
    expect(hold([{ field: "notes", op: "not_empty" }], { notes: "0" }).ok).toBe(true);
    // an empty value equals nothing but another empty one
    expect(hold([{ field: "notes", op: "eq", value: "" }], { notes: null }).ok).toBe(true);
    expect(hold([{ field: "status", op: "neq", value: "paid" }], { status: null }).ok).toBe(true);
  });
});

describe("conditionsProblem (validation against the trigger's fields)", () => {
  it("names a field the trigger's record lacks, a bad operator, a value of the wrong kind", () => {
    expect(conditionsProblem("invoice.overdue", [{ field: "total", op: "gt", value: 1000 }, { field: "client.status", op: "eq", value: "active" }])).toBeNull();
    expect(conditionsProblem("invoice.overdue", [{ field: "colour", op: "eq", value: "red" }])).toBe('Condition 1: invoices have no field "colour"');
    expect(conditionsProblem("client.created", [{ field: "status", op: "eq", value: "active" }, { field: "total", op: "gt", value: 1 }]))
      .toBe('Condition 2: clients have no field "total"');
    expect(conditionsProblem("invoice.overdue", [{ field: "total", op: "like", value: 1 }])).toBe("Condition 1: the operator must be one of eq, neq, contains, gt, lt, empty, not_empty");
    expect(conditionsProblem("invoice.overdue", [{ field: "total", op: "gt", value: "lots" }])).toBe("Condition 1: the value of total must be a number");
    expect(conditionsProblem("invoice.overdue", [{ field: "dueDate", op: "lt", value: "soon" }])).toBe("Condition 1: the value of dueDate must be a day (YYYY-MM-DD)");
    expect(conditionsProblem("invoice.overdue", [{ field: "status", op: "eq", value: "lost" }])).toBe("Condition 1: the value of status must be one of draft, sent, paid, overdue, cancelled");
    expect(conditionsProblem("invoice.overdue", [{ field: "status", op: "gt", value: "sent" }])).toBe('Condition 1: "is greater than" does not apply to status (enum)');
    expect(conditionsProblem("client.created", [{ field: "name", op: "eq", value: 5 }])).toBe("Condition 1: the value of name must be text (at most 500 characters)");
    expect(conditionsProblem("manual", [{ field: "status", op: "eq", value: "x" }])).toBe('Condition 1: a manual run has no record whose field "status" could be checked');
    expect(conditionsProblem("client.created", [{ field: "__proto__", op: "empty" }])).toBe('Condition 1: clients have no field "__proto__"');
    expect(conditionsProblem("client.created", [{ field: "notes", op: "empty", value: "ignored" }])).toBeNull();
  });
});

describe("triggerRecord", () => {
  let t: TestApp;
  let a: Session;
  eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

  it("reads the trigger's record now, flat, with its client's and project's fields dotted", async () => {
    const c = await makeClient(t.app, a, { name: "Acme", status: "active" });
    const p = await makeProject(t.app, a, { clientId: c.id, name: "Site" });
    const inv = await makeInvoice(t.app, a, { clientId: c.id, projectId: p.id, notes: "Rush" });
    const r = await triggerRecord(t.app.resources.prisma, a.user.id, "invoice.overdue", { invoiceId: inv.id, clientId: c.id });
    expect(r).toMatchObject({ id: inv.id, status: "draft", total: "352.00", dueDate: "2026-12-01", issueDate: "2026-11-01", notes: "Rush", paidDate: null,
      clientId: c.id, projectId: p.id, "client.name": "Acme", "client.status": "active", "project.name": "Site", "project.status": p.status });
    expect(typeof r!.createdAt).toBe("string");
    // the record named by the event (entityType/entityId) comes first
    const byEvent = await triggerRecord(t.app.resources.prisma, a.user.id, "client.updated", { entityType: "client", entityId: c.id });
    expect(byEvent).toMatchObject({ id: c.id, name: "Acme", status: "active" });
    expect(conditionsHold([{ field: "total", op: "gt", value: 300 }, { field: "client.status", op: "eq", value: "active" }], r!)).toEqual({ ok: true });
  });

  it("is null for a record that is gone, another workspace's, or not named", async () => {
    const b = await registerUser(t.app);
    const theirs = await makeClient(t.app, b, { name: "Theirs" });
    const prisma = t.app.resources.prisma;
    expect(await triggerRecord(prisma, a.user.id, "client.created", { clientId: theirs.id })).toBeNull();
    expect(await triggerRecord(prisma, a.user.id, "client.created", { entityType: "client", entityId: theirs.id })).toBeNull();
    expect(await triggerRecord(prisma, a.user.id, "invoice.overdue", { clientId: theirs.id })).toBeNull();
    expect(await triggerRecord(prisma, a.user.id, "client.created", { clientId: "00000000-0000-4000-8000-000000000000" })).toBeNull();
    // a manual run reads the record it was asked about
    const mine = await makeClient(t.app, a, { name: "Mine" });
    expect(await triggerRecord(prisma, a.user.id, "manual", { clientId: mine.id })).toMatchObject({ id: mine.id, name: "Mine" });
  });
});

describe("workflowsStartedBy (which workflows an event starts)", () => {
  let t: TestApp;
  let a: Session;
  eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

  it("the active workflows of the triggers the event may be, whose 'changed to' filter and conditions hold", async () => {
    const b = await registerUser(t.app);
    const theirClient = await makeClient(t.app, b);
    const c = await makeClient(t.app, a, { name: "Acme", status: "active" });
    const p = await makeProject(t.app, a, { clientId: c.id, name: "Site", budget: "500" });
    const w = async (name: string, o: Record<string, unknown>) => (await makeWorkflow(t.app, a, { name, ...o })).id;
    const completed = await w("completed", { trigger: "project_completed" });
    const activeClient = await w("active client", { trigger: "project.updated", conditions: { all: [{ field: "client.status", op: "eq", value: "active" }] } });
    await w("big budget", { trigger: "project.updated", conditions: { all: [{ field: "budget", op: "gt", value: 1000 }] } });
    await w("inactive", { trigger: "project.updated", isActive: false });
    await w("new clients", { trigger: "client.created" });
    // another workspace's id in a condition's value is no record of this one: it never matches
    await w("their client", { trigger: "project.updated", conditions: { all: [{ field: "clientId", op: "eq", value: theirClient.id }] } });
    const data = { projectId: p.id, clientId: c.id, entityType: "project", entityId: p.id };
    const event = (changes: Record<string, unknown>) => ({ type: "project.updated", userId: a.user.id,
      payload: { changes: Object.fromEntries(Object.entries(changes).map(([k, [before, after]]: any) => [k, { before, after }])) } as never });
    const started = async (e: ReturnType<typeof event>) => (await workflowsStartedBy(t.app.resources.prisma, e, data)).map((x) => x.id).sort();
    expect(await started(event({ status: ["active", "completed"] }))).toEqual([completed, activeClient].sort());
    expect(await started(event({ name: ["Site", "Site 2"] }))).toEqual([activeClient]);
    // the record as it is now: a client archived since holds no longer
    await t.app.resources.prisma.client.update({ where: { id: c.id }, data: { status: "archived" } });
    expect(await started(event({ name: ["Site", "Site 3"] }))).toEqual([]);
    // B's event for A's workflows: none (each workspace's own)
    expect(await workflowsStartedBy(t.app.resources.prisma, { ...event({ status: ["active", "completed"] }), userId: b.user.id }, data)).toEqual([]);
    const out = await workflowsStartedBy(t.app.resources.prisma, event({ status: ["active", "completed"] }), data);
    expect(out).toEqual([{ id: completed, trigger: "project.updated" }]);
  });
});
