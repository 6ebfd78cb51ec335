import crypto from "node:crypto";
import { Prisma, type Contract, type DomainEvent, type User } from "../../generated/prisma/client";
import type { AppResources, ServiceContext } from "../../context";
import { tenantContext } from "../../context";
import { ValidationError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { publishEvent } from "../../pubsub";
import { eventRow, updateRecorded, writtenEvent } from "../../db/recorded";
import { dispatchEvents, type EventHandler } from "../../jobs/outbox";
import { escapeHtml, findByToken, gone, notFound, publicTokenHash, type PublicAnswer, type PublicRequest, type PublicRoute } from "../../rest/public";
import * as yup from "yup";
import { oneLineText } from "@common/message";
import { signerNameSchema } from "@common/contract";
import { formatMoney } from "@common/money";
import { contrastText } from "@common/user-display";
import { messageRecorded, recordSentMessage } from "../message";
import { EmailRefusedError, emailBrandName, sendCountedEmail, withEmailQuota } from "../email";
import { createNotification } from "../notification";
import { MailNotConfiguredError } from "../../infra/mail";
import { DOCUMENT_INCLUDE, documentHtml, documentText, renderDocumentPdf, sha256, type DocumentRow } from "./contract.document";

/*
 * The client's page of a contract or proposal: `/p/<token>`, reached from the e-mail `sendContract` sends. The token
 * is 32 bytes, an HMAC of the document's stored nonce under a key derived from the server's secret (so a reminder can
 * link to the same page), stored only as its hash; it opens that one document until it expires. The page is plain
 * pre-rendered HTML with two forms (sign or accept, decline): no script, no app shell, readable at 390 px. Signing
 * records the typed name, the time, the address and browser, the consent and the exact text with its SHA-256, all in
 * one conditional update (a second signature finds it signed and is refused), with its audit row and
 * `contract.signed`; the `contract-signed-email` handler then e-mails both sides the signed PDF.
 */

const LABEL = "Contract";
const CONSENT_TEXT = "I agree that typing my name is my electronic signature, and that I have read the document above.";
const SEND_CLOSED = ["signed", "executed", "cancelled", "expired"];

const tokenKey = (res: Pick<AppResources, "config">) => crypto.createHmac("sha256", res.config.sessionSecret).update("contract-page-token").digest();
const tokenOf = (res: Pick<AppResources, "config">, contractId: string, nonce: string) =>
  crypto.createHmac("sha256", tokenKey(res)).update(`${contractId}:${nonce}`).digest("base64url");
export const pageUrl = (res: Pick<AppResources, "config">, c: Pick<Contract, "id" | "publicTokenNonce">) =>
  `${res.config.publicUrl}/p/${tokenOf(res, c.id, c.publicTokenNonce!)}`;

const oneLineOf = (s: string, max: number) => [...oneLineText(s)].slice(0, max).join("").trim();
const kindOf = (c: Pick<Contract, "type">) => (c.type === "proposal" ? "proposal" : "contract");
const auditSql = (action: string, detail: string | null, ip: string | null = null, userAgent: string | null = null) =>
  Prisma.sql`INSERT INTO contract_audit ("userId", "contractId", action, detail, ip, "userAgent") SELECT r."userId", r.id, ${action}, ${detail}, ${ip}, ${userAgent} FROM r`;

/**
 * E-mails the client a link to their page (a message on the client, through the shared pipeline, counted against the
 * e-mail quota) and records it: `sentAt`, a draft becomes sent, the page's token, `contract.sent` and the audit rows,
 * with the message in one transaction. A new send makes a new link (the old one stops working).
 */
export async function sendContract(ctx: ServiceContext, id: string, now = new Date()): Promise<Contract> {
  const c = await findOwnedOrThrow(ctx, LABEL, id, (where) => ctx.prisma.contract.findFirst({ where, include: { client: true } }));
  if (!c.client.email) throw new ValidationError({ clientId: "This client has no e-mail address: add one to send the document" });
  if (c.supersededAt) throw new ValidationError({ status: "A newer version of this document exists: send that one" });
  if (SEND_CLOSED.includes(c.status) || c.clientSignedAt) throw new ValidationError({ status: `A ${c.status} document cannot be sent` });
  if (c.expiryDate && c.expiryDate <= now) throw new ValidationError({ expiryDate: "The expiry date has passed: set a later one to send it" });
  const nonce = crypto.randomBytes(16).toString("base64url");
  const link = `${ctx.config.publicUrl}/p/${tokenOf(ctx, c.id, nonce)}`;
  const brand = emailBrandName(ctx.viewer.user);
  const what = kindOf(c);
  const content = [
    `Hello ${oneLineText(c.client.name)},`,
    `${brand} sent you the ${what} ${c.title ? `"${oneLineText(c.title)}" ` : ""}(${c.contractNumber}). Read it and ${what === "proposal" ? "accept" : "sign"} it here:`,
    link,
    ...(c.expiryDate ? [`The link works until ${c.expiryDate.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: ctx.viewer.user.timeZone || "UTC" })}.`] : []),
    `Thank you,\n${brand}`,
  ].join("\n\n");
  const row = eventRow(ctx, "contract.sent");
  const { recorded, updated } = await withEmailQuota(ctx, ctx.viewer.id, (quota) => ctx.prisma.$transaction(async (tx) => {
    const recorded = await recordSentMessage(ctx, tx, ctx, {
      subject: oneLineOf(`${what === "proposal" ? "Proposal" : "Contract"} ${c.contractNumber} from ${brand}`, 200),
      content, contactEmail: c.client.email!, contactName: oneLineOf(c.client.name, 200),
      clientId: c.clientId, projectId: c.projectId, type: what,
    }, quota);
    const updated = await updateRecorded<Contract>(tx, "contracts", ctx, c.id, {
      values: { status: c.status === "draft" ? "sent" : c.status, sentAt: now, publicTokenNonce: nonce, publicTokenHash: publicTokenHash(tokenOf(ctx, c.id, nonce)), reminderCount: 0 },
      activity: { entityType: "contract", action: "updated", title: `Sent: ${c.contractNumber}` },
      event: row,
      also: [auditSql("sent", `To ${c.client.email}`), auditSql("emailed", `Link e-mailed to ${c.client.email}`)],
    });
    return { recorded, updated };
  }));
  publishEvent(ctx.pubsub, ctx.viewer.id, { type: "contractSent", entityId: c.id });
  await messageRecorded(ctx, recorded);
  if (updated) await dispatchEvents(ctx, [writtenEvent(ctx, row, updated, "contract")]);
  return updated ?? c;
}

// ---- the page ------------------------------------------------------------------------------------------------------

type PageDocument = DocumentRow & { user: User };

function openDocument(res: AppResources, token: string) {
  return findByToken(token, (hash) => res.prisma.contract.findUnique({ where: { publicTokenHash: hash }, include: { ...DOCUMENT_INCLUDE, user: true } })
    .then((c) => (c ? { ...c, tokenHash: c.publicTokenHash! } : null)));
}

const dateText = (d: Date, tz: string) => d.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: tz || "UTC" });

