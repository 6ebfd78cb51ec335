import crypto from "node:crypto";
import { Prisma, type Invoice, type Payment, type User } from "../../generated/prisma/client";
import type { AppResources } from "../../context";
import { escapeHtml, findByToken, gone, notFound, publicTokenHash, type PublicAnswer, type PublicRequest, type PublicRoute } from "../../rest/public";
import { formatMoney } from "@common/money";
import { amountDueNow, balanceOf, paymentMethodLabel } from "@common/payment";
import { contrastText } from "@common/user-display";
import { emailBrandName } from "../email";
import { invoicePdfFileName, renderInvoicePdf, type PdfInvoice } from "./invoice.pdf";
import { dayLabel } from "@common/day";
import { confirmReturn, startCheckout, type AmountKind } from "./invoice.checkout";

/*
 * The client's page of an invoice: `/i/<token>`, linked from the invoice's e-mail ("View and pay invoice"). The token
 * is 32 bytes, an HMAC of the invoice's nonce (stored when the invoice is first sent) under a key derived from the
 * server's secret, so every e-mail of the invoice links to the same page; the link is computed when read (the
 * invoice's `publicViewUrl`) and the token is stored only as its hash. The page is plain pre-rendered HTML in the
 * workspace's brand (no script, readable at 390 px): the lines, the totals, the payments, what is due now (the deposit
 * until the payments cover it, then the balance), a PDF download, and "Paid — thank you" once paid. With Stripe
 * connected, Pay buttons (the deposit and the full balance while a deposit is due) post to `/i/<token>/pay`, which
 * sends the client on to Stripe's Checkout (invoice.checkout.ts); coming back with `session_id`, the session is read
 * again and its payment recorded before the page is drawn; "Payment processing" while a bank debit is on its way. A
 * cancelled invoice answers 410; a draft (sent, then moved back to draft) is not shown.
 */

/** The page's token of an invoice's nonce: an HMAC under a key derived from the server's secret (SESSION_SECRET). */
export function invoicePageToken(sessionSecret: string, invoiceId: string, nonce: string): string {
  const key = crypto.createHmac("sha256", sessionSecret).update("invoice-page-token").digest();
  return crypto.createHmac("sha256", key).update(`${invoiceId}:${nonce}`).digest("base64url");
}
const tokenOf = (res: Pick<AppResources, "config">, invoiceId: string, nonce: string) => invoicePageToken(res.config.sessionSecret, invoiceId, nonce);

/** The client's page of the invoice (its `publicViewUrl`): null until the invoice has been sent. */
export function invoicePageUrl(res: Pick<AppResources, "config">, i: Pick<Invoice, "id" | "publicTokenNonce">): string | null {
  return i.publicTokenNonce ? `${res.config.publicUrl}/i/${tokenOf(res, i.id, i.publicTokenNonce)}` : null;
}

/**
 * The invoice's page token, made on its first sending, within the sending's transaction: a nonce stored with the
 * token's hash only while the invoice has none (two sendings at once keep the first), then read back. A raw statement,
 * so the invoice's `updatedAt` (the version an editor holds) does not move: the nonce is no field of the invoice.
 */
export async function ensurePageNonce(tx: Prisma.TransactionClient, res: Pick<AppResources, "config">, invoice: Pick<Invoice, "id" | "userId">): Promise<string> {
  const nonce = crypto.randomBytes(16).toString("base64url");
  await tx.$executeRaw`UPDATE invoices SET "publicTokenNonce" = ${nonce}, "publicTokenHash" = ${publicTokenHash(tokenOf(res, invoice.id, nonce))}
    WHERE id = ${invoice.id}::uuid AND "userId" = ${invoice.userId}::uuid AND "publicTokenNonce" IS NULL`;
  const rows = await tx.$queryRaw<{ publicTokenNonce: string }[]>`SELECT "publicTokenNonce" FROM invoices WHERE id = ${invoice.id}::uuid`;
  return rows[0]!.publicTokenNonce;
}

/** Whether the client can pay an invoice online: off, or on (the page's Pay button posts to `/i/<token>/pay`). */
type OnlinePayment = { state: "off" } | { state: "on" };

/**
 * Whether the client can pay this invoice online: the workspace has Stripe connected (`paymentsOn`, read by the
 * caller once for its invoices), the invoice was sent and a balance remains. Off: no Pay button, `paymentUrl` null.
 */
export function onlinePayment(i: Pick<Invoice, "status" | "total" | "amountPaid">, paymentsOn: boolean): OnlinePayment {
  const open = i.status === "sent" || i.status === "overdue";
  return paymentsOn && open && i.total.greaterThan(i.amountPaid) ? { state: "on" } : { state: "off" };
}

// ---- the page ------------------------------------------------------------------------------------------------------

