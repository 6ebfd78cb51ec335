/**
 * Property-based fuzz of every write the server registers: each POST and PUT route of the modules (plus the sign-up
 * and sign-in endpoints) and each field of the GraphQL Mutation type, with bodies generated from the GraphQL input
 * types (typed values at and past the product's limits, mistyped fields, and bodies of any shape). A new route or
 * mutation joins by itself. For every answer: never a 5xx, never a stack trace or database internals, never a
 * masked GraphQL error ("Unexpected error."), never a changed row when the write was refused, never a body that is
 * not a JSON object accepted, and never a change to another tenant's rows.
 *
 * FUZZ_RUNS=2000 for a deeper run; FUZZ_SEED=<seed> replays the run fast-check reported.
 */
import crypto from "node:crypto";
import fc from "fast-check";
import {
  GraphQLInputObjectType, GraphQLString, isAbstractType, isInputObjectType, isInterfaceType, isObjectType, getNamedType,
  type GraphQLField, type GraphQLInputField, type GraphQLSchema,
} from "graphql";
import { createTestApp, registerUser, type Session, type TestApp } from "../../test/harness";
import { backgroundDispatches } from "../jobs/outbox";
import { secretBoxOf } from "../infra/secrets";
import {
  EVENT_LOOP_LIMIT_MS, EventLoopGuard, FUZZ_RUNS, FUZZ_SEED, NO_BODY, Ref, bodies, encode, isObjectBody, leakIn, objectFor, untypedBody, untypedValue,
  type BodyKind, type Flavour,
} from "../../test/fuzz";
import { moduleRoutes } from "../modules";
import { getSchema } from "../graphql/schema";
import { globalId } from "../graphql/util";
import { loginSchema, registerSchema } from "@common/auth";
import { makeClient } from "../modules/client/__tests__/factory";
import { makeProject } from "../modules/project/__tests__/factory";
import { makeTask } from "../modules/task/__tests__/factory";
import { makeTeamMember } from "../modules/team-member/__tests__/factory";
import { makeMessage } from "../modules/message/__tests__/factory";
import { makeNotification } from "../modules/notification/__tests__/factory";
import { makeFile } from "../modules/file/__tests__/factory";
import { makeInvoice, makePayment } from "../modules/invoice/__tests__/factory";
import { makeRecurringInvoice } from "../modules/recurring-invoice/__tests__/factory";
import { makeEvent } from "../modules/calendar/__tests__/factory";
import { makeContract, makeTemplate } from "../modules/contract/__tests__/factory";
import { makeExecution, makeWorkflow } from "../modules/automation/__tests__/factory";
import { makeWebhook } from "../modules/webhook/__tests__/factory";
import { makeApiToken } from "../modules/api-token/__tests__/factory";
import { WORKFLOW_TRIGGERS } from "@common/automation";
import {
  APPEND_ONLY, changeMarker, changedTablesOf, changesSince, openChangeLog, type ChangeLogDb, tenantTables, type ChangeMarker,
} from "../../test/change-log";

// a route or mutation gets FUZZ_RUNS bodies; the auth routes hash a password for most of them
jest.setTimeout(Math.max(120_000, FUZZ_RUNS * 600));

const schema: GraphQLSchema = getSchema();

let t: TestApp;
/** the change log's own connection (test/change-log.ts) */
let logDb: ChangeLogDb;
let own: Session;
let foreign: Session;

// ---- seeded records: two of each type per tenant, made again when a fuzzed delete removes one ---------------------

/** Per type, slot 0: a record with linked records (a client with a project and a task); slot 1: a bare one. */
type Seeds = Record<string, [string, string]>;
const seeds: { own: Seeds; foreign: Seeds } = { own: {}, foreign: {} };

