import { dayLabel } from "@common/day";
import { Prisma, type Invoice } from "../../generated/prisma/client";
import type { AppResources, ServiceContext } from "../../context";
import type { MailAttachment } from "../../infra/mail";
import { NotFoundError, ValidationError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { isUuid } from "@common/validation";
import { formatMoney } from "@common/money";
import { INVOICE_MESSAGES } from "@common/invoice";
import { updateRecorded, publishWritten } from "../../db/recorded";
import { messageRecorded, recordSentMessage } from "../message";
import { emailBrandName } from "../email";
import { withEmailQuota } from "../email";
import { oneLineText } from "@common/message";
import { invoicePdfFileName, renderInvoicePdf, type PdfInvoice } from "./invoice.pdf";
import { invoicePdfPath } from "./invoice.service";
import { ensurePageNonce, invoicePageUrl } from "./invoice.public";

const PDF_INCLUDE = { items: { orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] }, client: true, project: { select: { name: true } } };

/** One of the tenant's invoices with what its PDF shows (lines, client, project); null when the tenant has none such. */
function readPdfInvoice(res: Pick<AppResources, "prisma">, userId: string, id: string): Promise<PdfInvoice | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return res.prisma.invoice.findFirst({ where: { id, userId }, include: PDF_INCLUDE });
}

/** The viewer's invoice as a PDF file (`GET /api/invoices/{id}/pdf`): its bytes and a safe file name. */
export async function invoicePdf(ctx: ServiceContext, id: string): Promise<{ filename: string; pdf: Buffer }> {
  const invoice = await readPdfInvoice(ctx, ctx.viewer.id, id);
  if (!invoice) throw new NotFoundError("Invoice");
  return { filename: invoicePdfFileName(invoice.invoiceNumber), pdf: await renderInvoicePdf(invoice, ctx.viewer.user) };
}

const PDF_PATH = /^\/api\/invoices\/([0-9a-f-]{36})\/pdf$/i;

/**
 * The attachment an invoice e-mail names by its PDF's path (the message's `attachments`), drawn at each delivery
 * attempt from the invoice as it is then; null when the tenant no longer has that invoice.
 */
export async function invoicePdfAttachment(res: AppResources, userId: string, path: string): Promise<MailAttachment | null> {
  const id = PDF_PATH.exec(path)?.[1];
  if (!id) return null;
  const [invoice, user] = await Promise.all([
    readPdfInvoice(res, userId, id),
    res.prisma.user.findUnique({ where: { id: userId } }),
  ]);
  if (!invoice || !user) return null;
  return { filename: invoicePdfFileName(invoice.invoiceNumber), content: await renderInvoicePdf(invoice, user), contentType: "application/pdf" };
}
export const INVOICE_PDF_ATTACHMENT = PDF_PATH;

/** A draft sent with `draftOnly` that another attempt sent first (rolls its own message back). */
class AlreadySentError extends Error {}

/** A header's text: one line without control characters, at most `max` characters (an emoji is one). */
const oneLineOf = (s: string, max: number) => [...oneLineText(s)].slice(0, max).join("").trim();

/**
 * E-mails the invoice to its client with the PDF attached and a "View and pay invoice" button to the client's page
 * (invoice.public.ts: its token is made on the first sending), through the shared pipeline: the e-mail is a message on the
 * client (read, type "invoice"), recorded with its delivery job's event in one transaction with the invoice's change
 * (a draft becomes sent); the PDF is drawn when the job sends it. An interactive transaction, because the message
 * and the invoice are two statements of two modules that must be written together or not at all. The client needs an
 * e-mail address; a cancelled invoice is not sent. The e-mail counts against the workspace's e-mail quota
 * (email.quota.ts), taken after those checks and before the transaction: past it TooManyRequestsError, and nothing
 * is stored or sent; a transaction that fails gives the point back. `draftOnly` (a job's send, which may run again):
 * only a draft is sent, and of two sends of one draft at once only the first to commit records its e-mail.
 */
export async function sendInvoice(ctx: ServiceContext, id: string, opts: { draftOnly?: boolean } = {}): Promise<Invoice> {
  const invoice = await findOwnedOrThrow(ctx, "Invoice", id, (where) =>
    ctx.prisma.invoice.findFirst({ where, include: { client: { select: { name: true, email: true } } } }));
  if (opts.draftOnly && invoice.status !== "draft") {
    const { client: _c, ...row } = invoice;
    return row;
  }
  if (!invoice.client.email) throw new ValidationError({ clientId: INVOICE_MESSAGES.noClientEmail });
  if (invoice.status === "cancelled") throw new ValidationError({ status: "A cancelled invoice cannot be sent" });
  const brand = emailBrandName(ctx.viewer.user);
  const due = dayLabel(invoice.dueDate, "long");
  let written: { recorded: Awaited<ReturnType<typeof recordSentMessage>>; updated: Invoice | null; nonce: string };
  try {
    written = await withEmailQuota(ctx, ctx.viewer.id, (quota) => ctx.prisma.$transaction(async (tx) => {
      // the client's page: its token made on the first sending, the same link in every e-mail after
      const nonce = await ensurePageNonce(tx, ctx, invoice);
      const link = invoicePageUrl(ctx, { id: invoice.id, publicTokenNonce: nonce })!;
      const content = [
        `Hello ${oneLineText(invoice.client.name)},`,
        `Please find attached invoice ${invoice.invoiceNumber} for ${formatMoney(invoice.total, { cents: true, currency: invoice.currency })}, due on ${due}. You can view it, and see what is left to pay, here:`,
        `[View and pay invoice](${link})`,
        ...(invoice.notes?.trim() ? [invoice.notes.trim()] : []),
        `Thank you,\n${brand}`,
      ].join("\n\n");
      const recorded = await recordSentMessage(ctx, tx, ctx, {
        subject: oneLineOf(`Invoice ${invoice.invoiceNumber} from ${brand}`, 200),
        content,
        contactEmail: invoice.client.email!,
        contactName: oneLineOf(invoice.client.name, 200),
        clientId: invoice.clientId,
        projectId: invoice.projectId,
        type: "invoice",
        attachments: [invoicePdfPath(invoice.id)],
      }, quota);
      const updated = invoice.status === "draft"
        ? await updateRecorded<Invoice>(tx, "invoices", ctx, invoice.id, {
          values: { status: "sent" },
          activity: { entityType: "invoice", action: "updated", title: `Invoice sent: ${invoice.invoiceNumber}` },
          // the write is the sending: its one event is invoice.sent (with the status change), not invoice.updated
          event: { type: "invoice.sent", payload: { messageId: recorded.message.id } },
          // a draft only: a send of the same draft that committed first makes this one write nothing
          ...(opts.draftOnly ? { where: Prisma.sql`status = 'draft'` } : {}),
        })
        : null;
      // sent meanwhile by another attempt: this one's message is rolled back with it (one e-mail)
      if (opts.draftOnly && !updated) throw new AlreadySentError();
      return { recorded, updated, nonce };
    }));
  } catch (e) {
    if (!(e instanceof AlreadySentError)) throw e;
    const { client: _c, ...row } = invoice;
    return { ...row, status: "sent" };
  }
  const { recorded, updated, nonce } = written;
  // a draft's sending is its write (invoice.sent); sending a sent invoice again changes no record (its message's event)
  if (updated) publishWritten(ctx, updated, "Invoice");
  await messageRecorded(ctx, recorded);
  const { client: _c, ...row } = invoice;
  return updated ?? { ...row, publicTokenNonce: nonce };
}
