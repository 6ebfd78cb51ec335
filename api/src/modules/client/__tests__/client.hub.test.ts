import fs from "node:fs";
import path from "node:path";
import { eachTestWithTenant, gql, registerUser, statementsFor10And50, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { makeClient } from "./factory";
import { makeInvoice } from "../../invoice/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { makeTask } from "../../task/__tests__/factory";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const db = () => t.app.resources.prisma;

const HUB = `query($id: ID!) { node(id: $id) { ... on Client { id name amountOwed { currency amount }
  projects(first: 5) { edges { node { id name client { id } } } }
  openTasks(first: 5) { edges { node { id title status project { name } } } }
  invoices(first: 5) { edges { node { id invoiceNumber total currency status } } }
  messages(first: 5) { edges { node { id subject } } }
  files(first: 5) { edges { node { id name } } }
  upcomingEvents(first: 5) { edges { node { id title startTime } } }
  contracts(first: 5) { edges { node { id contractNumber } } }
  proposals(first: 5) { edges { node { id contractNumber } } }
  timeline(first: 5) { edges { node { id title entityType createdAt } } pageInfo { hasNextPage endCursor } } } } }`;

const names = (conn: { edges: { node: Record<string, unknown> }[] }, key: string) => conn.edges.map((e) => e.node[key]);

describe("the client hub", () => {
  it("answers each block for the client only, and what it owes per currency (sent and overdue only)", async () => {
    const client = await makeClient(t.app, a, { name: "Hub client" });
    const other = await makeClient(t.app, a, { name: "Other client" });
    const project = await makeProject(t.app, a, { clientId: client.id, name: "Hub project" });
    await makeProject(t.app, a, { clientId: other.id, name: "Other project" });
    await makeTask(t.app, a, { title: "Open task", clientId: client.id, projectId: project.id });
    await makeTask(t.app, a, { title: "Done task", clientId: client.id, status: "completed" });
    await makeTask(t.app, a, { title: "Other task", clientId: other.id });
    // 352.00 each (2 x 150 + 20, 10% tax)
    await makeInvoice(t.app, a, { clientId: client.id, status: "sent", invoiceNumber: "H-1" });
    await makeInvoice(t.app, a, { clientId: client.id, status: "overdue", invoiceNumber: "H-2" });
    await makeInvoice(t.app, a, { clientId: client.id, status: "sent", currency: "EUR", invoiceNumber: "H-3" });
    await makeInvoice(t.app, a, { clientId: client.id, status: "paid", invoiceNumber: "H-4" });
    await makeInvoice(t.app, a, { clientId: client.id, status: "draft", invoiceNumber: "H-5" });
    await makeInvoice(t.app, a, { clientId: other.id, status: "sent", invoiceNumber: "O-1" });

    const res = await gql(t.app, a, HUB, { id: globalId("Client", client.id) });
    expect(res.errors).toBeUndefined();
    const hub = res.data.node;
    expect(hub.name).toBe("Hub client");
    expect(hub.amountOwed).toEqual([{ currency: "EUR", amount: "352.00" }, { currency: "USD", amount: "704.00" }]);
    expect(names(hub.projects, "name")).toEqual(["Hub project"]);
    expect(names(hub.openTasks, "title")).toEqual(["Open task"]);
    expect(hub.openTasks.edges[0].node.project).toEqual({ name: "Hub project" });
    expect(names(hub.invoices, "invoiceNumber")).toEqual(["H-5", "H-4", "H-3", "H-2", "H-1"]);
    expect(hub.messages.edges).toEqual([]);
    expect(hub.files.edges).toEqual([]);
    expect(hub.upcomingEvents.edges).toEqual([]);
    expect(hub.contracts.edges).toEqual([]);
    expect(hub.proposals.edges).toEqual([]);

    // a client owing nothing owes an empty list
    const none = await gql(t.app, a, HUB, { id: globalId("Client", (await makeClient(t.app, a)).id) });
    expect(none.data.node.amountOwed).toEqual([]);
  });

  it("has a timeline of the client and of everything attached to it, newest first, paginated", async () => {
    const client = await makeClient(t.app, a, { name: "Timeline client" });
    const other = await makeClient(t.app, a, { name: "Other" });
    const project = await makeProject(t.app, a, { clientId: client.id, name: "P" });
    // a task of the client's project names the client too (the task form fills it from the project)
    await makeTask(t.app, a, { title: "T1", projectId: project.id, clientId: client.id });
    await makeInvoice(t.app, a, { clientId: client.id, invoiceNumber: "TL-1" });
    await makeTask(t.app, a, { title: "Other task", clientId: other.id });

    const first = await gql(t.app, a, HUB, { id: globalId("Client", client.id) });
    const lines = first.data.node.timeline;
    expect(lines.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual([
      "New invoice created: TL-1", expect.stringContaining("T1"), expect.stringContaining("P"), expect.stringContaining("Timeline client"),
    ]);
    expect(lines.edges.map((e: { node: { entityType: string } }) => e.node.entityType)).toEqual(["invoice", "task", "project", "client"]);
    expect(lines.pageInfo.hasNextPage).toBe(false);
    const times = lines.edges.map((e: { node: { createdAt: string } }) => e.node.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const PAGE = `query($id: ID!, $after: String) { node(id: $id) { ... on Client { timeline(first: 2, after: $after) {
      edges { node { entityType } } pageInfo { hasNextPage endCursor } } } } }`;
    const p1 = await gql(t.app, a, PAGE, { id: globalId("Client", client.id) });
    expect(p1.data.node.timeline.edges.map((e: { node: { entityType: string } }) => e.node.entityType)).toEqual(["invoice", "task"]);
    expect(p1.data.node.timeline.pageInfo.hasNextPage).toBe(true);
    const p2 = await gql(t.app, a, PAGE, { id: globalId("Client", client.id), after: p1.data.node.timeline.pageInfo.endCursor });
    expect(p2.data.node.timeline.edges.map((e: { node: { entityType: string } }) => e.node.entityType)).toEqual(["project", "client"]);
    expect(p2.data.node.timeline.pageInfo.hasNextPage).toBe(false);

    // the project's own timeline holds the project and what is attached to it
    const PROJECT = `query($id: ID!) { node(id: $id) { ... on Project { timeline(first: 10) { edges { node { entityType } } } } } }`;
    const pt = await gql(t.app, a, PROJECT, { id: globalId("Project", project.id) });
    expect(pt.data.node.timeline.edges.map((e: { node: { entityType: string } }) => e.node.entityType)).toEqual(["task", "project"]);
  });

  it("reads the hub in the same number of statements for 10 and for 50 records per block", async () => {
    let clientId = "";
    const { ten, fifty } = await statementsFor10And50(t, async (s, n) => {
      const client = await makeClient(t.app, s);
      clientId = client.id;
      const project = await makeProject(t.app, s, { clientId: client.id });
      for (let i = 0; i < n; i++) {
        await makeTask(t.app, s, { clientId: client.id, projectId: project.id });
        await makeInvoice(t.app, s, { clientId: client.id, projectId: project.id, status: "sent" });
      }
    }, async (s) => {
      const res = await gql(t.app, s, HUB, { id: globalId("Client", clientId) });
      expect(res.errors).toBeUndefined();
      expect(res.data.node.invoices.edges).toHaveLength(5);
    });
    expect(fifty).toBe(ten);
    console.log(`client hub query: ${ten} statements for 10 and ${fifty} for 50 records per block`);
  });

  it("is not found for another tenant: B opening A's client hub or project page gets null", async () => {
    const client = await makeClient(t.app, a, { name: "A's client" });
    const project = await makeProject(t.app, a, { clientId: client.id });
    await makeInvoice(t.app, a, { clientId: client.id, status: "sent" });
    const b = await registerUser(t.app);
    const res = await gql(t.app, b, HUB, { id: globalId("Client", client.id) });
    expect(res.errors).toBeUndefined();
    expect(res.data.node).toBeNull();
    const pr = await gql(t.app, b, `query($id: ID!) { node(id: $id) { ... on Project { name invoices(first: 5) { edges { node { id } } } timeline(first: 5) { edges { node { id } } } } } }`,
      { id: globalId("Project", project.id) });
    expect(pr.data.node).toBeNull();
  });

  it("backfills the client and the project of the existing activity lines (migration 20261127180000_activity_links)", async () => {
    const client = await makeClient(t.app, a);
    const project = await makeProject(t.app, a, { clientId: client.id });
    const task = await makeTask(t.app, a, { projectId: project.id, clientId: client.id });
    const invoice = await makeInvoice(t.app, a, { clientId: client.id, projectId: project.id });
    const loose = await makeTask(t.app, a, {});
    await db().activity.updateMany({ data: { clientId: null, projectId: null } });
    const sql = fs.readFileSync(path.join(__dirname, "../../../../../prisma/migrations/20261127180000_activity_links/migration.sql"), "utf8");
    const updates = sql.split(";").map((s) => s.replace(/^\s*--.*$/gm, "").trim()).filter((s) => s.startsWith("UPDATE"));
    expect(updates.length).toBe(8);
    for (const u of updates) await db().$executeRawUnsafe(u);
    const lines = await db().activity.findMany({ where: { userId: a.user.id } });
    const of = (id: string) => lines.find((l) => l.entityId === id)!;
    expect(of(client.id)).toMatchObject({ clientId: client.id, projectId: null });
    expect(of(project.id)).toMatchObject({ clientId: client.id, projectId: project.id });
    expect(of(task.id)).toMatchObject({ clientId: client.id, projectId: project.id });
    expect(of(invoice.id)).toMatchObject({ clientId: client.id, projectId: project.id });
    expect(of(loose.id)).toMatchObject({ clientId: null, projectId: null });
  });
});