type PageInvoice = PdfInvoice & {
  payments: Payment[]; user: User & { connections: { id: string }[] }; publicTokenHash: string | null; paymentRequests: { id: string }[];
};

const PAGE_INCLUDE = {
  items: { orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] },
  payments: { orderBy: [{ paidAt: "asc" as const }, { createdAt: "asc" as const }, { id: "asc" as const }] },
  client: true, project: { select: { name: true } },
  // the workspace with its Stripe connection, if it works (the Pay button), and a bank debit on its way ("Payment processing")
  user: { include: { connections: { where: { provider: "stripe", status: "connected" }, select: { id: true } } } },
  paymentRequests: { where: { status: "processing" }, select: { id: true }, take: 1 },
};

function openInvoice(res: AppResources, token: string) {
  // one statement: the invoice with its lines, payments, client, project and workspace joined
  return findByToken(token, (hash) => res.prisma.invoice.findUnique({ relationLoadStrategy: "join", where: { publicTokenHash: hash }, include: PAGE_INCLUDE })
    .then((i) => (i ? { ...(i as PageInvoice), tokenHash: i.publicTokenHash! } : null)));
}

/** The page's answer to an invoice that is not open to its client: 404 for a draft, 410 for a cancelled one. */
function unavailable(i: PageInvoice): PublicAnswer | null {
  if (i.status === "draft") return notFound();
  if (i.status === "cancelled") {
    return gone("This invoice was cancelled", `${emailBrandName(i.user)} cancelled invoice ${i.invoiceNumber}. There is nothing to pay on it; ask them if you have a question.`);
  }
  return null;
}

const safeColor = (c: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c : "#3b82f6");
const safeLogo = (l: string | null) => (l && /^(https:\/\/|data:image\/(png|jpeg|gif|webp);base64,)/i.test(l) ? l : null);
const money = (amount: unknown, currency: string) => escapeHtml(formatMoney(String(amount), { cents: true, currency }) ?? String(amount));
// a day as "December 1, 2026" (a date-only column is 00:00 UTC of its day; a payment's instant, its day in UTC as the
// app's payment dates are noon UTC)
const day = (d: Date | null) => escapeHtml(dayLabel(d, "long") ?? "");

function layout(i: PageInvoice, body: string): string {
  const brand = emailBrandName(i.user);
  const color = safeColor(i.user.brandColor);
  // text on the brand colour in whichever of black and white reads on it
  const ink = contrastText(color) === "black" ? "#000" : "#fff";
  const logo = safeLogo(i.user.brandLogo);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<meta name="robots" content="noindex"><meta name="description" content="${escapeHtml(`Invoice ${i.invoiceNumber} from ${brand}`)}">`
    + `<title>Invoice ${escapeHtml(i.invoiceNumber)} · ${escapeHtml(brand)}</title><style>`
    + `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a202c;background:#f7fafc;line-height:1.5}`
    + `header{background:${color};color:${ink};padding:16px 20px;display:flex;gap:12px;align-items:center}header img{height:32px;max-width:120px;object-fit:contain;background:#fff;border-radius:4px}`
    + `main{max-width:760px;margin:0 auto;padding:20px 16px}section{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:16px 20px;margin-bottom:16px;overflow-wrap:anywhere}`
    + `h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.05rem;margin:0 0 .5rem}.meta{color:#4a5568;font-size:.95rem;margin:0}`
    + `.parties{display:flex;flex-wrap:wrap;gap:16px 40px}.parties div{min-width:12rem}.label{color:#718096;font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;margin:0}`
    + `table{width:100%;border-collapse:collapse;font-size:.95rem}th{text-align:left;color:#718096;font-weight:600;font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;border-bottom:1px solid #e2e8f0;padding:6px 4px}`
    + `td{padding:8px 4px;border-bottom:1px solid #edf2f7;vertical-align:top}.num{text-align:right;white-space:nowrap}`
    + `.totals td{border:0;padding:3px 4px}.totals .grand td{font-weight:700;border-top:1px solid #e2e8f0;padding-top:8px}`
    + `.due{border:2px solid ${color};border-radius:8px;padding:16px 20px;margin-bottom:16px;background:#fff}.due .amount{font-size:1.8rem;font-weight:700;margin:.1rem 0}`
    + `.paid{background:#f0fff4;border:1px solid #9ae6b4;border-radius:8px;padding:16px 20px;margin-bottom:16px}.paid strong{font-size:1.3rem;color:#276749}`
    + `a.button{display:inline-block;margin-top:8px;font-weight:600;padding:10px 16px;border-radius:6px;background:#fff;color:#1a202c;border:1px solid #cbd5e0;text-decoration:none}`
    + `.notes{white-space:pre-wrap}button{margin-top:12px;font:inherit;font-weight:600;padding:12px 16px;border-radius:6px;border:0;background:${color};color:${ink};cursor:pointer;width:100%}`
    + `button.secondary{background:#fff;color:#1a202c;border:1px solid #cbd5e0}.processing{background:#fffaf0;border:1px solid #f6ad55;border-radius:6px;padding:10px 12px;margin:12px 0 0}`
    + `.refused{background:#fff5f5;border:1px solid #fc8181;border-radius:6px;padding:10px 12px;margin:12px 0 0}`
    + `@media (max-width:520px){main{padding:12px 10px}section,.due,.paid{padding:12px 14px}.rate{display:none}h1{font-size:1.3rem}}`
    + `</style></head><body><header>${logo ? `<img src="${escapeHtml(logo)}" alt="">` : ""}<strong>${escapeHtml(brand)}</strong></header><main>${body}</main></body></html>`;
}

