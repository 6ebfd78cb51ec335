import crypto from "node:crypto";
import { dateTimeFormat } from "@common/timezone";
import { Prisma, type Contract, type DomainEvent, type User } from "../../generated/prisma/client";
import type { AppResources, ServiceContext } from "../../context";
import { tenantContext } from "../../context";
import { ValidationError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { publishSignal } from "../../pubsub";
import { eventRow, updateRecorded, writtenEvent, publishWritten } from "../../db/recorded";
import { dispatchWritten, type EventHandler } from "../../jobs/outbox";
import { escapeHtml, findByToken, gone, notFound, publicTokenHash, type PublicAnswer, type PublicRequest, type PublicRoute } from "../../rest/public";
import * as yup from "yup";
import { oneLineText } from "@common/message";
import { DOCUMENT_CHANGED_MESSAGE, signerNameSchema } from "@common/contract";
import { calendarDayText, expiryDeadline, fillDocument, zonedTimeText } from "@common/contract-document";
import { formatMoney } from "@common/money";
import { contrastText } from "@common/user-display";
import { messageRecorded, recordSentMessage } from "../message";
import { EmailRefusedError, emailBrandName, sendCountedEmail, withEmailQuota } from "../email";
import { createNotification } from "../notification";
import { MailNotConfiguredError } from "../../infra/mail";
import { DOCUMENT_INCLUDE, documentHtml, documentText, isClosedDocument, sha256, sourceOf, type DocumentRow } from "./contract.document";
import { documentPdfBytes, sealContract, sealedBytes } from "./contract.seal";
import { ConflictError } from "../../errors";
import { defineNotificationKinds } from "../../notification-kinds";

// the notification kinds this module creates (notification-kinds.ts)
const contractNotifications = defineNotificationKinds({
  contract_signed: "the client signed a contract or accepted a proposal on their page",
  contract_declined: "the client declined a contract or proposal on their page",
});
type ContractNotifications = typeof contractNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends ContractNotifications {}
}

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

const PERSONAL_MESSAGE_MAX = 2000;

/** The expiry as the e-mail and the page say it: the chosen day, to its end in the workspace's zone. */
function expiryText(c: Pick<Contract, "expiryDate">, timeZone: string | null | undefined): string | null {
  const deadline = expiryDeadline(c.expiryDate, timeZone);
  if (!deadline || !c.expiryDate) return null;
  return `${calendarDayText(c.expiryDate)} (until ${zonedTimeText(new Date(deadline.getTime() - 60_000), timeZone)})`;
}

/** The invitation e-mail's text: the personal message, the button (an `<a href>` in the HTML part), the expiry. */
function invitationContent(c: Contract & { client: { name: string } }, brand: string, link: string, timeZone: string, message: string | null, again = false) {
  const what = kindOf(c);
  const expiry = expiryText(c, timeZone);
  return [
    `Hello ${oneLineText(c.client.name)},`,
    ...(message ? [message] : []),
    `${brand} ${again ? "sent you again" : "sent you"} the ${what} ${c.title ? `"${oneLineText(c.title)}" ` : ""}(${c.contractNumber}). Read it and ${what === "proposal" ? "accept" : "sign"} it here:`,
    `[${what === "proposal" ? "Review and accept" : "Review and sign"}](${link})`,
    ...(expiry ? [`The link works until the end of ${expiry}.`] : []),
    `Thank you,\n${brand}`,
  ].join("\n\n");
}

function personalMessageOf(input: { message?: string | null } | undefined): string | null {
  const raw = input?.message;
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== "string") throw new ValidationError({ message: "The message must be text" });
  const text = raw.replace(/\r\n?/g, "\n").replace(/\u0000/g, "").trim();
  if ([...text].length > PERSONAL_MESSAGE_MAX) throw new ValidationError({ message: "The message must be at most 2,000 characters" });
  return text || null;
}

