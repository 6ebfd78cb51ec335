/** The Messages screen's texts. */
export const MESSAGE_TEXTS = {
  compose: "Compose Message",
  composeTitle: "New Message",
  composeDescription: "Write to a client or your team. With a contact e-mail, the message is also e-mailed to the contact.",
  submitCompose: "Send Message",
  noClient: "No client",
  noProject: "No project",
  emptyTitle: "No messages yet",
  emptyDescription: "Write your first message to keep every conversation with your clients in one place.",
  emptyAction: "Write Your First Message",
  read: "Read",
  unread: "Unread",
  contactNotified: "Contact Notified",
  markUnread: "Mark as unread",
  confirmDelete: "Are you sure you want to delete this message?",
  created: "Message created successfully",
  deleted: "Message deleted successfully",
  createFailed: "Failed to create message",
  deleteFailed: "Failed to delete message",
  readFailed: "Failed to update message",
  notFound: "This message no longer exists.",
} as const;

/** Skeleton rows shown while the list loads. */
export const MESSAGE_SKELETON_COUNT = 5;

/** Messages per page of the list; 'Load more' fetches the next page. */
export const MESSAGES_PAGE_SIZE = 50;

/** Clients and projects offered in the compose dialog's selects. */
export const OPTIONS_LIMIT = 100;

/** Characters of the content shown on a card (the whole text is in the opened message). */
export const EXCERPT_LENGTH = 280;
