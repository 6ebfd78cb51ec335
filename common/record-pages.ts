/**
 * Texts of records' own pages that the server also writes, in the first screen it draws into the app's HTML
 * (api/src/http/first-screen.ts), so the page and that screen say the same.
 */

/** An invoice's page: its h1 ("Invoice INV-2026-001"). */
export const invoicePageTitle = (invoiceNumber: string) => `Invoice ${invoiceNumber}`;

/** An invoice's page: its way back to the list. */
export const INVOICE_BACK_LABEL = "Invoices";

/** A client's hub: its way back, the subtitle of a client without a company, and the two cards at its top. */
export const CLIENT_HUB_TEXTS = {
  back: "Back to clients",
  subtitle: "Client",
  contact: "Contact",
  noContact: "No contact details yet",
  owed: "Amount owed",
  owedDescription: "Sent and overdue invoices",
} as const;
