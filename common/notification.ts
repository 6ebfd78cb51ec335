/**
 * Notifications (the bell in the top bar): what the provider should look at. Each kind says where it comes from;
 * later modules add theirs (an invoice overdue, a contract signed).
 */
export const NOTIFICATION_TYPES = [
  /** a message's e-mail failed for good (after its retries, or refused by the relay) */
  "email_failed",
  /** an open task passed its due date (once per task) */
  "task_overdue",
  /** a sent invoice passed its due date in the workspace's time zone (once per invoice) */
  "invoice_overdue",
  /** an event's reminder: the occurrence starts soon (once per occurrence) */
  "event_reminder",
  /** a change could not be pushed to the CalDAV calendar after its retries */
  "calendar_sync_failed",
  /** the client signed a contract or accepted a proposal on their page */
  "contract_signed",
  /** the client declined a contract or proposal on their page */
  "contract_declined",
  /** a workflow's Send Notification step */
  "automation",
  /** an outgoing webhook's endpoint failed for three days in a row and was disabled */
  "webhook_disabled",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

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
