import http from "node:http";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/*
 * Stripe on loopback, as far as online payments use it: the endpoints the app calls (GET /v1/account, POST and DELETE
 * /v1/webhook_endpoints, POST and GET /v1/checkout/sessions, GET /v1/charges/{id}) with Stripe's shapes, form-encoded
 * bodies and its idempotency (the same Idempotency-Key answers the first answer again), and a Checkout page of its own
 * (`/checkout/{session}`): "Pay" completes the session as a card payment (paid at once) or a bank debit (complete but
 * unpaid until `settle`), then sends the browser to the session's success_url. Events are made as Stripe makes them
 * and signed with the endpoint's secret (`generateTestHeaderString`); `deliver` posts them to the endpoint's URL.
 */

interface Account { id: string; name: string; email: string }
interface Endpoint { id: string; url: string; secret: string; events: string[]; key: string; deleted: boolean }
interface FakeSession {
  id: string;
  object: "checkout.session";
  key: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  expires_at: number;
  created: number;
  livemode: boolean;
  client_reference_id: string | null;
  customer_email: string | null;
}
interface FakeCharge {
  id: string;
  object: "charge";
  key: string;
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  metadata: Record<string, string>;
  status: "succeeded";
}

interface FakeRequest { method: string; path: string; body: Record<string, unknown>; key: string | null; idempotencyKey: string | null }

