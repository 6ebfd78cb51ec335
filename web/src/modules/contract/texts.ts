/** The texts a contract or proposal dialog, card and hooks show: the contract screen's, or the proposal screen's. */
export interface DocumentTexts {
  noun: string;
  createTitle: string;
  editTitle: string;
  submitCreate: string;
  submitUpdate: string;
  confirmDelete: string;
  created: string;
  updated: string;
  deleted: string;
  deletedDescription?: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  send: string;
  confirmSend: (client: string) => string;
  sent: string;
  sentDescription: string;
  sendFailed: string;
  downloadPdf: string;
  /** A link (`?id=`, a search result) to a document that is gone. */
  notFound: string;
}

/** The texts of a template's dialog, card and hooks. */
export interface TemplateTexts {
  createTitle: string;
  editTitle: string;
  submitCreate: string;
  submitUpdate: string;
  confirmDelete: string;
  created: string;
  updated: string;
  deleted: string;
  deletedDescription?: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

/** The Contracts & Templates screen's texts. */
export const CONTRACT_TEXTS = {
  noun: "contract",
  contractsTab: "Contracts",
  templatesTab: "Templates",
  add: "Create Contract",
  addTemplate: "Create Template",
  createTitle: "Create Contract",
  editTitle: "Edit Contract",
  submitCreate: "Create Contract",
  submitUpdate: "Update Contract",
  emptyTitle: "No contracts yet",
  emptyDescription: "Create your first contract to start managing client agreements.",
  emptyAction: "Create Contract",
  confirmDelete: "Are you sure you want to delete this contract?",
  created: "Contract created successfully",
  updated: "Contract updated successfully",
  deleted: "Contract deleted successfully",
  createFailed: "Failed to create contract",
  updateFailed: "Failed to update contract",
  deleteFailed: "Failed to delete contract",
  unknownClient: "Unknown Client",
  send: "Send",
  confirmSend: (client: string) => `Send this contract to ${client} by e-mail? They receive a link to read and sign it.`,
  sent: "Contract sent",
  sentDescription: "The client has received a link to read and sign the contract.",
  sendFailed: "Failed to send contract",
  downloadPdf: "Download PDF",
  notFound: "This contract no longer exists.",
} as const satisfies DocumentTexts & Record<string, unknown>;

/** The contract templates' texts. */
export const CONTRACT_TEMPLATE_TEXTS = {
  createTitle: "Create Contract Template",
  editTitle: "Edit Contract Template",
  submitCreate: "Create Template",
  submitUpdate: "Update Template",
  emptyTitle: "No templates yet",
  emptyDescription: "Create reusable contract templates to speed up your workflow.",
  emptyAction: "Create Template",
  confirmDelete: "Are you sure you want to delete this template?",
  created: "Template created successfully",
  updated: "Template updated successfully",
  deleted: "Template deleted successfully",
  createFailed: "Failed to create template",
  updateFailed: "Failed to update template",
  deleteFailed: "Failed to delete template",
} as const satisfies TemplateTexts & Record<string, string>;

/** The labels of the document and template dialogs. */
export const FORM_TEXTS = {
  contractTitle: "Contract Title",
  proposalTitle: "Proposal Title",
  contractNumber: "Contract Number",
  contractNumberPlaceholder: "Auto-generated if empty",
  type: "Type",
  status: "Status",
  client: "Client",
  selectClient: "Select a client",
  project: "Project",
  noProject: "No project",
  template: "Template",
  noTemplate: "No template",
  applyTemplate: "Apply Template",
  templateApplied: "Template Applied",
  templateAppliedDescription: "Template content and settings have been applied to the proposal.",
  contractContent: "Contract Content",
  proposalContent: "Proposal Content",
  value: "Value",
  proposalValue: "Proposal Value",
  currency: "Currency",
  startDate: "Start Date",
  endDate: "End Date",
  expiryDate: "Expiry Date",
  notes: "Notes",
  noClients: "Add a client first: every contract and proposal belongs to a client.",
  noClientsLink: "Go to Clients",
  variables: "Insert a variable",
  write: "Write",
  preview: "Preview",
  previewLoading: "Loading the preview...",
  previewFailed: "The preview could not be loaded. Change a field to try again.",
  unknownVariables: "Variables without a value",
  emptyPreview: "Nothing to preview yet.",
  templateName: "Template Name",
  category: "Category",
  selectCategory: "Select a category",
  description: "Description",
  templateContent: "Template Content",
  scope: "Default Scope of Work",
  deliverables: "Default Deliverables",
  timeline: "Default Timeline",
  paymentTerms: "Payment Terms",
  revisionPolicy: "Revision Policy",
  cancellationPolicy: "Cancellation Policy",
  intellectualProperty: "Intellectual Property",
  confidentiality: "Confidentiality",
  liability: "Liability",
  defaultRate: "Default Rate",
  validityDays: "Validity (Days)",
  isActive: "Active Template",
  isDefault: "Default Template",
} as const;

/** Skeleton cards shown while a list loads. */
export const CONTRACT_SKELETON_COUNT = 6;

/** Records per page of a list; 'Load more' fetches the next page. */
export const CONTRACTS_PAGE_SIZE = 50;

/** Clients, projects and templates a dialog offers. */
export const OPTIONS_LIMIT = 100;

/** The contract or proposal page's texts (`/contracts/:id`, `/proposals/:id`). */
export const DOCUMENT_PAGE_TEXTS = {
  backToContracts: "Back to contracts",
  backToProposals: "Back to proposals",
  loadingContract: "Loading contract",
  contractNoun: "Contract",
  proposalNoun: "Proposal",
  documentTitle: "Document",
  documentDescription: "The text your client reads and signs, as it will be sealed.",
  unfilled: (names: readonly string[]) =>
    `Not sendable yet: ${names.map((n) => `{${n}}`).join(", ")} ${names.length === 1 ? "has" : "have"} no value. Edit the document or its template to fill ${names.length === 1 ? "it" : "them"}.`,
  emptyDocument: "This document has no text yet.",
  declinedBecause: "Reason given:",
  declinedNoReason: "The client gave no reason.",
  supersededBy: "A newer version replaced this one. It stays readable here and on the client's link.",
  send: "Send",
  resend: "Resend",
  copyLink: "Copy link",
  linkCopied: "Link copied",
  linkCopiedDescription: "The client's signing link is on your clipboard.",
  copyFailed: "Could not copy the link",
  newVersion: "New version",
  download: "Download PDF",
  downloadSealed: "Download sealed PDF",
  sendTitle: (noun: string) => `Send this ${noun}?`,
  resendTitle: (noun: string) => `Send this ${noun} again?`,
  resendMessage: (client: string) => `${client} receives the same link again by e-mail.`,
  personalMessage: "Personal message (optional)",
  personalMessageHelp: "Shown above the button in the e-mail. At most 2,000 characters.",
  personalMessageTooLong: "Keep the message to 2,000 characters or fewer.",
  sendAction: "Send by e-mail",
  resendAction: "Send again",
  cancel: "Cancel",
  resent: "Sent again",
  resentDescription: "The client has received the link again.",
  resendFailed: "Failed to send it again",
  newVersionTitle: "Start a new version?",
  newVersionMessage: (version: number) =>
    `Version ${version + 1} opens as a draft you can edit and send. Version ${version} stays readable to you and the client, with its own PDF; the client is told by e-mail when you send the new one.`,
  newVersionAction: "Create version",
  newVersionCreated: "New version created",
  newVersionFailed: "Failed to create a new version",
  sealedTitle: "Sealed file",
  sealedDescription: "The PDF was rendered once at signing and is served unchanged ever since.",
  notSealed: "Not sealed yet: the PDF is sealed when the client signs.",
  sealedAt: "Sealed",
  sealedSize: "Size",
  sealedHash: "PDF SHA-256",
  documentHash: "Text SHA-256",
  signedByHand: "Sealed when marked signed by hand, not by a client signature.",
  verify: "Verify",
  verified: "Both hashes match",
  verifiedDescription: "The stored PDF and the signed text are exactly what was sealed.",
  verifyMismatch: "Verification failed",
  verifyMismatchDescription: (document: boolean, pdf: boolean) =>
    [document ? null : "The document text does not match its recorded hash.", pdf ? null : "The stored PDF does not match its recorded hash."]
      .filter(Boolean)
      .join(" "),
  verifyFailed: "Could not verify the file",
  auditTitle: "Audit trail",
  auditDescription: (zone: string) => `Every step, oldest first. Times in ${zone}.`,
  auditEmpty: "Nothing has happened yet: the trail starts when you send it.",
  versionsTitle: "Versions",
  versionsDescription: "Every version of this document, each with its own PDF.",
  versionLabel: (n: number) => `Version ${n}`,
  thisVersion: "This version",
  versionPdf: (n: number) => `PDF of version ${n}`,
  nextStepsTitle: "Next steps",
  nextStepsDescription: "The client accepted this proposal. Carry it on:",
  createContract: "Create the contract",
  createInvoice: "Create the invoice",
  createProject: "Create the project",
} as const;

/** What an audit row's action reads as on the page. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  created: "Created",
  updated: "Edited",
  sent: "Sent",
  resent: "Sent again",
  emailed: "E-mailed",
  email_sent: "E-mailed",
  viewed: "Opened by the client",
  opened: "Opened by the client",
  signed: "Signed by the client",
  accepted: "Accepted by the client",
  declined: "Declined by the client",
  reminded: "Reminder sent",
  expired: "Expired",
  sealed: "Sealed",
  verified: "Verified",
  marked_signed: "Marked signed by hand",
  executed: "Marked executed",
  superseded: "Replaced by a new version",
  new_version: "New version created",
  cancelled: "Cancelled",
};
