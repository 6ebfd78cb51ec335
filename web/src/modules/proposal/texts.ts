import type { DocumentTexts, TemplateTexts } from "../contract/texts";

/** The Proposals screen's texts. */
export const PROPOSAL_TEXTS = {
  noun: "proposal",
  proposalsTab: "Proposals",
  templatesTab: "Templates",
  management: "Proposal Management",
  add: "Create Proposal",
  createTitle: "Create Proposal",
  editTitle: "Edit Proposal",
  submitCreate: "Create Proposal",
  submitUpdate: "Update Proposal",
  emptyTitle: "No proposals yet",
  emptyDescription: "Create your first proposal to start winning new business.",
  emptyAction: "Create Proposal",
  confirmDelete: "Are you sure you want to delete this proposal?",
  created: "Proposal created successfully",
  updated: "Proposal updated successfully",
  deleted: "Proposal deleted",
  deletedDescription: "The proposal has been successfully deleted.",
  createFailed: "Failed to create proposal",
  updateFailed: "Failed to update proposal",
  deleteFailed: "Failed to delete proposal. Please try again.",
} as const satisfies DocumentTexts & Record<string, string>;

/** The proposal templates' texts. */
export const PROPOSAL_TEMPLATE_TEXTS = {
  heading: "Proposal Templates",
  add: "Create Template",
  createTitle: "Create Proposal Template",
  editTitle: "Edit Proposal Template",
  submitCreate: "Create Template",
  submitUpdate: "Update Template",
  emptyTitle: "No proposal templates yet",
  emptyDescription: "Create reusable proposal templates to speed up your sales process.",
  emptyAction: "Create Template",
  confirmDelete: "Are you sure you want to delete this template?",
  created: "Proposal template created successfully",
  updated: "Proposal template updated successfully",
  deleted: "Template deleted",
  deletedDescription: "The template has been successfully deleted.",
  createFailed: "Failed to create proposal template",
  updateFailed: "Failed to update proposal template",
  deleteFailed: "Failed to delete template. Please try again.",
} as const satisfies TemplateTexts & Record<string, string>;
