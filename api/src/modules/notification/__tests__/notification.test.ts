import WebSocket from "ws";
import { addDays, dayDate, dayLabel, dayText, today } from "@common/day";
import { createClient as createWsClient } from "graphql-ws";
import { eachTestWithTenant, gql, registerUser, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { notifyOverdueTasks } from "../notification.service";
import { makeNotification } from "./factory";
import { defineNotificationKinds, notificationKinds } from "../../../notification-kinds";

let t: TestApp;
let a: Session;
let base: string;
eachTestWithTenant((app, tenant, url) => { t = app; a = tenant; base = url; }, {}, { listen: true, jobs: { workers: true, pollingIntervalSeconds: 0.5 } });

/** 00:00 UTC of the day `n` days before today in the zone (a due date is a day) */
const daysAgo = (n: number, zone = "UTC") => dayDate(addDays(today(zone), -n));

async function task(s: Session, title: string, dueDate: Date | null, status = "pending") {
  return t.app.resources.prisma.task.create({ data: { userId: s.user.id, title, dueDate, status } });
}

const BELL = `{ viewer { unreadNotificationCount notifications(first: 10) { totalCount edges { node { id type title body link isRead readAt } } } } }`;

describe("overdue tasks", () => {
  it("notifies once per task that became overdue, in the workspace's time zone, with a domain event", async () => {
    await t.app.resources.prisma.user.update({ where: { id: a.user.id }, data: { timeZone: "Asia/Tokyo" } });
    const tokyoDaysAgo = (n: number) => daysAgo(n, "Asia/Tokyo");
    const late = await task(a, "Send the proposal", tokyoDaysAgo(1));
    await task(a, "Due today: not overdue before the day is over", tokyoDaysAgo(0));
    await task(a, "Cancelled: closed, never overdue", tokyoDaysAgo(3), "cancelled");
    await task(a, "Done already", tokyoDaysAgo(2), "completed");
    await task(a, "Due tomorrow", tokyoDaysAgo(-1));
    await task(a, "Long forgotten", tokyoDaysAgo(10));
    await task(a, "No due date", null);
    const b = await registerUser(t.app);
    await task(b, "B's late task", daysAgo(1));

    expect(await notifyOverdueTasks(t.app.resources)).toBe(2);
    expect(await notifyOverdueTasks(t.app.resources)).toBe(0);
    // reopened, still overdue: "once per task" holds
    await t.app.resources.prisma.task.update({ where: { id: late.id }, data: { status: "in_progress" } });
    expect(await notifyOverdueTasks(t.app.resources)).toBe(0);

    const bell = await gql(t.app, a, BELL);
    expect(bell.data.viewer.unreadNotificationCount).toBe(1);
    const nodes = bell.data.viewer.notifications.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.title).sort()).toEqual(["Task overdue: Send the proposal"]);
    const lateNode = nodes.find((n: any) => n.title === "Task overdue: Send the proposal");
    expect(lateNode).toMatchObject({ type: "task_overdue", isRead: false, readAt: null, link: `/tasks?id=${encodeURIComponent(globalId("Task", late.id))}` });
    expect(lateNode.body).toBe(`It was due ${dayLabel(tokyoDaysAgo(1))}.`);
    const events = await t.app.resources.prisma.domainEvent.findMany({ where: { userId: a.user.id, type: "task.overdue" } });
    expect(events.map((e) => [e.entityId, (e.payload as { dueDate: string }).dueDate])).toEqual([[late.id, dayText(tokyoDaysAgo(1))]]);
    expect((await gql(t.app, b, BELL)).data.viewer.unreadNotificationCount).toBe(1);
  });

  it("runs as a scheduled job (every minute, UTC) on the workers", async () => {
    const schedules = await t.app.resources.prisma.$queryRaw<{ name: string; cron: string; timezone: string }[]>`
      SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`;
    // (other modules schedule their own scans beside these)
    expect(schedules).toEqual(expect.arrayContaining([
      { name: "domain-events-sweep", cron: "* * * * *", timezone: "UTC" },
      { name: "task-overdue-scan", cron: "* * * * *", timezone: "UTC" },
    ]));
    await task(a, "Late", daysAgo(1));
    await t.app.resources.jobs.send("task-overdue-scan", {});
    const mine = () => t.app.resources.prisma.notification.count({ where: { userId: a.user.id, type: "task_overdue" } });
    const until = Date.now() + 15_000;
    while ((await mine()) === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(await mine()).toBe(1);
  });
});