/** A document no longer open: which, said plainly (410). */
function closed(c: PageDocument, now: Date): PublicAnswer | null {
  const what = kindOf(c);
  const tz = c.user.timeZone;
  if (c.supersededAt) return gone(`This ${what} was replaced`, `A newer version exists. Ask ${emailBrandName(c.user)} for its link.`);
  if (c.clientSignedAt) return gone(`This ${what} is already ${what === "proposal" ? "accepted" : "signed"}`, `${c.clientSignature} ${what === "proposal" ? "accepted" : "signed"} it on ${dateText(c.clientSignedAt, tz)}. A copy was e-mailed to both sides.`);
  if (c.declinedAt) return gone(`This ${what} was declined`, `It was declined on ${dateText(c.declinedAt, tz)}.`);
  if (c.status === "cancelled") return gone(`This ${what} was cancelled`, `${emailBrandName(c.user)} cancelled it.`);
  if (c.status === "expired" || (c.expiryDate && c.expiryDate <= now)) {
    return gone(`This ${what} has expired`, `It could be ${what === "proposal" ? "accepted" : "signed"} until ${dateText(c.expiryDate ?? now, tz)}. Ask ${emailBrandName(c.user)} for a new one.`);
  }
  return null;
}

const safeColor = (c: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c : "#3b82f6");
const safeLogo = (l: string | null) => (l && /^(https:\/\/|data:image\/(png|jpeg|gif|webp);base64,)/i.test(l) ? l : null);