/**
 * E-mails the client a link to their page (a message on the client, through the shared pipeline, counted against the
 * e-mail quota) and records it: `sentAt`, a draft becomes sent, the page's token, the filled text frozen with its
 * SHA-256 (what the page shows and the signature covers from now on, whatever the brand or the client become),
 * `contract.sent` and the audit rows, with the message in one transaction. A variable with no value refuses the send,
 * naming it. A new send makes a new link (the old one stops working).
 */
export async function sendContract(ctx: ServiceContext, id: string, input?: { message?: string | null }, now = new Date()): Promise<Contract> {
  const message = personalMessageOf(input);
  const c = await findOwnedOrThrow(ctx, LABEL, id, (where) => ctx.prisma.contract.findFirst({ where, include: { client: true, project: true, template: true } }));
  if (!c.client.email) throw new ValidationError({ clientId: "This client has no e-mail address: add one to send the document" });
  if (c.supersededAt) throw new ValidationError({ status: "A newer version of this document exists: send that one" });
  if (SEND_CLOSED.includes(c.status) || c.clientSignedAt || c.declinedAt) throw new ValidationError({ status: `A ${c.declinedAt ? "declined" : c.status} document cannot be sent` });
  const deadline = expiryDeadline(c.expiryDate, ctx.viewer.user.timeZone);
  if (deadline && deadline <= now) throw new ValidationError({ expiryDate: "The expiry date has passed: set a later one to send it" });
  const filled = fillDocument(sourceOf(c, ctx.viewer.user));
  if (filled.unfilledVariables.length) {
    const names = filled.unfilledVariables.map((n) => `{${n}}`).join(", ");
    throw new ValidationError({ content: `Fill in every variable before sending: ${names} ${filled.unfilledVariables.length === 1 ? "has" : "have"} no value` });
  }
  const nonce = crypto.randomBytes(16).toString("base64url");
  const link = `${ctx.config.publicUrl}/p/${tokenOf(ctx, c.id, nonce)}`;
  const brand = emailBrandName(ctx.viewer.user);
  const what = kindOf(c);
  const content = invitationContent(c, brand, link, ctx.viewer.user.timeZone, message);
  const row = eventRow(ctx, "contract.sent");
  const { recorded, updated } = await withEmailQuota(ctx, ctx.viewer.id, (quota) => ctx.prisma.$transaction(async (tx) => {
    const recorded = await recordSentMessage(ctx, tx, ctx, {
      subject: oneLineOf(`${what === "proposal" ? "Proposal" : "Contract"} ${c.contractNumber} from ${brand}`, 200),
      content, contactEmail: c.client.email!, contactName: oneLineOf(c.client.name, 200),
      clientId: c.clientId, projectId: c.projectId, type: what,
    }, quota);
    const updated = await updateRecorded<Contract>(tx, "contracts", ctx, c.id, {
      values: {
        status: c.status === "draft" ? "sent" : c.status, sentAt: now, publicTokenNonce: nonce, publicTokenHash: publicTokenHash(tokenOf(ctx, c.id, nonce)), reminderCount: 0,
        sentText: filled.text, sentHash: sha256(filled.text), personalMessage: message,
      },
      activity: { entityType: "contract", action: "updated", title: `Sent: ${c.contractNumber}` },
      event: row,
      also: [auditSql("sent", `To ${c.client.email}`), auditSql("emailed", `Link e-mailed to ${c.client.email}`)],
    });
    return { recorded, updated };
  }));
  if (updated) publishWritten(ctx, updated, "Contract");
  await messageRecorded(ctx, recorded);
  if (updated) await dispatchWritten(ctx, [writtenEvent(ctx, row, updated, "contract")]);
  return updated ?? c;
}

