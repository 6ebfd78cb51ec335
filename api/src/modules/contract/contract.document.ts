import crypto from "node:crypto";
import MarkdownIt from "markdown-it";
import type { Client, Contract, ContractAudit, Project, User } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { NotFoundError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { fillVariables } from "@common/contract";
import { formatMoney } from "@common/money";
import { pdfPool } from "../../pdf/pool";
import type { ContractPdfInput } from "./contract.pdf";

/*
 * A contract's document: its markdown content with the variables filled from the client, the project, the document
 * and the provider (both the contract set and the proposal set of names), as safe HTML (the client's page) and as a
 * branded PDF whose last page is the audit trail (drawn by contract.pdf.ts in a worker thread). Markdown is rendered by markdown-it with raw HTML off (it shows as
 * text) and links limited to http, https and mailto, so nothing a provider or a client types can run script.
 */

export type DocumentRow = Contract & { client: Client; project: Project | null; audit?: ContractAudit[] };

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = (url: string) => /^(https?:|mailto:)/i.test(url.trim());

const day = (d: Date | null, timeZone: string) => (d ? d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone }) : null);
const personName = (u: Pick<User, "firstName" | "lastName" | "email">) => [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

/** The values of the document's variables (contract and proposal names alike). */
function variableValues(c: DocumentRow, provider: User): Record<string, string | null> {
  const tz = provider.timeZone || "UTC";
  const amount = c.value ? formatMoney(c.value.toFixed(2), { cents: true, currency: c.currency }) : null;
  return {
    client_name: c.client.name, client_company: c.client.company, client_email: c.client.email,
    project_name: c.project?.name ?? null, project_description: c.project?.description ?? null,
    start_date: day(c.startDate, tz), end_date: day(c.endDate, tz), expiry_date: day(c.expiryDate, tz),
    contract_value: amount, total_amount: amount, currency: c.currency,
    provider_name: personName(provider), your_name: personName(provider), provider_company: provider.companyName,
    your_company: provider.companyName, your_email: provider.email, proposal_date: day(c.createdAt, tz),
  };
}

/** The text of the document as the client reads it and signs it: the content with its variables filled. */
export function documentText(c: DocumentRow, provider: User): string {
  return fillVariables(c.content, variableValues(c, provider)).text;
}

/** The document as HTML for a page (escaped, no raw HTML, safe links only). */
export function documentHtml(text: string): string {
  return markdown.render(text);
}

export const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("hex");

/** The document as a PDF: drawn in a worker thread (pdf/pool.ts, contract.pdf.ts), off the event loop. */
export function renderDocumentPdf(c: DocumentRow, provider: User): Promise<Buffer> {
  const input: ContractPdfInput = {
    document: {
      type: c.type, contractNumber: c.contractNumber, version: c.version, title: c.title, clientSignature: c.clientSignature,
      clientSignedAt: c.clientSignedAt, providerSignedAt: c.providerSignedAt, documentHash: c.documentHash, consentText: c.consentText,
      // what was signed is exactly what the PDF shows
      text: c.signedContent ?? documentText(c, provider),
      client: { name: c.client.name, email: c.client.email },
      audit: (c.audit ?? []).map((a) => ({ createdAt: a.createdAt, action: a.action, detail: a.detail, ip: a.ip, userAgent: a.userAgent })),
    },
    provider: { firstName: provider.firstName, lastName: provider.lastName, email: provider.email, companyName: provider.companyName, brandColor: provider.brandColor },
  };
  return pdfPool.render("contract", input);
}

const DOCUMENT_INCLUDE = { client: true, project: true, audit: { orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] } };

/** The viewer's document as a PDF (`GET /api/contracts/{id}/pdf`): its bytes and a safe file name. */
export async function contractPdf(ctx: ServiceContext, id: string): Promise<{ filename: string; pdf: Buffer }> {
  const c = await findOwnedOrThrow(ctx, "Contract", id, (where) => ctx.prisma.contract.findFirst({ where, include: DOCUMENT_INCLUDE }));
  if (!c) throw new NotFoundError("Contract");
  return { filename: `${c.contractNumber.replace(/[^A-Za-z0-9._-]/g, "_")}.pdf`, pdf: await renderDocumentPdf(c, ctx.viewer.user) };
}

export const contractPdfPath = (id: string) => `/api/contracts/${id}/pdf`;
export { DOCUMENT_INCLUDE };
