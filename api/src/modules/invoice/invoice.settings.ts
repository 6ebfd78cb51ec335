// The invoice module's settings section (settings.ts: defineSettings): the paper of the workspace's invoice PDFs, and
// the format of its invoice numbers (invoice.numbers.ts writes them).
import { INVOICE_PAPER_SIZES, MAX_NUMBER_PADDING, MAX_NUMBER_PREFIX, invoiceSettingsSchema, type InvoicePaperSize } from "@common/invoice";
import { defineSettings } from "../../settings";
import { j } from "../../rest/shape";

defineSettings({
  section: "invoices",
  title: "the invoice settings",
  schema: invoiceSettingsSchema,
  shape: j.object({
    paperSize: j.enum(INVOICE_PAPER_SIZES, "The paper of invoice PDFs"),
    numberPrefix: j.string(`The text before the number of a new invoice (INV-), at most ${MAX_NUMBER_PREFIX} characters`),
    numberPadding: j.integer(`The digits a new invoice's number is padded to with zeros, 1 to ${MAX_NUMBER_PADDING} (4: INV-0001)`),
  }, "InvoiceSettings"),
  read: (user) => ({ paperSize: user.invoicePaperSize, numberPrefix: user.invoiceNumberPrefix, numberPadding: user.invoiceNumberPadding }),
  write: (ctx, { paperSize, numberPrefix, numberPadding }) => ctx.prisma.user.update({
    where: { id: ctx.viewer.id },
    data: { invoicePaperSize: paperSize as InvoicePaperSize | undefined, invoiceNumberPrefix: numberPrefix, invoiceNumberPadding: numberPadding },
  }),
});