/** E-mails the client the same link again (the document sent and still open), with the message typed at sending. */
export async function resendContract(ctx: ServiceContext, id: string): Promise<Contract> {
  const c = await findOwnedOrThrow(ctx, LABEL, id, (where) => ctx.prisma.contract.findFirst({ where, include: { client: true } }));
  if (!c.publicTokenNonce || !c.sentAt) throw new ValidationError({ status: "This document was not sent yet: send it first" });
  if (isClosedDocument(c, ctx.viewer.user.timeZone)) throw new ConflictError("This document is closed: it cannot be sent again");
  if (!c.client.email) throw new ValidationError({ clientId: "This client has no e-mail address: add one to send the document" });
  const brand = emailBrandName(ctx.viewer.user);
  const what = kindOf(c);
  const content = invitationContent(c, brand, pageUrl(ctx, c), ctx.viewer.user.timeZone, c.personalMessage, true);
  const recorded = await withEmailQuota(ctx, ctx.viewer.id, (quota) => ctx.prisma.$transaction(async (tx) => {
    const recorded = await recordSentMessage(ctx, tx, ctx, {
      subject: oneLineOf(`${what === "proposal" ? "Proposal" : "Contract"} ${c.contractNumber} from ${brand}`, 200),
      content, contactEmail: c.client.email!, contactName: oneLineOf(c.client.name, 200), clientId: c.clientId, projectId: c.projectId, type: what,
    }, quota);
    await tx.contractAudit.create({ data: { userId: c.userId, contractId: c.id, action: "resent", detail: `Link e-mailed again to ${c.client.email}` } });
    return recorded;
  }));
  await messageRecorded(ctx, recorded);
  publishSignal(ctx.pubsub, ctx.viewer.id, "contract.resent", c.id);
  return c;
}

/** The client's page while the document is open and sent; null otherwise. */
export function signingLink(ctx: ServiceContext, c: Contract): string | null {
  if (!c.publicTokenNonce || !c.sentAt || isClosedDocument(c, ctx.viewer.user.timeZone)) return null;
  return pageUrl(ctx, c);
}

/** A new version replaced a document the client had: they are told by e-mail (the old one stays readable). */
export async function tellClientOfNewVersion(ctx: ServiceContext, old: Contract, next: Contract): Promise<void> {
  const client = await ctx.prisma.client.findFirst({ where: { id: old.clientId, userId: ctx.viewer.id } });
  if (!client?.email) return;
  const brand = emailBrandName(ctx.viewer.user);
  const what = kindOf(old);
  const content = [
    `Hello ${oneLineText(client.name)},`,
    `${brand} is preparing version ${next.version} of the ${what} ${old.title ? `"${oneLineText(old.title)}" ` : ""}(${old.contractNumber}). Version ${old.version} is replaced: its link now says so, and what was signed stays as it was. You will receive the new version when it is sent.`,
    `Thank you,\n${brand}`,
  ].join("\n\n");
  try {
    const recorded = await withEmailQuota(ctx, ctx.viewer.id, (quota) => ctx.prisma.$transaction((tx) => recordSentMessage(ctx, tx, ctx, {
      subject: oneLineOf(`${what === "proposal" ? "Proposal" : "Contract"} ${old.contractNumber}: a new version`, 200),
      content, contactEmail: client.email!, contactName: oneLineOf(client.name, 200), clientId: old.clientId, projectId: old.projectId, type: what,
    }, quota)));
    await messageRecorded(ctx, recorded);
  } catch (err) {
    // the new version exists; the e-mail is the lesser part (no quota left, no e-mail set up): logged
    ctx.log.warn({ err, contractId: old.id }, "the client was not told of the new version by e-mail");
  }
}

// ---- the page ------------------------------------------------------------------------------------------------------

type PageDocument = DocumentRow & { user: User };

function openDocument(res: AppResources, token: string) {
  return findByToken(token, (hash) => res.prisma.contract.findUnique({ where: { publicTokenHash: hash }, include: { ...DOCUMENT_INCLUDE, user: true } })
    .then((c) => (c ? { ...c, tokenHash: c.publicTokenHash! } : null)));
}

const dateText = (d: Date, tz: string) => dateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: tz || "UTC" }).format(d);

