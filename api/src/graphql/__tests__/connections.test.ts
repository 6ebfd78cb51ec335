import fs from "node:fs";
import path from "node:path";
import { eachTestWithTenant, gql, registerUser, type Session, type TestApp } from "../../../test/harness";
import { globalId } from "../util";

/*
 * Every connection page is one SQL statement (the page, its relations as joins, its total) that reads only the
 * columns the query asked for, and pages only through the viewer's own records.
 */
let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const db = () => t.app.resources.prisma;

/** n clients, projects (of the first client), tasks (half on a project, a third on a client) and the rest, created oldest first. */
async function seedTenant(s: Session, n: number) {
  const userId = s.user.id;
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i));
  await db().client.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId, name: `Client ${i}`, notes: "private notes", createdAt: at(i) })) });
  const clients = await db().client.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  await db().project.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId, clientId: clients[i % clients.length].id, name: `Project ${i}`, budget: "1250.50", createdAt: at(i) })) });
  const projects = await db().project.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  await db().task.createMany({ data: Array.from({ length: n }, (_, i) => ({
    userId, title: `Task ${i}`, projectId: i % 2 ? projects[i].id : null, clientId: i % 3 ? null : clients[i].id, createdAt: at(i),
    dueDate: i % 4 ? new Date(Date.now() - 2 * 86_400_000) : null, status: i % 5 ? "pending" : "completed" })) });
  await db().message.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId, clientId: i % 2 ? clients[i].id : null, content: `Message ${i}`, contactEmail: i % 3 ? null : "x@example.com", createdAt: at(i) })) });
  await db().notification.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId, type: "task_overdue", title: `Notice ${i}`, createdAt: at(i) })) });
  await db().teamMember.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId, name: `Member ${i}`, skills: ["a", "b"], createdAt: at(i) })) });
  return { clients, projects };
}

const PAGES: Record<string, string> = {
  clients: "id name status email",
  projects: "id name status priority budget dueDate client { id name }",
  tasks: "id title status dueDate isOverdue project { id name } client { id name }",
  messages: "id content emailState createdAt client { id name } project { id name }",
  notifications: "id title type isRead",
  teamMembers: "id name status skills hourlyRate",
};

const page = (s: Session, field: string, args: string) =>
  gql(t.app, s, `{ viewer { ${field}(${args}) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { ${PAGES[field]} } } } } }`);

