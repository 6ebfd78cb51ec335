/**
 * Notifications (the bell in the top bar). Their kinds are declared by the modules that create them, on the API
 * (api/src/notification-kinds.ts); their icons by the web modules' faces (`notificationKinds`).
 */

/** How long after its due date an open task still counts as having just become overdue (older ones are not announced). */
export const OVERDUE_NOTICE_WINDOW_DAYS = 7;

/** The Relay global id of a record, as the app's pages receive it in a link. */
const globalIdOf = (typename: string, id: string) => btoa(`${typename}:${id}`);

/** The app path that opens a message: the Messages page with `?id=<Message global id>`. */
export function messageLink(id: string): string {
  return `/messages?id=${encodeURIComponent(globalIdOf("Message", id))}`;
}

/** The app path that opens a task: the Tasks page with `?id=<Task global id>`. */
export function taskLink(id: string): string {
  return `/tasks?id=${encodeURIComponent(globalIdOf("Task", id))}`;
}

/** The app path that opens an invoice: `/invoicing/<Invoice global id>`. */
export function invoiceLink(id: string): string {
  return `/invoicing/${encodeURIComponent(globalIdOf("Invoice", id))}`;
}

/** The bell's badge: the count, '99+' above 99, nothing at 0. */
export function notificationBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? "99+" : String(unread);
}
