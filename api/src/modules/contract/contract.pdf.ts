import type PDFKitDocument from "pdfkit";
import type { Client, Contract, ContractAudit, User } from "../../generated/prisma/client";
import { registerFonts } from "../../pdf/fonts";
import { drawMarkdown } from "../../pdf/markdown";
import { zonedTimeText } from "@common/contract-document";

/*
 * A contract's PDF: the brand, the text (markdown, pdf/markdown.ts), the signature block, and the audit trail on its
 * own last page. Drawn in a thread of the PDF pool (pdf/pool.ts) from plain data; contract.document.ts prepares it.
 */

type Provider = Pick<User, "firstName" | "lastName" | "email" | "companyName" | "brandColor" | "timeZone">;

/** A renderer's input: the document with its text as signed or as it reads now, and its provider. */
export interface ContractPdfInput {
  document: Pick<Contract, "type" | "contractNumber" | "version" | "title" | "clientSignature" | "clientSignedAt" | "providerSignedAt" | "documentHash" | "consentText"> & {
    /** the text the PDF shows: exactly what was signed, or the content with its variables filled */
    text: string;
    client: Pick<Client, "name" | "email">;
    audit: Pick<ContractAudit, "createdAt" | "action" | "detail" | "ip" | "userAgent">[];
    /** the final file of a signed document (rendered once and stored) */
    sealed: boolean;
    /** signed by the provider's mark (signed or executed by hand), not by a client's signature */
    signedByHand: boolean;
  };
  provider: Provider;
}

const personName = (u: Pick<User, "firstName" | "lastName" | "email">) => [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

const ACTIONS: Record<string, string> = {
  created: "Created", updated: "Updated", sent: "Sent to the client", emailed: "E-mailed", opened: "Opened by the client",
  signed: "Signed by the client", declined: "Declined by the client", reminded: "Reminder e-mailed", expired: "Expired",
  marked_signed: "Marked as signed by the provider", new_version: "New version", sealed: "Sealed", verified: "Verified",
  resent: "Sent again",
};

/** Draws the document's PDF, in this thread (the pool's worker calls it). */
export async function drawDocumentPdf({ document: c, provider }: ContractPdfInput): Promise<Buffer> {
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
    drawMarkdown(doc, c.text);
    doc.moveDown(1.5);
    doc.font("Body-Bold").fontSize(11).fillColor("#1a202c").text("Signatures");
    doc.font("Body").fontSize(10).fillColor("#1a202c");
    const when = (d: Date) => zonedTimeText(d, provider.timeZone);
    doc.text(`Client: ${c.clientSignature && c.clientSignedAt ? `${c.clientSignature}, signed ${when(c.clientSignedAt)}` : "not signed"}`);
    doc.text(`Provider: ${c.providerSignedAt ? `${personName(provider)}, marked signed ${when(c.providerSignedAt)}` : personName(provider)}`);
    doc.addPage();
    doc.font("Body-Bold").fontSize(14).fillColor("#1a202c").text(c.sealed ? "Audit trail and certificate" : "Audit trail");
    doc.moveDown(0.5);
    doc.font("Body").fontSize(9);
    doc.text(`Document: ${c.contractNumber}, version ${c.version}`);
    doc.text(`Provider: ${personName(provider)} <${provider.email}>${provider.companyName ? `, ${provider.companyName}` : ""}`);
    doc.text(`Client: ${c.client.name}${c.client.email ? ` <${c.client.email}>` : ""}`);
    if (c.documentHash) doc.text(`SHA-256 of the signed text: ${c.documentHash}`);
    if (c.sealed) {
      doc.text(c.signedByHand
        ? "Signed by hand: the provider marked this document signed; no electronic signature of the client is recorded."
        : "Signed electronically by the client on the document's page.");
      doc.text(`Times: ${provider.timeZone || "UTC"} (with its UTC offset) and UTC.`);
    }
    if (c.consentText) doc.text(`Consent: ${c.consentText}`);
    doc.moveDown(0.8);
    for (const a of c.audit) {
      doc.font("Body-Bold").text(`${when(a.createdAt)}  ${ACTIONS[a.action] ?? a.action}`);
      const details = [a.detail, a.ip ? `address ${a.ip}` : null, a.userAgent ? `browser ${a.userAgent}` : null].filter(Boolean).join(" · ");
      if (details) doc.font("Body").text(details, { indent: 12 });
      doc.moveDown(0.3);
    }
    doc.end();
  });
}
