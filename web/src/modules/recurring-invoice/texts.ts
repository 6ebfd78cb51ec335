/** The recurring invoices screen's texts. */
export const RECURRING_TEXTS = {
  add: "New Recurring Invoice",
  createTitle: "New Recurring Invoice",
  editTitle: "Edit Recurring Invoice",
  createDescription: "One invoice per period, numbered by your invoice sequence. {period_start} and {period_end} in a line or the notes become the period's days.",
  editDescription: "Changes apply to the invoices it makes from now on; invoices already made stay as they are.",
  submitCreate: "Create Recurring Invoice",
  submitUpdate: "Save Changes",
  emptyTitle: "No recurring invoices yet",
  emptyDescription: "Bill a retainer or a subscription automatically: set the lines and the schedule once, and each period's invoice is made and e-mailed for you.",
  emptyAction: "Create Your First Recurring Invoice",
  backToInvoices: "Invoices",
  schedule: "Schedule",
  repeatEvery: "Repeat every",
  startDate: "First invoice on",
  ends: "Ends",
  endDate: "End date",
  count: "Number of invoices",
  sendHour: "Send at",
  sendHourHelp: (zone: string) => `In your workspace's time zone, ${zone}.`,
  dueInDays: "Due in (days)",
  autoSend: "E-mail each invoice to the client automatically",
  autoSendHelp: "Off: each invoice is made as a draft for you to review and send.",
  skipIfUnpaid: "Skip a period while the previous invoice is unpaid",
  nextOn: (day: string) => `Next invoice on ${day}`,
  finishedText: "Finished: it makes no more invoices",
  pausedText: "Paused: no invoice is made until it is resumed",
  made: (n: number) => (n === 1 ? "1 invoice made" : `${n} invoices made`),
  noneMade: "No invoice made yet",
  history: "Invoices made",
  emailed: "E-mailed automatically",
  drafted: "Made as drafts for review",
  edit: "Edit",
  pause: "Pause",
  resume: "Resume",
  delete: "Delete",
  created: "Recurring invoice created successfully",
  updated: "Recurring invoice updated successfully",
  deleted: "Recurring invoice deleted successfully",
  paused: "Recurring invoice paused",
  resumed: "Recurring invoice resumed",
  createFailed: "Failed to create recurring invoice",
  updateFailed: "Failed to update recurring invoice",
  deleteFailed: "Failed to delete recurring invoice",
  confirmDeleteTitle: "Delete this recurring invoice?",
  confirmDelete: "It will make no more invoices. The invoices it already made are kept. This action cannot be undone.",
  confirmDeleteAction: "Delete Recurring Invoice",
  noClients: "You need a client before you can create a recurring invoice.",
  addClient: "Add a client",
  fromInvoice: (number: string) => `Lines, tax and notes copied from ${number}.`,
} as const;

export const STATUS_LABELS = { active: "Active", paused: "Paused", finished: "Finished" } as const;

/** Profiles per page of the list. */
export const RECURRING_PAGE_SIZE = 20;
/** Clients and projects offered by the form. */
export const OPTIONS_LIMIT = 100;
/** The invoices a card lists (its newest). */
export const HISTORY_SHOWN = 5;
