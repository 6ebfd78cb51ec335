// The invoice module's settings section (settings.ts: defineSettings): the paper of the workspace's invoice PDFs.
import { INVOICE_PAPER_SIZES, invoiceSettingsSchema, type InvoicePaperSize } from "@common/invoice";
import { defineSettings } from "../../settings";
import { j } from "../../rest/shape";

defineSettings({
  section: "invoices",
  title: "the invoice settings",
  schema: invoiceSettingsSchema,
  shape: j.object({ paperSize: j.enum(INVOICE_PAPER_SIZES, "The paper of invoice PDFs") }, "InvoiceSettings"),
  read: (user) => ({ paperSize: user.invoicePaperSize }),
  write: (ctx, { paperSize }) => ctx.prisma.user.update({ where: { id: ctx.viewer.id }, data: { invoicePaperSize: paperSize as InvoicePaperSize } }),
});
