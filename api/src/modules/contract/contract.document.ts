import crypto from "node:crypto";
import MarkdownIt from "markdown-it";
import type PDFKitDocument from "pdfkit";
import type { Client, Contract, ContractAudit, Project, User } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import { NotFoundError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { fillVariables } from "@common/contract";
import { formatMoney } from "@common/money";
import { registerFonts } from "../../pdf/fonts";
import { drawMarkdown } from "../../pdf/markdown";

/*
 * A contract's document: its markdown content with the variables filled from the client, the project, the document
 * and the provider (both the contract set and the proposal set of names), as safe HTML (the client's page) and as a
 * branded PDF whose last page is the audit trail. Markdown is rendered by markdown-it with raw HTML off (it shows as
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

const ACTIONS: Record<string, string> = {
  created: "Created", updated: "Updated", sent: "Sent to the client", emailed: "E-mailed", opened: "Opened by the client",
  signed: "Signed by the client", declined: "Declined by the client", reminded: "Reminder e-mailed", expired: "Expired",
  marked_signed: "Marked as signed by the provider", new_version: "New version",
};

/** The document as a PDF: the brand, the text, the signature block, and the audit trail on its own last page. */
export async function renderDocumentPdf(c: DocumentRow, provider: User): Promise<Buffer> {
  // loaded on the first PDF, as the invoice's (invoice.pdf.ts)
  const { default: PDFDocument }: { default: typeof PDFKitDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `${c.contractNumber} ${c.title ?? ""}`.trim(), Author: provider.companyName ?? personName(provider) } });
    const chunks: Buffer[] = [];
    doc.on("data", (b: Buffer) => chunks.push(b));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    registerFonts(doc);
    const brand = /^#[0-9a-f]{6}$/i.test(provider.brandColor) ? provider.brandColor : "#3b82f6";
    doc.font("Body-Bold").fontSize(10).fillColor(brand).text(provider.companyName || personName(provider));
    doc.font("Body").fontSize(9).fillColor("#4a5568").text(`${c.type === "proposal" ? "Proposal" : "Contract"} ${c.contractNumber} · version ${c.version}`);
    doc.moveDown(1.2);
    if (c.title) doc.font("Body-Bold").fontSize(18).fillColor("#1a202c").text(c.title).moveDown(0.6);
    // what was signed is exactly what the PDF shows
    drawMarkdown(doc, c.signedContent ?? documentText(c, provider));
    doc.moveDown(1.5);
    doc.font("Body-Bold").fontSize(11).fillColor("#1a202c").text("Signatures");
    doc.font("Body").fontSize(10).fillColor("#1a202c");
    doc.text(`Client: ${c.clientSignature ? `${c.clientSignature}, signed ${c.clientSignedAt?.toISOString()}` : "not signed"}`);
    doc.text(`Provider: ${c.providerSignedAt ? `${personName(provider)}, marked signed ${c.providerSignedAt.toISOString()}` : personName(provider)}`);
    doc.addPage();
    doc.font("Body-Bold").fontSize(14).fillColor("#1a202c").text("Audit trail");
    doc.moveDown(0.5);
    doc.font("Body").fontSize(9);
    doc.text(`Document: ${c.contractNumber}, version ${c.version}`);
    doc.text(`Provider: ${personName(provider)} <${provider.email}>${provider.companyName ? `, ${provider.companyName}` : ""}`);
    doc.text(`Client: ${c.client.name}${c.client.email ? ` <${c.client.email}>` : ""}`);
    if (c.documentHash) doc.text(`SHA-256 of the signed text: ${c.documentHash}`);
    if (c.consentText) doc.text(`Consent: ${c.consentText}`);
    doc.moveDown(0.8);
    for (const a of c.audit ?? []) {
      doc.font("Body-Bold").text(`${a.createdAt.toISOString()}  ${ACTIONS[a.action] ?? a.action}`);
      const details = [a.detail, a.ip ? `address ${a.ip}` : null, a.userAgent ? `browser ${a.userAgent}` : null].filter(Boolean).join(" · ");
      if (details) doc.font("Body").text(details, { indent: 12 });
      doc.moveDown(0.3);
    }
    doc.end();
  });
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
