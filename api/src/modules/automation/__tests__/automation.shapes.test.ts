/**
 * Workflow shapes over REST and GraphQL (no workers: nothing runs): triggers as catalogued event types with the old
 * names as aliases, conditions `{all: [{field, op, value}], changed}` checked against the trigger's record, the wait,
 * condition, update record field, add note and send webhook actions with their messages, and which workflows an event
 * starts.
 */
import { TRIGGER_EVENT_TYPES, TRIGGER_FIELDS, TRIGGER_ENTITIES } from "@common/automation-conditions";
import { eachTestWithTenant, gql, rest, type Session, type TestApp } from "../../../../test/harness";
import { eventTypes } from "../../../domain-events";
import { declarationOf } from "../../../domain-events";
import { eventStartsWorkflow, triggersOfEventType, TRIGGER_EVENT_TYPES as HANDLED_TYPES } from "../automation.trigger";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const create = (body: Record<string, unknown>) => rest(t.app, a, "POST", "/api/workflows", { name: "W", actions: [], ...body });
/** The 400's message for the field (conditions, actions). */
const refusal = async (body: Record<string, unknown>, field: "conditions" | "actions" | "trigger") => {
  const r = await create(body);
  expect(r.status).toBe(400);
  return r.body.errors?.[field];
};

describe("triggers", () => {
  it("are catalogued event types: each offered trigger is in the catalogue, and the automation handler takes each", () => {
    const catalogue = new Set<string>(eventTypes());
    expect(TRIGGER_EVENT_TYPES.filter((type) => !catalogue.has(type))).toEqual([]);
    for (const type of TRIGGER_EVENT_TYPES) expect(HANDLED_TYPES).toContain(type);
    // the fields of each trigger record type are columns of its record (or of its client's or project's)
    for (const entity of TRIGGER_ENTITIES) {
      const own = Object.keys(TRIGGER_FIELDS[entity]).filter((f) => !f.includes("."));
      const known = new Set([...declarationOf(entity)!.publicFields, "assigneeId"]);
      expect(own.filter((f) => !known.has(f))).toEqual([]);
    }
  });

  it("store the old names as the event type, with the filter the name meant", async () => {
    const expected: Record<string, [string, Record<string, unknown>]> = {
      client_created: ["client.created", {}], project_completed: ["project.updated", { changed: { field: "status", to: "completed" } }],
      invoice_overdue: ["invoice.overdue", {}], task_assigned: ["task.updated", { changed: { field: "assigneeId" } }],
      contract_signed: ["contract.signed", {}], file_uploaded: ["file.uploaded", {}], manual: ["manual", {}],
    };
    for (const [old, [trigger, conditions]] of Object.entries(expected)) {
      const r = await create({ name: old, trigger: old });
      expect([r.status, r.body.trigger, r.body.conditions]).toEqual([201, trigger, conditions]);
    }
    // an alias with conditions of its own keeps them, with the alias's filter
    const withOwn = await create({ triggerType: "project_completed", conditions: { all: [{ field: "client.status", op: "eq", value: "active" }] } });
    expect(withOwn.body.conditions).toEqual({ all: [{ field: "client.status", op: "eq", value: "active" }], changed: { field: "status", to: "completed" } });
    const stored = await t.app.resources.prisma.workflow.findMany({ where: { userId: a.user.id }, select: { trigger: true } });
    expect(stored.every((w) => w.trigger === "manual" || w.trigger.includes("."))).toBe(true);
    expect(await refusal({ trigger: "invoice.paid_twice" }, "trigger")).toBe("Trigger type is required");
  });

  it("an event starts the workflows of its type, once their 'changed to' filter holds; a create counts as the fields' first values", () => {
    const updated = (changes: Record<string, [unknown, unknown]>) => ({ type: "project.updated",
      payload: { changes: Object.fromEntries(Object.entries(changes).map(([k, [before, after]]) => [k, { before, after }])) } as never });
    const completed = { trigger: "project.updated", conditions: { changed: { field: "status", to: "completed" } } };
    expect(eventStartsWorkflow(updated({ status: ["active", "completed"] }), completed)).toBe(true);
    expect(eventStartsWorkflow(updated({ status: ["planning", "active"] }), completed)).toBe(false);
    expect(eventStartsWorkflow(updated({ name: ["A", "B"] }), completed)).toBe(false);
    expect(eventStartsWorkflow(updated({ name: ["A", "B"] }), { trigger: "project.updated", conditions: {} })).toBe(true);
    const assigned = { trigger: "task.updated", conditions: { changed: { field: "assigneeId" } } };
    expect(eventStartsWorkflow({ type: "task.updated", payload: { changes: { assigneeId: { before: null, after: "m1" } } } }, assigned)).toBe(true);
    expect(eventStartsWorkflow({ type: "task.updated", payload: { changes: { assigneeId: { before: "m1", after: null } } } }, assigned)).toBe(false);
    expect(eventStartsWorkflow({ type: "task.created", payload: { record: { id: "t", assigneeId: "m1" } } }, assigned)).toBe(true);
    expect(eventStartsWorkflow({ type: "task.created", payload: { record: { id: "t", assigneeId: null } } }, assigned)).toBe(false);
    // an update trigger with no filter is not a create
    expect(eventStartsWorkflow({ type: "task.created", payload: { record: { id: "t", assigneeId: "m1" } } }, { trigger: "task.updated", conditions: {} })).toBe(false);
    // invoice overdue: the scan's event, and an invoice updated to overdue by hand
    const overdue = { trigger: "invoice.overdue", conditions: {} };
    expect(eventStartsWorkflow({ type: "invoice.overdue", payload: { changes: {} } }, overdue)).toBe(true);
    expect(eventStartsWorkflow({ type: "invoice.updated", payload: { changes: { status: { before: "sent", after: "overdue" } } } }, overdue)).toBe(true);
    expect(eventStartsWorkflow({ type: "invoice.updated", payload: { changes: { status: { before: "sent", after: "paid" } } } }, overdue)).toBe(false);
    expect(triggersOfEventType("invoice.updated").sort()).toEqual(["invoice.overdue", "invoice.updated"]);
    expect(triggersOfEventType("task.created").sort()).toEqual(["task.created", "task.updated"]);
    expect(triggersOfEventType("message.created")).toEqual([]);
    // a decimal changed to a number: compared as numbers
    expect(eventStartsWorkflow(updated({ progress: [50, 100] }), { trigger: "project.updated", conditions: { changed: { field: "progress", to: "100" } } })).toBe(true);
  });
});

