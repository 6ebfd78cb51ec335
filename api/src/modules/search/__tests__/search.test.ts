import { globalId } from "../../../graphql/util";
import { eachTestWithTenant, gql, registerUser, rest, statementsFor10And50, type Session, type TestApp } from "../../../../test/harness";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const db = () => t.app.resources.prisma;
const search = async (s: Session, q: string) => {
  const r = await rest(t.app, s, "GET", `/api/search?q=${encodeURIComponent(q)}`);
  expect(r.status).toBe(200);
  return r.body.results as { type: string; id: string; title: string; subtitle: string | null; url: string }[];
};
const gid = (type: string, id: string) => encodeURIComponent(globalId(type, id));
const titles = async (q: string) => (await search(a, q)).map((r) => r.title);

async function client(name: string, more: Record<string, unknown> = {}) {
  return db().client.create({ data: { userId: a.user.id, name, ...more } });
}

describe("GET /api/search", () => {
  it("answers no results for an empty or blank text, and 400 past 200 characters", async () => {
    await client("Acme Corp");
    expect((await rest(t.app, a, "GET", "/api/search")).body).toEqual({ results: [] });
    expect(await search(a, "")).toEqual([]);
    expect(await search(a, "   ")).toEqual([]);
    expect(await search(a, "--- !!")).toEqual([]);
    const long = await rest(t.app, a, "GET", `/api/search?q=${"a".repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Search text must be at most 200 characters");
    expect((await rest(t.app, a, "GET", `/api/search?q=${"a".repeat(200)}`)).status).toBe(200);
    expect((await rest(t.app, null, "GET", "/api/search?q=acme")).status).toBe(401);
  });

  it("finds every kind of record, each with its type, title and the path that opens it", async () => {
    const c = await client("Nimbus Client", { company: "Nimbus Co" });
    const p = await db().project.create({ data: { userId: a.user.id, clientId: c.id, name: "Nimbus Website" } });
    const task = await db().task.create({ data: { userId: a.user.id, projectId: p.id, title: "Nimbus logo" } });
    const inv = await db().invoice.create({ data: { userId: a.user.id, clientId: c.id, invoiceNumber: "INV-7731", issueDate: new Date(), dueDate: new Date(), subtotal: "1", total: "1" } });
    const m = await db().message.create({ data: { userId: a.user.id, clientId: c.id, subject: "Nimbus kickoff", content: "Hello" } });
    const f = await db().file.create({ data: { userId: a.user.id, name: "nimbus-brief.pdf", originalName: "brief.pdf", path: `${a.user.id}/uploads/x`, size: 1, mimeType: "application/pdf" } });
    const e = await db().calendarEvent.create({ data: { userId: a.user.id, title: "Nimbus review", startTime: new Date(), endTime: new Date() } });
    const con = await db().contract.create({ data: { userId: a.user.id, clientId: c.id, contractNumber: "CON-2026-0001", title: "Nimbus services", type: "service", content: "x" } });
    const pro = await db().contract.create({ data: { userId: a.user.id, clientId: c.id, contractNumber: "PRO-2026-0001", title: "Nimbus proposal", type: "proposal", content: "x" } });

    const results = await search(a, "nimbus");
    const byType = Object.fromEntries(results.map((r) => [r.type, r]));
    expect(Object.keys(byType).sort()).toEqual(["client", "contract", "event", "file", "message", "project", "proposal", "task"]);
    expect(byType.client).toEqual({ type: "client", id: c.id, title: "Nimbus Client", subtitle: "Nimbus Co", url: `/clients/${gid("Client", c.id)}` });
    expect(byType.project).toMatchObject({ id: p.id, subtitle: "Nimbus Client", url: `/projects/${gid("Project", p.id)}` });
    expect(byType.task).toMatchObject({ id: task.id, subtitle: "Nimbus Website", url: `/tasks?id=${gid("Task", task.id)}` });
    expect(byType.message.url).toBe(`/messages?id=${gid("Message", m.id)}`);
    expect(byType.file.url).toBe(`/files?id=${gid("File", f.id)}`);
    expect(byType.event.url).toBe(`/calendar?event=${gid("CalendarEvent", e.id)}`);
    expect(byType.contract.url).toBe(`/contracts/${encodeURIComponent(gid("Contract", con.id))}`);
    expect(byType.proposal.url).toBe(`/proposals/${encodeURIComponent(gid("Contract", pro.id))}`);
    // invoices by number
    expect(await search(a, "INV-7731")).toEqual([
      { type: "invoice", id: inv.id, title: "INV-7731", subtitle: "Nimbus Client", url: `/invoicing/${gid("Invoice", inv.id)}` }]);
    expect((await search(a, "7731"))[0].id).toBe(inv.id);
  });

  it("ranks an exact name above a prefix match, and a name above a mention in the notes", async () => {
    await client("Acme Corporation");
    await client("Acme");
    await client("Other Ltd", { notes: "Acme referred them" });
    expect(await titles("acme")).toEqual(["Acme", "Acme Corporation", "Other Ltd"]);
    await client("Zephyr notes", { notes: "talk about Orion" });
    await client("Orion");
    await client("Orion Labs");
    expect(await titles("orion")).toEqual(["Orion", "Orion Labs", "Zephyr notes"]);
  });

  it("ranks records that match every term above those that match some", async () => {
    await client("Blue Harbor");
    await client("Blue Mountain Harbor");
    await client("Red Harbor");
    const found = await titles("harbor blue");
    expect(found.slice(0, 2).sort()).toEqual(["Blue Harbor", "Blue Mountain Harbor"]);
    expect(found[2]).toBe("Red Harbor");
  });

  it("matches the word being typed as a prefix and tolerates typos", async () => {
    await client("Acme Corp");
    expect(await titles("acme")).toEqual(["Acme Corp"]);
    expect(await titles("acmee")).toEqual(["Acme Corp"]);
    expect(await titles("Acme Co")).toEqual(["Acme Corp"]);
    expect(await titles("acm")).toEqual(["Acme Corp"]);
    expect(await titles("zzzqqq")).toEqual([]);
  });

  it("folds accents both ways", async () => {
    await client("Zürich Insurance");
    await client("Zurich Partners");
    expect((await titles("Zurich")).sort()).toEqual(["Zurich Partners", "Zürich Insurance"]);
    expect((await titles("Zürich")).sort()).toEqual(["Zurich Partners", "Zürich Insurance"]);
    expect((await titles("zuri")).sort()).toEqual(["Zurich Partners", "Zürich Insurance"]);
  });

  it("finds a phone number typed in another format, and e-mails", async () => {
    await client("Dashes", { phone: "555-010-2030" });
    await client("Digits", { phone: "5550102030" });
    await client("Someone else", { phone: "555-999-1234" });
    await client("Mail", { email: "hank.hill@strickland.example" });
    expect((await titles("+1 (555) 010-2030")).slice(0, 2).sort()).toEqual(["Dashes", "Digits"]);
    expect((await titles("555 010 2030")).slice(0, 2).sort()).toEqual(["Dashes", "Digits"]);
    expect((await titles("5550102030")).sort()).toEqual(["Dashes", "Digits"]);
    expect(await titles("hank.hill@strickland.example")).toEqual(["Mail"]);
    expect(await titles("strickland")).toEqual(["Mail"]);
  });

  it("answers at most 5 per type and 20 in all", async () => {
    const c = await client("Lot 0");
    await db().client.createMany({ data: Array.from({ length: 9 }, (_, i) => ({ userId: a.user.id, name: `Lot ${i + 1}` })) });
    for (const model of ["project", "task"] as const) {
      for (let i = 0; i < 8; i++) {
        if (model === "project") await db().project.create({ data: { userId: a.user.id, clientId: c.id, name: `Lot project ${i}` } });
        else await db().task.create({ data: { userId: a.user.id, title: `Lot task ${i}` } });
      }
    }
    await db().calendarEvent.createMany({ data: Array.from({ length: 8 }, (_, i) => ({ userId: a.user.id, title: `Lot event ${i}`, startTime: new Date(), endTime: new Date() })) });
    await db().file.createMany({ data: Array.from({ length: 8 }, (_, i) => ({ userId: a.user.id, name: `Lot file ${i}`, originalName: "f", path: `${a.user.id}/uploads/${i}`, size: 1, mimeType: "text/plain" })) });
    const results = await search(a, "lot");
    expect(results).toHaveLength(20);
    const counts: Record<string, number> = {};
    for (const r of results) counts[r.type] = (counts[r.type] ?? 0) + 1;
    expect(Math.max(...Object.values(counts))).toBe(5);
  });

  it("never finds another workspace's records, not even by invoice number", async () => {
    const c = await client("Private Acme", { phone: "555-010-7777" });
    await db().invoice.create({ data: { userId: a.user.id, clientId: c.id, invoiceNumber: "SECRET-42", issueDate: new Date(), dueDate: new Date(), subtotal: "1", total: "1" } });
    const b = await registerUser(t.app);
    expect(await search(b, "Private Acme")).toEqual([]);
    expect(await search(b, "SECRET-42")).toEqual([]);
    expect(await search(b, "5550107777")).toEqual([]);
    expect(await search(a, "SECRET-42")).toHaveLength(1);
  });

  it("keeps one document per searchable record, as its module's search entry declares it, through every write", async () => {
    const c = await client("Ledger Client", { email: "ops@ledger.example", phone: "+41 44 555 0101", notes: "Zürich office" });
    const p = await db().project.create({ data: { userId: a.user.id, clientId: c.id, name: "Ledger Site", description: "Scope" } });
    await db().task.create({ data: { userId: a.user.id, projectId: p.id, title: "Ledger logo" } });
    const old = await db().contract.create({ data: { userId: a.user.id, clientId: c.id, contractNumber: "CON-9", title: "Ledger terms", type: "service", content: "x" } });
    await db().contract.create({ data: { userId: a.user.id, clientId: c.id, contractNumber: "PRO-9", title: "Ledger pitch", type: "proposal", content: "x" } });
    const series = await db().calendarEvent.create({ data: { userId: a.user.id, title: "Ledger call", startTime: new Date(), endTime: new Date() } });
    await db().calendarEvent.create({ data: { userId: a.user.id, title: "Ledger call (moved)", parentEventId: series.id, recurrenceId: new Date(), startTime: new Date(), endTime: new Date() } });
    await db().client.update({ where: { id: c.id }, data: { name: "Ledger & Co", company: "Ledger AG" } });
    await db().client.update({ where: { id: c.id }, data: { status: "inactive" } });
    await db().contract.update({ where: { id: old.id }, data: { supersededAt: new Date() } });
    await db().contract.create({ data: { userId: a.user.id, clientId: c.id, contractNumber: "CON-9", version: 2, title: "Ledger terms v2", type: "service", content: "x" } });
    await db().task.deleteMany({ where: { userId: a.user.id } });

    const { searchEntries } = await import("../../../search/registry");
    let expected = 0;
    for (const e of searchEntries()) {
      // a record of the entry whose document is missing or differs from the entry's expressions
      const [{ missing, total }] = await db().$queryRawUnsafe<{ missing: number; total: number }[]>(`
        SELECT count(*) FILTER (WHERE d.id IS NULL OR d.type <> '${e.type}' OR d.name <> search_fold(${e.title})
          OR d.vector <> ${e.vector} OR d.trigram <> ${e.trigram})::int AS missing, count(*)::int AS total
        FROM "${e.table}" t LEFT JOIN search_documents d ON d."userId" = t."userId" AND d.id = t.id
        WHERE t."userId" = $1::uuid${e.where ? ` AND ${e.where}` : ""}`, a.user.id);
      expect({ type: e.type, missing }).toEqual({ type: e.type, missing: 0 });
      expected += total;
    }
    // and no document for a deleted task, a superseded version or a moved occurrence
    expect(expected).toBe(5);
    expect(await db().$queryRaw`SELECT type, count(*)::int AS n FROM search_documents WHERE "userId" = ${a.user.id}::uuid GROUP BY type ORDER BY type`)
      .toEqual([{ type: "client", n: 1 }, { type: "contract", n: 1 }, { type: "event", n: 1 }, { type: "project", n: 1 }, { type: "proposal", n: 1 }]);
    expect(await titles("ledger")).toEqual(expect.arrayContaining(["Ledger & Co", "Ledger terms v2"]));
    expect(await titles("ledger")).not.toContain("Ledger terms");
    await db().project.delete({ where: { id: p.id } });
    expect(await db().$queryRaw`SELECT count(*)::int AS n FROM search_documents WHERE "userId" = ${a.user.id}::uuid AND type = 'project'`).toEqual([{ n: 0 }]);
    // a workspace deleted takes its documents with it
    await db().user.delete({ where: { id: a.user.id } });
    expect(await db().$queryRaw`SELECT count(*)::int AS n FROM search_documents WHERE "userId" = ${a.user.id}::uuid`).toEqual([{ n: 0 }]);
  });
});

const SEARCH = `query Search($q: String!, $first: Int) { viewer { search(query: $q, first: $first) {
  __typename
  ... on Client { id name }
  ... on Project { id name }
  ... on Invoice { id invoiceNumber }
  ... on Contract { id title type }
} } }`;

describe("GraphQL viewer.search", () => {
  it("answers the records themselves, as members of the SearchResult union, best first", async () => {
    const c = await client("Quartz");
    await db().project.create({ data: { userId: a.user.id, clientId: c.id, name: "Quartz Site" } });
    await db().contract.create({ data: { userId: a.user.id, clientId: c.id, contractNumber: "PRO-1", title: "Quartz pitch", type: "proposal", content: "x" } });
    const r = await gql(t.app, a, SEARCH, { q: "quartz" });
    expect(r.errors).toBeUndefined();
    const found = r.data.viewer.search;
    expect(found[0]).toMatchObject({ __typename: "Client", name: "Quartz" });
    expect(found.map((x: any) => x.__typename).sort()).toEqual(["Client", "Contract", "Project"]);
    expect(found.find((x: any) => x.__typename === "Contract")).toMatchObject({ title: "Quartz pitch", type: "proposal" });
    expect((await gql(t.app, a, SEARCH, { q: "quartz", first: 1 })).data.viewer.search).toHaveLength(1);
    expect((await gql(t.app, a, SEARCH, { q: "" })).data.viewer.search).toEqual([]);
    const long = await gql(t.app, a, SEARCH, { q: "x".repeat(201) });
    expect(long.errors?.[0]?.message).toBe("Search text must be at most 200 characters");
  });

  it("costs the same number of SQL statements for 10 and for 50 matching records", async () => {
    const seed = async (s: Session, n: number) => {
      const c = await db().client.create({ data: { userId: s.user.id, name: "Seed client" } });
      await db().client.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId: s.user.id, name: `Match ${i}` })) });
      await db().project.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId: s.user.id, clientId: c.id, name: `Match project ${i}` })) });
      await db().task.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId: s.user.id, title: `Match task ${i}` })) });
    };
    const viaRest = await statementsFor10And50(t, seed, async (s) => { expect(await search(s, "match")).toHaveLength(15); });
    const viaGraphql = await statementsFor10And50(t, seed, async (s) => {
      expect((await gql(t.app, s, SEARCH, { q: "match" })).data.viewer.search).toHaveLength(15);
    });
    console.log(`search: REST ${viaRest.ten} SQL statements for 10 records per type, ${viaRest.fifty} for 50; ` +
      `GraphQL ${viaGraphql.ten} and ${viaGraphql.fifty}`);
    expect(viaRest.fifty).toBe(viaRest.ten);
    expect(viaRest.ten).toBeLessThanOrEqual(2);
    expect(viaGraphql.fifty).toBe(viaGraphql.ten);
  });
});