/** The invoice as its client reads it. */
function invoicePage(i: PageInvoice, token: string, online: { on: boolean; processing: boolean; refused?: string }): string {
  const c = i.currency;
  const balance = balanceOf(i.total, i.amountPaid);
  const paid = i.status === "paid";
  const due = amountDueNow(i);
  const overdue = i.status === "overdue";
  const client = [i.client.name, i.client.company].filter((x, n, all) => x && all.indexOf(x) === n) as string[];
  const from = [emailBrandName(i.user), i.user.email];
  const pay = online.processing ? { state: "off" as const } : onlinePayment(i, online.on);
  const action = `/i/${escapeHtml(token)}/pay`;
  const payButton = (kind: AmountKind, label: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="amount" value="${kind}"><button type="submit"${kind === "full" && due.kind === "deposit" ? ` class="secondary"` : ""}>${label}</button></form>`;
  const payButtons = pay.state !== "on" ? ""
    : due.kind === "deposit"
      ? payButton("deposit", `Pay deposit ${money(due.amount, c)}`) + payButton("full", `Pay the full balance ${money(balance, c)}`)
      : payButton("full", `Pay ${money(due.amount, c)}`);
  const notices = (online.processing
    ? `<p class="processing" role="status"><strong>Payment processing</strong><br>Your bank payment is on its way. This page will show it as paid once it arrives.</p>`
    : "") + (online.refused ? `<p class="refused" role="alert">${escapeHtml(online.refused)}</p>` : "");

  const state = paid
    ? `<div class="paid" role="status"><strong>Paid — thank you</strong><p class="meta">${i.paidDate ? `Paid in full on ${day(i.paidDate)}.` : "This invoice is paid in full."}</p></div>`
    : `<div class="due">${due.kind === "deposit"
      ? `<p class="label">Deposit due${i.depositDueDate ? ` by ${day(i.depositDueDate)}` : ""}</p><p class="amount">${money(due.amount, c)}</p>`
        + `<p class="meta">The balance of ${money(balance, c)} is due by ${day(i.dueDate)}.</p>`
      : `<p class="label">${overdue ? "Overdue: balance due" : "Balance due"} by ${day(i.dueDate)}</p><p class="amount">${money(due.amount, c)}</p>`}`
      + notices + payButtons
      + `</div>`;

  const lines = i.items.map((it) => `<tr><td>${escapeHtml(it.description)}</td><td class="num">${it.quantity}</td>`
    + `<td class="num rate">${money(it.rate.toFixed(2), c)}</td><td class="num">${money(it.amount.toFixed(2), c)}</td></tr>`).join("");
  const tax = i.taxRate.isZero() ? "" : `<tr><td>Tax (${escapeHtml(i.taxRate.toFixed(2).replace(/\.?0+$/, ""))}%)</td><td class="num">${money(i.taxAmount.toFixed(2), c)}</td></tr>`;
  const paidRow = i.amountPaid.isZero() ? "" : `<tr><td>Paid</td><td class="num">−${money(i.amountPaid.toFixed(2), c)}</td></tr><tr class="grand"><td>Balance due</td><td class="num">${money(balance, c)}</td></tr>`;
  const payments = i.payments.length
    ? `<section><h2>Payments</h2><table><thead><tr><th>Date</th><th>Method</th><th class="num">Amount</th></tr></thead><tbody>${i.payments.map((p) => {
      const net = p.amount.minus(p.refundedAmount);
      return `<tr><td>${day(p.paidAt)}</td><td>${escapeHtml(paymentMethodLabel(p.method))}</td><td class="num">${money(net.toFixed(2), c)}${p.refundedAmount.isZero() ? "" : " (after a refund)"}</td></tr>`;
    }).join("")}</tbody></table></section>`
    : "";

  return layout(i, `${state}<section><h1>Invoice ${escapeHtml(i.invoiceNumber)}</h1>`
    + `<p class="meta">Issued ${day(i.issueDate)} · Due ${day(i.dueDate)}${i.project ? ` · ${escapeHtml(i.project.name)}` : ""}</p>`
    + `<p><a class="button" href="/i/${escapeHtml(token)}/pdf">Download PDF</a></p></section>`
    + `<section class="parties"><div><p class="label">From</p>${from.map((x) => `<div>${escapeHtml(x)}</div>`).join("")}</div>`
    + `<div><p class="label">Billed to</p>${client.map((x) => `<div>${escapeHtml(x)}</div>`).join("")}</div></section>`
    + `<section><table><thead><tr><th>Description</th><th class="num">Qty</th><th class="num rate">Rate</th><th class="num">Amount</th></tr></thead><tbody>${lines}</tbody></table>`
    + `<table class="totals"><tbody><tr><td>Subtotal</td><td class="num">${money(i.subtotal.toFixed(2), c)}</td></tr>${tax}`
    + `<tr class="grand"><td>Total</td><td class="num">${money(i.total.toFixed(2), c)}</td></tr>${paidRow}</tbody></table></section>`
    + payments
    + (i.notes?.trim() ? `<section><h2>Notes</h2><p class="notes">${escapeHtml(i.notes.trim())}</p></section>` : ""));
}

/**
 * The page's own policy: no script, its inline styles, the brand's logo (https: or data:), and forms that post to the
 * page itself and follow Pay's redirect to Stripe's Checkout (checkout.stripe.com, or the STRIPE_API_URL's origin,
 * whose Checkout pages are there).
 */
function pagePolicy(res: Pick<AppResources, "config">): Record<string, string> {
  const api = new URL(res.config.stripeApiUrl);
  const checkout = api.hostname === "api.stripe.com" ? "https://checkout.stripe.com" : api.origin;
  return { "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; form-action 'self' ${checkout}; base-uri 'none'; frame-ancestors 'none'` };
}