describe("conditions", () => {
  it("are {all: [{field, op, value}]} over the trigger's record: {} and {all: []} mean none", async () => {
    for (const conditions of [{}, { all: [] }, undefined]) expect((await create({ trigger: "client.created", conditions })).body.conditions).toEqual({});
    const r = await create({ trigger: "invoice.overdue", conditions: { all: [
      { field: "total", op: "gt", value: 1000 }, { field: "client.status", op: "eq", value: "active" }, { field: "notes", op: "empty", value: "dropped" },
    ] } });
    expect(r.status).toBe(201);
    expect(r.body.conditions).toEqual({ all: [{ field: "total", op: "gt", value: 1000 }, { field: "client.status", op: "eq", value: "active" }, { field: "notes", op: "empty" }] });
    // a save that sends no conditions keeps them
    const put = await rest(t.app, a, "PUT", `/api/workflows/${r.body.id}`, { name: "Renamed" });
    expect([put.status, put.body.conditions.all.length]).toEqual([200, 3]);
    // changing the trigger to one whose record lacks a field is refused, naming it
    const moved = await rest(t.app, a, "PUT", `/api/workflows/${r.body.id}`, { trigger: "client.created" });
    expect([moved.status, moved.body.errors?.conditions]).toEqual([400, 'Condition 1: clients have no field "total"']);
  });

  it("answer 400 naming a field the trigger's record lacks, a bad operator, a value of the wrong kind", async () => {
    const cond = (trigger: string, ...all: unknown[]) => ({ trigger, conditions: { all } });
    expect(await refusal(cond("invoice.overdue", { field: "colour", op: "eq", value: "red" }), "conditions")).toBe('Condition 1: invoices have no field "colour"');
    expect(await refusal(cond("invoice.overdue", { field: "total", op: "gt", value: 1 }, { field: "total", op: "about", value: 1 }), "conditions"))
      .toBe("Condition 2: the operator must be one of eq, neq, contains, gt, lt, empty, not_empty");
    expect(await refusal(cond("invoice.overdue", { field: "total", op: "gt", value: "a lot" }), "conditions")).toBe("Condition 1: the value of total must be a number");
    expect(await refusal(cond("task.created", { field: "dueDate", op: "lt", value: "next week" }), "conditions")).toBe("Condition 1: the value of dueDate must be a day (YYYY-MM-DD)");
    expect(await refusal(cond("client.created", { field: "status", op: "eq", value: "gone" }), "conditions")).toBe("Condition 1: the value of status must be one of active, inactive, archived");
    expect(await refusal(cond("client.created", { field: "status", op: "contains", value: "act" }), "conditions")).toBe('Condition 1: "contains" does not apply to status (enum)');
    expect(await refusal(cond("manual", { field: "status", op: "eq", value: "active" }), "conditions")).toBe('Condition 1: a manual run has no record whose field "status" could be checked');
    expect(await refusal({ trigger: "client.created", conditions: [] }, "conditions")).toBe("Conditions must be an object: {all: [{field, op, value}]}");
    expect(await refusal({ trigger: "client.created", conditions: { all: "x" } }, "conditions")).toBe("Conditions must be a list: {all: [{field, op, value}]}");
    // an entry that is no condition (null, a list) is named, not a server error
    expect(await refusal(cond("client.created", { field: "status", op: "eq", value: "active" }, null), "conditions")).toBe("Condition 2: a condition is {field, op, value}");
    expect(await refusal(cond("client.created", ["status", "eq"]), "conditions")).toBe("Condition 1: a condition is {field, op, value}");
    expect(await refusal({ trigger: "client.created", conditions: { changed: { field: "status", to: "active" } } }, "conditions"))
      .toBe('Changed: a "field changed to" filter applies to an update trigger only');
    expect(await refusal({ trigger: "client.updated", conditions: { changed: { field: "colour" } } }, "conditions")).toBe('Changed: clients have no field "colour"');
    expect(await refusal({ trigger: "client.updated", conditions: { changed: { field: "status", to: "gone" } } }, "conditions"))
      .toBe("Changed: the value of status must be one of active, inactive, archived");
    const ok = await create({ trigger: "client.updated", conditions: { changed: { field: "status", to: "archived" } } });
    expect([ok.status, ok.body.conditions]).toEqual([201, { changed: { field: "status", to: "archived" } }]);
    expect(await t.app.resources.prisma.workflow.count({ where: { userId: a.user.id } })).toBe(1);
  });
});