describe("GraphQL notifications", () => {
  it("lists newest first, marks one and all read, and counts the unread", async () => {
    const first = await makeNotification(t.app, a, { title: "First" });
    await makeNotification(t.app, a, { title: "Second" });
    await makeNotification(t.app, a, { title: "Third" });
    const bell = await gql(t.app, a, BELL);
    expect(bell.data.viewer.notifications.edges.map((e: any) => e.node.title)).toEqual(["Third", "Second", "First"]);
    expect(bell.data.viewer.unreadNotificationCount).toBe(3);

    const MARK = `mutation($id: ID!) { markNotificationRead(input: { id: $id }) { __typename
      ... on MarkNotificationReadPayload { notification { id isRead readAt } viewer { unreadNotificationCount } } ... on NotFoundError { message } } }`;
    const id = globalId("Notification", first.id);
    const marked = await gql(t.app, a, MARK, { id });
    expect(marked.data.markNotificationRead).toMatchObject({ __typename: "MarkNotificationReadPayload", notification: { id, isRead: true }, viewer: { unreadNotificationCount: 2 } });
    expect(marked.data.markNotificationRead.notification.readAt).toBeTruthy();
    // marking it again changes nothing
    expect((await gql(t.app, a, MARK, { id })).data.markNotificationRead.notification.readAt).toBe(marked.data.markNotificationRead.notification.readAt);

    const ALL = `mutation { markAllNotificationsRead { __typename ... on MarkAllNotificationsReadPayload { markedCount viewer { unreadNotificationCount } } } }`;
    expect((await gql(t.app, a, ALL)).data.markAllNotificationsRead).toEqual({ __typename: "MarkAllNotificationsReadPayload", markedCount: 2, viewer: { unreadNotificationCount: 0 } });
    expect((await gql(t.app, a, ALL)).data.markAllNotificationsRead.markedCount).toBe(0);

    const b = await registerUser(t.app);
    expect((await gql(t.app, b, MARK, { id })).data.markNotificationRead).toEqual({ __typename: "NotFoundError", message: "Notification not found" });
    expect((await gql(t.app, b, `query($id: ID!) { node(id: $id) { id } }`, { id })).data.node).toBeNull();
    expect((await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on Notification { title } } }`, { id })).data.node).toEqual({ title: "First" });
  });

  it("creates one notification per dedupe key and user", async () => {
    await makeNotification(t.app, a, { dedupeKey: "same" });
    await expect(makeNotification(t.app, a, { dedupeKey: "same" })).rejects.toThrow("dedupe key taken");
    const b = await registerUser(t.app);
    await makeNotification(t.app, b, { dedupeKey: "same" });
    expect(await t.app.resources.prisma.notification.count({ where: { userId: a.user.id } })).toBe(1);
    expect(await t.app.resources.prisma.notification.count({ where: { userId: b.user.id } })).toBe(1);
  });

  it("pushes the unread count and the new notification live", async () => {
    const ws = createWsClient({
      url: base.replace(/^http/, "ws") + "/graphql", lazy: false, retryAttempts: 0,
      webSocketImpl: class extends WebSocket { constructor(url: string, protocols?: string | string[]) { super(url, protocols, { headers: { cookie: a.cookie } }); } },
    });
    const pushes: any[] = [];
    try {
      ws.subscribe({ query: "subscription { notificationsUpdated { unreadCount notification { title type isRead } } }" },
        { next: (v: any) => pushes.push(v.data?.notificationsUpdated ?? v), error: (e) => pushes.push({ error: e }), complete: () => {} });
      // the subscription is live once a change of the bell is pushed to it (a notification made and marked read)
      await waitFor("the subscription to be live", async () => {
        await makeNotification(t.app, a, { title: "Probe" });
        await gql(t.app, a, `mutation { markAllNotificationsRead { __typename } }`);
        return waitFor("its push", () => pushes.length > 0, 1000).catch(() => false);
      });
      pushes.length = 0;
      await task(a, "Late task", daysAgo(1));
      await notifyOverdueTasks(t.app.resources);
      const until = Date.now() + 3000;
      while (pushes.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      expect(pushes[0]).toEqual({ unreadCount: 1, notification: { title: "Task overdue: Late task", type: "task_overdue", isRead: false } });
      await gql(t.app, a, `mutation { markAllNotificationsRead { __typename } }`);
      while (pushes.length < 2 && Date.now() < until + 3000) await new Promise((r) => setTimeout(r, 10));
      expect(pushes[1]).toEqual({ unreadCount: 0, notification: null });
    } finally {
      await ws.dispose();
    }
  });
});

describe("notification kinds", () => {
  it("are the kinds the modules declare, each once, and the GraphQL enum is built from them (names unchanged)", async () => {
    const declared = notificationKinds().map((k) => k.kind);
    expect(declared).toEqual(["automation", "calendar_sync_failed", "contract_declined", "contract_signed", "email_failed", "event_reminder", "event_rsvp",
      "integration_needs_reconnect", "invoice_overdue", "invoice_paid", "payment_overpaid", "payment_received_online", "payment_refunded",
      "recurring_invoice_not_sent", "task_overdue", "webhook_disabled"]);
    expect(notificationKinds().every((k) => k.description.length > 0)).toBe(true);
    const res = await gql(t.app, a, `{ __type(name: "NotificationType") { enumValues { name description } } }`);
    const values = res.data.__type.enumValues as { name: string; description: string }[];
    expect(values.map((v) => v.name).sort()).toEqual(declared);
    expect(values.find((v) => v.name === "invoice_overdue")?.description).toMatch(/invoice/);
  });

  it("refuses a kind no module declared, at compile time and at run time (nothing written)", async () => {
    // @ts-expect-error: not a declared kind
    await expect(makeNotification(t.app, a, { type: "invoice_unknown" })).rejects.toThrow('unknown notification kind "invoice_unknown"');
    expect(await t.app.resources.prisma.notification.count({ where: { userId: a.user.id } })).toBe(0);
    expect(() => defineNotificationKinds({ task_overdue: "again, by another module" })).toThrow('the notification kind "task_overdue" is declared twice');
  });
});
