/**
 * Online payments with the workspace's own Stripe account, against a Stripe of our own on loopback (api/test/
 * stripe-server.ts) that speaks the endpoints the app uses and signs its events as Stripe does: connecting (the key
 * verified, the webhook endpoint created, nothing of the key answered), Pay now (a Checkout Session for the server's
 * figure, the same one for two clients at once), the client's return, and the webhook's events handled by the job
 * after reading the object again: a paid event sent three times pays once, a bank debit pending then succeeded or
 * failed, a partial refund, events out of order, a forged or stale signature, another workspace's invoice.
 */
import { capturedLog, createTestApp, gql, registerUser, rest, waitFor, withToken, type Session, type TestApp } from "../../../../test/harness";
import { startFakeStripe, type FakeStripe } from "../../../../test/stripe-server";
import { makeClient } from "../../client/__tests__/factory";
import { secretBoxOf } from "../../../infra/secrets";
import { globalId } from "../../../graphql/util";
import { startSmtp, type TestSmtp } from "../../email/__tests__/smtp";

let t: TestApp;
let a: Session;
let fake: FakeStripe;
let smtp: TestSmtp;
const log = capturedLog<{ msg: string; workspace?: string }>();
beforeAll(async () => {
  fake = await startFakeStripe();
  smtp = await startSmtp();
  // PUBLIC_URL is only written into links and the endpoint's address here: nothing contacts it
  t = await createTestApp({ PUBLIC_URL: "https://app.example.com", LOG_LEVEL: "info", SMTP_URL: smtp.url, SMTP_FROM: "Clientfolio <no-reply@app.example.com>", ...fake.env }, { jobs: { workers: true, pollingIntervalSeconds: 0.5 }, logStream: log.stream });
});
beforeEach(async () => { a = await registerUser(t.app); });
afterAll(async () => { await t?.close(); await fake?.close(); await smtp?.close(); });

const db = () => t.app.resources.prisma;

async function connect(s: Session = a, key = fake.key()) {
  const r = await rest(t.app, s, "PUT", "/api/settings/payments", { stripeSecretKey: key });
  expect(r.status).toBe(200);
  return { key, settings: r.body };
}

/** A sent invoice of $1,000.00 (no tax) in the tenant's workspace, and its page's path (the token from the e-mail). */
async function sentInvoice(s: Session = a, body: Record<string, unknown> = {}) {
  const client = await makeClient(t.app, s, { name: "Acme", email: "ap@acme.example" });
  const created = await rest(t.app, s, "POST", "/api/invoices", {
    clientId: client.id, issueDate: "2026-11-01", dueDate: "2099-12-01", taxRate: "0", currency: "USD",
    items: [{ description: "Design", quantity: 1, rate: "1000" }], ...body,
  });
  expect(created.status).toBe(201);
  const sent = await rest(t.app, s, "POST", `/api/invoices/${created.body.id}/send`);
  expect(sent.status).toBe(200);
  return { id: created.body.id as string, path: new URL(sent.body.publicViewUrl).pathname, invoiceNumber: created.body.invoiceNumber as string };
}

/** Pay now, as a client would click it: each click from an address of its own (the route is limited per address). */
let clicks = 0;
async function pay(path: string, amount: "full" | "deposit" = "full") {
  const r = await t.app.fastify.inject({ method: "POST", url: `${path}/pay`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `amount=${amount}`,
    remoteAddress: `127.0.${++clicks >> 8}.${clicks & 255}` });
  return { status: r.statusCode, location: String(r.headers.location ?? ""), body: r.body };
}

const sessionOf = (location: string) => fake.sessions.get(location.split("/").pop()!)!;
const invoiceRow = (id: string) => db().invoice.findUniqueOrThrow({ where: { id } });
const paymentsOf = (invoiceId: string) => db().payment.findMany({ where: { invoiceId }, orderBy: { createdAt: "asc" } });