function page(c: PageDocument, body: string): string {
  const brand = emailBrandName(c.user);
  const color = safeColor(c.user.brandColor);
  // text on the brand colour in whichever of black and white reads on it
  const ink = contrastText(color) === "black" ? "#000" : "#fff";
  const logo = safeLogo(c.user.brandLogo);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<meta name="robots" content="noindex"><meta name="description" content="${escapeHtml(`A document from ${brand} to read and sign`)}"><title>${escapeHtml(c.title ?? c.contractNumber)} · ${escapeHtml(brand)}</title><style>`
    + `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a202c;background:#f7fafc;line-height:1.55}`
    + `header{background:${color};color:${ink};padding:16px 20px;display:flex;gap:12px;align-items:center}header img{height:32px;max-width:120px;object-fit:contain;background:#fff;border-radius:4px}`
    + `main{max-width:760px;margin:0 auto;padding:20px}article{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:20px;overflow-wrap:anywhere}`
    + `h1{font-size:1.5rem;margin:.2rem 0}.meta{color:#4a5568;font-size:.9rem}form{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:16px;margin-top:16px}`
    + `label{display:block;font-weight:600;margin:.5rem 0 .25rem}input[type=text],textarea{width:100%;box-sizing:border-box;font:inherit;padding:10px;border:1px solid #cbd5e0;border-radius:6px}`
    + `.consent{display:flex;gap:8px;align-items:flex-start;font-weight:400}button{margin-top:12px;font:inherit;font-weight:600;padding:10px 16px;border-radius:6px;border:0;background:${color};color:${ink};cursor:pointer;width:100%}`
    + `button.secondary{background:#fff;color:#c53030;border:1px solid #c53030}.notice{background:#f0fff4;border:1px solid #9ae6b4;border-radius:8px;padding:12px;margin-bottom:12px}`
    + `.error{background:#fff5f5;border:1px solid #feb2b2;border-radius:8px;padding:12px;margin-bottom:12px}</style></head><body>`
    + `<header>${logo ? `<img src="${escapeHtml(logo)}" alt="">` : ""}<strong>${escapeHtml(brand)}</strong></header><main>${body}</main></body></html>`;
}

function documentPage(c: PageDocument, token: string, message?: { error?: string; notice?: string }): string {
  const what = kindOf(c);
  const verb = what === "proposal" ? "Accept" : "Sign";
  const text = documentText(c, c.user);
  const value = c.value ? formatMoney(c.value.toFixed(2), { cents: true, currency: c.currency }) : null;
  return page(c, `${message?.error ? `<p class="error" role="alert">${escapeHtml(message.error)}</p>` : ""}`
    + `<p class="meta">${what === "proposal" ? "Proposal" : "Contract"} ${escapeHtml(c.contractNumber)}${value ? ` · ${escapeHtml(value)}` : ""}`
    + `${c.expiryDate ? ` · open until ${escapeHtml(dateText(c.expiryDate, c.user.timeZone))}` : ""}</p>`
    + `${c.title ? `<h1>${escapeHtml(c.title)}</h1>` : ""}<article>${documentHtml(text)}</article>`
    + `<form method="post" action="/p/${escapeHtml(token)}/sign"><h2>${verb} this ${what}</h2>`
    + `<label for="name">Your full name</label><input id="name" name="name" type="text" required maxlength="200" autocomplete="name">`
    + `<label class="consent"><input type="checkbox" name="consent" value="true" required> ${escapeHtml(CONSENT_TEXT)}</label>`
    + `<button type="submit">${verb}</button></form>`
    + `<form method="post" action="/p/${escapeHtml(token)}/decline"><h2>Decline</h2><label for="reason">Reason</label>`
    + `<textarea id="reason" name="reason" rows="3" required maxlength="2000"></textarea><button class="secondary" type="submit">Decline</button></form>`);
}

/** The first open of the page: `viewedAt` and an audit row with the address and browser (once). */
async function recordOpened(res: AppResources, c: PageDocument, req: PublicRequest) {
  if (c.viewedAt) return;
  const done = await res.prisma.$executeRaw`WITH r AS (UPDATE contracts SET "viewedAt" = now() WHERE id = ${c.id}::uuid AND "viewedAt" IS NULL RETURNING *)
    ${auditSql("opened", null, req.ip, req.userAgent)}`;
  if (done) publishEvent(res.pubsub, c.userId, { type: "contractViewed", entityId: c.id });
}

