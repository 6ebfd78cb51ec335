import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  aNotification,
  badge,
  bell,
  minutesAgo,
  pendingOperation,
  pushNotifications,
  renderShellWithBell,
  resolvePanel,
} from "./bellTestUtils";
import { webModules } from "../../index";

const user = () => userEvent.setup({ delay: null });
const panel = () => screen.getByTestId("notifications-panel");
const items = () => within(panel()).queryAllByTestId("notification-item");
const titles = () => items().map((i) => within(i).getByTestId("notification-title").textContent);

async function openPanel(u: ReturnType<typeof user>) {
  await u.click(bell());
  await screen.findByTestId("notifications-panel");
}

describe("The notifications bell", () => {
  it("shows the unread count as its badge and in its name", async () => {
    await renderShellWithBell(3);
    expect(badge()).toHaveTextContent(/^3$/);
    expect(screen.getByRole("button", { name: "Notifications, 3 unread" })).toBe(bell());
  });

  it("has no badge at 0, and '99+' above 99", async () => {
    await renderShellWithBell(0);
    expect(badge()).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Notifications" })).toBe(bell());
  });

  it("shows '99+' above 99", async () => {
    await renderShellWithBell(120);
    expect(badge()).toHaveTextContent(/^99\+$/);
  });

  it("follows the count the server pushes, live", async () => {
    const { environment } = await renderShellWithBell(0);
    await pushNotifications(environment, 2, aNotification());
    await waitFor(() => expect(badge()).toHaveTextContent(/^2$/));
    await pushNotifications(environment, 0);
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
  });
});