/** How to make a record of each type a mutation writes (in dependency order), from the modules' factories. */
const seeders: Record<string, (s: Session, have: Seeds, slot: 0 | 1) => Promise<{ id: string }>> = {
  Client: (s) => makeClient(t.app, s),
  Project: (s, have) => makeProject(t.app, s, { clientId: have.Client[0] }),
  Task: (s, have, slot) => makeTask(t.app, s, slot === 0 ? { projectId: have.Project[0], clientId: have.Client[0] } : {}),
  TeamMember: (s) => makeTeamMember(t.app, s),
  Message: (s, have, slot) => makeMessage(t.app, s, slot === 0 ? { clientId: have.Client[0], projectId: have.Project[0] } : {}),
  Notification: (s) => makeNotification(t.app, s),
  File: (s, _have, slot) => makeFile(t.app, s, Buffer.from(`seeded file ${slot}`), `seed-${slot}.txt`, "text/plain"),
  // both bill the client with linked records, so the bare client stays deletable
  // (the bare one sent, so that the payments route, which pays the newest invoice, has one it may pay)
  Invoice: (s, have, slot) => makeInvoice(t.app, s, slot === 0 ? { clientId: have.Client[0], projectId: have.Project[0] } : { clientId: have.Client[0], status: "sent" }),
  // both bill the client with linked records, so the bare client stays deletable
  RecurringInvoice: (s, have) => makeRecurringInvoice(t.app, s, { clientId: have.Client[0] }),
  // a payment recorded by hand, each on a sent invoice of its own
  Payment: (s, have) => makePayment(t.app, s, { clientId: have.Client[0] }),
  // slot 0: a weekly series linked to the client; slot 1: a single event
  CalendarEvent: (s, have, slot) => makeEvent(t.app, s, slot === 0 ? { clientId: have.Client[0], isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1" } : {}),
  ContractTemplate: (s, _have, slot) => makeTemplate(t.app, s, slot === 0 ? { type: "proposal", isDefault: true } : {}),
  // both for the client with linked records, so the bare client stays deletable
  Contract: (s, have, slot) => makeContract(t.app, s, have.Client[0], slot === 0 ? { projectId: have.Project[0], templateId: have.ContractTemplate[0] } : {}),
  // slot 0: a workflow with a step (a task for each new client); slot 1: a manual one without steps; the workflows no
  // seed names are removed first: a workspace holds at most 50
  Workflow: async (s, have, slot) => {
    await t.app.resources.prisma.workflow.deleteMany({ where: { userId: s.user.id, id: { notIn: (have.Workflow ?? []).filter(Boolean) } } });
    return makeWorkflow(t.app, s, slot === 0 ? {} : { name: "Bare", trigger: "manual", actions: [] });
  },
  // a run of each workflow (queued: no workers here), made failed so that Retry can take it
  WorkflowExecution: async (s, have, slot) => {
    const x = await makeExecution(t.app, s, have.Workflow[slot]);
    await t.app.resources.prisma.workflowExecution.update({ where: { id: x.id }, data: { status: "failed", errorMessage: "seeded failure", completedAt: new Date() } });
    return x;
  },
  // an endpoint (slot 0 with two events); the endpoints no seed names are removed first: a workspace holds at most 10
  Webhook: async (s, have, slot) => {
    await t.app.resources.prisma.webhook.deleteMany({ where: { userId: s.user.id, id: { notIn: (have.Webhook ?? []).filter(Boolean) } } });
    return makeWebhook(t.app, s, slot === 0 ? { events: ["client.created", "invoice.sent"] } : {});
  },
  // the tokens no seed names are removed first: a workspace holds at most 50
  ApiToken: async (s, have, slot) => {
    await t.app.resources.prisma.apiToken.deleteMany({ where: { userId: s.user.id, id: { notIn: (have.ApiToken ?? []).filter(Boolean) } } });
    return makeApiToken(t.app, s, { scope: slot === 0 ? "write" : "read" });
  },
};

/** The table of each seeded type. */
const SEED_TABLES: Record<string, string> = {
  Client: "clients", Project: "projects", Task: "tasks", TeamMember: "team_members", Message: "messages",
  Notification: "notifications", File: "files", Invoice: "invoices", RecurringInvoice: "recurring_invoices", Payment: "payments", CalendarEvent: "calendar_events",
  ContractTemplate: "contract_templates", Contract: "contracts", Workflow: "workflows",
  WorkflowExecution: "workflow_executions", Webhook: "webhooks", ApiToken: "api_tokens",
};

async function seed(s: Session, into: Seeds) {
  into.User = [s.user.id, s.user.id];
  for (const [type, make] of Object.entries(seeders)) {
    into[type] = ["", ""];
    for (const slot of [0, 1] as const) into[type][slot] = (await make(s, into, slot)).id;
  }
}

/** Makes again the tenant's seeded records that a successful delete removed (which are left: one read). */
async function reseed() {
  checkedMarker = null;
  const left = new Set((await t.app.resources.prisma.$queryRawUnsafe<{ k: string }[]>(
    Object.keys(seeders).map((type, i) => `SELECT '${type}:' || x.id::text AS k FROM "${SEED_TABLES[type]}" x WHERE x.id = ANY($${i + 1}::uuid[])`).join(" UNION ALL "),
    ...Object.keys(seeders).map((type) => seeds.own[type]),
  )).map((r) => r.k));
  for (const [type, make] of Object.entries(seeders)) {
    for (const slot of [0, 1] as const) {
      if (!left.has(`${type}:${seeds.own[type][slot]}`)) seeds.own[type][slot] = (await make(own, seeds.own, slot)).id;
    }
  }
}

/** New bare records in slot 1 (earlier writes may have linked records to the old ones). */
async function freshBareSeeds() {
  checkedMarker = null;
  // a bare record links to no other bare one, so they are made side by side; a run takes its own workflow, made first
  const made = await Promise.all(Object.entries(seeders).filter(([type]) => type !== "WorkflowExecution")
    .map(async ([type, make]) => [type, (await make(own, seeds.own, 1)).id] as const));
  for (const [type, id] of made) seeds.own[type][1] = id;
  seeds.own.WorkflowExecution[1] = (await seeders.WorkflowExecution(own, seeds.own, 1)).id;
}

/** A retried run is queued again (no workers here): fail it once more, so that the next Retry may be accepted too. */
async function failRetriedRuns() {
  checkedMarker = null;
  await t.app.resources.prisma.workflowExecution.updateMany({ where: { userId: own.user.id, triggeredBy: "retry", status: "running" },
    data: { status: "failed", errorMessage: "seeded failure", completedAt: new Date() } });
}

const seededTypes = () => ["User", ...Object.keys(seeders)];

function resolve(ref: Ref): string {
  const id = seeds[ref.owner][ref.type]?.[ref.slot];
  if (!id) throw new Error(`no seeded ${ref.type} for ${ref.owner}`);
  return ref.form === "gid" ? globalId(ref.type, id) : id;
}

// ---- what a refused write must leave as it was -------------------------------------------------------------------

// Each request is checked against the row-change log (test/change-log.ts: triggers on every tenant table), one cheap
// read; the full snapshots below, which hash every row of a tenant, are taken once per route: the other tenant's
// rows are compared whole, and the tenant's own changes in its snapshot must all be in the log.

/**
 * The marker of the last request's check, when nothing has written since (the next request counts from it, so a
 * request costs one read of the log, not two); the test's own writes (seeding, failing retried runs) clear it.
 */
let checkedMarker: ChangeMarker | null = null;

/** Where a request's changes are counted from, once an earlier write's dispatch has settled. */
async function mark(): Promise<ChangeMarker> {
  const checked = checkedMarker;
  checkedMarker = null;
  if (checked) return checked;
  // an earlier write's events are dispatched after its answer (stamping dispatchedAt): let that settle first
  await backgroundDispatches();
  return changeMarker(logDb);
}

/** What changed since `marker` of the fuzzed tenant's rows and of the other tenant's ("" when nothing). */
async function changedSince(marker: ChangeMarker): Promise<{ own: string; foreign: string }> {
  await backgroundDispatches();
  const { changes, next } = await changesSince(logDb, marker, [own.user.id, foreign.user.id]);
  // the request's dispatch has settled, and this read's own marker is where the next request's changes start
  checkedMarker = next;
  return { own: changedTablesOf(changes, own.user.id), foreign: changedTablesOf(changes, foreign.user.id) };
}

let tenantSnapshotSql = "";

/** Count and hash of the tenant's rows in every table with a userId column, and its user row; one statement. */
async function tenantSnapshot(userId: string): Promise<string> {
  // an earlier write's events are dispatched after its answer (stamping dispatchedAt): let that settle first
  await backgroundDispatches();
  const [row] = await t.app.resources.prisma.$queryRawUnsafe<{ s: string }[]>(tenantSnapshotSql, userId);
  return row.s;
}

/** The tables whose count or hash differ between two snapshots ("" when none). */
function changedTables(before: string, after: string): string {
  if (before === after) return "";
  const a = JSON.parse(before) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  return Object.keys({ ...a, ...b }).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).join(", ") || "?";
}

/** Every account and session: what a refused sign-up or sign-in must leave as it was. */
async function accountsSnapshot(): Promise<string> {
  const [row] = await t.app.resources.prisma.$queryRawUnsafe<{ s: string }[]>(`
    SELECT json_build_object('users', json_build_array((SELECT count(*) FROM users), (SELECT md5(coalesce(string_agg(u::text, '|' ORDER BY u.id), '')) FROM users u)),
      'sessions', (SELECT count(*) FROM sessions))::text AS s`);
  return row.s;
}

// ---- the writes, from the registries -----------------------------------------------------------------------------

interface RestWrite { method: "POST" | "PUT"; url: string; fields: Record<string, GraphQLInputField>; account: boolean }

const pascal = (segment: string) => segment.split(/[-_]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");

/** Every input field of the schema as a string: the keys for a route without a GraphQL twin. */
function anyFields(): Record<string, GraphQLInputField> {
  const names = new Set<string>();
  for (const ty of Object.values(schema.getTypeMap())) if (isInputObjectType(ty)) for (const f of Object.keys(ty.getFields())) names.add(f);
  return stringFields([...names]);
}

function stringFields(names: string[]): Record<string, GraphQLInputField> {
  return new GraphQLInputObjectType({ name: "Body", fields: Object.fromEntries(names.map((n) => [n, { type: GraphQLString }])) }).getFields();
}

/** The fields of a REST write: those of its GraphQL twin (CreateClientInput for POST /api/clients), the id aside. */
function restFields(method: string, url: string): Record<string, GraphQLInputField> {
  const entity = pascal(url.split("/")[2] ?? "");
  const verb = method === "POST" ? "Create" : "Update";
  for (const name of [`${verb}${entity}Input`, `${verb}${entity.replace(/s$/, "")}Input`]) {
    const ty = schema.getType(name);
    if (ty && isInputObjectType(ty)) return Object.fromEntries(Object.entries(ty.getFields()).filter(([k]) => k !== "id"));
  }
  return anyFields();
}

/**
 * Writes no generated body can make succeed, only refuse: saving a file names an upload URL the app issued for an
 * object that was uploaded (each body is still checked: no 5xx, no internals, no change when refused).
 */
const ACCEPTS_ONLY_ISSUED = new Set(["PUT /api/files",
  // and writes through a service outside the product, not configured here (their accepted path: calendar.jobs.test.ts)
  "POST /api/calendar/sync", "POST /api/calendar/meeting-link", "Mutation.syncCalendarEvent", "Mutation.addMeetingLink",
  // and sending a document to a client with an e-mail address, which the seeded ones have not (contract.public.test.ts),
  // or sending its link again, which needs it sent (contract.invitation.test.ts)
  "POST /api/contracts/:id/send", "Mutation.sendContract", "POST /api/contracts/:id/resend", "Mutation.resendContract",
  // connecting a CalDAV account needs a CalDAV server (integration.test.ts, against Radicale), and choosing its calendar a connection;
  // a workspace has one connection per provider, seeded once here, which the first accepted disconnect removes (the
  // mutation's global ids name the seeded record types only; its accepted path: integration.test.ts)
  "POST /api/integrations/caldav", "Mutation.connectCaldav", "PUT /api/integrations/:id", "Mutation.chooseIntegrationCalendar",
  "Mutation.disconnectIntegration",
  // connecting Stripe needs a Stripe that accepts the key (its accepted path: invoice.stripe.test.ts, against a local one)
  "PUT /api/settings/payments", "Mutation.connectStripe",
  // creating a recurring invoice needs its client, a list of lines that are every one valid and its start date at once,
  // with a dozen optional fields each valid or left out: generated bodies next to never are (its accepted path:
  // recurring-invoice.test.ts; every body is still checked here)
  "POST /api/recurring-invoices", "Mutation.createRecurringInvoice"]);

/** Actions that take no input (sending an invoice): called without a body, they may succeed; any other non-object body may not. */
const TAKES_NO_INPUT = new Set(["POST /api/invoices/:id/send", "POST /api/invoices/:id/reminders/resume", "POST /api/calendar/feed/regenerate", "POST /api/contracts/:id/send",
  // a document's actions: its link again, its next version, its hashes recomputed
  "POST /api/contracts/:id/resend", "POST /api/contracts/:id/versions", "POST /api/contracts/:id/verify",
  // Retry of a failed run; Run Now, whose trigger data is optional (no body: a run about no record)
  "POST /api/workflow-executions/:id/retry", "POST /api/workflows/:id/execute",
  // pausing and resuming a recurring invoice
  "POST /api/recurring-invoices/:id/pause", "POST /api/recurring-invoices/:id/resume",
  // a webhook's test event; Sync now of the connected calendar
  "POST /api/webhooks/:id/test", "POST /api/calendar/pull"]);

/**
 * Writes whose valid bodies random generation all but never makes (an invoice's lines, dates and figures must agree; a
 * setting is one of two words): a generated valid body joins their fuzzed ones (one in ten), so the accepted path and
 * what it writes are fuzzed too.
 */
const validInvoice = (form: "uuid" | "gid") => fc.record({
  clientId: fc.constant(new Ref("own", "Client", form, 0)),
  invoiceNumber: fc.uuid().map((u) => `FZ-${u}`),
  issueDate: fc.constantFrom("2026-01-01", "2026-06-15T10:00:00Z"),
  dueDate: fc.constantFrom("2026-07-01", "2027-01-01T00:00:00Z"),
  taxRate: fc.constantFrom("0", "10", "7.25", "100"),
  currency: fc.constantFrom("USD", "EUR", "GBP"),
  notes: fc.option(fc.string({ maxLength: 40 })),
  items: fc.array(fc.record({
    description: fc.string({ maxLength: 20 }).map((d) => `Item ${d}`),
    quantity: fc.integer({ min: 1, max: 1000 }),
    rate: fc.constantFrom("0", "0.1", "99.99", "1500"),
  }), { minLength: 1, maxLength: 5 }),
});
/** A payment by hand of a few cents to a few dollars (the seeded sent invoices have hundreds due). */
const validPayment = () => fc.record({
  amount: fc.constantFrom("0.01", "1", "2.50", 3),
  method: fc.constantFrom("card", "bank_transfer", "cash", "check", "other"),
  paidAt: fc.option(fc.constantFrom("2026-11-20", "2026-11-20T10:00:00Z"), { nil: undefined }),
  reference: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
  note: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
}, { requiredKeys: ["amount", "method"] });
const validEvent = (form: "uuid" | "gid") => fc.record({
  title: fc.string({ minLength: 1, maxLength: 30 }).map((x) => `Event ${x}`),
  startTime: fc.constantFrom("2030-03-04T09:00:00Z", "2026-10-25T00:30:00Z"),
  endTime: fc.constantFrom("2030-03-04T10:00:00Z", "2031-01-01T00:00:00Z"),
  isRecurring: fc.boolean(),
  recurrenceRule: fc.constantFrom("FREQ=DAILY;INTERVAL=1", "FREQ=WEEKLY;INTERVAL=2", "FREQ=MONTHLY;INTERVAL=1;COUNT=5"),
  attendeeEmails: fc.array(fc.constantFrom("ann@example.com", "bob@example.org"), { maxLength: 2 }),
  timeZone: fc.constantFrom("UTC", "Europe/Berlin", "America/New_York"),
  clientId: fc.option(fc.constant(new Ref("own", "Client", form, 0)), { nil: undefined }),
});
const validContract = (form: "uuid" | "gid") => fc.record({
  clientId: fc.constant(new Ref("own", "Client", form, 0)),
  title: fc.string({ maxLength: 30 }),
  type: fc.constantFrom("contract", "sow", "agreement", "proposal"),
  status: fc.constantFrom("draft", "sent", "signed", "executed"),
  content: fc.string({ minLength: 1, maxLength: 200 }).map((x) => `# Terms {client_name}\n\n${x}`),
  value: fc.option(fc.constantFrom("0", "1500", "99.99"), { nil: undefined }),
  currency: fc.constantFrom("USD", "EUR", "AUD"),
  expiryDate: fc.option(fc.constantFrom("2030-01-01", "2027-06-15T10:00:00Z"), { nil: undefined }),
});
const validTemplate = () => fc.record({
  name: fc.string({ maxLength: 20 }).map((x) => `Template ${x}`),
  type: fc.constantFrom("contract", "proposal"),
  content: fc.string({ minLength: 1, maxLength: 200 }).map((x) => `Dear {client_name}, ${x}`),
  defaultRate: fc.option(fc.constantFrom("0", "1500"), { nil: undefined }),
  validityDays: fc.integer({ min: 1, max: 365 }),
  isDefault: fc.boolean(),
});
/** A workflow the product takes: a trigger, 0 to 3 steps of types whose configs are valid (ACTION_CONFIG_SCHEMAS). */
const validAction = fc.oneof(
  fc.string({ maxLength: 30 }).map((x) => ({ type: "create_task", config: { title: `Kickoff {client_name} ${x}` } })),
  fc.tuple(fc.string({ maxLength: 30 }), fc.constantFrom("info", "success", "warning", "error")).map(([x, type]) => ({ type: "send_notification", config: { message: `Hello ${x}`, type } })),
  fc.constantFrom(["project", "active"], ["project", "completed"], ["task", "completed"], ["client", "inactive"], ["invoice", "paid"])
    .map(([entity, status]) => ({ type: "update_status", config: { entity, status } })),
  fc.tuple(fc.string({ maxLength: 20 }), fc.integer({ min: 5, max: 1440 })).map(([x, duration]) => ({ type: "create_calendar_event", config: { title: `Call ${x}`, duration } })),
);
const validWorkflow = () => fc.record({
  name: fc.string({ maxLength: 30 }).map((x) => `Workflow ${x}`),
  description: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
  trigger: fc.constantFrom(...WORKFLOW_TRIGGERS),
  actions: fc.array(validAction, { maxLength: 3 }),
  isActive: fc.option(fc.boolean(), { nil: undefined }),
}, { requiredKeys: ["name", "trigger", "actions"] });
/** Use Template: the template is one of the shared rows the migration seeds (read in the setup). */
const validFromTemplate = () => fc.record({
  name: fc.string({ maxLength: 30 }).map((x) => `From template ${x}`),
  description: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
}, { requiredKeys: ["name"] });
/** Run Now's trigger data: the workspace's own records, each optional. */
const validTriggerData = (form: "uuid" | "gid") => fc.record({
  clientId: fc.constant(new Ref("own", "Client", form, 0)),
  projectId: fc.constant(new Ref("own", "Project", form, 0)),
  taskId: fc.constant(new Ref("own", "Task", form, 0)),
  invoiceId: fc.constant(new Ref("own", "Invoice", form, 0)),
}, { requiredKeys: [] });
/** A task with the workspace's own links, each optional (three links of random types are seldom all right together). */
const validTask = (form: "uuid" | "gid") => fc.record({
  title: fc.string({ minLength: 1, maxLength: 30 }).map((x) => `Task ${x}`),
  priority: fc.constantFrom("low", "medium", "high", "urgent"),
  clientId: fc.option(fc.constant(new Ref("own", "Client", form, 0)), { nil: undefined }),
  assigneeId: fc.option(fc.constant(new Ref("own", "TeamMember", form, 0)), { nil: undefined }),
  dueDate: fc.option(fc.constantFrom("2030-01-01", "2026-06-15T10:00:00Z"), { nil: undefined }),
});

/** An endpoint the product takes: https (http on this machine outside production) and catalogued events. */
const validWebhook = () => fc.record({
  url: fc.constantFrom("https://hooks.example.com/in", "http://localhost:8080/hook", "http://127.0.0.1:9/h"),
  events: fc.subarray(["client.created", "invoice.sent", "task.overdue", "workflow_execution.requested"], { minLength: 1 }),
});

/** A CalDAV account at a loopback address nothing listens on: the connect is tried and refused, never sent elsewhere. */
const validCaldav = () => fc.record({
  url: fc.constantFrom("http://127.0.0.1:9/", "http://[::1]:9/dav/"),
  username: fc.string({ minLength: 1, maxLength: 20 }).map((x) => `user ${x}`),
  password: fc.string({ minLength: 1, maxLength: 40 }),
});

const VALID_BODIES: Record<string, fc.Arbitrary<unknown>> = {
  "POST /api/integrations/caldav": validCaldav(),
  "Mutation.connectCaldav": validCaldav().map((input) => ({ input })),
  "POST /api/webhooks": validWebhook(),
  "Mutation.createWebhook": validWebhook().map((input) => ({ input })),
  "POST /api/tasks": validTask("uuid"),
  "Mutation.createTask": validTask("gid").map((input) => ({ input })),
  "POST /api/workflows": validWorkflow(),
  "Mutation.createWorkflow": validWorkflow().map((input) => ({ input })),
  "POST /api/automation-templates/:templateId/workflows": validFromTemplate(),
  "POST /api/workflows/from-template/:templateId": validFromTemplate(),
  "Mutation.createWorkflowFromTemplate": fc.tuple(validFromTemplate(), fc.constantFrom<0 | 1>(0, 1))
    .map(([input, slot]) => ({ input: { ...input, templateId: new Ref("own", "AutomationTemplate", "uuid", slot) } })),
  "POST /api/workflows/:id/execute": validTriggerData("uuid").map((triggerData) => ({ triggerData })),
  "Mutation.executeWorkflow": fc.tuple(fc.constantFrom<0 | 1>(0, 1), fc.option(validTriggerData("gid"), { nil: undefined }))
    .map(([slot, triggerData]) => ({ input: { id: new Ref("own", "Workflow", "gid", slot), triggerData } })),
  "POST /api/contracts": validContract("uuid"),
  "Mutation.createContract": validContract("gid").map((input) => ({ input })),
  "POST /api/contract-templates": validTemplate(),
  "Mutation.createContractTemplate": validTemplate().map((input) => ({ input })),
  "POST /api/calendar": validEvent("uuid"),
  "Mutation.createCalendarEvent": validEvent("gid").map((input) => ({ input })),
  "Mutation.updateCalendarEvent": fc.string({ maxLength: 20 }).map((x) => ({ input: { id: new Ref("own", "CalendarEvent", "gid", 1), title: `Renamed ${x}` } })),
  "Mutation.deleteCalendarEvent": fc.constant({ input: { id: new Ref("own", "CalendarEvent", "gid", 1) } }),
  "Mutation.revokeApiToken": fc.constant({ input: { id: new Ref("own", "ApiToken", "gid", 1) } }),
  "POST /api/invoices": validInvoice("uuid"),
  "Mutation.createInvoice": validInvoice("gid").map((input) => ({ input })),
  "POST /api/invoices/:id/payments": validPayment(),
  "Mutation.recordPayment": fc.tuple(validPayment(), fc.constantFrom<0 | 1>(0, 1))
    .map(([input, slot]) => ({ input: { ...input, invoiceId: new Ref("own", "Invoice", "gid", slot) } })),
  "Mutation.updateSettings": fc.record({
    invoices: fc.option(fc.record({ paperSize: fc.constantFrom("A4", "Letter") }), { nil: undefined }),
    workspace: fc.option(fc.record({ timeZone: fc.constantFrom("UTC", "Europe/Berlin", "Asia/Tokyo") }), { nil: undefined }),
  }).map((input) => ({ input })),
};

/** The JSON writes: a stream route (the file upload: raw bytes, its token the authority) has tests of its own. */
const jsonRoutes = moduleRoutes.filter((r) => r.body !== "stream");

const restWrites: RestWrite[] = [
  ...jsonRoutes.filter((r) => r.method === "POST" || r.method === "PUT")
    .map((r) => ({ method: r.method as "POST" | "PUT", url: r.url, fields: restFields(r.method, r.url), account: false })),
  { method: "POST", url: "/api/auth/register", fields: stringFields(Object.keys(registerSchema.fields)), account: true },
  { method: "POST", url: "/api/auth/login", fields: stringFields(Object.keys(loginSchema.fields)), account: true },
];

const mutationFields: GraphQLField<unknown, unknown>[] = Object.values(schema.getMutationType()?.getFields() ?? {});

/** Types that implement the Error interface: a mutation answering one of them refused the write. */
const errorTypes = (() => {
  const iface = schema.getType("Error");
  if (!iface || !isInterfaceType(iface)) return new Set<string>();
  return new Set(Object.values(schema.getTypeMap()).filter((ty) => isObjectType(ty) && ty.getInterfaces().includes(iface)).map((ty) => ty.name));
})();

function documentFor(field: GraphQLField<unknown, unknown>): string {
  const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(", ");
  const call = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const ret = getNamedType(field.type);
  const selection = isAbstractType(ret) ? `{ __typename ${errorTypes.size ? "... on Error { message }" : ""} }` : isObjectType(ret) ? "{ __typename }" : "";
  return `mutation Fuzz${defs ? `(${defs})` : ""} { ${field.name}${call ? `(${call})` : ""} ${selection} }`;
}

// ---- what was seen -----------------------------------------------------------------------------------------------

interface Tally { tried: number; typed: number; mistyped: number; untyped: number; ok: number; refused: number; s5xx: number }
const tallies = new Map<string, Tally>();
const tally = (key: string) => {
  let x = tallies.get(key);
  if (!x) tallies.set(key, (x = { tried: 0, typed: 0, mistyped: 0, untyped: 0, ok: 0, refused: 0, s5xx: 0 }));
  return x;
};

const snippet = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}… (${s.length} chars)` : s);

/** how long each request holds the event loop (fails a request past EVENT_LOOP_LIMIT_MS when CI is set) */
const eventLoop = new EventLoopGuard();

const runParams = () => ({ numRuns: FUZZ_RUNS, ...(FUZZ_SEED !== undefined ? { seed: FUZZ_SEED } : {}) });

// ---- setup -------------------------------------------------------------------------------------------------------

let foreignBefore = "";
/** The fuzzed tenant's full snapshot at the end of the last route (at the start for the first), and the log's marker then. */
let ownCheckpoint: { marker: ChangeMarker; snapshot: string };

/**
 * After a route's runs: the other tenant's rows untouched, every change its snapshot shows of the tenant's rows in the
 * change log too, every run made, no 5xx; in a full run some bodies refused and, when `accepts`, some accepted.
 */
async function expectOutcome(stats: Tally, accepts: boolean) {
  expect(await tenantSnapshot(foreign.user.id)).toBe(foreignBefore);
  // the tables whose rows of the tenant changed since the last route, by its snapshot, all have lines in the log (else
  // its triggers miss a write, and the per-request checks with them); the marker first: a write between the two is
  // then in the log, not missing from it
  const now = { marker: await mark(), snapshot: await tenantSnapshot(own.user.id) };
  const logged = new Set((await changedSince(ownCheckpoint.marker)).own.split(", ").map((x) => x.replace(/ \(.*\)$/, "")));
  const unlogged = changedTables(ownCheckpoint.snapshot, now.snapshot).split(", ").filter((x) => x && !logged.has(x));
  expect(unlogged).toEqual([]);
  ownCheckpoint = now;
  expect(stats.tried).toBeGreaterThanOrEqual(FUZZ_RUNS);
  expect(stats.s5xx).toBe(0);
  if (FUZZ_RUNS >= 100) {
    expect(stats.refused).toBeGreaterThan(0);
    if (accepts) expect(stats.ok).toBeGreaterThan(0);
  }
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: "10000", GRAPHQL_OPEN: "1", QUOTA_UPLOADS_PER_HOUR: "1000000", QUOTA_EMAILS_PER_HOUR: "1000000", QUOTA_EMAILS_PER_DAY: "10000000" });
  own = await registerUser(t.app, "fuzz-own@example.com");
  foreign = await registerUser(t.app, "fuzz-foreign@example.com");
  await seed(own, seeds.own);
  await seed(foreign, seeds.foreign);
  // a CalDAV connection each (connecting one needs a CalDAV server): choosing its calendar is then fuzzed
  for (const s of [own, foreign]) {
    const id = crypto.randomUUID();
    const url = "http://127.0.0.1:9/dav/calendar/";
    await t.app.resources.prisma.connection.create({ data: {
      id, userId: s.user.id, provider: "caldav", label: "fuzz at 127.0.0.1:9", serverUrl: "http://127.0.0.1:9/", calendars: [{ url, name: "Calendar" }],
      // chosen: Sync now queues a pull (no worker runs it here)
      calendarUrl: url, calendarName: "Calendar",
      secrets: secretBoxOf(t.app.resources.config).seal(id, { username: "fuzz", password: "fuzz" }),
    } });
  }
  // the shared automation templates (no owner; the migration seeds them): Use Template takes their ids
  const templates = await t.app.resources.prisma.automationTemplate.findMany({ select: { id: true }, orderBy: { name: "asc" }, take: 2 });
  if (templates.length < 2) throw new Error("expected the automation templates the migration seeds");
  seeds.own.AutomationTemplate = [templates[0].id, templates[1].id];

  // tables with a userId column, and a partitioned one as a whole (not each of its partitions)
  const tables = await tenantTables(t.app.resources.prisma);
  // the logs that only grow (activity lines, domain events with their row payloads) are compared by their ids: a
  // refused write adds none, and hashing every payload of a tenant with thousands of writes would be most of the run
  const parts = tables.map((name) => `'${name}', (SELECT json_build_array(count(*), md5(coalesce(string_agg(${APPEND_ONLY.has(name) ? "x.id" : "x"}::text, '|' ORDER BY ${APPEND_ONLY.has(name) ? "x.id" : "x::text"}), '')))
    FROM "${name}" x WHERE x."userId" = $1::uuid)`);
  tenantSnapshotSql = `SELECT json_build_object(${[...parts, `'users', (SELECT md5(u::text) FROM users u WHERE u.id = $1::uuid)`].join(", ")})::text AS s`;
  // the GraphQL server is made by the first request that needs it (loading Yoga and building the schema: a start's
  // work, not a request's), so before the first measured request
  const warm = await t.app.fastify.inject({
    method: "POST", url: "/graphql", payload: { query: "{ __typename }" },
    headers: { cookie: own.cookie, "content-type": "application/json", accept: "application/json", "x-graphql-yoga-csrf": "1" },
  });
  if (warm.statusCode !== 200) throw new Error(`the GraphQL server did not answer: ${warm.statusCode} ${warm.body}`);
  foreignBefore = await tenantSnapshot(foreign.user.id);
  // on this worker's database only, until the end of the file (afterAll removes it)
  logDb = await openChangeLog(t.app.resources.config.databaseUrl!);
  ownCheckpoint = { marker: await mark(), snapshot: await tenantSnapshot(own.user.id) };
});

afterAll(async () => {
  const rows = [...tallies.entries()];
  if (rows.length) {
    const total = rows.reduce((a, [, x]) => ({ tried: a.tried + x.tried, ok: a.ok + x.ok, refused: a.refused + x.refused, s5xx: a.s5xx + x.s5xx }), { tried: 0, ok: 0, refused: 0, s5xx: 0 });
    console.log([
      `fuzz: ${FUZZ_RUNS} bodies per write, ${rows.length} writes, ${total.tried} requests: ${total.ok} accepted, ${total.refused} refused (4xx or GraphQL error), ${total.s5xx} 5xx`,
      `  longest hold of the event loop by a request: ${eventLoop.worst.ms} ms${eventLoop.worst.what ? ` (${eventLoop.worst.what})` : ""}; the limit with CI: ${EVENT_LOOP_LIMIT_MS} ms`,
      ...rows.map(([k, x]) => `  ${k.padEnd(34)} tried ${x.tried} (typed ${x.typed}, mistyped ${x.mistyped}, untyped ${x.untyped}): accepted ${x.ok}, refused ${x.refused}, 5xx ${x.s5xx}`),
    ].join("\n"));
  }
  await eventLoop.stop();
  await logDb?.close();
  await t?.close();
});

// ---- the properties ----------------------------------------------------------------------------------------------

describe("write fuzz", () => {
  it("covers every write of the registries and has a seeded record of every type a mutation writes", () => {
    expect(restWrites.length).toBeGreaterThanOrEqual(jsonRoutes.filter((r) => r.method === "POST" || r.method === "PUT").length + 2);
    expect(mutationFields.length).toBeGreaterThan(0);
    const written = Object.values(schema.getTypeMap())
      .filter((ty) => isObjectType(ty) && ty.getInterfaces().some((i) => i.name === "Node"))
      .map((ty) => ty.name)
      .filter((name) => mutationFields.some((f) => f.name.includes(name)));
    expect(written.filter((name) => !seededTypes().includes(name))).toEqual([]);
  });

  const restFlavour = (): Flavour => ({ rest: true, schema, nodeTypes: seededTypes() });

  it.each(restWrites.map((w) => [`${w.method} ${w.url}`, w] as const))("REST %s", async (key, w) => {
    const stats = tally(key);
    await freshBareSeeds();
    // a PUT updates the tenant's seeded record of its type (the first of the route's list), else a missing or foreign
    // one; a `:templateId` names one of the shared automation templates
    const param = /\/:(\w+)/.exec(w.url)?.[1] ?? null;
    const listUrl = param ? w.url.slice(0, w.url.indexOf(`/:${param}`)) : w.url;
    let ownId: string | null = null;
    if (param === "templateId") {
      ownId = seeds.own.AutomationTemplate[0];
    } else if (param) {
      const list = await t.app.fastify.inject({ method: "GET", url: listUrl, headers: { cookie: own.cookie } });
      ownId = (list.json() as { id: string }[])[0]?.id ?? null;
      if (!ownId) throw new Error(`no record to update through ${key}: seed one in this test's setup`);
    }
    const path = fc.oneof(
      { weight: 8, arbitrary: fc.constant("own") },
      { weight: 1, arbitrary: fc.constantFrom(...seededTypes()).map((ty) => `foreign:${ty}`) },
      { weight: 1, arbitrary: fc.constantFrom("missing", "not-a-uuid") },
    );
    const urlFor = (p: string) => {
      if (!param) return w.url;
      const id = p === "own" ? ownId! : p === "missing" ? "00000000-0000-4000-8000-000000000000" : p === "not-a-uuid" ? "1%20OR%201=1" : seeds.foreign[p.split(":")[1]][0];
      return w.url.replace(`:${param}`, id);
    };

    const generated = bodies(w.fields, restFlavour(), w.url);
    const valid = VALID_BODIES[key];
    const bodiesOf = valid
      ? fc.oneof({ weight: 9, arbitrary: generated }, { weight: 1, arbitrary: valid.map((body) => ({ kind: "typed" as BodyKind, body })) })
      : generated;
    await fc.assert(fc.asyncProperty(bodiesOf, path, async ({ kind, body }, p) => {
      const url = urlFor(p);
      const payload = body === NO_BODY ? undefined : encode(body, resolve);
      const before = w.account ? await accountsSnapshot() : "";
      const marker = await mark();
      eventLoop.start();
      const r = await t.app.fastify.inject({
        method: w.method, url,
        headers: { ...(w.account ? {} : { cookie: own.cookie }), ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
        ...(payload !== undefined ? { payload } : {}),
      });
      stats.tried++;
      stats[kind]++;
      if (r.statusCode >= 500) stats.s5xx++;
      else if (r.statusCode >= 400) stats.refused++;
      else stats.ok++;
      const problems: string[] = [];
      if (r.statusCode >= 500) problems.push(`answered ${r.statusCode}`);
      const leak = leakIn(r.body);
      if (leak) problems.push(`shows internals: ${leak}`);
      const changes = await changedSince(marker);
      const stalled = eventLoop.problem(await eventLoop.end(`${w.method} ${w.url}`));
      if (stalled) problems.push(stalled);
      const changed = r.statusCode < 400 ? "" : w.account ? changedTables(before, await accountsSnapshot()) : changes.own;
      if (changed) problems.push(`refused with ${r.statusCode} but rows changed in ${changed}`);
      if (changes.foreign) problems.push(`changed the other tenant's rows in ${changes.foreign}`);
      if (!isObjectBody(body) && !(body === NO_BODY && TAKES_NO_INPUT.has(key)) && r.statusCode < 400) problems.push(`accepted a body that is not a JSON object (${r.statusCode})`);
      if (problems.length) throw new Error(`${w.method} ${url} (${kind} body): ${problems.join("; ")}\nbody sent: ${snippet(payload ?? "(none)")}\nanswer: ${r.statusCode} ${snippet(r.body)}`);
      if (r.statusCode < 400 && key === "POST /api/workflow-executions/:id/retry") await failRetriedRuns();
    }), runParams());

    // the bodies reach validation, and past it into the database for every write but the sign-in with made-up
    // accounts (a short local run may miss the rarer of the two)
    await expectOutcome(stats, w.url !== "/api/auth/login" && !ACCEPTS_ONLY_ISSUED.has(key));
  });

  const gqlFlavour = (): Flavour => ({ rest: false, schema, nodeTypes: seededTypes() });

  it.each(mutationFields.map((f) => [`Mutation.${f.name}`, f] as const))("GraphQL %s", async (key, field) => {
    const stats = tally(key);
    await freshBareSeeds();
    const query = documentFor(field);
    const argFields = new GraphQLInputObjectType({
      name: "Args", fields: Object.fromEntries(field.args.map((a) => [a.name, { type: a.type }])),
    }).getFields();
    const variables = fc.oneof(
      { weight: 3, arbitrary: objectFor(argFields, "lean", gqlFlavour(), field.name).map((v) => ({ kind: "typed" as BodyKind, v: v as unknown })) },
      { weight: 1, arbitrary: objectFor(argFields, "sparse", gqlFlavour(), field.name).map((v) => ({ kind: "typed" as BodyKind, v: v as unknown })) },
      { weight: 2, arbitrary: objectFor(argFields, "chaos", gqlFlavour(), field.name).map((v) => ({ kind: "typed" as BodyKind, v: v as unknown })) },
      { weight: 2, arbitrary: objectFor(argFields, "mistyped", gqlFlavour(), field.name).map((v) => ({ kind: "mistyped" as BodyKind, v: v as unknown })) },
      { weight: 1, arbitrary: fc.record(Object.fromEntries(field.args.map((a) => [a.name, untypedValue]))).map((v) => ({ kind: "untyped" as BodyKind, v: v as unknown })) },
      { weight: 1, arbitrary: untypedBody.map((v) => ({ kind: "untyped" as BodyKind, v })) },
      ...(VALID_BODIES[key] ? [{ weight: 1, arbitrary: VALID_BODIES[key].map((v) => ({ kind: "typed" as BodyKind, v })) }] : []),
    );

    await fc.assert(fc.asyncProperty(variables, async ({ kind, v }) => {
      const payload = `{"query":${JSON.stringify(query)}${v === NO_BODY ? "" : `,"variables":${encode(v, resolve)}`}}`;
      const marker = await mark();
      eventLoop.start();
      const r = await t.app.fastify.inject({
        method: "POST", url: "/graphql",
        headers: { cookie: own.cookie, "content-type": "application/json", accept: "application/json", "x-graphql-yoga-csrf": "1" },
        payload,
      });
      stats.tried++;
      stats[kind]++;
      const problems: string[] = [];
      let json: { data?: Record<string, { __typename?: string } | null> | null; errors?: { message: string }[] } | null = null;
      try { json = JSON.parse(r.body); } catch { problems.push("answer is not JSON"); }
      const errors = json?.errors ?? [];
      const typename = json?.data?.[field.name]?.__typename;
      const refused = r.statusCode >= 400 || errors.length > 0 || (typename !== undefined && errorTypes.has(typename)) || !json?.data?.[field.name];
      if (r.statusCode >= 500) stats.s5xx++;
      else if (refused) stats.refused++;
      else stats.ok++;
      if (r.statusCode >= 500) problems.push(`answered ${r.statusCode}`);
      if (errors.some((e) => e.message === "Unexpected error.")) problems.push("answered a masked error (Unexpected error.)");
      const leak = leakIn(r.body);
      if (leak) problems.push(`shows internals: ${leak}`);
      const changes = await changedSince(marker);
      const stalled = eventLoop.problem(await eventLoop.end(key));
      if (stalled) problems.push(stalled);
      const changed = refused ? changes.own : "";
      if (changed) problems.push(`refused but rows changed in ${changed}`);
      if (changes.foreign) problems.push(`changed the other tenant's rows in ${changes.foreign}`);
      if (problems.length) throw new Error(`${key} (${kind} variables): ${problems.join("; ")}\nrequest: ${snippet(payload)}\nanswer: ${r.statusCode} ${snippet(r.body)}`);
      if (!refused && field.name.startsWith("delete")) await reseed();
      if (!refused && field.name === "retryWorkflowExecution") await failRetriedRuns();
    }), runParams());

    await expectOutcome(stats, !ACCEPTS_ONLY_ISSUED.has(key));
  });
});
