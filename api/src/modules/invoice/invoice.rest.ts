import { bodyVersion, type RestRoute } from "../../rest/registry";
import type { ServiceContext } from "../../context";
import { ValidationError } from "../../errors";
import { createInvoice, deleteInvoice, getInvoice, listInvoices, toInvoiceJson, updateInvoice } from "./invoice.service";
import { invoicePdf, sendInvoice } from "./invoice.send";

/** The invoice as REST answers it: with its lines and client, read after the write. */
const invoiceJson = async (ctx: ServiceContext, id: string) => toInvoiceJson(await getInvoice(ctx, id));

export const invoiceRoutes: RestRoute[] = [
  { method: "GET", url: "/api/invoices", handler: async (ctx) => (await listInvoices(ctx)).map(toInvoiceJson) },
  {
    method: "POST", url: "/api/invoices",
    handler: async (ctx, req) => ({ status: 201, body: await invoiceJson(ctx, (await createInvoice(ctx, req.body)).id) }),
  },
  { method: "GET", url: "/api/invoices/:id", handler: (ctx, req) => invoiceJson(ctx, req.params.id) },
  {
    // the body's `updatedAt` is the version the editor read: a stale one answers 409, a malformed one 400
    method: "PUT", url: "/api/invoices/:id",
    handler: async (ctx, req) => invoiceJson(ctx, (await updateInvoice(ctx, req.params.id, req.body, bodyVersion(req.body))).id),
  },
  { method: "DELETE", url: "/api/invoices/:id", handler: async (ctx, req) => { await deleteInvoice(ctx, req.params.id); return { status: 204 }; } },
  {
    // takes no input: no body, or a JSON object (ignored); anything else is refused like any write's
    method: "POST", url: "/api/invoices/:id/send",
    handler: async (ctx, req) => {
      const b = req.body;
      if (b !== undefined && (typeof b !== "object" || b === null || Array.isArray(b))) throw new ValidationError({ _: "Expected a JSON object" });
      return invoiceJson(ctx, (await sendInvoice(ctx, req.params.id)).id);
    },
  },
  {
    method: "GET", url: "/api/invoices/:id/pdf",
    handler: async (ctx, req) => {
      const { filename, pdf } = await invoicePdf(ctx, req.params.id);
      req.reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "private, no-store");
      return { status: 200, body: pdf };
    },
  },
];