describe("actions", () => {
  const action = (trigger: string, type: string, config: Record<string, unknown>) => ({ trigger, actions: [{ type, config }] });

  it("wait: {minutes} | {hours} | {days} | {field, offsetDays}, the field a date of the trigger's record", async () => {
    const r = await create({ trigger: "invoice.sent", actions: [{ type: "wait", config: { minutes: 5 } }, { type: "wait", config: { hours: "2" } },
      { type: "wait", config: { days: 3 } }, { type: "wait", config: { field: "dueDate", offsetDays: -3 } }, { type: "wait", config: { field: "project.dueDate", atHour: 14 } }] });
    expect(r.status).toBe(201);
    expect(r.body.actions.map((x: { config: unknown }) => x.config)).toEqual([{ minutes: 5 }, { hours: 2 }, { days: 3, atHour: 9 },
      { field: "dueDate", offsetDays: -3, atHour: 9 }, { field: "project.dueDate", offsetDays: 0, atHour: 14 }]);
    const msg = "Action 1: A wait is {minutes}, {hours}, {days} or {field, offsetDays}";
    expect(await refusal(action("invoice.sent", "wait", {}), "actions")).toBe(msg);
    expect(await refusal(action("invoice.sent", "wait", { minutes: 5, days: 1 }), "actions")).toBe(msg);
    expect(await refusal(action("invoice.sent", "wait", { minutes: 0 }), "actions")).toBe("Action 1: Minutes must be a whole number between 1 and 525600");
    expect(await refusal(action("invoice.sent", "wait", { days: 366 }), "actions")).toBe("Action 1: Days must be a whole number between 1 and 365");
    expect(await refusal(action("invoice.sent", "wait", { hours: 1.5 }), "actions")).toBe("Action 1: Hours must be a whole number between 1 and 8760");
    expect(await refusal(action("invoice.sent", "wait", { minutes: 5, offsetDays: 1 }), "actions")).toBe("Action 1: Offset days go with a date field");
    expect(await refusal(action("invoice.sent", "wait", { field: "colour" }), "actions"))
      .toBe("Action 1: Wait until one of the trigger record's dates: issueDate, dueDate, paidDate, createdAt, project.dueDate");
    expect(await refusal(action("invoice.sent", "wait", { field: "total" }), "actions")).toBe("Action 1: total is not a date field");
    expect(await refusal(action("manual", "wait", { field: "dueDate" }), "actions")).toBe("Action 1: This trigger's record has no date field to wait for");
  });

  it("condition: {all: [...]}, checked as the trigger's conditions are", async () => {
    const r = await create(action("invoice.overdue", "condition", { all: [{ field: "status", op: "neq", value: "paid" }] }));
    expect([r.status, r.body.actions[0]]).toEqual([201, { type: "condition", config: { all: [{ field: "status", op: "neq", value: "paid" }] } }]);
    expect(await refusal(action("invoice.overdue", "condition", { all: [] }), "actions")).toBe("Action 1: A condition step needs at least one condition");
    expect(await refusal(action("invoice.overdue", "condition", { all: [{ field: "colour", op: "eq", value: "x" }] }), "actions"))
      .toBe('Action 1: Condition 1: invoices have no field "colour"');
    expect(await refusal({ trigger: "invoice.overdue", actions: [{ type: "wait", config: { days: 1 } }, { type: "condition", config: { all: [{ field: "total", op: "lt", value: "x" }] } }] }, "actions"))
      .toBe("Action 2: Condition 1: the value of total must be a number");
  });

  it("update_field, add_note and send_webhook, with their defaults and messages", async () => {
    const r = await create({ trigger: "task.created", actions: [
      { type: "update_field", config: { entity: "task", field: "priority", value: "urgent" } },
      { type: "update_field", config: { entity: "client", field: "notes", value: " Called {client_name} " } },
      { type: "add_note", config: { note: "Started by {workflow_name}" } },
      { type: "send_webhook", config: { url: "https://hooks.example.com/in", message: "New task {task_title}" } },
      { type: "send_webhook", config: { endpointId: "00000000-0000-4000-8000-000000000000" } },
    ] });
    expect(r.status).toBe(201);
    expect(r.body.actions.map((x: { config: unknown }) => x.config)).toEqual([
      { entity: "task", field: "priority", value: "urgent" }, { entity: "client", field: "notes", value: "Called {client_name}" },
      { note: "Started by {workflow_name}", entity: "trigger" },
      { url: "https://hooks.example.com/in", message: "New task {task_title}", endpointId: null },
      { endpointId: "00000000-0000-4000-8000-000000000000", url: null, message: null },
    ]);
    expect(await refusal(action("task.created", "update_field", { entity: "client", field: "email", value: "x@example.com" }), "actions"))
      .toBe("Action 1: Update one of: client status/notes, project status/priority, task status/priority");
    expect(await refusal(action("task.created", "update_field", { entity: "invoice", field: "status", value: "paid" }), "actions"))
      .toBe("Action 1: Update one of: client status/notes, project status/priority, task status/priority");
    expect(await refusal(action("task.created", "update_field", { entity: "task", field: "status", value: "done" }), "actions"))
      .toBe("Action 1: The task status must be one of pending, in_progress, completed, cancelled");
    expect(await refusal(action("task.created", "add_note", { note: " " }), "actions")).toBe("Action 1: Note is required");
    expect(await refusal(action("task.created", "add_note", { note: "x", entity: "workflow" }), "actions"))
      .toBe("Action 1: Add the note to the trigger's record or to one of client, project, task, invoice, contract, file");
    expect(await refusal(action("task.created", "send_webhook", {}), "actions")).toBe("Action 1: Choose a webhook endpoint or enter a URL");
    expect(await refusal(action("task.created", "send_webhook", { url: "ftp://x.example.com" }), "actions")).toBe("Action 1: Enter an https:// URL");
  });
});

