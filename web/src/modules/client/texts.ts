/** The Clients screen's texts. */
export const CLIENT_TEXTS = {
  excludeFromReminders: "No payment reminders",
  excludeFromRemindersHelp: "Payment reminders are not sent for this client's invoices.",
  add: "Add Client",
  createTitle: "Add Client",
  editTitle: "Edit Client",
  createDescription: "Add a client to keep their details and links in one place.",
  editDescription: "Update this client's details.",
  submitCreate: "Create Client",
  submitUpdate: "Save Changes",
  emptyTitle: "No clients yet",
  emptyDescription: "Add your first client to keep their contact details, website and social profiles in one place.",
  emptyAction: "Add Your First Client",
  confirmDelete: "Are you sure you want to delete this client?",
  created: "Client created successfully",
  updated: "Client updated successfully",
  deleted: "Client deleted successfully",
  createFailed: "Failed to create client",
  updateFailed: "Failed to update client",
  deleteFailed: "Failed to delete client",
} as const;

/** Skeleton cards shown while the list loads. */
export const CLIENT_SKELETON_COUNT = 6;

/** Clients per page of the list; 'Load more' fetches the next page. */
export const CLIENTS_PAGE_SIZE = 50;