async function showPage(res: AppResources, req: PublicRequest): Promise<PublicAnswer> {
  const c = await openDocument(res, req.params.token);
  if (!c) return notFound();
  const shut = closed(c, new Date());
  if (shut) return shut;
  await recordOpened(res, c, req);
  return { body: documentPage(c, req.params.token) };
}

const bodyOf = (req: PublicRequest) => (typeof req.body === "object" && req.body !== null && !Array.isArray(req.body) ? req.body as Record<string, unknown> : {});
const answer = (req: PublicRequest, c: PageDocument, status: number, result: { ok: boolean; message: string }): PublicAnswer =>
  req.json ? { status, body: result }
    : { status, body: result.ok ? page(c, `<p class="notice" role="status">${escapeHtml(result.message)}</p>`) : documentPage(c, req.params.token, { error: result.message }) };

/** A client's signature (or a proposal's acceptance): the name they typed and their consent. */
async function sign(res: AppResources, req: PublicRequest): Promise<PublicAnswer> {
  const c = await openDocument(res, req.params.token);
  if (!c) return notFound();
  const shut = closed(c, new Date());
  if (shut) return shut;
  const b = bodyOf(req);
  let name: string;
  try {
    // the shared rule: bidi controls and zero-width characters stripped, at least one letter
    name = signerNameSchema.validateSync(typeof b.name === "string" ? b.name : "");
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    return answer(req, c, 400, { ok: false, message: e.message });
  }
  const consent = b.consent === true || b.consent === "true" || b.consent === "on";
  if (!consent) return answer(req, c, 400, { ok: false, message: "Tick the box to agree to sign electronically." });
  const ctx = await tenantContext(res, c.userId, { actor: "system" });
  if (!ctx) return notFound();
  const text = documentText(c, c.user);
  const now = new Date();
  const row = eventRow(ctx, "contract.signed", { signedBy: "client" });
  const what = kindOf(c);
  // one conditional update: a second signature, or one after a decline or expiry, finds nothing to sign
  const signed = await updateRecorded<Contract>(res.prisma, "contracts", ctx, c.id, {
    values: {
      status: "signed", clientSignature: name, clientSignedAt: now, signedDate: now, signerIp: req.ip, signerUserAgent: req.userAgent,
      consentText: CONSENT_TEXT, signedContent: text, documentHash: sha256(text),
    },
    activity: { entityType: "contract", action: "updated", title: `${what === "proposal" ? "Proposal accepted" : "Contract signed"}: ${c.contractNumber} by ${name}` },
    event: row,
    also: [auditSql("signed", `${name} ${what === "proposal" ? "accepted" : "signed"}`, req.ip, req.userAgent)],
    unchangedSince: c.updatedAt,
  }).catch(() => null);
  if (!signed || c.clientSignedAt) {
    const again = await openDocument(res, req.params.token);
    return (again && closed(again, new Date())) ?? answer(req, c, 409, { ok: false, message: "The document changed meanwhile. Reload the page and try again." });
  }
  publishEvent(res.pubsub, c.userId, { type: "contractSigned", entityId: c.id });
  const n = await res.prisma.$transaction((tx) => createNotification(tx, c.userId, {
    type: "contract_signed", title: `${what === "proposal" ? "Proposal accepted" : "Contract signed"}: ${c.title ?? c.contractNumber}`,
    body: `${name} ${what === "proposal" ? "accepted" : "signed"} ${c.contractNumber}.`, link: what === "proposal" ? "/proposals" : "/contracts",
    dedupeKey: `contract-signed:${c.id}`,
  }));
  if (n) publishEvent(res.pubsub, c.userId, { type: "notificationCreated", entityId: n.id });
  await dispatchEvents(res, [writtenEvent(ctx, row, signed, "contract")]);
  return answer(req, c, 200, { ok: true, message: `Thank you, ${name}. The ${what} is ${what === "proposal" ? "accepted" : "signed"}; a copy is on its way to your e-mail.` });
}

