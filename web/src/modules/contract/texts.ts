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
