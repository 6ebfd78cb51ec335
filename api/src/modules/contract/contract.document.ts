import crypto from "node:crypto";
import type { Client, Contract, ContractAudit, ContractTemplate, Project, User } from "../../generated/prisma/client";
import { expiryDeadline, fillDocument, renderDocumentHtml, type DocumentSource } from "@common/contract-document";
import { pdfPool } from "../../pdf/pool";
import type { ContractPdfInput } from "./contract.pdf";

/*
 * A contract's document: its markdown content with the variables filled from the client, the project, the document
 * and the provider (both the contract set and the proposal set of names), as safe HTML (the client's page) and as a
 * branded PDF whose last page is the audit trail (drawn by contract.pdf.ts in a worker thread). Markdown is rendered by markdown-it with raw HTML off (it shows as
 * text) and links limited to http, https and mailto, so nothing a provider or a client types can run script.
 */

export type DocumentRow = Contract & { client: Client; project: Project | null; template?: ContractTemplate | null; audit?: ContractAudit[] };

/** What the one rendering (common/contract-document.ts) fills a stored document from: its row, links and provider. */
export function sourceOf(c: DocumentRow, provider: User): DocumentSource {
  return {
    content: c.content, type: c.type, value: c.value, currency: c.currency, startDate: c.startDate, endDate: c.endDate,
    expiryDate: c.expiryDate, createdAt: c.createdAt, client: c.client, project: c.project, template: c.template ?? null,
    provider,
  };
}

/**
 * The text of the document as the client reads it and signs it: once signed, the signed text; once sent, the text
 * frozen at sending; before that, the content filled now.
 */
export function documentText(c: DocumentRow, provider: User): string {
  return c.signedContent ?? c.sentText ?? fillDocument(sourceOf(c, provider)).text;
}

/** The document as every view shows it (`Contract.document`): the text, its HTML, its SHA-256, version, what is unfilled. */
export function contractDocument(c: DocumentRow, provider: User) {
  const frozen = c.signedContent ?? c.sentText;
  const filled = frozen === null ? fillDocument(sourceOf(c, provider)) : { text: frozen, unfilledVariables: [] as string[] };
  return { text: filled.text, html: renderDocumentHtml(filled.text), sha256: sha256(filled.text), version: c.version, unfilledVariables: filled.unfilledVariables };
}

/** The document as HTML for a page (escaped, no raw HTML, safe links only, line breaks kept). */
export function documentHtml(text: string): string {
  return renderDocumentHtml(text);
}

/**
 * A closed document: signed (by the client or by hand), executed, declined, expired, cancelled or superseded, or past
 * its expiry (a date-only expiry lasts to the end of that day in the workspace's zone). Sign and decline answer 410;
 * its terms and status do not change; only a new version reopens it.
 */
export function isClosedDocument(c: Pick<Contract, "status" | "clientSignedAt" | "providerSignedAt" | "declinedAt" | "supersededAt" | "expiryDate">,
  timeZone: string | null | undefined, now = new Date()): boolean {
  if (c.clientSignedAt || c.providerSignedAt || c.declinedAt || c.supersededAt) return true;
  if (["signed", "executed", "expired", "cancelled"].includes(c.status)) return true;
  const deadline = expiryDeadline(c.expiryDate, timeZone);
  return c.status === "sent" && deadline !== null && deadline <= now;
}

export const sha256 = (text: string | Buffer) => crypto.createHash("sha256").update(text).digest("hex");

/**
 * The document as a PDF: drawn in a worker thread (pdf/pool.ts, contract.pdf.ts), off the event loop. `sealed`: the
 * final file of a signed document (its certificate says how it was signed).
 */
export function renderDocumentPdf(c: DocumentRow, provider: User, opts: { sealed?: boolean } = {}): Promise<Buffer> {
  const input: ContractPdfInput = {
    document: {
      type: c.type, contractNumber: c.contractNumber, version: c.version, title: c.title, clientSignature: c.clientSignature,
      clientSignedAt: c.clientSignedAt, providerSignedAt: c.providerSignedAt, documentHash: c.documentHash, consentText: c.consentText,
      // what was signed (or sent) is exactly what the PDF shows
      text: documentText(c, provider),
      client: { name: c.client.name, email: c.client.email },
      audit: (c.audit ?? []).map((a) => ({ createdAt: a.createdAt, action: a.action, detail: a.detail, ip: a.ip, userAgent: a.userAgent })),
      sealed: opts.sealed ?? false,
      signedByHand: c.clientSignedAt === null && c.providerSignedAt !== null,
    },
    provider: { firstName: provider.firstName, lastName: provider.lastName, email: provider.email, companyName: provider.companyName, brandColor: provider.brandColor, timeZone: provider.timeZone },
  };
  return pdfPool.render("contract", input);
}

const DOCUMENT_INCLUDE = { client: true, project: true, template: true, audit: { orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] } };

export const contractPdfPath = (id: string) => `/api/contracts/${id}/pdf`;
export { DOCUMENT_INCLUDE };