describe("over GraphQL", () => {
  const CREATE = `mutation($input: CreateWorkflowInput!) { createWorkflow(input: $input) {
    ... on CreateWorkflowPayload { workflow { id trigger conditions { all { field op value } changedField changedTo }
      actions { type config { minutes days field offsetDays atHour all { field op value } entity value note url } } } }
    ... on ValidationError { fieldErrors { field message } } } }`;

  it("writes and reads triggers, conditions and the new actions as REST does, with the same messages", async () => {
    const r = await gql(t.app, a, CREATE, { input: { name: "Chase", trigger: "project_completed",
      conditions: { all: [{ field: "budget", op: "gt", value: "1000" }, { field: "client.email", op: "not_empty" }] },
      actions: [{ type: "wait", config: { field: "dueDate", offsetDays: -3 } }, { type: "condition", config: { all: [{ field: "status", op: "eq", value: "completed" }] } },
        { type: "update_field", config: { entity: "project", field: "priority", value: "high" } }, { type: "add_note", config: { note: "Done" } }] } });
    expect(r.errors).toBeUndefined();
    expect(r.data.createWorkflow.workflow).toMatchObject({
      trigger: "project.updated",
      conditions: { all: [{ field: "budget", op: "gt", value: "1000" }, { field: "client.email", op: "not_empty", value: null }], changedField: "status", changedTo: "completed" },
      actions: [
        { type: "wait", config: { field: "dueDate", offsetDays: -3, atHour: 9, minutes: null, days: null } },
        { type: "condition", config: { all: [{ field: "status", op: "eq", value: "completed" }] } },
        { type: "update_field", config: { entity: "project", field: "priority", value: "high" } },
        { type: "add_note", config: { note: "Done", entity: "trigger" } },
      ],
    });
    const stored = await t.app.resources.prisma.workflow.findFirstOrThrow({ where: { userId: a.user.id } });
    expect(stored.conditions).toEqual({ all: [{ field: "budget", op: "gt", value: "1000" }, { field: "client.email", op: "not_empty" }], changed: { field: "status", to: "completed" } });
    const bad = await gql(t.app, a, CREATE, { input: { name: "Bad", trigger: "invoice.overdue", conditions: { all: [{ field: "colour", op: "eq", value: "red" }] } } });
    expect(bad.data.createWorkflow.fieldErrors).toEqual([{ field: "conditions", message: 'Condition 1: invoices have no field "colour"' }]);
    const badWait = await gql(t.app, a, CREATE, { input: { name: "Bad", trigger: "invoice.overdue", actions: [{ type: "wait", config: { minutes: 0 } }] } });
    expect(badWait.data.createWorkflow.fieldErrors).toEqual([{ field: "actions", message: "Action 1: Minutes must be a whole number between 1 and 525600" }]);
    const update = await gql(t.app, a, `mutation($input: UpdateWorkflowInput!) { updateWorkflow(input: $input) {
      ... on UpdateWorkflowPayload { workflow { conditions { all { field } changedField } } } } }`,
    { input: { id: r.data.createWorkflow.workflow.id, conditions: { all: [] } } });
    expect(update.data.updateWorkflow.workflow.conditions).toEqual({ all: [], changedField: null });
  });
});