export interface FakeStripe {
  /** STRIPE_API_URL pointing at it */
  url: string;
  env: Record<string, string>;
  requests: FakeRequest[];
  endpoints: Map<string, Endpoint>;
  sessions: Map<string, FakeSession>;
  charges: Map<string, FakeCharge>;
  /** a key that works, on an account of its own (created on first use) */
  key(name?: string): string;
  /** the live endpoint of a key (the one the app created) */
  endpointOf(key: string): Endpoint;
  /** completes a session as the Checkout page does: card (paid now) or bank debit (pending until `settle`) */
  pay(sessionId: string, how?: "card" | "bank_debit"): { charge: FakeCharge | null };
  /** a pending bank debit's outcome */
  settle(sessionId: string, outcome: "succeeded" | "failed"): FakeCharge | null;
  /** revokes a key, as its owner does in Stripe's dashboard: every later call with it is refused (401) */
  revoke(key: string): void;
  /** refunds part (or all) of a charge */
  refund(chargeId: string, cents: number): FakeCharge;
  /** an event as Stripe sends it */
  event(type: string, object: unknown, id?: string): { id: string; type: string; body: string };
  /** the Stripe-Signature header of a body under a secret (now, or at `timestamp`) */
  sign(body: string, secret: string, timestamp?: number): string;
  /** posts a signed event to the key's endpoint; answers the status and body */
  deliver(key: string, ev: { body: string }, opts?: { signature?: string }): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

const rid = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;

/** A form body as Stripe's SDK encodes it (`a[b][0][c]=v`) back into an object. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    const parts = k.replace(/\]/g, "").split("[");
    let at: any = out;
    parts.forEach((p, n) => {
      if (n === parts.length - 1) { at[p] = v; return; }
      if (at[p] === undefined) at[p] = /^\d+$/.test(parts[n + 1]) ? [] : {};
      at = at[p];
    });
  }
  return out;
}

const stripeError = (status: number, type: string, message: string) => ({ status, body: { error: { type, message } } });

/**
 * `deliverEvents`: the Checkout page's Pay also sends `checkout.session.completed` to the key's endpoint, signed, as
 * Stripe does (for a whole app run by e2e/run.ts; the API tests send their events themselves).
 */
export async function startFakeStripe(opts: { deliverEvents?: boolean } = {}): Promise<FakeStripe> {
  const accounts = new Map<string, Account>();
  const endpoints = new Map<string, Endpoint>();
  const sessions = new Map<string, FakeSession>();
  const charges = new Map<string, FakeCharge>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const revoked = new Set<string>();
  const requests: FakeRequest[] = [];
  let base = "";

  const chargeOf = (s: FakeSession): FakeCharge | null => [...charges.values()].find((c) => c.payment_intent === s.payment_intent) ?? null;

  function newCharge(s: FakeSession): FakeCharge {
    const c: FakeCharge = { id: rid("ch"), object: "charge", key: s.key, amount: s.amount_total, amount_refunded: 0, currency: s.currency, payment_intent: s.payment_intent!, refunded: false, metadata: s.metadata, status: "succeeded" };
    charges.set(c.id, c);
    return c;
  }

  const pay = (id: string, how: "card" | "bank_debit" = "card") => {
    const s = sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    s.status = "complete";
    s.payment_intent = s.payment_intent ?? rid("pi");
    if (how === "bank_debit") return { charge: null };
    s.payment_status = "paid";
    return { charge: newCharge(s) };
  };

  async function api(req: http.IncomingMessage, text: string): Promise<{ status: number; body: unknown; html?: string; location?: string }> {
    const u = new URL(req.url ?? "/", base);
    const method = req.method ?? "GET";
    // the fake Checkout page
    const page = u.pathname.match(/^\/checkout\/([^/]+)$/);
    if (page) {
      const s = sessions.get(page[1]);
      if (!s || s.status !== "open") return { status: 404, body: null, html: "<h1>This checkout session is no longer open</h1>" };
      if (method === "POST") {
        const form = Object.fromEntries(new URLSearchParams(text));
        pay(s.id, form.method === "bank_debit" ? "bank_debit" : "card");
        if (opts.deliverEvents) {
          const e = [...endpoints.values()].find((x) => x.key === s.key && !x.deleted);
          // after the answer, as Stripe's own delivery comes apart from the browser's redirect
          if (e) setTimeout(() => void fake.deliver(s.key, fake.event("checkout.session.completed", s)).catch(() => undefined), 300);
        }
        return { status: 303, body: null, location: s.success_url.replace("{CHECKOUT_SESSION_ID}", s.id) };
      }
      const amount = `${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}`;
      return { status: 200, body: null, html: `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>Fake Checkout</title></head><body><h1>Pay ${amount}</h1>`
        + `<form method="post"><button name="method" value="card">Pay with card</button> <button name="method" value="bank_debit">Pay by bank debit</button></form></body></html>` };
    }
    const auth = String(req.headers.authorization ?? "");
    const key = auth.startsWith("Bearer ") ? auth.slice(7) : null;
    const body = method === "GET" || method === "DELETE" ? Object.fromEntries(u.searchParams) : parseForm(text);
    const idem = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
    requests.push({ method, path: u.pathname, body, key, idempotencyKey: idem });
    if (!key || !/^(sk|rk)_test_/.test(key) || key.includes("revoked") || revoked.has(key)) return stripeError(401, "invalid_request_error", "Invalid API Key provided");
    const account = accounts.get(key) ?? (() => { const a = { id: rid("acct"), name: `Account ${accounts.size + 1}`, email: "owner@localhost" }; accounts.set(key, a); return a; })();
    if (method === "POST" && idem) {
      const seen = idempotent.get(`${key}:${idem}`);
      if (seen) return seen;
    }
    const answer = route(method, u.pathname, body, key, account);
    if (method === "POST" && idem && answer.status < 500) idempotent.set(`${key}:${idem}`, answer);
    return answer;
  }

  function route(method: string, path: string, body: any, key: string, account: Account): { status: number; body: unknown } {
    if (method === "GET" && path === "/v1/account") {
      return { status: 200, body: { id: account.id, object: "account", email: account.email, settings: { dashboard: { display_name: account.name } }, business_profile: { name: null } } };
    }
    if (method === "POST" && path === "/v1/webhook_endpoints") {
      if (key.startsWith("rk_test_readonly")) return stripeError(403, "invalid_request_error", "The provided key does not have the required permissions");
      // as Stripe does with a key of this kind: an address on the caller's own machine is refused
      if (key.includes("publiconly") && /^https?:\/\/(localhost|127\.)/.test(String(body.url))) return stripeError(400, "invalid_request_error", "Invalid URL: URL must be publicly accessible.");
      const e: Endpoint = { id: rid("we"), url: body.url, secret: `whsec_${crypto.randomBytes(24).toString("base64url")}`, events: body.enabled_events ?? [], key, deleted: false };
      endpoints.set(e.id, e);
      return { status: 200, body: { id: e.id, object: "webhook_endpoint", url: e.url, enabled_events: e.events, secret: e.secret, status: "enabled" } };
    }
    const del = path.match(/^\/v1\/webhook_endpoints\/([^/]+)$/);
    if (method === "DELETE" && del) {
      const e = endpoints.get(del[1]);
      if (!e || e.key !== key || e.deleted) return stripeError(404, "invalid_request_error", `No such webhook endpoint: '${del[1]}'`);
      e.deleted = true;
      return { status: 200, body: { id: e.id, object: "webhook_endpoint", deleted: true } };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const item = body.line_items?.[0];
      const cents = Number(item?.price_data?.unit_amount);
      if (!item || !Number.isInteger(cents) || cents < 50) return stripeError(400, "invalid_request_error", "Invalid line_items");
      const id = rid("cs_test");
      const s: FakeSession = {
        id, object: "checkout.session", key, status: "open", payment_status: "unpaid", amount_total: cents * Number(item.quantity ?? 1),
        currency: String(item.price_data.currency).toLowerCase(), metadata: body.metadata ?? {}, payment_intent: null,
        success_url: body.success_url, cancel_url: body.cancel_url ?? null, url: `${base}/checkout/${id}`,
        expires_at: Math.floor(Date.now() / 1000) + 24 * 3600, created: Math.floor(Date.now() / 1000), livemode: false,
        client_reference_id: body.client_reference_id ?? null, customer_email: body.customer_email ?? null,
      };
      sessions.set(id, s);
      return { status: 200, body: publicSession(s) };
    }
    const ses = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === "GET" && ses) {
      const s = sessions.get(ses[1]);
      if (!s || s.key !== key) return stripeError(404, "invalid_request_error", `No such checkout.session: '${ses[1]}'`);
      return { status: 200, body: publicSession(s) };
    }
    const ch = path.match(/^\/v1\/charges\/([^/]+)$/);
    if (method === "GET" && ch) {
      const c = charges.get(ch[1]);
      if (!c || c.key !== key) return stripeError(404, "invalid_request_error", `No such charge: '${ch[1]}'`);
      return { status: 200, body: publicCharge(c) };
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  }

  const publicSession = ({ key: _k, ...s }: FakeSession) => ({ ...s, url: s.status === "open" ? s.url : null });
  const publicCharge = ({ key: _k, ...c }: FakeCharge) => c;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      api(req, Buffer.concat(chunks).toString("utf8")).then((a) => {
        if (a.location) { res.writeHead(a.status, { location: a.location }); res.end(); return; }
        if (a.html !== undefined) { res.writeHead(a.status, { "content-type": "text/html; charset=utf-8" }); res.end(a.html); return; }
        res.writeHead(a.status, { "content-type": "application/json", "request-id": rid("req") });
        res.end(JSON.stringify(a.body));
      }, (err) => { res.writeHead(500); res.end(String(err)); });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    url: base, env: { STRIPE_API_URL: base }, requests, endpoints, sessions, charges,
    key: (name = crypto.randomBytes(6).toString("hex")) => `sk_test_${name.replace(/[^A-Za-z0-9]/g, "")}${crypto.randomBytes(8).toString("hex")}`,
    endpointOf(key) {
      const e = [...endpoints.values()].find((x) => x.key === key && !x.deleted);
      if (!e) throw new Error("no live endpoint for this key");
      return e;
    },
    pay,
    settle(id, outcome) {
      const s = sessions.get(id)!;
      if (outcome === "failed") return null;
      s.payment_status = "paid";
      return chargeOf(s) ?? newCharge(s);
    },
    revoke(key) { revoked.add(key); },
    refund(id, cents) {
      const c = charges.get(id)!;
      c.amount_refunded = Math.min(c.amount, c.amount_refunded + cents);
      c.refunded = c.amount_refunded === c.amount;
      return c;
    },
    event(type, object, id = rid("evt")) {
      const o = object as FakeSession | FakeCharge;
      const { key: _k, ...data } = o;
      const payload = { id, object: "event", api_version: "2025-01-27", created: Math.floor(Date.now() / 1000), type, livemode: false, data: { object: data }, pending_webhooks: 1 };
      return { id, type, body: JSON.stringify(payload) };
    },
    sign: (body, secret, timestamp) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp ? { timestamp } : {}) }),
    async deliver(key, ev, opts = {}) {
      const e = fake.endpointOf(key);
      const r = await fetch(e.url, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": opts.signature ?? fake.sign(ev.body, e.secret) }, body: ev.body });
      return { status: r.status, text: await r.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