async function showPage(res: AppResources, req: PublicRequest, refused?: string): Promise<PublicAnswer> {
  let i = await openInvoice(res, req.params.token);
  if (!i) return notFound();
  const shut = unavailable(i);
  if (shut) return shut;
  // back from Stripe's Checkout: the session read again, and its payment recorded before the page is drawn
  const sessionId = req.query.session_id;
  if (typeof sessionId === "string" && sessionId) {
    await confirmReturn(res, i, sessionId);
    i = (await openInvoice(res, req.params.token)) ?? i;
  }
  const on = i.user.connections.length > 0;
  const processing = i.status !== "paid" && i.paymentRequests.length > 0;
  return { status: refused ? 400 : 200, headers: pagePolicy(res), body: invoicePage(i, req.params.token, { on, processing, refused }) };
}

/**
 * Pay now (`POST /i/<token>/pay`, `amount` "full" or "deposit", a form or JSON): 303 to Stripe's Checkout page for the
 * server's figure; back to the page (303) when there is nothing to pay; the page with the reason (400) when it cannot.
 */
async function pay(res: AppResources, req: PublicRequest): Promise<PublicAnswer> {
  const i = await openInvoice(res, req.params.token);
  if (!i) return notFound();
  const shut = unavailable(i);
  if (shut) return shut;
  const amount = (req.body as { amount?: unknown } | null)?.amount ?? "full";
  if (amount !== "full" && amount !== "deposit") return showPage(res, req, "Choose to pay the full balance or the deposit.");
  const page = `${res.config.publicUrl}/i/${req.params.token}`;
  const start = await startCheckout(res, i, amount, page);
  if ("to" in start) return { status: 303, headers: { location: start.to } };
  if ("back" in start) return { status: 303, headers: { location: `/i/${req.params.token}` } };
  return showPage(res, { ...req, query: {} }, start.refused);
}

/** The invoice's PDF for the client, as it reads now (the same file the e-mail attaches). */
async function showPdf(res: AppResources, req: PublicRequest): Promise<PublicAnswer> {
  const i = await openInvoice(res, req.params.token);
  if (!i) return notFound();
  const shut = unavailable(i);
  if (shut) return shut;
  const pdf = await renderInvoicePdf(i, i.user);
  return { type: "application/pdf", body: pdf, headers: { "content-disposition": `attachment; filename="${invoicePdfFileName(i.invoiceNumber)}"` } };
}

/** The page and its PDF per token; drawing a PDF is limited harder than reading the page. */
export const invoicePublicRoutes: PublicRoute[] = [
  { method: "GET", url: "/i/:token", handler: showPage },
  { method: "GET", url: "/i/:token/pdf", rateLimit: { points: 20, windowSeconds: 60 }, handler: showPdf },
  { method: "POST", url: "/i/:token/pay", rateLimit: { points: 20, windowSeconds: 60 }, handler: pay },
];

