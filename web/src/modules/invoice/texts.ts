import { INVOICE_BACK_LABEL } from "@common/record-pages";
/** The recurring invoices screen (its own module); `?from=<invoice id>` opens a new profile copying the invoice. */
export const RECURRING_PATH = "/invoicing/recurring";

/** The Invoicing screens' texts. */
export const INVOICE_TEXTS = {
  add: "Create Invoice",
  recurring: "Recurring",
  makeRecurring: "Make recurring",
  createTitle: "Create Invoice",
  editTitle: "Edit Invoice",
  numberSuggestion: (next: string) => `Leave it empty to use the next number, ${next}.`,
  createDescription: "Bill a client: add the work as line items; the totals follow as you type.",
  submitCreate: "Create Invoice",
  submitUpdate: "Save Changes",
  emptyTitle: "No invoices yet",
  emptyDescription: "Create your first invoice to bill a client, download it as a PDF and send it by e-mail.",
  emptyAction: "Create Your First Invoice",
  filterLabel: "Status",
  allStatuses: "All statuses",
  filteredEmpty: "No invoices with this status.",
  showAll: "Show all invoices",
  view: "View",
  noClients: "You need a client before you can create an invoice.",
  addClient: "Add a client",
  subtotal: "Subtotal",
  tax: "Tax",
  total: "Total",
  created: "Invoice created successfully",
  updated: "Invoice updated successfully",
  deleted: "Invoice deleted successfully",
  createFailed: "Failed to create invoice",
  updateFailed: "Failed to update invoice",
  deleteFailed: "Failed to delete invoice",
  // the invoice's own page
  backToList: INVOICE_BACK_LABEL,
  edit: "Edit",
  markSent: "Mark as sent",
  markPaid: "Mark as paid",
  cancel: "Cancel invoice",
  delete: "Delete",
  downloadPdf: "Download PDF",
  sendEmail: "Send by e-mail",
  clientPage: "Client's page",
  clientPageHint: "The page the e-mail's \"View and pay invoice\" button opens: no sign-in, the link is the key",
  sending: "Sending...",
  sent: "Invoice sent",
  sendFailed: "Failed to send invoice",
  noClientEmail: "Add an e-mail address to this client to send the invoice by e-mail.",
  cancelledNotSent: "A cancelled invoice is not sent.",
  confirmDeleteTitle: "Delete this invoice?",
  confirmDelete: "Are you sure you want to delete this invoice? This action cannot be undone.",
  confirmDeleteAction: "Delete Invoice",
  keep: "Cancel",
  notFoundTitle: "Invoice not found",
  notFoundText: "This invoice does not exist or has been deleted.",
  billTo: "Bill to",
  invoice: "Invoice",
  issued: "Issue date",
  due: "Due date",
  paid: "Paid on",
  project: "Project",
  notes: "Notes",
  description: "Description",
  quantity: "Qty",
  rate: "Rate",
  amount: "Amount",
} as const;

/** What a status change says once done (the toast's description under 'Invoice updated successfully'). */
export const STATUS_CHANGE_TEXTS: Record<string, string> = {
  sent: "Marked as sent.",
  paid: "Marked as paid.",
  cancelled: "The invoice is cancelled.",
  draft: "Back to draft.",
  overdue: "Marked as overdue.",
};

/** Skeleton rows shown while the list loads. */
export const INVOICE_SKELETON_COUNT = 5;

/** Invoices per page of the list; 'Load more' fetches the next page. */
export const INVOICES_PAGE_SIZE = 50;

/** Clients and projects offered in the form's selects (a provider has about 1 to 50 clients). */
export const OPTIONS_LIMIT = 100;

/** The invoice's payments: the section on its page, the Record payment dialog and their toasts. */
export const PAYMENT_TEXTS = {
  title: "Payments",
  amountPaid: "Amount paid",
  balanceDue: "Balance due",
  none: "No payments recorded yet.",
  record: "Record payment",
  recordTitle: "Record payment",
  recordDescription: "Money received for this invoice: a bank transfer, a check, cash...",
  submit: "Record payment",
  recorded: "Payment recorded",
  recordFailed: "Failed to record the payment",
  deleted: "Payment deleted",
  deleteFailed: "Failed to delete the payment",
  confirmDeleteTitle: "Delete this payment?",
  confirmDelete: "The invoice's balance grows back by this amount; a paid invoice goes back to sent or overdue.",
  confirmDeleteAction: "Delete payment",
  byProvider: "Paid online",
  date: "Date",
  method: "Method",
  reference: "Reference",
  amount: "Amount",
  partlyPaid: "Partly paid",
  owed: "owed",
} as const;

/** The invoice page's payment reminders. */
export const REMINDER_HISTORY_TEXTS = {
  title: "Payment reminders",
  name: (n: number) => (n <= 3 ? `Reminder ${n}` : `Repeat reminder ${n - 3}`),
  sentOn: (day: string, time: string) => `Sent ${day} at ${time}`,
  dueOn: (day: string) => `Due ${day}`,
  lateFee: (amount: string) => `Late fee ${amount} added`,
  status: { sent: "Sent", skipped: "Skipped", pending: "Waiting" },
  paused: (day: string) => `Paused since ${day}, after a refund: no reminder goes until you resume them, edit the invoice or record a payment.`,
  resume: "Resume reminders",
  resumed: "Payment reminders resumed",
} as const;

