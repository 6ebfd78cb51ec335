import { createTestApp, eachTestWithTenant, gql, registerUser, type Session, type TestApp } from "../../../../test/harness";
import { tenantTopic, type LiveChange } from "../../../pubsub";
import { invoiceLink } from "@common/notification";
import { markOverdueInvoices } from "../invoice.overdue";
import { makeInvoice } from "./factory";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; }, { LOGIN_RATE_LIMIT: "1000" });

const db = () => t.app.resources.prisma;
const inZone = (s: Session, timeZone: string) => gql(t.app, s, `mutation($z: String!) { updateSettings(input: { workspace: { timeZone: $z } }) { __typename } }`, { z: timeZone });
const statusOf = async (id: string) => (await db().invoice.findUniqueOrThrow({ where: { id } })).status;

describe("the overdue scan (fixed clock)", () => {
  it("turns sent invoices past their due day in each workspace's zone overdue, once, with the event and a notification", async () => {
    await inZone(a, "America/Los_Angeles");
    const b = await registerUser(t.app);
    await inZone(b, "Asia/Tokyo");
    // due on 1 December, in each workspace's own calendar
    const la = await makeInvoice(t.app, a, { invoiceNumber: "LA-1", status: "sent", dueDate: "2026-12-01", issueDate: "2026-11-01" });
    const laDraft = await makeInvoice(t.app, a, { invoiceNumber: "LA-2", status: "draft", dueDate: "2026-12-01", issueDate: "2026-11-01" });
    const laPaid = await makeInvoice(t.app, a, { invoiceNumber: "LA-3", status: "paid", dueDate: "2026-12-01", issueDate: "2026-11-01" });
    const tokyo = await makeInvoice(t.app, b, { invoiceNumber: "TK-1", status: "sent", dueDate: "2026-12-01", issueDate: "2026-11-01" });
    // a day, the same day in every zone
    expect(la.dueDate.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(tokyo.dueDate.toISOString()).toBe("2026-12-01T00:00:00.000Z");

    // 1 Dec 23:30 in Tokyo, 06:30 in Los Angeles: both due today, nothing is late
    expect(await markOverdueInvoices(t.app.resources, new Date("2026-12-01T14:30:00Z"))).toBe(0);
    // 2 Dec 00:30 in Tokyo, still 1 Dec (07:30) in Los Angeles: only Tokyo's
    const events: LiveChange[] = [];
    const topic = t.app.resources.pubsub.subscribe(tenantTopic(b.user.id));
    const listening = (async () => { for await (const e of topic) events.push(e); })();
    t.statements.length = 0;
    expect(await markOverdueInvoices(t.app.resources, new Date("2026-12-01T15:30:00Z"))).toBe(1);
    // the update, its activity lines, events and notifications: one statement (then the events' dispatch stamp)
    expect(t.statements.filter((s) => /invoices/.test(s))).toHaveLength(1);
    expect(t.statements[0]).toMatch(/^\s*WITH z AS \(.*d AS \(\s*UPDATE invoices/s);
    await new Promise((r) => setTimeout(r, 20));
    await topic.return?.();
    await listening;
    expect(events.map((e) => e.type).sort()).toEqual(["invoice.overdue", "notification.created"]);
    expect(await statusOf(tokyo.id)).toBe("overdue");
    expect(await statusOf(la.id)).toBe("sent");

    // 2 Dec 00:30 in Los Angeles
    expect(await markOverdueInvoices(t.app.resources, new Date("2026-12-02T08:30:00Z"))).toBe(1);
    expect(await statusOf(la.id)).toBe("overdue");
    expect(await statusOf(laDraft.id)).toBe("draft");
    expect(await statusOf(laPaid.id)).toBe("paid");
    // again: nothing left to announce
    expect(await markOverdueInvoices(t.app.resources, new Date("2026-12-03T08:30:00Z"))).toBe(0);

    const domainEvents = await db().domainEvent.findMany({ where: { type: "invoice.overdue" }, orderBy: { createdAt: "asc" } });
    expect(domainEvents.map((e) => [e.userId, e.entityId])).toEqual([[b.user.id, tokyo.id], [a.user.id, la.id]]);
    expect(domainEvents[1]).toMatchObject({ entityType: "invoice", payload: { invoiceNumber: "LA-1", total: "352.00", currency: "USD", clientId: la.clientId, dueDate: "2026-12-01" } });
    expect(domainEvents.every((e) => e.dispatchedAt !== null)).toBe(true);
    const notifications = await db().notification.findMany({ where: { userId: a.user.id } });
    expect(notifications).toEqual([expect.objectContaining({
      type: "invoice_overdue", title: "Invoice overdue: LA-1", body: "USD 352.00 was due Dec 1, 2026.", link: invoiceLink(la.id), readAt: null,
    })]);
    expect((await db().activity.findMany({ where: { entityId: la.id }, orderBy: { createdAt: "asc" } })).map((x) => x.title))
      .toEqual(["New invoice created: LA-1", "Invoice overdue: LA-1"]);

    // sent again and late again: a new event for the new lateness, still one notification in the bell
    await db().invoice.update({ where: { id: la.id }, data: { status: "sent" } });
    expect(await markOverdueInvoices(t.app.resources, new Date("2026-12-04T08:30:00Z"))).toBe(1);
    expect(await db().domainEvent.count({ where: { type: "invoice.overdue", entityId: la.id } })).toBe(2);
    expect(await db().notification.count({ where: { userId: a.user.id } })).toBe(1);
  });

  it("a workspace whose zone PostgreSQL does not know is scanned in UTC, and does not stop the others'", async () => {
    const inv = await makeInvoice(t.app, a, { status: "sent", issueDate: "2026-01-01", dueDate: "2026-01-02" });
    await db().user.update({ where: { id: a.user.id }, data: { timeZone: "Mars/Olympus_Mons" } });
    const b = await registerUser(t.app);
    const theirs = await makeInvoice(t.app, b, { status: "sent", issueDate: "2026-01-01", dueDate: "2026-01-02" });
    expect(await markOverdueInvoices(t.app.resources, new Date("2026-01-02T23:59:00Z"))).toBe(0);
    expect(await markOverdueInvoices(t.app.resources, new Date("2026-01-03T00:01:00Z"))).toBe(2);
    expect([await statusOf(inv.id), await statusOf(theirs.id)]).toEqual(["overdue", "overdue"]);
  });

  it("the notification opens the invoice: the link is the Invoice's global id on /invoicing", async () => {
    const inv = await makeInvoice(t.app, a, { status: "sent", issueDate: "2026-01-01", dueDate: "2026-01-02" });
    expect(await markOverdueInvoices(t.app.resources, new Date("2026-02-01T00:00:00Z"))).toBe(1);
    const n = await db().notification.findFirstOrThrow({ where: { userId: a.user.id } });
    expect(n.link).toBe(`/invoicing/${encodeURIComponent(Buffer.from(`Invoice:${inv.id}`).toString("base64"))}`);
    const node = await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on Invoice { status } } }`, { id: decodeURIComponent(n.link!.split("/").pop()!) });
    expect(node.data.node).toEqual({ status: "overdue" });
  });
});

describe("on the workers", () => {
  let w: TestApp;
  beforeAll(async () => { w = await createTestApp({}, { jobs: { workers: true, pollingIntervalSeconds: 0.5 } }); });
  afterAll(async () => { await w.close(); });

  it("is scheduled every 5 minutes (UTC), and its job marks what is late by the real clock", async () => {
    const schedules = await w.app.resources.prisma.$queryRaw<{ name: string; cron: string; timezone: string }[]>`
      SELECT name, cron, timezone FROM pgboss.schedule WHERE name = 'invoice-overdue-scan'`;
    expect(schedules).toEqual([{ name: "invoice-overdue-scan", cron: "*/5 * * * *", timezone: "UTC" }]);
    const s = await registerUser(w.app);
    const due = new Date(Date.now() - 3 * 86400_000).toISOString().slice(0, 10);
    const issued = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);
    const inv = await makeInvoice(w.app, s, { status: "sent", issueDate: issued, dueDate: due });
    await w.app.resources.jobs.send("invoice-overdue-scan", {});
    const until = Date.now() + 15_000;
    let status = "sent";
    while (status === "sent" && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await w.app.resources.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id } })).status;
    }
    expect(status).toBe("overdue");
    await w.truncate();
  });
});