describe("connection pages", () => {
  it.each(Object.keys(PAGES))("reads a page of %s with its total in one SQL statement", async (field) => {
    await seedTenant(a, 7);
    t.statements.length = 0;
    const first = await page(a, field, "first: 3");
    expect(first.errors).toBeUndefined();
    expect(t.statements).toHaveLength(1);
    const conn = first.data.viewer[field];
    expect(conn.totalCount).toBe(7);
    expect(conn.edges).toHaveLength(3);
    expect(conn.pageInfo.hasNextPage).toBe(true);

    // the next pages, newest first, through the end; the last (empty) page after it still has its total
    const seen = conn.edges.map((e: any) => e.node.id);
    let after = conn.pageInfo.endCursor;
    for (;;) {
      t.statements.length = 0;
      const next = await page(a, field, `first: 3, after: "${after}"`);
      expect(t.statements).toHaveLength(1);
      const c = next.data.viewer[field];
      expect(c.totalCount).toBe(7);
      seen.push(...c.edges.map((e: any) => e.node.id));
      if (!c.pageInfo.hasNextPage) {
        const empty = await page(a, field, `first: 3, after: "${c.pageInfo.endCursor}"`);
        expect(empty.data.viewer[field]).toMatchObject({ totalCount: 7, edges: [] });
        break;
      }
      after = c.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(7);

    // backwards from the end gives the same records in the same order
    const last = await page(a, field, "last: 7");
    expect(last.data.viewer[field].edges.map((e: any) => e.node.id)).toEqual(seen);
    const before = await page(a, field, `last: 2, before: "${last.data.viewer[field].edges[3].cursor}"`);
    expect(before.data.viewer[field].edges.map((e: any) => e.node.id)).toEqual(seen.slice(1, 3));
    expect(before.data.viewer[field].pageInfo.hasPreviousPage).toBe(true);
  });

  it("gives the same records and values as Prisma's own reads, relations included", async () => {
    await seedTenant(a, 6);
    const r = await gql(t.app, a, `{ viewer { tasks(first: 10) { edges { node { title status dueDate isOverdue project { name client { name } } client { name } } } } } }`);
    const tasks = await db().task.findMany({ where: { userId: a.user.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: { project: { include: { client: true } }, client: true } });
    expect(r.data.viewer.tasks.edges.map((e: any) => [e.node.title, e.node.status, e.node.dueDate, e.node.isOverdue, e.node.project?.name ?? null,
      e.node.project?.client.name ?? null, e.node.client?.name ?? null])).toEqual(tasks.map((x) => [x.title, x.status, x.dueDate?.toISOString().slice(0, 10) ?? null,
      // open and due before today (the workspace's zone: UTC here)
      !["completed", "cancelled"].includes(x.status) && x.dueDate !== null && x.dueDate.toISOString().slice(0, 10) < new Date().toISOString().slice(0, 10), x.project?.name ?? null, x.project?.client.name ?? null, x.client?.name ?? null]));
    const p = await page(a, "projects", "first: 1");
    expect(p.data.viewer.projects.edges[0].node).toMatchObject({ budget: "1250.50", status: "planning", client: { name: expect.any(String) } });
    const m = await page(a, "teamMembers", "first: 1");
    expect(m.data.viewer.teamMembers.edges[0].node).toMatchObject({ skills: ["a", "b"], hourlyRate: null, status: "active" });
  });

  it("selects only the columns the query asks for, and relations as plain joins of their asked columns", async () => {
    await seedTenant(a, 3);
    t.statements.length = 0;
    await gql(t.app, a, `{ viewer { clients(first: 2) { edges { node { name } } } } }`);
    expect(t.statements).toHaveLength(1);
    const [clients] = t.statements;
    expect(clients).toMatch(/"name"/);
    for (const column of ["notes", "email", "address", "website", "updatedAt", "status"]) expect(clients).not.toMatch(new RegExp(`"${column}"`));
    expect(clients).not.toMatch(/count\(/i);

    t.statements.length = 0;
    await gql(t.app, a, `{ viewer { tasks(first: 2) { totalCount edges { node { title project { name } } } } } }`);
    const [tasks] = t.statements;
    expect(tasks).toMatch(/LEFT JOIN projects/);
    expect(tasks).not.toMatch(/json/i);
    expect(tasks).not.toMatch(/"description"|"budget"|"progress"|"estimatedHours"/);
    console.log(`tasks page SQL: ${tasks.replace(/\s+/g, " ")}`);
  });

  it("counts with one statement when only the total is asked for", async () => {
    await seedTenant(a, 4);
    t.statements.length = 0;
    const r = await gql(t.app, a, `{ viewer { clients(first: 2) { totalCount } projects { totalCount } } }`);
    expect(r.data.viewer).toEqual({ clients: { totalCount: 4 }, projects: { totalCount: 4 } });
    expect(t.statements).toHaveLength(2);
  });

  it("pages through the viewer's records only: another tenant's cursor finds nothing", async () => {
    await seedTenant(a, 4);
    const b = await registerUser(t.app);
    await seedTenant(b, 5);
    for (const field of Object.keys(PAGES)) {
      const theirs = await page(b, field, "first: 2");
      const foreignCursor = theirs.data.viewer[field].pageInfo.endCursor;
      const mine = await page(a, field, `first: 10, after: "${foreignCursor}"`);
      expect(mine.errors).toBeUndefined();
      expect(mine.data.viewer[field]).toMatchObject({ totalCount: 4, edges: [] });
      const back = await page(a, field, `last: 10, before: "${foreignCursor}"`);
      expect(back.data.viewer[field]).toMatchObject({ totalCount: 4, edges: [] });
      const all = await page(a, field, "first: 100");
      expect(all.data.viewer[field].totalCount).toBe(4);
      expect(all.data.viewer[field].edges).toHaveLength(4);
    }
  });

  it("refuses a cursor that names no record", async () => {
    const r = await gql(t.app, a, `{ viewer { clients(first: 2, after: "${Buffer.from("GPC:S:not-a-uuid").toString("base64")}") { edges { node { id } } } } }`);
    expect(r.errors?.[0].message).toBe("Invalid cursor");
  });

  it("answers the web app's persisted page and pagination queries, first page and next", async () => {
    const { clients, projects } = await seedTenant(a, 5);
    // a record page starts from its record (the client hub, the project page, a hub's block: from the client when it
    // stands on the client's hub); a pagination query from the viewer
    const hubBlock = (text: string) => /^query \w+HubBlock\w*Query\b/.test(text);
    const startsFrom = (text: string) => (/^query ClientHubPageQuery\b/.test(text) || (hubBlock(text) && text.includes("on Client")) ? globalId("Client", clients[0].id)
      : /^query ProjectPageQuery\b/.test(text) || hubBlock(text) ? globalId("Project", projects[0].id) : globalId("User", a.user.id));
    // a record page reads a block per kind of record; its statement count is its module's test's (client.hub.test.ts);
    // a hub block reads its record and its one connection: two statements at most
    const recordPage = (text: string) => /^query (ClientHubPageQuery|ProjectPageQuery)\b/.test(text);
    const persisted: Record<string, string> = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../../persisted_queries.json"), "utf8"));
    // (a query of lists that are not connections, as a recurring invoice's invoices read by its card, is not a page)
    const pages = Object.values(persisted).filter((text) => text.startsWith("query") && text.includes("edges") && /\b(clients|projects|tasks|messages|notifications|teamMembers|invoices|recurringInvoices|calendarEvents|contracts|contractTemplates)\(/.test(text));
    expect(pages.length).toBeGreaterThanOrEqual(10);
    const connectionsOf = (data: unknown): any[] => {
      const found: any[] = [];
      const walk = (v: any) => {
        if (!v || typeof v !== "object") return;
        if (Array.isArray(v.edges)) found.push(v);
        Object.values(v).forEach(walk);
      };
      walk(data);
      return found;
    };
    for (const text of pages) {
      // (Run Now's record picker asks for the kinds its trigger takes: here every one; the workflow form, a template's or not)
      const variables = { count: 2, optionCount: 100, kind: "contract", editing: true, id: startsFrom(text), cursor: null as string | null,
        client: true, project: true, task: true, invoice: true, contract: true, file: true, fromTemplate: false, from: "", withFrom: false };
      t.statements.length = 0;
      const first = await gql(t.app, a, text, variables);
      // one statement per connection of the screen, and one for the node a pagination query starts from (the
      // dashboard also reads its statistics, the calendar's integration panel the user's feed, made on first read;
      // the invoice form's suggestion, the workspace's next invoice number, is one read of its own)
      const pagesAsked = (text.match(/\b(clients|projects|tasks|messages|notifications|teamMembers|invoices|recurringInvoices|calendarEvents|contracts|contractTemplates|files)\(/g) ?? []).length;
      const nodes = (text.includes("node(id: $id)") ? 1 : 0) + (text.includes("nextInvoiceNumber") ? 1 : 0);
      if (hubBlock(text)) expect(t.statements.length).toBeLessThanOrEqual(2);
      else if (!text.startsWith("query DashboardPageQuery") && !text.includes("calendarIntegration") && !recordPage(text)) expect(t.statements).toHaveLength(pagesAsked + nodes);
      console.log(`${text.slice(6, text.search(/[({]/))}: ${t.statements.length} SQL statements for ${pagesAsked} connection(s)`);
      expect({ op: text.slice(0, 40), errors: first.errors }).toEqual({ op: text.slice(0, 40), errors: undefined });
      const connections = connectionsOf(first.data);
      expect(connections.length).toBeGreaterThan(0);
      const paged = connections.find((c) => c.pageInfo?.hasNextPage && c.edges.length === 2);
      if (!paged || !text.includes("$cursor")) continue;
      const next = await gql(t.app, a, text, { ...variables, cursor: paged.pageInfo.endCursor });
      expect(next.errors).toBeUndefined();
      const again = connectionsOf(next.data)[0];
      expect(again.edges).toHaveLength(2);
      expect(again.edges.map((e: any) => e.node.id)).not.toContain(paged.edges[0].node.id);
    }
  });
});
