import { act, screen } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import type { MockEnvironment } from "../../../../test/render";
import { pendingOperation, resolveOperation, VIEWER_ID } from "../../../../test/relay";
import { renderShell } from "../../../../test/shell";

export { pendingOperation } from "../../../../test/relay";

/** A notification as the API returns it. */
export interface NotificationFixture {
  id: string;
  /** a kind the API declares (NotificationType) */
  type: "email_failed" | "task_overdue" | "invoice_overdue" | "event_reminder" | "calendar_sync_failed" | "contract_signed" | "contract_declined"
    | "automation" | "webhook_disabled";
  title: string;
  body: string | null;
  link: string | null;
  isRead: boolean;
  createdAt: string;
}

let seq = 0;

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export function aNotification(overrides: Partial<NotificationFixture> = {}): NotificationFixture {
  seq += 1;
  return {
    id: `Tm90aWZpY2F0aW9uOj${seq}`,
    type: "email_failed",
    title: `E-mail to Carol failed (${seq})`,
    body: "Kickoff: 550 5.1.1 Mailbox unavailable",
    link: `/messages?id=TWVzc2FnZTo${seq}`,
    isRead: false,
    createdAt: minutesAgo(5),
    ...overrides,
  };
}

/**
 * The signed-in shell at `path` (module pages replaced by their placeholder) with this many unread notifications: the
 * bell (the notification module's top bar item) loads and asks for the count with its own query.
 */
export async function renderShellWithBell(unread: number, path = "/") {
  const result = await renderShell(path);
  await resolveOperation(result.environment, "NotificationsBellQuery", { User: () => ({ id: VIEWER_ID, unreadNotificationCount: unread }) });
  await screen.findByTestId("notifications-button");
  return result;
}

export const bell = () => screen.getByTestId("notifications-button");
export const badge = () => screen.queryByTestId("notification-badge");

/** Pushes one notificationsUpdated event (the unread count, and a new notification or none). */
export async function pushNotifications(environment: MockEnvironment, unreadCount: number, notification: NotificationFixture | null = null) {
  const op = await pendingOperation(environment, "useLiveNotificationsSubscription");
  act(() => {
    environment.mock.nextValue(op, {
      data: { notificationsUpdated: { unreadCount, notification: notification && { __typename: "Notification", ...notification } } },
    });
  });
}

/** Answers the panel's query with these notifications (newest first, as the API orders them). */
export async function resolvePanel(environment: MockEnvironment, notifications: NotificationFixture[], { hasNextPage = false } = {}) {
  const op = await pendingOperation(environment, "NotificationsPanelQuery");
  await act(async () => {
    environment.mock.resolve(
      op,
      MockPayloadGenerator.generate(op, {
        User: () => ({ id: VIEWER_ID }),
        NotificationConnection: () => ({
          totalCount: notifications.length,
          edges: notifications.map((n, i) => ({ cursor: `n-${i + 1}`, node: { __typename: "Notification", ...n } })),
          pageInfo: { hasNextPage, hasPreviousPage: false, endCursor: `n-${notifications.length}`, startCursor: "n-1" },
        }),
      }),
    );
  });
  return op;
}