/** Posts a signed event to the webhook as Stripe would. */
async function deliver(key: string, ev: { body: string }, signature?: string) {
  const e = fake.endpointOf(key);
  const r = await t.app.fastify.inject({
    method: "POST", url: new URL(e.url).pathname,
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature ?? fake.sign(ev.body, e.secret) },
    payload: ev.body,
  });
  return { status: r.statusCode, body: r.body };
}

/** Waits until the stored event has been handled; answers its outcome. */
const handled = (eventId: string) => waitFor(`event ${eventId} handled`, async () => {
  const row = await db().providerEvent.findUnique({ where: { eventId } });
  return row?.processedAt ? row.outcome ?? "?" : null;
});

const page = async (path: string) => (await t.app.fastify.inject({ method: "GET", url: path })).body;

describe("connecting Stripe (Settings -> Payments)", () => {
  it("verifies the key, creates the webhook endpoint, keeps the key sealed and answers only its last 4 characters", async () => {
    expect((await rest(t.app, a, "GET", "/api/settings/payments")).body).toMatchObject({ connected: false, keyLast4: null });
    const bad = await rest(t.app, a, "PUT", "/api/settings/payments", { stripeSecretKey: "pk_test_123" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.stripeSecretKey).toMatch(/starts with sk_test_/);
    const refused = await rest(t.app, a, "PUT", "/api/settings/payments", { stripeSecretKey: "sk_test_revoked0123456789" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.stripeSecretKey).toMatch(/Stripe refused this key/);
    expect(await db().connection.count({ where: { userId: a.user.id } })).toBe(0);

    const key = fake.key("main");
    const { settings } = await connect(a, key);
    expect(settings).toMatchObject({ connected: true, provider: "stripe", status: "connected", mode: "test", keyLast4: key.slice(-4), accountName: expect.stringMatching(/^Account/) });
    expect(settings.webhookUrl).toBe(`https://app.example.com/api/payments/stripe/${settings.integrationId}/webhook`);
    const endpoint = fake.endpointOf(key);
    expect(endpoint.url).toBe(settings.webhookUrl);
    expect(endpoint.events.sort()).toEqual(["charge.refunded", "checkout.session.async_payment_failed", "checkout.session.async_payment_succeeded", "checkout.session.completed"]);

    // never the key or the signing secret, in any answer or in the row
    const answers = [
      JSON.stringify(settings), (await rest(t.app, a, "GET", "/api/settings/payments")).text, (await rest(t.app, a, "GET", "/api/integrations")).text,
      JSON.stringify((await gql(t.app, a, "{ viewer { paymentSettings { connected mode keyLast4 accountName warning } integrations { provider label } } }")).data),
    ];
    for (const text of answers) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(endpoint.secret);
    }
    expect(answers[2]).toContain('"provider":"stripe"');
    const row = await db().connection.findFirstOrThrow({ where: { userId: a.user.id, provider: "stripe" } });
    expect(row.secrets).not.toContain(key);
    expect(secretBoxOf(t.app.resources.config).open<{ secretKey: string }>(row.id, row.secrets).secretKey).toBe(key);

    // an API token cannot point the workspace's payments at another account
    const viaToken = await rest(t.app, await withToken(t.app, a), "PUT", "/api/settings/payments", { stripeSecretKey: fake.key() });
    expect(viaToken.status).toBe(403);

    // disconnecting deletes the endpoint on the account, then the connection
    const off = await rest(t.app, a, "DELETE", "/api/settings/payments");
    expect(off.status).toBe(200);
    expect(off.body.connected).toBe(false);
    expect(endpoint.deleted).toBe(true);
    expect(await db().connection.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("GraphQL connects and disconnects; a refused key is a ValidationError", async () => {
    const refused = await gql(t.app, a, `mutation { connectStripe(input: { stripeSecretKey: "nope" }) { __typename ... on ValidationError { fieldErrors { field message } } } }`);
    expect(refused.data.connectStripe.__typename).toBe("ValidationError");
    const key = fake.key();
    const on = await gql(t.app, a, `mutation($k: String!) { connectStripe(input: { stripeSecretKey: $k }) { __typename ... on ConnectStripePayload { paymentSettings { connected mode keyLast4 } } } }`, { k: key });
    expect(on.data.connectStripe.paymentSettings).toEqual({ connected: true, mode: "test", keyLast4: key.slice(-4) });
    const off = await gql(t.app, a, `mutation { disconnectStripe { __typename ... on DisconnectStripePayload { paymentSettings { connected } } } }`);
    expect(off.data.disconnectStripe.paymentSettings.connected).toBe(false);
  });
});

describe("Pay now and the webhook's events", () => {
  it("without Stripe the page has no Pay button; with it, Pay leads to a Checkout Session for the server's figure", async () => {
    const inv = await sentInvoice();
    expect(await page(inv.path)).not.toContain("/pay");
    expect((await rest(t.app, a, "GET", `/api/invoices/${inv.id}`)).body.paymentUrl).toBeNull();
    const { key } = await connect();
    const html = await page(inv.path);
    expect(html).toContain(`action="${inv.path}/pay"`);
    expect(html).toContain("Pay $1,000.00");
    expect((await rest(t.app, a, "GET", `/api/invoices/${inv.id}`)).body.paymentUrl).toBe(`https://app.example.com${inv.path}`);

    const r = await pay(inv.path);
    expect(r.status).toBe(303);
    const s = sessionOf(r.location);
    expect(s).toMatchObject({ amount_total: 100000, currency: "usd", metadata: { workspace: a.user.id, invoice: inv.id } });
    expect(s.success_url).toBe(`https://app.example.com${inv.path}?session_id={CHECKOUT_SESSION_ID}`);
    const created = fake.requests.filter((q) => q.path === "/v1/checkout/sessions" && q.key === key);
    expect(created[0].idempotencyKey).toMatch(/^clientfolio-checkout-/);
  });

  it("a paid event sent three times records one payment; the invoice is paid and the page says so", async () => {
    const { key } = await connect();
    const inv = await sentInvoice();
    const s = sessionOf((await pay(inv.path)).location);
    fake.pay(s.id, "card");
    const ev = fake.event("checkout.session.completed", s);
    for (let n = 0; n < 3; n++) expect((await deliver(key, ev)).status).toBe(200);
    expect(await handled(ev.id)).toBe("recorded");
    // the same payment told by another event id (Stripe retrying with a new event) is still one payment
    const again = fake.event("checkout.session.completed", s);
    expect((await deliver(key, again)).status).toBe(200);
    expect(await handled(again.id)).toBe("already recorded");
    const payments = await paymentsOf(inv.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ provider: "stripe", method: "card", providerPaymentId: s.payment_intent, providerEventId: ev.id });
    expect(payments[0].amount.toFixed(2)).toBe("1000.00");
    const row = await invoiceRow(inv.id);
    expect(row.status).toBe("paid");
    expect(row.amountPaid.toFixed(2)).toBe("1000.00");
    expect(await db().providerEvent.count({ where: { eventId: ev.id } })).toBe(1);
    expect(await page(inv.path)).toContain("Paid — thank you");
    expect(await db().notification.count({ where: { userId: a.user.id, type: "invoice_paid" } })).toBe(1);
    // the client's receipt, once
    const receipt = await waitFor("the receipt e-mail", () => smtp.accepted.find((m) => m.mail.subject === `Receipt for invoice ${inv.invoiceNumber} from ${a.user.email}`
      || (m.mail.subject ?? "").startsWith(`Receipt for invoice ${inv.invoiceNumber}`)));
    expect(receipt.to).toEqual(["ap@acme.example"]);
    expect(receipt.mail.text).toContain("we received your payment of $1,000.00");
    expect(receipt.mail.text).toContain("The invoice is now paid in full.");
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.accepted.filter((m) => (m.mail.subject ?? "").startsWith(`Receipt for invoice ${inv.invoiceNumber}`))).toHaveLength(1);
  });

  it("the client's return confirms the payment when no event arrives (the session read again)", async () => {
    await connect();
    const inv = await sentInvoice();
    const s = sessionOf((await pay(inv.path)).location);
    fake.pay(s.id, "card");
    const html = await page(`${inv.path}?session_id=${s.id}`);
    expect(html).toContain("Paid — thank you");
    expect(fake.requests.some((q) => q.method === "GET" && q.path === `/v1/checkout/sessions/${s.id}`)).toBe(true);
    expect((await invoiceRow(inv.id)).status).toBe("paid");
    // a made-up session id changes nothing
    expect(await page(`${inv.path}?session_id=cs_test_madeup`)).toContain("Paid — thank you");
  });

  it("a bank debit is 'Payment processing' until it succeeds, then paid once", async () => {
    const { key } = await connect();
    const inv = await sentInvoice();
    const s = sessionOf((await pay(inv.path)).location);
    fake.pay(s.id, "bank_debit");
    const completed = fake.event("checkout.session.completed", s);
    await deliver(key, completed);
    expect(await handled(completed.id)).toBe("pending");
    expect(await paymentsOf(inv.id)).toHaveLength(0);
    const html = await page(inv.path);
    expect(html).toContain("Payment processing");
    expect(html).not.toContain("/pay\"");
    // clicking Pay again while it is on its way starts nothing
    expect((await pay(inv.path)).location).toBe(inv.path);

    fake.settle(s.id, "succeeded");
    const ok = fake.event("checkout.session.async_payment_succeeded", s);
    await deliver(key, ok);
    expect(await handled(ok.id)).toBe("recorded");
    const payments = await paymentsOf(inv.id);
    expect(payments).toHaveLength(1);
    expect(payments[0].method).toBe("bank_transfer");
    expect((await invoiceRow(inv.id)).status).toBe("paid");
    expect(await page(inv.path)).toContain("Paid — thank you");
  });

  it("a failed bank debit records nothing and offers Pay again", async () => {
    const { key } = await connect();
    const inv = await sentInvoice();
    const s = sessionOf((await pay(inv.path)).location);
    fake.pay(s.id, "bank_debit");
    const completed = fake.event("checkout.session.completed", s);
    await deliver(key, completed);
    await handled(completed.id);
    fake.settle(s.id, "failed");
    const failed = fake.event("checkout.session.async_payment_failed", s);
    await deliver(key, failed);
    expect(await handled(failed.id)).toBe("failed");
    // the pending event again (late) does not move it back
    const late = fake.event("checkout.session.completed", s);
    await deliver(key, late);
    expect(await handled(late.id)).toBe("pending");
    expect((await db().paymentRequest.findFirstOrThrow({ where: { sessionId: s.id } })).status).toBe("failed");
    expect(await paymentsOf(inv.id)).toHaveLength(0);
    expect((await invoiceRow(inv.id)).status).toBe("sent");
    const html = await page(inv.path);
    expect(html).not.toContain("Payment processing");
    expect(html).toContain("Pay $1,000.00");
    // a new click makes a new session
    const next = await pay(inv.path);
    expect(next.status).toBe(303);
    expect(sessionOf(next.location).id).not.toBe(s.id);
  });

  it("events out of order: succeeded before completed pays once and never moves back", async () => {
    const { key } = await connect();
    const inv = await sentInvoice();
    const s = sessionOf((await pay(inv.path)).location);
    fake.pay(s.id, "bank_debit");
    const completed = fake.event("checkout.session.completed", { ...s });
    fake.settle(s.id, "succeeded");
    const ok = fake.event("checkout.session.async_payment_succeeded", s);
    await deliver(key, ok);
    expect(await handled(ok.id)).toBe("recorded");
    await deliver(key, completed);
    expect(await handled(completed.id)).toBe("already recorded");
    expect(await paymentsOf(inv.id)).toHaveLength(1);
    expect((await db().paymentRequest.findFirstOrThrow({ where: { sessionId: s.id } })).status).toBe("paid");
    expect((await invoiceRow(inv.id)).status).toBe("paid");
  });

  it("a partial refund reduces the amount paid and reopens the invoice; replayed, it changes nothing", async () => {
    const { key } = await connect();
    const inv = await sentInvoice();
    const s = sessionOf((await pay(inv.path)).location);
    const { charge } = fake.pay(s.id, "card");
    const ev = fake.event("checkout.session.completed", s);
    await deliver(key, ev);
    await handled(ev.id);
    fake.refund(charge!.id, 30000);
    const refund = fake.event("charge.refunded", charge);
    await deliver(key, refund);
    expect(await handled(refund.id)).toBe("refunded");
    await deliver(key, refund);
    const again = fake.event("charge.refunded", charge);
    await deliver(key, again);
    expect(await handled(again.id)).toBe("already refunded");
    const row = await invoiceRow(inv.id);
    expect(row.amountPaid.toFixed(2)).toBe("700.00");
    expect(row.status).toBe("sent");
    expect(row.paidDate).toBeNull();
    const [p] = await paymentsOf(inv.id);
    expect(p.refundedAmount.toFixed(2)).toBe("300.00");
    const [refunded] = await db().notification.findMany({ where: { userId: a.user.id, type: "payment_refunded" } });
    expect(refunded.body).toBe("$300.00 is now left to pay. Payment reminders for it are paused until you resume them.");
    const html = await page(inv.path);
    expect(html).toContain("Pay $300.00");

    // the refund paused its reminders until the provider acts: resumed by REST (GraphQL alike), with its activity line
    expect(row.remindersPausedAt).not.toBeNull();
    expect((await rest(t.app, a, "GET", `/api/invoices/${inv.id}`)).body.remindersPausedAt).toBe(row.remindersPausedAt!.toISOString());
    const resumed = await rest(t.app, a, "POST", `/api/invoices/${inv.id}/reminders/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.remindersPausedAt).toBeNull();
    expect(await db().activity.count({ where: { userId: a.user.id, title: `Payment reminders resumed: ${inv.invoiceNumber}` } })).toBe(1);
    const events = await db().domainEvent.findMany({ where: { userId: a.user.id, entityId: inv.id, type: "invoice.updated" }, orderBy: { createdAt: "desc" }, take: 1 });
    expect(events[0].payload).toMatchObject({ changes: { remindersPausedAt: { after: null } } });
    // resuming again changes nothing
    expect((await rest(t.app, a, "POST", `/api/invoices/${inv.id}/reminders/resume`)).status).toBe(200);
    expect(await db().activity.count({ where: { userId: a.user.id, title: `Payment reminders resumed: ${inv.invoiceNumber}` } })).toBe(1);
    await db().invoice.update({ where: { id: inv.id }, data: { remindersPausedAt: new Date() } });
    const g = await gql(t.app, a, `mutation($id: ID!) { resumeInvoiceReminders(input: { id: $id }) { ... on ResumeInvoiceRemindersPayload { invoice { remindersPausedAt } } } }`,
      { id: globalId("Invoice", inv.id) });
    expect(g.data.resumeInvoiceReminders.invoice.remindersPausedAt).toBeNull();
  });

  it("a forged or stale signature is refused with 400 and stores nothing", async () => {
    const { key } = await connect();
    const inv = await sentInvoice();
    const s = sessionOf((await pay(inv.path)).location);
    fake.pay(s.id, "card");
    const ev = fake.event("checkout.session.completed", s);
    expect((await deliver(key, ev, fake.sign(ev.body, "whsec_forged"))).status).toBe(400);
    expect((await deliver(key, ev, fake.sign(ev.body, fake.endpointOf(key).secret, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400);
    expect((await deliver(key, { body: ev.body.replace("100000", "1") }, fake.sign(ev.body, fake.endpointOf(key).secret))).status).toBe(400);
    expect((await deliver(key, ev, "")).status).toBe(400);
    // an unknown connection in the address
    const unknown = await t.app.fastify.inject({ method: "POST", url: "/api/payments/stripe/00000000-0000-4000-8000-000000000000/webhook", headers: { "content-type": "application/json", "stripe-signature": fake.sign(ev.body, "x") }, payload: ev.body });
    expect(unknown.statusCode).toBe(404);
    expect(await db().providerEvent.count({ where: { eventId: ev.id } })).toBe(0);
    expect(await paymentsOf(inv.id)).toHaveLength(0);
  });

  it("an event whose metadata names another workspace's invoice is refused and logged", async () => {
    await connect();
    const inv = await sentInvoice();
    const s = sessionOf((await pay(inv.path)).location);
    // B, with a Stripe account of its own, makes a session there naming A's invoice and request, pays it, and sends it
    const b = await registerUser(t.app);
    const { key: bKey } = await connect(b);
    const made = await fetch(`${fake.url}/v1/checkout/sessions`, {
      method: "POST", headers: { authorization: `Bearer ${bKey}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        mode: "payment", success_url: "https://b.example/ok", "line_items[0][quantity]": "1", "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": "100000", "line_items[0][price_data][product_data][name]": "x",
        "metadata[workspace]": a.user.id, "metadata[invoice]": inv.id, "metadata[payment_request]": s.metadata.payment_request,
      }),
    });
    const forged = fake.sessions.get(((await made.json()) as { id: string }).id)!;
    fake.pay(forged.id, "card");
    const ev = fake.event("checkout.session.completed", forged);
    expect((await deliver(bKey, ev)).status).toBe(200);
    expect(await handled(ev.id)).toMatch(/^refused/);
    expect(await paymentsOf(inv.id)).toHaveLength(0);
    expect((await invoiceRow(inv.id)).status).toBe("sent");
    expect(log.lines.some((l) => /outside this workspace/.test(l.msg))).toBe(true);
    // A's own session's id sent to B's endpoint is not on B's account: refused too
    fake.pay(s.id, "card");
    const cross = fake.event("checkout.session.completed", s);
    await deliver(bKey, cross);
    expect(await handled(cross.id)).toMatch(/^refused/);
    expect(await paymentsOf(inv.id)).toHaveLength(0);
  });

  it("a key revoked in Stripe: Pay says so, the connection needs a reconnect (the bell says where), and a new key restores Pay", async () => {
    const { key } = await connect();
    const inv = await sentInvoice();
    fake.revoke(key);
    const r = await pay(inv.path);
    expect(r.status).toBe(400);
    expect(r.body).toContain("Online payment is not available for this invoice. Contact the sender to pay it another way.");
    const settings = (await rest(t.app, a, "GET", "/api/settings/payments")).body;
    expect(settings).toMatchObject({ connected: true, status: "needs_reconnect", error: "Stripe refused the secret key (it was revoked or rolled)" });
    const bell = await db().notification.findMany({ where: { userId: a.user.id, type: "integration_needs_reconnect" } });
    expect(bell.map((n) => [n.title, n.link])).toEqual([["Reconnect Stripe", "/settings#payments"]]);
    expect(bell[0].body).toContain("Connect it again in Settings → Payments.");
    // no Pay button while it needs a reconnect, and the page's second try asks Stripe nothing
    expect(await page(inv.path)).not.toContain("/pay");
    const asked = fake.requests.length;
    expect((await pay(inv.path)).body).toContain("Online payment is not available");
    expect(fake.requests.length).toBe(asked);

    const { key: fresh } = await connect();
    expect((await rest(t.app, a, "GET", "/api/settings/payments")).body).toMatchObject({ status: "connected", error: null });
    const again = await pay(inv.path);
    expect(again.status).toBe(303);
    expect(sessionOf(again.location).key).toBe(fresh);
  });

  it("money that arrives for an invoice cancelled after its payment page opened is recorded; the invoice stays cancelled and the bell says to refund it", async () => {
    const { key } = await connect();
    const inv = await sentInvoice();
    const s = sessionOf((await pay(inv.path)).location);
    const cancel = await gql(t.app, a, `mutation($id: ID!) { setInvoiceStatus(input: { id: $id, status: "cancelled" }) { __typename } }`,
      { id: globalId("Invoice", inv.id) });
    expect(cancel.errors).toBeUndefined();
    expect((await t.app.fastify.inject({ method: "GET", url: inv.path })).statusCode).toBe(410);
    fake.pay(s.id, "card");
    const ev = fake.event("checkout.session.completed", s);
    expect((await deliver(key, ev)).status).toBe(200);
    expect(await handled(ev.id)).toBe("recorded");
    expect((await paymentsOf(inv.id)).map((p) => p.amount.toFixed(2))).toEqual(["1000.00"]);
    expect(await invoiceRow(inv.id)).toMatchObject({ status: "cancelled", paidDate: null });
    const bell = await db().notification.findMany({ where: { userId: a.user.id, type: { in: ["payment_overpaid", "invoice_paid"] } } });
    expect(bell.map((n) => [n.type, n.title])).toEqual([["payment_overpaid", `Acme paid $1,000.00 online on ${inv.invoiceNumber}, which is cancelled`]]);
    expect(await db().domainEvent.count({ where: { userId: a.user.id, type: "invoice.paid" } })).toBe(0);
  });

  it("two clients clicking Pay at once land on the same Checkout Session", async () => {
    const { key } = await connect();
    const inv = await sentInvoice();
    const [one, two] = await Promise.all([pay(inv.path), pay(inv.path)]);
    expect(one.status).toBe(303);
    expect(two.location).toBe(one.location);
    const third = await pay(inv.path);
    expect(third.location).toBe(one.location);
    expect(new Set([...fake.sessions.values()].filter((x) => x.key === key && x.metadata.invoice === inv.id).map((x) => x.id)).size).toBe(1);
    // money that still arrives twice is recorded as an overpayment, with a notification
    const s = sessionOf(one.location);
    fake.pay(s.id, "card");
    const ev = fake.event("checkout.session.completed", s);
    await deliver(key, ev);
    await handled(ev.id);
    expect(await db().notification.count({ where: { userId: a.user.id, type: "payment_overpaid" } })).toBe(0);
  });

  it("a deposit is offered until paid, then the balance", async () => {
    const { key } = await connect();
    const inv = await sentInvoice(a, { depositType: "percent", depositValue: "25", depositDueDate: "2099-11-15" });
    const html = await page(inv.path);
    expect(html).toContain("Pay deposit $250.00");
    expect(html).toContain("Pay the full balance $1,000.00");
    const d = await pay(inv.path, "deposit");
    const s = sessionOf(d.location);
    expect(s.amount_total).toBe(25000);
    fake.pay(s.id, "card");
    const ev = fake.event("checkout.session.completed", s);
    await deliver(key, ev);
    expect(await handled(ev.id)).toBe("recorded");
    const after = await page(inv.path);
    expect(after).not.toContain("Pay deposit");
    expect(after).toContain("Pay $750.00");
    expect((await pay(inv.path, "deposit")).status).toBe(400);
    const rest2 = sessionOf((await pay(inv.path)).location);
    expect(rest2.amount_total).toBe(75000);
  });
});

