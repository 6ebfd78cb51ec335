import { eachTestWithTenant, gql, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { dayText } from "@common/day";
import { periodStart } from "@common/recurring-invoice";
import { makeClient } from "../../client/__tests__/factory";
import { generateRecurringInvoices } from "../recurring-invoice.generate";
import { pauseRecurringInvoice, resumeRecurringInvoice } from "../recurring-invoice.service";
import { contextOf } from "../../../../test/harness";
import { makeRecurringInvoice } from "./factory";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const db = () => t.app.resources.prisma;
const inZone = (s: Session, timeZone: string) =>
  gql(t.app, s, `mutation($z: String!) { updateSettings(input: { workspace: { timeZone: $z } }) { __typename } }`, { z: timeZone });
/** The scan at `at`, counting the tenant's periods only. */
const scan = (at: string) => generateRecurringInvoices(t.app.resources, new Date(at), a.user.id);
const invoicesOf = (profileId: string) => db().invoice.findMany({ where: { recurringInvoiceId: profileId, userId: a.user.id }, orderBy: { periodStart: "asc" },
  include: { items: true } });
const profile = (id: string) => db().recurringInvoice.findUniqueOrThrow({ where: { id } });

describe("recurring invoices: REST and GraphQL", () => {
  it("creates, lists, edits, pauses, resumes and deletes by REST, with the form's messages", async () => {
    const client = await makeClient(t.app, a);
    const body = {
      clientId: client.id, items: [{ description: "Retainer", quantity: 1, rate: "1000" }], taxRate: "10", currency: "EUR", notes: "Thanks",
      frequency: "weekly", interval: 2, startDate: "2031-03-03", count: 6, sendHour: 8, dueInDays: 7, autoSend: false, skipIfUnpaid: true,
    };
    const created = await rest(t.app, a, "POST", "/api/recurring-invoices", body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      clientId: client.id, frequency: "weekly", interval: 2, startDate: "2031-03-03", endDate: null, count: 6, sendHour: 8, dueInDays: 7,
      autoSend: false, skipIfUnpaid: true, status: "active", nextSendDate: "2031-03-03", generatedCount: 0,
      subtotal: "1000.00", taxAmount: "100.00", total: "1100.00", currency: "EUR",
      items: [{ description: "Retainer", quantity: 1, rate: "1000.00", amount: "1000.00" }],
    });
    const bad = await rest(t.app, a, "POST", "/api/recurring-invoices", { ...body, endDate: "2031-03-01", sendHour: 24, frequency: "daily", interval: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      endDate: "End date cannot be before the start date", sendHour: "Send hour must be a whole number from 0 to 23",
      frequency: "Frequency must be weekly, monthly, quarterly or yearly", interval: "Repeat every must be a whole number from 1 to 52",
    });
    const list = await rest(t.app, a, "GET", "/api/recurring-invoices");
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([created.body.id]);
    const edited = await rest(t.app, a, "PUT", `/api/recurring-invoices/${created.body.id}`, { notes: "Edited", updatedAt: created.body.updatedAt });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ notes: "Edited", nextSendDate: "2031-03-03" });
    const stale = await rest(t.app, a, "PUT", `/api/recurring-invoices/${created.body.id}`, { notes: "Stale", updatedAt: created.body.updatedAt });
    expect(stale.status).toBe(409);
    const paused = await rest(t.app, a, "POST", `/api/recurring-invoices/${created.body.id}/pause`);
    expect(paused.body.status).toBe("paused");
    // pausing a paused one changes nothing
    const again = await rest(t.app, a, "POST", `/api/recurring-invoices/${created.body.id}/pause`);
    expect([again.status, again.body.status, again.body.updatedAt]).toEqual([200, "paused", paused.body.updatedAt]);
    const resumed = await rest(t.app, a, "POST", `/api/recurring-invoices/${created.body.id}/resume`);
    expect(resumed.body).toMatchObject({ status: "active", nextSendDate: "2031-03-03" });
    expect((await rest(t.app, a, "DELETE", `/api/recurring-invoices/${created.body.id}`)).status).toBe(204);
    expect((await rest(t.app, a, "GET", "/api/recurring-invoices")).body).toEqual([]);
    const events = await db().domainEvent.findMany({ where: { userId: a.user.id, entityType: "recurring_invoice" }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => e.type)).toEqual([
      "recurring_invoice.created", "recurring_invoice.updated", "recurring_invoice.updated", "recurring_invoice.updated", "recurring_invoice.deleted",
    ]);
  });

  it("has the GraphQL equivalents: create, the viewer's list with the next send date and the invoices made, pause, resume, delete", async () => {
    const client = await makeClient(t.app, a);
    const r = await gql(t.app, a, `mutation($c: ID!) { createRecurringInvoice(input: { clientId: $c, frequency: "monthly", startDate: "2031-01-31",
      sendHour: 9, items: [{ description: "Hosting", quantity: 2, rate: "20" }] }) {
      __typename ... on CreateRecurringInvoicePayload { recurringInvoice { id status nextSendDate total autoSend frequency interval } } } }`,
    { c: globalId("Client", client.id) });
    const created = r.data.createRecurringInvoice.recurringInvoice;
    expect(created).toMatchObject({ status: "active", nextSendDate: "2031-01-31", total: "40.00", autoSend: true, frequency: "monthly", interval: 1 });
    const invalid = await gql(t.app, a, `mutation($c: ID!) { createRecurringInvoice(input: { clientId: $c, startDate: "2031-01-31", sendHour: 30,
      items: [{ description: "x", quantity: 1, rate: "1" }] }) { __typename ... on ValidationError { fieldErrors { field message } } } }`,
    { c: globalId("Client", client.id) });
    expect(invalid.data.createRecurringInvoice).toEqual({ __typename: "ValidationError", fieldErrors: [{ field: "sendHour", message: "Send hour must be a whole number from 0 to 23" }] });
    const paused = await gql(t.app, a, `mutation($id: ID!) { pauseRecurringInvoice(input: { id: $id }) { __typename ... on PauseRecurringInvoicePayload { recurringInvoice { status } } } }`, { id: created.id });
    expect(paused.data.pauseRecurringInvoice.recurringInvoice.status).toBe("paused");
    const resumed = await gql(t.app, a, `mutation($id: ID!) { resumeRecurringInvoice(input: { id: $id }) { __typename ... on ResumeRecurringInvoicePayload { recurringInvoice { status } } } }`, { id: created.id });
    expect(resumed.data.resumeRecurringInvoice.recurringInvoice.status).toBe("active");
    await scan("2031-01-31T09:00:00Z");
    const list = await gql(t.app, a, "{ viewer { recurringInvoices(first: 10) { edges { node { id nextSendDate generatedCount invoices { invoiceNumber status } } } } } }");
    expect(list.data.viewer.recurringInvoices.edges.map((e: any) => e.node)).toEqual([
      { id: created.id, nextSendDate: "2031-02-28", generatedCount: 1, invoices: [{ invoiceNumber: "INV-0001", status: "draft" }] },
    ]);
    const removed = await gql(t.app, a, `mutation($id: ID!) { deleteRecurringInvoice(input: { id: $id }) { __typename } }`, { id: created.id });
    expect(removed.data.deleteRecurringInvoice.__typename).toBe("DeleteRecurringInvoicePayload");
    // the invoices it made stay
    expect(await db().invoice.count({ where: { userId: a.user.id } })).toBe(1);
  });
});