/** Why a document is no longer open to a signature or a decline, said plainly (null while it is open). */
function closedReason(c: PageDocument, now: Date): { title: string; reason: string } | null {
  const what = kindOf(c);
  const tz = c.user.timeZone;
  const signedWord = what === "proposal" ? "accepted" : "signed";
  if (c.supersededAt) return { title: `This ${what} was replaced`, reason: `A newer version exists. Ask ${emailBrandName(c.user)} for its link. This version stays readable below.` };
  if (c.clientSignedAt) return { title: `This ${what} is already ${signedWord}`, reason: `${c.clientSignature} ${signedWord} it on ${zonedTimeText(c.clientSignedAt, tz)}. A copy was e-mailed to both sides.` };
  if (c.providerSignedAt || c.status === "signed" || c.status === "executed") {
    return { title: `This ${what} is already ${c.status === "executed" ? "executed" : signedWord}`, reason: `${emailBrandName(c.user)} marked it ${c.status === "executed" ? "executed" : signedWord}${c.providerSignedAt ? ` on ${zonedTimeText(c.providerSignedAt, tz)}` : ""}. It is closed.` };
  }
  if (c.declinedAt) return { title: `This ${what} was declined`, reason: `It was declined on ${zonedTimeText(c.declinedAt, tz)}.` };
  if (c.status === "cancelled") return { title: `This ${what} was cancelled`, reason: `${emailBrandName(c.user)} cancelled it.` };
  const deadline = expiryDeadline(c.expiryDate, tz);
  if (c.status === "expired" || (deadline && deadline <= now)) {
    return { title: `This ${what} has expired`, reason: `It could be ${signedWord} until ${expiryText(c, tz) ?? zonedTimeText(now, tz)}. Ask ${emailBrandName(c.user)} for a new one.` };
  }
  return null;
}

