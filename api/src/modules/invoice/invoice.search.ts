// The invoice module's records in the workspace search (search/registry.ts): found by number.
import { registerSearch } from "../../search/registry";
import { InvoiceRef } from "./invoice.schema";

registerSearch({
  type: "invoice", node: "Invoice", ref: InvoiceRef, delegate: "invoice", table: "invoices",
  fields: { A: ["invoiceNumber"], D: ["notes"] },
  vector: `search_vector_invoices(t."invoiceNumber", t."notes")`,
  title: `t."invoiceNumber"`,
  subtitle: `(SELECT c."name" FROM clients c WHERE c.id = t."clientId" AND c."userId" = t."userId")`,
  trigram: `search_fold(t."invoiceNumber")`,
  url: (id) => `/invoicing/${id}`,
});