describe("the generator (fixed clock)", () => {
  it("a monthly profile on the 31st: February's on its last day, March's on the 31st again; the period's days filled in; due after dueInDays", async () => {
    const p = await makeRecurringInvoice(t.app, a, { startDate: "2031-01-31", sendHour: 9, notes: "For {period_start} to {period_end}" });
    expect(await scan("2031-01-31T08:59:59Z")).toBe(0);
    expect(await scan("2031-01-31T09:00:00Z")).toBe(1);
    expect(await scan("2031-01-31T09:30:00Z")).toBe(0);
    expect(dayText((await profile(p.id)).nextSendDate)).toBe("2031-02-28");
    expect(await scan("2031-02-28T09:00:00Z")).toBe(1);
    expect(dayText((await profile(p.id)).nextSendDate)).toBe("2031-03-31");
    expect(await scan("2031-03-31T09:00:00Z")).toBe(1);
    const made = await invoicesOf(p.id);
    expect(made.map((i) => [i.invoiceNumber, dayText(i.periodStart), dayText(i.issueDate), dayText(i.dueDate), i.status, i.total.toFixed(2)])).toEqual([
      ["INV-0001", "2031-01-31", "2031-01-31", "2031-02-14", "draft", "1650.00"],
      ["INV-0002", "2031-02-28", "2031-02-28", "2031-03-14", "draft", "1650.00"],
      ["INV-0003", "2031-03-31", "2031-03-31", "2031-04-14", "draft", "1650.00"],
    ]);
    expect(made[1].items.map((i) => i.description)).toEqual(["Retainer Feb 28, 2031 to Mar 30, 2031"]);
    expect(made[1].notes).toBe("For Feb 28, 2031 to Mar 30, 2031");
    const events = await db().domainEvent.findMany({ where: { userId: a.user.id, type: "recurring_invoice.generated" }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => (e.payload as any).periodStart)).toEqual(["2031-01-31", "2031-02-28", "2031-03-31"]);
    expect(events[0].payload).toMatchObject({ invoiceNumber: "INV-0001", periodEnd: "2031-02-27", autoSend: false, total: "1650.00" });
    expect(await db().domainEvent.count({ where: { userId: a.user.id, type: "invoice.created", actor: "system" } })).toBe(3);
  });

  it.each([
    // [zone, start, [each week's send instant in UTC]]: the send hour (9:00) kept across the spring and autumn changes
    ["Europe/Berlin", "2031-03-23", ["2031-03-23T08:00:00Z", "2031-03-30T07:00:00Z"]],
    ["Europe/Berlin", "2031-10-19", ["2031-10-19T07:00:00Z", "2031-10-26T08:00:00Z"]],
    ["America/New_York", "2031-03-02", ["2031-03-02T14:00:00Z", "2031-03-09T13:00:00Z"]],
    ["America/New_York", "2031-10-26", ["2031-10-26T13:00:00Z", "2031-11-02T14:00:00Z"]],
  ])("a weekly profile in %s from %s keeps its send hour across the DST change", async (zone, start, instants) => {
    await inZone(a, zone);
    const p = await makeRecurringInvoice(t.app, a, { frequency: "weekly", startDate: start, sendHour: 9 });
    for (const at of instants) {
      expect(await scan(new Date(new Date(at).getTime() - 1000).toISOString())).toBe(0);
      expect(await scan(at)).toBe(1);
    }
    expect((await invoicesOf(p.id)).map((i) => dayText(i.periodStart))).toEqual([start, periodStart({ frequency: "weekly", interval: 1, startDate: start }, 1)]);
  });

  it("scans racing for the same period make one invoice, and never the next period's", async () => {
    // a scan whose snapshot predates another's commit re-reads the advanced profile: it must not make the next period
    for (let round = 0; round < 12; round++) {
      const p = await makeRecurringInvoice(t.app, a, { startDate: "2031-05-05" });
      const made = await Promise.all([scan("2031-05-05T10:00:00Z"), scan("2031-05-05T10:00:00Z"), scan("2031-05-05T10:00:00Z")]);
      expect(made.reduce((x, y) => x + y, 0)).toBe(1);
      expect((await invoicesOf(p.id)).map((i) => dayText(i.periodStart))).toEqual(["2031-05-05"]);
    }
  });

  it("an invoice being sent (its row written twice in one transaction) does not hold the profile's next period back", async () => {
    const p = await makeRecurringInvoice(t.app, a, { frequency: "weekly", startDate: "2031-06-02" });
    expect(await scan("2031-06-02T10:00:00Z")).toBe(1);
    const [first] = await invoicesOf(p.id);
    // the send's transaction: its link, then its status; the second write of the row takes the profile's KEY SHARE lock
    let release!: () => void;
    let written!: () => void;
    const isWritten = new Promise<void>((r) => { written = r; });
    const sending = db().$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE invoices SET notes = 'sending' WHERE id = ${first.id}::uuid`;
      await tx.$executeRaw`UPDATE invoices SET status = 'sent' WHERE id = ${first.id}::uuid`;
      written();
      await new Promise<void>((r) => { release = r; });
    });
    await isWritten;
    try {
      expect(await scan("2031-06-09T10:00:00Z")).toBe(1);
    } finally {
      release();
      await sending;
    }
    expect((await invoicesOf(p.id)).map((i) => dayText(i.periodStart))).toEqual(["2031-06-02", "2031-06-09"]);
  });

  it("a server down for three periods catches up each missed period once, in order", async () => {
    const p = await makeRecurringInvoice(t.app, a, { frequency: "weekly", startDate: "2031-06-02" });
    expect(await scan("2031-06-18T12:00:00Z")).toBe(3);
    expect(await scan("2031-06-18T12:01:00Z")).toBe(0);
    const made = await invoicesOf(p.id);
    expect(made.map((i) => [dayText(i.periodStart), i.invoiceNumber])).toEqual([["2031-06-02", "INV-0001"], ["2031-06-09", "INV-0002"], ["2031-06-16", "INV-0003"]]);
    expect(dayText((await profile(p.id)).nextSendDate)).toBe("2031-06-23");
  });

  it("pause skips the periods while paused, and resume does not catch them up", async () => {
    const p = await makeRecurringInvoice(t.app, a, { frequency: "weekly", startDate: "2031-06-02" });
    expect(await scan("2031-06-02T10:00:00Z")).toBe(1);
    const ctx = await contextOf(t.app, a);
    await pauseRecurringInvoice(ctx, p.id);
    expect(await scan("2031-06-09T10:00:00Z")).toBe(0);
    expect(await scan("2031-06-16T10:00:00Z")).toBe(0);
    const resumed = await resumeRecurringInvoice(ctx, p.id, new Date("2031-06-18T10:00:00Z"));
    expect(dayText(resumed.nextSendDate)).toBe("2031-06-23");
    expect(await scan("2031-06-18T10:00:00Z")).toBe(0);
    expect(await scan("2031-06-23T10:00:00Z")).toBe(1);
    expect((await invoicesOf(p.id)).map((i) => dayText(i.periodStart))).toEqual(["2031-06-02", "2031-06-23"]);
  });

  it("skips a period while an invoice it made is unpaid (recorded), and ends after its number of invoices", async () => {
    const p = await makeRecurringInvoice(t.app, a, { frequency: "weekly", startDate: "2031-06-02", skipIfUnpaid: true, count: 3 });
    expect(await scan("2031-06-02T10:00:00Z")).toBe(1);
    expect(await scan("2031-06-09T10:00:00Z")).toBe(1);
    expect(await invoicesOf(p.id)).toHaveLength(1);
    const skipped = await db().domainEvent.findMany({ where: { userId: a.user.id, type: "recurring_invoice.skipped" } });
    expect(skipped.map((e) => (e.payload as any).periodStart)).toEqual(["2031-06-09"]);
    expect(await db().activity.count({ where: { userId: a.user.id, title: "Recurring invoice skipped Jun 9, 2031: an invoice it made is unpaid" } })).toBe(1);
    await db().invoice.updateMany({ where: { recurringInvoiceId: p.id }, data: { status: "paid" } });
    expect(await scan("2031-06-16T10:00:00Z")).toBe(1);
    expect(await invoicesOf(p.id)).toHaveLength(2);
    const ended = await profile(p.id);
    expect([ended.status, ended.nextSendDate, ended.generatedCount]).toEqual(["finished", null, 2]);
    expect(await scan("2031-06-23T10:00:00Z")).toBe(0);
  });

  it("an edit changes future invoices only", async () => {
    const p = await makeRecurringInvoice(t.app, a, { startDate: "2031-01-31" });
    await scan("2031-01-31T10:00:00Z");
    const edited = await rest(t.app, a, "PUT", `/api/recurring-invoices/${p.id}`, { items: [{ description: "New rate", quantity: 1, rate: "2000" }], taxRate: "0" });
    expect(edited.body.nextSendDate).toBe("2031-02-28");
    await scan("2031-02-28T10:00:00Z");
    const made = await invoicesOf(p.id);
    expect(made.map((i) => [i.total.toFixed(2), i.items[0].description])).toEqual([
      ["1650.00", "Retainer Jan 31, 2031 to Feb 27, 2031"], ["2000.00", "New rate"],
    ]);
    // a changed schedule continues from the period that was next, never making a made one again
    const weekly = await rest(t.app, a, "PUT", `/api/recurring-invoices/${p.id}`, { frequency: "weekly", startDate: "2031-01-06" });
    expect(weekly.body.nextSendDate).toBe("2031-03-31");
  });
});