/** A closed document: 410 to a signature or a decline (the page still reads). */
function closed(c: PageDocument, now: Date): PublicAnswer | null {
  const r = closedReason(c, now);
  return r && gone(r.title, r.reason);
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

/**
 * The document page: the frozen text as HTML and, while open, the sign and decline forms, each carrying the version
 * and the SHA-256 of the text shown (hidden inputs) so a signature covers exactly what was read; once closed, a notice
 * saying why (and the signed PDF when there is one).
 */
function documentPage(c: PageDocument, token: string, message?: { error?: string; notice?: string }): string {
  const what = kindOf(c);
  const verb = what === "proposal" ? "Accept" : "Sign";
  const text = documentText(c, c.user);
  const hash = sha256(text);
  const value = c.value ? formatMoney(c.value.toFixed(2), { cents: true, currency: c.currency }) : null;
  const shut = closedReason(c, new Date());
  const expiry = expiryText(c, c.user.timeZone);
  const hidden = `<input type="hidden" name="version" value="${c.version}"><input type="hidden" name="documentHash" value="${hash}">`;
  const forms = shut
    ? `<p class="notice" role="status"><strong>${escapeHtml(shut.title)}.</strong> ${escapeHtml(shut.reason)}</p>`
      + (c.signedContent ? `<p><a href="/p/${escapeHtml(token)}/pdf">Download the signed PDF</a></p>` : "")
    : `<form method="post" action="/p/${escapeHtml(token)}/sign"><h2>${verb} this ${what}</h2>${hidden}`
      + `<label for="name">Your full name</label><input id="name" name="name" type="text" required maxlength="200" autocomplete="name">`
      + `<label class="consent"><input type="checkbox" name="consent" value="true" required> ${escapeHtml(CONSENT_TEXT)}</label>`
      + `<button type="submit">${verb}</button></form>`
      + `<form method="post" action="/p/${escapeHtml(token)}/decline"><h2>Decline</h2>${hidden}<label for="reason">Reason</label>`
      + `<textarea id="reason" name="reason" rows="3" required maxlength="2000"></textarea><button class="secondary" type="submit">Decline</button></form>`;
  return page(c, `${message?.error ? `<p class="error" role="alert">${escapeHtml(message.error)}</p>` : ""}`
    + `${message?.notice ? `<p class="notice" role="status">${escapeHtml(message.notice)}</p>` : ""}`
    + `<p class="meta">${what === "proposal" ? "Proposal" : "Contract"} ${escapeHtml(c.contractNumber)} · version ${c.version}${value ? ` · ${escapeHtml(value)}` : ""}`
    + `${expiry && !shut ? ` · open until the end of ${escapeHtml(expiry)}` : ""}</p>`
    + `${c.title ? `<h1>${escapeHtml(c.title)}</h1>` : ""}<article>${documentHtml(text)}</article>${forms}`);
}

/** The first open of the page: `viewedAt` and an audit row with the address and browser (once). */
async function recordOpened(res: AppResources, c: PageDocument, req: PublicRequest) {
  if (c.viewedAt) return;
  const done = await res.prisma.$executeRaw`WITH r AS (UPDATE contracts SET "viewedAt" = now() WHERE id = ${c.id}::uuid AND "viewedAt" IS NULL RETURNING *)
    ${auditSql("opened", null, req.ip, req.userAgent)}`;
  if (done) publishSignal(res.pubsub, c.userId, "contract.viewed", c.id);
}

/**
 * A document sent before its text was frozen at sending (an older row): frozen now, at its first read by the client,
 * so what the page shows is what a signature covers from then on.
 */
async function frozen(res: AppResources, c: PageDocument): Promise<PageDocument> {
  if (c.sentText !== null || c.signedContent !== null) return c;
  const text = documentText(c, c.user);
  await res.prisma.contract.updateMany({ where: { id: c.id, sentText: null }, data: { sentText: text, sentHash: sha256(text) } });
  const again = await res.prisma.contract.findUnique({ where: { id: c.id }, include: { ...DOCUMENT_INCLUDE, user: true } });
  return again ?? c;
}

async function openFrozen(res: AppResources, token: string) {
  const c = await openDocument(res, token);
  return c && { ...(await frozen(res, c)), tokenHash: c.tokenHash };
}

/** The page reads whatever the document's state: closed ones say why, without the forms. */
async function showPage(res: AppResources, req: PublicRequest): Promise<PublicAnswer> {
  const c = await openFrozen(res, req.params.token);
  if (!c) return notFound();
  if (!closedReason(c, new Date())) await recordOpened(res, c, req);
  return { body: documentPage(c, req.params.token) };
}

/** The document's PDF for the client: the sealed file once signed, else the document as it reads now. */
async function showPdf(res: AppResources, req: PublicRequest): Promise<PublicAnswer> {
  const c = await openFrozen(res, req.params.token);
  if (!c) return notFound();
  const pdf = await documentPdfBytes(res, c);
  const name = `${c.contractNumber.replace(/[^A-Za-z0-9._-]/g, "_")}${c.signedContent ? "-signed" : ""}.pdf`;
  return { type: "application/pdf", body: pdf, headers: { "content-disposition": `attachment; filename="${name}"` } };
}

const bodyOf = (req: PublicRequest) => (typeof req.body === "object" && req.body !== null && !Array.isArray(req.body) ? req.body as Record<string, unknown> : {});
const answer = (req: PublicRequest, c: PageDocument, status: number, result: { ok: boolean; message: string }): PublicAnswer =>
  req.json ? { status, body: result }
    : { status, body: result.ok ? page(c, `<p class="notice" role="status">${escapeHtml(result.message)}</p>`) : documentPage(c, req.params.token, { error: result.message }) };

/**
 * What the form says it showed: its version and the SHA-256 of its text (both required, form-encoded or JSON). Null
 * when either is missing or malformed.
 */
function shownOf(b: Record<string, unknown>): { version: number; documentHash: string } | null {
  const version = typeof b.version === "number" ? b.version : typeof b.version === "string" && /^\d{1,9}$/.test(b.version.trim()) ? Number(b.version.trim()) : NaN;
  const hash = typeof b.documentHash === "string" ? b.documentHash.trim().toLowerCase() : "";
  if (!Number.isSafeInteger(version) || !/^[0-9a-f]{64}$/.test(hash)) return null;
  return { version, documentHash: hash };
}

const MISSING_SHOWN = "The form is missing the document's version and hash. Reload the page and try again.";

/**
 * The document as the form showed it, checked against what is stored now: 410 when it closed meanwhile, 409 (the page
 * shows the current text again) when it changed after the client opened it.
 */
async function changedOrClosed(res: AppResources, req: PublicRequest, shown: { version: number; documentHash: string }): Promise<PublicAnswer | null> {
  const now = await openFrozen(res, req.params.token);
  if (!now) return notFound();
  const shut = closed(now, new Date());
  if (shut) return shut;
  if (now.version !== shown.version || sha256(documentText(now, now.user)) !== shown.documentHash) {
    return answer(req, now, 409, { ok: false, message: DOCUMENT_CHANGED_MESSAGE });
  }
  return null;
}

/** The row is still open and as shown: the one condition of a signature's or a decline's update. */
const stillAsShown = (shown: { version: number; documentHash: string }) => Prisma.sql`version = ${shown.version} AND "sentHash" = ${shown.documentHash}
  AND "clientSignedAt" IS NULL AND "providerSignedAt" IS NULL AND "declinedAt" IS NULL AND "supersededAt" IS NULL
  AND status NOT IN ('signed', 'executed', 'expired', 'cancelled')`;

/** A client's signature (or a proposal's acceptance): the name they typed and their consent, of the text they saw. */
async function sign(res: AppResources, req: PublicRequest): Promise<PublicAnswer> {
  const c = await openFrozen(res, req.params.token);
  if (!c) return notFound();
  const shut = closed(c, new Date());
  if (shut) return shut;
  const b = bodyOf(req);
  const shown = shownOf(b);
  if (!shown) return answer(req, c, 400, { ok: false, message: MISSING_SHOWN });
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
  const stale = await changedOrClosed(res, req, shown);
  if (stale) return stale;
  const ctx = await tenantContext(res, c.userId, { actor: "system" });
  if (!ctx) return notFound();
  const text = documentText(c, c.user);
  const now = new Date();
  const row = eventRow(ctx, "contract.signed", { signedBy: "client" });
  const what = kindOf(c);
  // one conditional statement: signed only while still open and exactly as shown (of twenty at once, one signs)
  const signed = await updateRecorded<Contract>(res.prisma, "contracts", ctx, c.id, {
    values: {
      status: "signed", clientSignature: name, clientSignedAt: now, signedDate: now, signerIp: req.ip, signerUserAgent: req.userAgent,
      consentText: CONSENT_TEXT, signedContent: text, documentHash: sha256(text),
    },
    activity: { entityType: "contract", action: "updated", title: `${what === "proposal" ? "Proposal accepted" : "Contract signed"}: ${c.contractNumber} by ${name}` },
    event: row,
    also: [auditSql("signed", `${name} ${what === "proposal" ? "accepted" : "signed"}`, req.ip, req.userAgent)],
    where: Prisma.sql`${stillAsShown(shown)} AND "sentHash" = ${sha256(text)}`,
  });
  if (!signed) return (await changedOrClosed(res, req, shown)) ?? answer(req, c, 409, { ok: false, message: DOCUMENT_CHANGED_MESSAGE });
  publishWritten(ctx, signed, "Contract");
  const n = await res.prisma.$transaction((tx) => createNotification(tx, c.userId, {
    type: "contract_signed", title: `${what === "proposal" ? "Proposal accepted" : "Contract signed"}: ${c.title ?? c.contractNumber}`,
    body: `${name} ${what === "proposal" ? "accepted" : "signed"} ${c.contractNumber}.`, link: what === "proposal" ? "/proposals" : "/contracts",
    dedupeKey: `contract-signed:${c.id}`,
  }));
  if (n) publishSignal(res.pubsub, c.userId, "notification.created", n.id);
  await dispatchWritten(res, [writtenEvent(ctx, row, signed, "contract")]);
  return answer(req, c, 200, { ok: true, message: `Thank you, ${name}. The ${what} is ${what === "proposal" ? "accepted" : "signed"}; a copy is on its way to your e-mail.` });
}

async function decline(res: AppResources, req: PublicRequest): Promise<PublicAnswer> {
  const c = await openFrozen(res, req.params.token);
  if (!c) return notFound();
  const shut = closed(c, new Date());
  if (shut) return shut;
  const b = bodyOf(req);
  const shown = shownOf(b);
  if (!shown) return answer(req, c, 400, { ok: false, message: MISSING_SHOWN });
  const reason = typeof b.reason === "string" ? b.reason.replace(/\u0000/g, "").trim().slice(0, 2000) : "";
  if (!reason) return answer(req, c, 400, { ok: false, message: "Say why you decline, so the sender can answer." });
  const stale = await changedOrClosed(res, req, shown);
  if (stale) return stale;
  const ctx = await tenantContext(res, c.userId, { actor: "system" });
  if (!ctx) return notFound();
  const row = eventRow(ctx, "contract.declined", { reason });
  const declined = await updateRecorded<Contract>(res.prisma, "contracts", ctx, c.id, {
    values: { status: "cancelled", declinedAt: new Date(), declineReason: reason },
    activity: { entityType: "contract", action: "updated", title: `Declined: ${c.contractNumber}` },
    event: row,
    also: [auditSql("declined", reason, req.ip, req.userAgent)],
    where: stillAsShown(shown),
  });
  if (!declined) return (await changedOrClosed(res, req, shown)) ?? answer(req, c, 409, { ok: false, message: DOCUMENT_CHANGED_MESSAGE });
  publishWritten(ctx, declined, "Contract");
  const n = await res.prisma.$transaction((tx) => createNotification(tx, c.userId, {
    type: "contract_declined", title: `Declined: ${c.title ?? c.contractNumber}`, body: reason.slice(0, 1000),
    link: c.type === "proposal" ? "/proposals" : "/contracts", dedupeKey: `contract-declined:${c.id}`,
  }));
  if (n) publishSignal(res.pubsub, c.userId, "notification.created", n.id);
  await dispatchWritten(res, [writtenEvent(ctx, row, declined, "contract")]);
  return answer(req, c, 200, { ok: true, message: "Thank you. The sender has been told that you declined." });
}

/** A page and its two forms per token; signing and declining are limited harder than reading. */
export const contractPublicRoutes: PublicRoute[] = [
  { method: "GET", url: "/p/:token", handler: showPage },
  { method: "GET", url: "/p/:token/pdf", rateLimit: { points: 20, windowSeconds: 60 }, handler: showPdf },
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
  // the sealed file, sealed now if the seal job has not yet: the same bytes both sides download ever after
  const sealed = c.sealedKey ? c : await sealContract(res, c.userId, c.id);
  const pdf = (sealed && await sealedBytes(res, sealed)) ?? await documentPdfBytes(res, c);
  const attachment = { filename: `${c.contractNumber.replace(/[^A-Za-z0-9._-]/g, "_")}-signed.pdf`, content: pdf, contentType: "application/pdf" };
  const host = new URL(res.config.publicUrl).hostname;
  const what = kindOf(c);
  const subject = oneLineOf(`${what === "proposal" ? "Accepted proposal" : "Signed contract"} ${c.contractNumber}`, 200);
  const body = `${c.clientSignature} ${what === "proposal" ? "accepted" : "signed"} ${c.contractNumber} on ${zonedTimeText(c.clientSignedAt!, c.user.timeZone)}. The signed document, with its audit certificate, is attached.\n\nSHA-256 of the signed text: ${c.documentHash}\nSHA-256 of the attached PDF: ${sealed?.sealedSha256 ?? "(not sealed)"}`;
  if (c.client.email) {
    await sendCountedEmail(res, c.userId, { to: { name: c.client.name, address: c.client.email }, subject, body, sender: c.user, attachments: [attachment], messageId: `<signed-${event.id}-client@${host}>` });
  }
  await sendCountedEmail(res, c.userId, { to: { address: c.user.email }, subject, body, sender: c.user, attachments: [attachment], messageId: `<signed-${event.id}-provider@${host}>` });
}