describe("a server on this machine's address (PUBLIC_URL on localhost)", () => {
  let local: TestApp;
  beforeAll(async () => { local = await createTestApp({ PUBLIC_URL: "http://localhost:3000", ...fake.env }, { keepData: true }); });
  afterAll(async () => { await local?.close(); });

  it("warns, and connects without events when Stripe refuses the address (an event to it cannot be verified)", async () => {
    const s = await registerUser(local.app);
    const key = fake.key("publiconly");
    const r = await rest(local.app, s, "PUT", "/api/settings/payments", { stripeSecretKey: key });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ connected: true, webhookUrl: null, warning: expect.stringContaining("http://localhost:3000") });
    const row = await local.app.resources.prisma.connection.findFirstOrThrow({ where: { userId: s.user.id, provider: "stripe" } });
    // an event to its address cannot be verified: refused
    const body = fake.event("checkout.session.completed", { id: "cs_test_x", key }).body;
    const refused = await local.app.fastify.inject({ method: "POST", url: `/api/payments/stripe/${row.id}/webhook`,
      headers: { "content-type": "application/json", "stripe-signature": fake.sign(body, "") }, payload: body });
    expect(refused.statusCode).toBe(400);
    // disconnecting has no endpoint to delete
    expect((await rest(local.app, s, "DELETE", "/api/settings/payments")).body.connected).toBe(false);
  });
});