describe("The notifications panel", () => {
  it("opens from the bell, shows placeholders while loading, then the notifications newest first", async () => {
    const u = user();
    const { environment } = await renderShellWithBell(1);
    await openPanel(u);
    expect(within(panel()).getByRole("heading", { name: "Notifications" })).toBeInTheDocument();
    expect(within(panel()).getByRole("status", { name: "Loading notifications..." })).toBeInTheDocument();
    const op = await resolvePanel(environment, [
      aNotification({ title: "E-mail to Carol failed", body: "Kickoff: 550 Mailbox unavailable", createdAt: minutesAgo(5) }),
      aNotification({ type: "task_overdue", title: "Task overdue: Send the draft", body: "Was due Mar 3", isRead: true, createdAt: minutesAgo(60 * 26), link: "/tasks?id=VGFzazox" }),
      aNotification({ type: "invoice_overdue", title: "Invoice overdue: INV-1001", body: "USD 450.00 was due Nov 1, 2026.", isRead: true, createdAt: minutesAgo(60 * 50), link: "/invoicing/SW52b2ljZTox" }),
    ]);
    expect(op.request.variables).toEqual({ count: 20 });
    expect(titles()).toEqual(["E-mail to Carol failed", "Task overdue: Send the draft", "Invoice overdue: INV-1001"]);
    const [first, second, third] = items();
    // each kind has its icon: an e-mail that failed, a task and an invoice past their due dates
    expect(items().map((i) => i.querySelector("[data-kind]")?.getAttribute("data-kind"))).toEqual(["email_failed", "task_overdue", "invoice_overdue"]);
    expect(within(third).getByRole("link")).toHaveAttribute("href", "/invoicing/SW52b2ljZTox");
    expect(first).toHaveAttribute("data-read", "false");
    expect(within(first).getByTestId("notification-unread")).toBeInTheDocument();
    expect(first).toHaveTextContent("Kickoff: 550 Mailbox unavailable");
    expect(within(first).getByTestId("notification-time")).toHaveTextContent("5 minutes ago");
    expect(within(first).getByRole("link")).toHaveAttribute("href", expect.stringMatching(/^\/messages\?id=/));
    expect(second).toHaveAttribute("data-read", "true");
    expect(within(second).queryByTestId("notification-unread")).not.toBeInTheDocument();
    expect(within(second).getByTestId("notification-time")).toHaveTextContent("yesterday");
    expect(within(second).getByRole("link")).toHaveAttribute("href", "/tasks?id=VGFzazox");
  });

  it("shows each kind with the icon and colour its module's face declares, and a plain bell for a kind no face declares", async () => {
    const u = user();
    const { environment } = await renderShellWithBell(0);
    await openPanel(u);
    const kinds = ["email_failed", "invoice_overdue", "event_reminder", "contract_signed", "webhook_disabled", "automation"] as const;
    await resolvePanel(environment, kinds.map((type) => aNotification({ type, isRead: true })));
    const circles = items().map((i) => i.querySelector<HTMLElement>("[data-kind]")!);
    const declared = await Promise.all(webModules.map(async (m) => (m.notificationKinds ? (await m.notificationKinds()).default : {})));
    const looks = new Map(declared.flatMap((d) => Object.entries(d)));
    // the message, invoice, calendar, contract and settings faces declare theirs; nobody declares "automation"
    expect(kinds.map((k) => looks.get(k)?.palette ?? null)).toEqual(["red", "red", "blue", "green", "red", null]);
    const iconClass = (el: HTMLElement) => [...el.querySelector("svg")!.classList].find((c) => c.startsWith("lucide-"));
    expect(circles.map(iconClass)).toEqual(["lucide-mail-x", "lucide-receipt-text", "lucide-calendar-clock", "lucide-file-check", "lucide-webhook-off", "lucide-bell"]);
  });

  it("says 'No notifications yet' when there are none; 'Mark all as read' is off", async () => {
    const u = user();
    const { environment } = await renderShellWithBell(0);
    await openPanel(u);
    await resolvePanel(environment, []);
    expect(within(panel()).getByText("No notifications yet")).toBeInTheDocument();
    expect(within(panel()).getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  it("opening a notification marks it read, follows its link and closes the panel", async () => {
    const u = user();
    const { environment, router } = await renderShellWithBell(2);
    await openPanel(u);
    const n = aNotification({ title: "E-mail to Carol failed", link: "/messages?id=TWVzc2FnZTox" });
    await resolvePanel(environment, [n, aNotification({ title: "Another" })]);
    await u.click(within(panel()).getByRole("link", { name: /E-mail to Carol failed/ }));

    const op = await pendingOperation(environment, "useMarkNotificationReadMutation");
    expect(op.request.variables.input).toEqual({ id: n.id });
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe("/messages?id=TWVzc2FnZTox"));
    await waitFor(() => expect(screen.queryByTestId("notifications-panel")).not.toBeInTheDocument());
    // the badge drops at once, then takes the server's count
    expect(badge()).toHaveTextContent(/^1$/);
    await act(async () => {
      environment.mock.resolve(op, {
        data: {
          markNotificationRead: {
            __typename: "MarkNotificationReadPayload",
            notification: { id: n.id, isRead: true, readAt: new Date().toISOString() },
            viewer: { id: "VXNlcjox", unreadNotificationCount: 1 },
          },
        },
      });
    });
    expect(badge()).toHaveTextContent(/^1$/);
  });

  it("opening a read notification sends nothing", async () => {
    const u = user();
    const { environment } = await renderShellWithBell(0);
    await openPanel(u);
    await resolvePanel(environment, [aNotification({ title: "Old news", isRead: true })]);
    await u.click(within(panel()).getByRole("link", { name: /Old news/ }));
    const names = environment.mock.getAllOperations().map((o) => o.request.node.params.name);
    expect(names).not.toContain("useMarkNotificationReadMutation");
  });

  it("'Mark all as read' clears every unread marker and the badge", async () => {
    const u = user();
    const { environment } = await renderShellWithBell(2);
    await openPanel(u);
    await resolvePanel(environment, [aNotification(), aNotification()]);
    expect(within(panel()).getAllByTestId("notification-unread")).toHaveLength(2);
    await u.click(within(panel()).getByRole("button", { name: "Mark all as read" }));
    const op = await pendingOperation(environment, "useMarkAllNotificationsReadMutation");
    expect(within(panel()).queryAllByTestId("notification-unread")).toHaveLength(0);
    expect(badge()).not.toBeInTheDocument();
    await act(async () => {
      environment.mock.resolve(op, {
        data: { markAllNotificationsRead: { __typename: "MarkAllNotificationsReadPayload", markedCount: 2, viewer: { id: "VXNlcjox", unreadNotificationCount: 0 } } },
      });
    });
    expect(within(panel()).queryAllByTestId("notification-unread")).toHaveLength(0);
    expect(badge()).not.toBeInTheDocument();
  });

  it("puts a notification that arrives while it is open at the top", async () => {
    const u = user();
    const { environment } = await renderShellWithBell(1);
    await openPanel(u);
    await resolvePanel(environment, [aNotification({ title: "Older" })]);
    await pushNotifications(environment, 2, aNotification({ title: "Just now", createdAt: new Date().toISOString() }));
    await waitFor(() => expect(titles()).toEqual(["Just now", "Older"]));
    expect(badge()).toHaveTextContent(/^2$/);
  });

  it("works with the keyboard: Enter opens it, Escape closes it and gives the focus back to the bell", async () => {
    const u = user();
    const { environment } = await renderShellWithBell(1);
    bell().focus();
    await u.keyboard("{Enter}");
    await screen.findByTestId("notifications-panel");
    expect(bell()).toHaveAttribute("aria-expanded", "true");
    await resolvePanel(environment, [aNotification({ title: "Reachable" })]);
    await u.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByTestId("notifications-panel")).not.toBeInTheDocument());
    await waitFor(() => expect(bell()).toHaveFocus());
  });
});
