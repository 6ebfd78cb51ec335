/**
 * Payment reminders on a fixed clock (the scan is called with its `now`, limited to the test's workspace): the settings
 * section, the three reminders at their times in the workspace's zone, the catch-up, none after payment, a late fee
 * once, an excluded client, the invoice's history in REST and GraphQL.
 */
import { contextOf, eachTestWithTenant, gql, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { DEFAULT_REMINDERS } from "@common/reminders";
import { sendPaymentReminders } from "../invoice.reminders";
import { recordPayment } from "../invoice.payments";
import { makeClient } from "../../client/__tests__/factory";
import { makeInvoice } from "./factory";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const db = () => t.app.resources.prisma;
const scan = (at: string) => sendPaymentReminders(t.app.resources, new Date(at), a.user.id);
const inZone = (timeZone: string) => gql(t.app, a, `mutation($z: String!) { updateSettings(input: { workspace: { timeZone: $z } }) { __typename } }`, { z: timeZone });
const remindersOn = (body: Record<string, unknown> = {}) => rest(t.app, a, "PUT", "/api/settings/reminders", { enabled: true, ...body });
const remindersOf = (invoiceId: string) => db().invoiceReminder.findMany({ where: { invoiceId, userId: a.user.id }, orderBy: { reminderNumber: "asc" } });
const sentMessages = () => db().message.findMany({ where: { userId: a.user.id, type: "reminder" }, orderBy: { createdAt: "asc" } });
/** An invoice sent to a client, due on `dueDate`: $352.00 (two lines and 10% tax). */
const dueOn = (dueDate: string, overrides: Record<string, unknown> = {}) =>
  makeInvoice(t.app, a, { status: "sent", issueDate: "2031-02-01", dueDate, ...overrides });

describe("the reminders settings", () => {
  it("reads the defaults (off), writes by REST and GraphQL, and refuses bad values with the form's messages", async () => {
    const read = await rest(t.app, a, "GET", "/api/settings/reminders");
    expect(read.body).toEqual({ enabled: false, sendHour: 9, reminders: DEFAULT_REMINDERS, repeatEveryDays: null });
    const written = await rest(t.app, a, "PUT", "/api/settings/reminders", {
      enabled: true, sendHour: "8", repeatEveryDays: 14,
      reminders: [
        { days: 10, subject: "Late: {invoice_number}", message: "Pay {amount_due}: {pay_link}", lateFee: { type: "percent", value: "1.5" } },
        { days: -2, subject: "Soon: {invoice_number}", message: "Due {due_date}", lateFee: null },
      ],
    });
    expect(written.status).toBe(200);
    // kept in the order they go
    expect(written.body).toEqual({
      enabled: true, sendHour: 8, repeatEveryDays: 14,
      reminders: [
        { days: -2, subject: "Soon: {invoice_number}", message: "Due {due_date}", lateFee: null },
        { days: 10, subject: "Late: {invoice_number}", message: "Pay {amount_due}: {pay_link}", lateFee: { type: "percent", value: "1.50" } },
      ],
    });
    // a partial PUT keeps the rest
    expect((await rest(t.app, a, "PUT", "/api/settings/reminders", { enabled: false })).body).toMatchObject({ enabled: false, sendHour: 8, repeatEveryDays: 14 });

    const bad = await rest(t.app, a, "PUT", "/api/settings/reminders", {
      sendHour: 24, repeatEveryDays: 0,
      reminders: [
        { days: 1, subject: "", message: "Hi {name}", lateFee: { type: "percent", value: "150" } },
        { days: 1, subject: "x", message: "y", lateFee: { type: "weekly", value: "1" } },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      sendHour: "Send hour must be a whole number from 0 to 23",
      repeatEveryDays: "Repeat every must be a whole number of days from 1 to 365, or empty",
      reminders: "Two reminders cannot be on the same day",
      "reminders[0].subject": "Subject is required",
      "reminders[0].message": "Unknown variable {name}: use {client}, {invoice_number}, {amount_due}, {due_date}, {pay_link}",
      "reminders[0].lateFee.value": "A late fee percentage must be more than 0 and at most 100",
      "reminders[1].lateFee.type": "Late fee type must be fixed or percent",
    });
    const four = await rest(t.app, a, "PUT", "/api/settings/reminders", { reminders: [1, 2, 3, 4].map((d) => ({ days: d, subject: "s", message: "m", lateFee: null })) });
    expect(four.body.errors).toEqual({ reminders: "At most 3 reminders" });

    // GraphQL: the same section, nested types
    const g = await gql(t.app, a, `mutation { updateSettings(input: { reminders: { enabled: true, reminders: [
      { days: 3, subject: "Hi {client}", message: "{pay_link}", lateFee: { type: "fixed", value: "25" } }] } }) {
      __typename ... on UpdateSettingsPayload { settings { reminders { enabled sendHour repeatEveryDays reminders { days subject message lateFee { type value } } } } } } }`);
    expect(g.data.updateSettings.settings.reminders).toEqual({
      enabled: true, sendHour: 8, repeatEveryDays: 14, reminders: [{ days: 3, subject: "Hi {client}", message: "{pay_link}", lateFee: { type: "fixed", value: "25.00" } }],
    });
    const gBad = await gql(t.app, a, `mutation { updateSettings(input: { reminders: { sendHour: 30 } }) { __typename ... on ValidationError { fieldErrors { field message } } } }`);
    expect(gBad.data.updateSettings).toEqual({ __typename: "ValidationError", fieldErrors: [{ field: "reminders.sendHour", message: "Send hour must be a whole number from 0 to 23" }] });
  });
});

describe("the reminders scan (fixed clock)", () => {
  it("sends the three reminders at their times in the workspace's zone and send hour, each once", async () => {
    await inZone("Europe/Berlin");
    await remindersOn();
    const invoice = await dueOn("2031-03-27");
    const draft = await dueOn("2031-03-27", { status: "draft" });
    const paid = await dueOn("2031-03-27", { status: "paid" });
    // 24 March 08:59 in Berlin (UTC+1): not yet the send hour of the first reminder (3 days before)
    expect(await scan("2031-03-24T07:59:00Z")).toMatchObject({ claimed: 0, sent: 0 });
    expect(await scan("2031-03-24T08:00:00Z")).toMatchObject({ claimed: 1, sent: 1 });
    expect(await scan("2031-03-24T08:01:00Z")).toMatchObject({ claimed: 0, sent: 0 });
    // the day after the due date, at 09:00 in Berlin
    expect(await scan("2031-03-28T07:59:00Z")).toMatchObject({ claimed: 0 });
    expect(await scan("2031-03-28T08:00:00Z")).toMatchObject({ claimed: 1, sent: 1 });
    // a week after, past the change to summer time (30 March): 09:00 in Berlin is 07:00 UTC now
    expect(await scan("2031-04-03T06:59:00Z")).toMatchObject({ claimed: 0 });
    expect(await scan("2031-04-03T07:00:00Z")).toMatchObject({ claimed: 1, sent: 1 });
    expect(await scan("2031-04-04T08:00:00Z")).toMatchObject({ claimed: 0, sent: 0 });
    const rows = await remindersOf(invoice.id);
    expect(rows.map((r) => [r.reminderNumber, r.status, r.dueOn.toISOString().slice(0, 10)])).toEqual([
      [1, "sent", "2031-03-24"], [2, "sent", "2031-03-28"], [3, "sent", "2031-04-03"],
    ]);
    expect(await remindersOf(draft.id)).toEqual([]);
    expect(await remindersOf(paid.id)).toEqual([]);
    const messages = await sentMessages();
    expect(messages.map((m) => m.subject)).toEqual([
      `Reminder: invoice ${invoice.invoiceNumber} is due on March 27, 2031`,
      `Invoice ${invoice.invoiceNumber} is now past due`,
      `Second notice: invoice ${invoice.invoiceNumber} is overdue`,
    ]);
    const stored = await db().invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    const url = `${t.app.resources.config.publicUrl}/i/`;
    expect(messages[0].content).toContain(`Hello ${messages[0].contactName},`);
    expect(messages[0].content).toContain(`invoice ${invoice.invoiceNumber} for $352.00 is due on March 27, 2031`);
    expect(messages[0].content).toContain(`[View and pay invoice](${url}`);
    expect(stored.publicTokenNonce).not.toBeNull();
    // each e-mail is the invoice's event and activity line
    const events = await db().domainEvent.findMany({ where: { userId: a.user.id, type: "invoice.reminder_sent" }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => (e.payload as { reminderNumber: string }).reminderNumber)).toEqual(["1", "2", "3"]);
    expect(events[0]).toMatchObject({ entityType: "invoice", entityId: invoice.id, actor: "system",
      payload: { invoiceNumber: invoice.invoiceNumber, clientId: invoice.clientId, amountDue: "352.00", lateFee: "0.00", currency: "USD", messageId: messages[0].id } });
    const lines = await db().activity.findMany({ where: { userId: a.user.id, entityId: invoice.id, title: { startsWith: "Payment reminder" } } });
    expect(lines).toHaveLength(3);
  });

  it("catches up: an invoice 10 days overdue when reminders are turned on gets the latest due reminder only", async () => {
    const invoice = await dueOn("2031-03-10");
    await remindersOn({ repeatEveryDays: null });
    expect(await scan("2031-03-20T10:00:00Z")).toMatchObject({ claimed: 1, sent: 1 });
    expect((await remindersOf(invoice.id)).map((r) => [r.reminderNumber, r.status, r.note])).toEqual([
      [1, "skipped", "A later reminder was already due"], [2, "skipped", "A later reminder was already due"], [3, "sent", null],
    ]);
    expect(await sentMessages()).toHaveLength(1);
    expect(await scan("2031-03-20T10:05:00Z")).toMatchObject({ claimed: 0, sent: 0 });
    // then the repeats: every 5 days after the last reminder (7 days after), the latest due one only
    await remindersOn({ repeatEveryDays: 5 });
    expect(await scan("2031-03-27T10:00:00Z")).toMatchObject({ claimed: 1, sent: 1 });
    expect(await scan("2031-03-28T10:00:00Z")).toMatchObject({ claimed: 0 });
    expect(await scan("2031-04-06T10:00:00Z")).toMatchObject({ claimed: 1, sent: 1 });
    expect((await remindersOf(invoice.id)).map((r) => [r.reminderNumber, r.status, r.dueOn.toISOString().slice(0, 10)]).slice(3)).toEqual([
      [5, "sent", "2031-03-27"], [7, "sent", "2031-04-06"],
    ]);
  });

  it("sends none after payment: a claimed reminder of an invoice paid meanwhile is skipped, and a paid invoice is never claimed", async () => {
    await remindersOn();
    const invoice = await dueOn("2031-03-10");
    const other = await dueOn("2031-03-10");
    await recordPayment(await contextOf(t.app, a), other.id, { amount: "352.00", method: "bank_transfer" });
    // claimed by a scan that stopped before sending (a crash), then paid a minute before the next scan
    await db().invoiceReminder.create({ data: { userId: a.user.id, invoiceId: invoice.id, reminderNumber: 2, status: "pending", dueOn: new Date("2031-03-11"), nextAttemptAt: new Date("2031-03-11T09:00:00Z") } });
    await recordPayment(await contextOf(t.app, a), invoice.id, { amount: "352.00", method: "card" });
    expect(await scan("2031-03-11T10:00:00Z")).toMatchObject({ claimed: 0, sent: 0, skipped: 1 });
    expect((await remindersOf(invoice.id)).map((r) => [r.reminderNumber, r.status, r.note])).toEqual([[2, "skipped", "The invoice was paid"]]);
    expect(await remindersOf(other.id)).toEqual([]);
    expect(await sentMessages()).toEqual([]);
    // a partial payment leaves the rest due: the reminder asks for what is left
    const part = await dueOn("2031-03-10");
    await recordPayment(await contextOf(t.app, a), part.id, { amount: "100", method: "card" });
    expect(await scan("2031-03-11T10:00:00Z")).toMatchObject({ sent: 1 });
    expect((await sentMessages())[0].content).toContain("for $252.00 was due on March 10, 2031");
  });

  it("adds a late fee once as its own line (scans run twice), recomputes the totals, and never on a paid invoice", async () => {
    await remindersOn({
      reminders: [
        { days: 1, subject: "Late {invoice_number}", message: "Please pay {amount_due}.\n\n{pay_link}", lateFee: { type: "fixed", value: "25" } },
        { days: 10, subject: "Later {invoice_number}", message: "Now {amount_due}.", lateFee: { type: "percent", value: "10" } },
      ],
    });
    const invoice = await dueOn("2031-03-10", { taxRate: "0", items: [{ description: "Work", quantity: 1, rate: "1000" }] });
    await Promise.all([scan("2031-03-11T10:00:00Z"), scan("2031-03-11T10:00:00Z")]);
    await scan("2031-03-11T11:00:00Z");
    let stored = await db().invoice.findUniqueOrThrow({ where: { id: invoice.id }, include: { items: { orderBy: { createdAt: "asc" } } } });
    expect(stored.items.map((i) => [i.description, i.amount.toFixed(2)])).toEqual([["Work", "1000.00"], ["Late fee", "25.00"]]);
    expect([stored.subtotal.toFixed(2), stored.total.toFixed(2)]).toEqual(["1025.00", "1025.00"]);
    expect((await remindersOf(invoice.id)).map((r) => [r.reminderNumber, r.status, r.lateFee?.toFixed(2)])).toEqual([[1, "sent", "25.00"]]);
    const messages = await sentMessages();
    expect(messages).toHaveLength(1);
    expect(messages[0].content).toContain("Please pay $1,025.00.");
    const event = await db().domainEvent.findFirstOrThrow({ where: { userId: a.user.id, type: "invoice.reminder_sent" } });
    expect(event.payload).toMatchObject({ lateFee: "25.00", amountDue: "1025.00", changes: { total: { before: 1000, after: 1025 } } });
    const line = await db().activity.findFirstOrThrow({ where: { userId: a.user.id, entityId: invoice.id, title: { startsWith: "Payment reminder" } } });
    expect(line.title).toBe(`Payment reminder 1 sent: ${invoice.invoiceNumber}, late fee of $25.00 added`);

    // 10% of the balance left after a partial payment
    await recordPayment(await contextOf(t.app, a), invoice.id, { amount: "25", method: "card" });
    await scan("2031-03-20T10:00:00Z");
    await scan("2031-03-20T10:00:00Z");
    stored = await db().invoice.findUniqueOrThrow({ where: { id: invoice.id }, include: { items: { orderBy: { createdAt: "asc" } } } });
    expect(stored.items.map((i) => [i.description, i.amount.toFixed(2)])).toEqual([
      ["Work", "1000.00"], ["Late fee", "25.00"], ["Late fee (10% of $1,000.00)", "100.00"],
    ]);
    expect(stored.total.toFixed(2)).toBe("1125.00");
    // the list (one statement of its own) answers each invoice as its record does: lines, reminders with their fee, payments
    await dueOn("2031-04-10", { depositType: "percent", depositValue: "25", depositDueDate: "2031-04-01" });
    const list = await rest(t.app, a, "GET", "/api/invoices");
    expect(list.body).toHaveLength(2);
    for (const item of list.body) expect(item).toEqual((await rest(t.app, a, "GET", `/api/invoices/${item.id}`)).body);
    expect(list.body[1].reminders).toEqual([expect.objectContaining({ reminderNumber: 1, lateFee: "25.00" }), expect.objectContaining({ reminderNumber: 2, lateFee: "100.00" })]);

    // a paid invoice gets no fee (and no reminder)
    const paid = await dueOn("2031-03-10", { taxRate: "0", items: [{ description: "Work", quantity: 1, rate: "500" }] });
    await recordPayment(await contextOf(t.app, a), paid.id, { amount: "500", method: "card" });
    await scan("2031-03-12T10:00:00Z");
    const paidNow = await db().invoice.findUniqueOrThrow({ where: { id: paid.id }, include: { items: true } });
    expect([paidNow.items.length, paidNow.total.toFixed(2)]).toEqual([1, "500.00"]);
  });

  it("sends nothing to a client excluded from reminders (REST and GraphQL field), nor while reminders are off", async () => {
    const excluded = await makeClient(t.app, a);
    const put = await rest(t.app, a, "PUT", `/api/clients/${excluded.id}`, { excludeFromReminders: true });
    expect(put.body.excludeFromReminders).toBe(true);
    const g = await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on Client { excludeFromReminders } } }`, { id: globalId("Client", excluded.id) });
    expect(g.data.node.excludeFromReminders).toBe(true);
    const bad = await rest(t.app, a, "PUT", `/api/clients/${excluded.id}`, { excludeFromReminders: "often" });
    expect(bad.body.errors).toEqual({ excludeFromReminders: "excludeFromReminders has the wrong type" });
    const invoice = await dueOn("2031-03-10", { clientId: excluded.id });
    const included = await dueOn("2031-03-10");
    // off: nothing
    expect(await scan("2031-03-11T10:00:00Z")).toMatchObject({ claimed: 0 });
    await remindersOn();
    expect(await scan("2031-03-11T10:00:00Z")).toMatchObject({ claimed: 1, sent: 1 });
    expect(await remindersOf(invoice.id)).toEqual([]);
    expect(await remindersOf(included.id)).toHaveLength(2);
    // excluded after the claim, before the send: skipped
    await db().invoiceReminder.updateMany({ where: { invoiceId: included.id, reminderNumber: 2 }, data: { status: "pending" } });
    await rest(t.app, a, "PUT", `/api/clients/${included.clientId}`, { excludeFromReminders: true });
    expect(await scan("2031-03-11T10:05:00Z")).toMatchObject({ skipped: 1, sent: 0 });
  });

  it("skips, with the reason, a reminder whose e-mail cannot be made (not tried again every minute)", async () => {
    await remindersOn();
    const invoice = await dueOn("2031-03-10");
    // an address stored before it was checked as it is now
    await db().client.update({ where: { id: invoice.clientId }, data: { email: "not an address" } });
    expect(await scan("2031-03-11T10:00:00Z")).toMatchObject({ claimed: 1, sent: 0, skipped: 1 });
    const [, second] = await remindersOf(invoice.id);
    expect(second.status).toBe("skipped");
    expect(second.note).toMatch(/^Not sent: /);
    expect(await scan("2031-03-11T10:01:00Z")).toMatchObject({ claimed: 0, sent: 0, skipped: 0 });
  });

  it("sends nothing while a refund has paused an invoice's reminders; resumed, the scan sends the one due", async () => {
    await remindersOn();
    const invoice = await dueOn("2031-03-10");
    await db().invoice.update({ where: { id: invoice.id }, data: { remindersPausedAt: new Date("2031-03-09T00:00:00Z") } });
    await scan("2031-03-11T10:00:00Z");
    expect(await remindersOf(invoice.id)).toEqual([]);
    expect(await sentMessages()).toHaveLength(0);
    // a reminder claimed before the pause is skipped with the reason when its turn comes
    const other = await dueOn("2031-03-10");
    await scan("2031-03-11T10:00:00Z");
    await db().invoiceReminder.updateMany({ where: { invoiceId: other.id, status: "sent" }, data: { status: "pending", sentAt: null } });
    await db().invoice.update({ where: { id: other.id }, data: { remindersPausedAt: new Date() } });
    await scan("2031-03-11T10:05:00Z");
    expect((await remindersOf(other.id)).map((r) => [r.status, r.note])).toContainEqual(["skipped", "Reminders were paused after a refund"]);

    expect((await rest(t.app, a, "POST", `/api/invoices/${invoice.id}/reminders/resume`)).status).toBe(200);
    await scan("2031-03-11T10:10:00Z");
    expect((await remindersOf(invoice.id)).filter((r) => r.status === "sent")).toHaveLength(1);
  });

  it("shows the invoice's reminders in REST and GraphQL", async () => {
    await remindersOn();
    const invoice = await dueOn("2031-03-10");
    await scan("2031-03-11T10:00:00Z");
    const r = await rest(t.app, a, "GET", `/api/invoices/${invoice.id}`);
    expect(r.body.reminders).toEqual([
      { reminderNumber: 1, status: "skipped", dueOn: "2031-03-07", sentAt: null, lateFee: null, note: "A later reminder was already due" },
      { reminderNumber: 2, status: "sent", dueOn: "2031-03-11", sentAt: expect.any(String), lateFee: null, note: null },
    ]);
    expect((await rest(t.app, a, "GET", "/api/invoices")).body).toEqual([r.body]);
    const g = await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on Invoice { reminders { reminderNumber status dueOn sentAt lateFee note } } } }`,
      { id: globalId("Invoice", invoice.id) });
    expect(g.data.node.reminders.map((x: { reminderNumber: number; status: string }) => [x.reminderNumber, x.status])).toEqual([[1, "skipped"], [2, "sent"]]);
  });
});
