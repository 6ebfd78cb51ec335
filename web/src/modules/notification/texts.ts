/** The notifications panel's texts (the bell in the top bar). */
export const NOTIFICATION_TEXTS = {
  bell: "Notifications",
  title: "Notifications",
  markAll: "Mark all as read",
  emptyTitle: "No notifications yet",
  emptyDescription: "Failed e-mails and overdue tasks show up here.",
  loading: "Loading notifications...",
  unread: "Unread",
  updateFailed: "Failed to update notifications",
} as const;

/** Notifications per page of the panel; 'Load more' fetches the next page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