async function decline(res: AppResources, req: PublicRequest): Promise<PublicAnswer> {
  const c = await openDocument(res, req.params.token);
  if (!c) return notFound();
  const shut = closed(c, new Date());
  if (shut) return shut;
  const b = bodyOf(req);
  const reason = typeof b.reason === "string" ? b.reason.replace(/\u0000/g, "").trim().slice(0, 2000) : "";
  if (!reason) return answer(req, c, 400, { ok: false, message: "Say why you decline, so the sender can answer." });
  const ctx = await tenantContext(res, c.userId, { actor: "system" });
  if (!ctx) return notFound();
  const row = eventRow(ctx, "contract.declined", { reason });
  const declined = await updateRecorded<Contract>(res.prisma, "contracts", ctx, c.id, {
    values: { status: "cancelled", declinedAt: new Date(), declineReason: reason },
    activity: { entityType: "contract", action: "updated", title: `Declined: ${c.contractNumber}` },
    event: row,
    also: [auditSql("declined", reason, req.ip, req.userAgent)],
    unchangedSince: c.updatedAt,
  }).catch(() => null);
  if (!declined) return answer(req, c, 409, { ok: false, message: "The document changed meanwhile. Reload the page and try again." });
  publishEvent(res.pubsub, c.userId, { type: "contractDeclined", entityId: c.id });
  const n = await res.prisma.$transaction((tx) => createNotification(tx, c.userId, {
    type: "contract_declined", title: `Declined: ${c.title ?? c.contractNumber}`, body: reason.slice(0, 1000),
    link: c.type === "proposal" ? "/proposals" : "/contracts", dedupeKey: `contract-declined:${c.id}`,
  }));
  if (n) publishEvent(res.pubsub, c.userId, { type: "notificationCreated", entityId: n.id });
  await dispatchEvents(res, [writtenEvent(ctx, row, declined, "contract")]);
  return answer(req, c, 200, { ok: true, message: "Thank you. The sender has been told that you declined." });
}

/** A page and its two forms per token; signing and declining are limited harder than reading. */
export const contractPublicRoutes: PublicRoute[] = [
  { method: "GET", url: "/p/:token", handler: showPage },
  { method: "POST", url: "/p/:token/sign", rateLimit: { points: 10, windowSeconds: 60 }, handler: sign },
  { method: "POST", url: "/p/:token/decline", rateLimit: { points: 10, windowSeconds: 60 }, handler: decline },
];

// ---- after the signature: the signed PDF to both sides --------------------------------------------------------------

/**
 * E-mails the signed PDF to the client and to the provider (at least once: each e-mail has a Message-ID of its own,
 * the same on every attempt), and records it in the audit trail. The client's copy counts against the e-mail quota.
 */
export const signedEmailHandler: EventHandler = {
  name: "contract-signed-email",
  types: ["contract.signed"],
  policy: { retryLimit: 6, retryDelay: 30, expireInSeconds: 180 },
  handle: async ({ resources: res, event, once }) => {
    if ((event.payload as { signedBy?: string }).signedBy !== "client") return;
    const c = await res.prisma.contract.findFirst({ where: { id: event.entityId, userId: event.userId }, include: { ...DOCUMENT_INCLUDE, user: true } });
    if (!c || !c.clientSignedAt) return;
    try {
      await deliverSigned(res, c, event);
    } catch (err) {
      if (err instanceof MailNotConfiguredError || err instanceof EmailRefusedError) return;
      throw err;
    }
    await once((tx) => tx.contractAudit.create({ data: { userId: c.userId, contractId: c.id, action: "emailed", detail: "Signed PDF e-mailed to both sides" } }));
  },
};

async function deliverSigned(res: AppResources, c: PageDocument, event: DomainEvent) {
  const pdf = await renderDocumentPdf(c, c.user);
  const attachment = { filename: `${c.contractNumber.replace(/[^A-Za-z0-9._-]/g, "_")}-signed.pdf`, content: pdf, contentType: "application/pdf" };
  const host = new URL(res.config.publicUrl).hostname;
  const what = kindOf(c);
  const subject = oneLineOf(`${what === "proposal" ? "Accepted proposal" : "Signed contract"} ${c.contractNumber}`, 200);
  const body = `${c.clientSignature} ${what === "proposal" ? "accepted" : "signed"} ${c.contractNumber} on ${c.clientSignedAt!.toISOString()}. The signed document, with its audit trail, is attached.\n\nSHA-256 of the signed text: ${c.documentHash}`;
  if (c.client.email) {
    await sendCountedEmail(res, c.userId, { to: { name: c.client.name, address: c.client.email }, subject, body, sender: c.user, attachments: [attachment], messageId: `<signed-${event.id}-client@${host}>` });
  }
  await sendCountedEmail(res, c.userId, { to: { address: c.user.email }, subject, body, sender: c.user, attachments: [attachment], messageId: `<signed-${event.id}-provider@${host}>` });
}
