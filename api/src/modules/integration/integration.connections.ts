import type { ConnectionProvider, ConnectionStatus } from "@common/integration";
import { CONNECTION_PROVIDER_LABELS } from "@common/integration";
import type { AppResources } from "../../context";
import { secretBoxOf } from "../../infra/secrets";
import { publishSignal } from "../../pubsub";
import { defineNotificationKinds } from "../../notification-kinds";
import { createNotification } from "../notification";

/*
 * The connections as the modules that use them see them (the calendar, the meeting platforms, OAuth's token renewal):
 * a workspace's connection to a provider with its secrets opened on demand, and its state kept (a refusal marks it
 * "needs reconnect" with one bell notification; a call that goes through marks it connected again). Below the
 * connect/disconnect service and the OAuth flow, which both use it.
 */

// the notification kinds this module creates (notification-kinds.ts)
const integrationNotifications = defineNotificationKinds({
  integration_needs_reconnect: "a connected account (a calendar, a meeting platform) refused its credentials: connect it again",
});
type IntegrationNotifications = typeof integrationNotifications;
declare module "../../notification-kinds" {
  interface NotificationKinds extends IntegrationNotifications {}
}

export type Res = Pick<AppResources, "prisma" | "config">;

/** A connection as the modules that use it see it: its secrets opened on demand, never kept. */
export interface WorkspaceConnection {
  id: string;
  userId: string;
  provider: ConnectionProvider;
  label: string;
  status: ConnectionStatus;
  serverUrl: string | null;
  calendarUrl: string | null;
  calendarName: string | null;
  secrets<T = unknown>(): T;
}

/** The workspace's connection to a provider, or null. */
export async function connectionFor(res: Res, userId: string, provider: ConnectionProvider): Promise<WorkspaceConnection | null> {
  const c = await res.prisma.connection.findUnique({ where: { userId_provider: { userId, provider } } });
  if (!c) return null;
  const box = secretBoxOf(res.config);
  return {
    id: c.id, userId: c.userId, provider, label: c.label, status: c.status as ConnectionStatus, serverUrl: c.serverUrl,
    calendarUrl: c.calendarUrl, calendarName: c.calendarName,
    secrets: <T>() => box.open<T>(c.id, c.secrets),
  };
}

/** Replaces a connection's secrets (a renewed token), sealed. */
export async function saveSecrets(res: Res, id: string, value: unknown): Promise<void> {
  await res.prisma.connection.update({ where: { id }, data: { secrets: secretBoxOf(res.config).seal(id, value) } });
}

/** Where a connection is made again: payments in Settings, the rest in the calendar's integrations. */
const RECONNECT_PLACES: Record<string, { name: string; link: string }> = {
  stripe: { name: "Settings → Payments", link: "/settings#payments" },
  calendar: { name: "the calendar's integrations", link: "/calendar" },
};

/**
 * The provider refused the connection's credentials: it is marked "needs reconnect" with the reason, and the bell
 * says so once (when it was connected until now).
 */
export async function markNeedsReconnect(res: Pick<AppResources, "prisma" | "pubsub">, id: string, reason: string): Promise<void> {
  const why = reason.slice(0, 500);
  const n = await res.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ userId: string; provider: string; label: string }[]>`
      UPDATE connections SET status = 'needs_reconnect', error = ${why}, "updatedAt" = now()
      WHERE id = ${id}::uuid AND status <> 'needs_reconnect' RETURNING "userId", provider, label`;
    const row = rows[0];
    if (!row) return null;
    const name = CONNECTION_PROVIDER_LABELS[row.provider as ConnectionProvider] ?? row.provider;
    const place = RECONNECT_PLACES[row.provider] ?? RECONNECT_PLACES.calendar!;
    return createNotification(tx, row.userId, {
      type: "integration_needs_reconnect", title: `Reconnect ${name}`,
      body: `${name} (${row.label}) refused the connection: ${why}. Connect it again in ${place.name}.`,
      link: place.link, dedupeKey: `integration-reconnect:${id}:${Date.now()}`,
    });
  });
  if (n) publishSignal(res.pubsub, n.userId, "notification.created", n.id);
}

/** Marks a connection working again (a push went through after a failure). */
export async function markConnected(res: Pick<AppResources, "prisma">, id: string): Promise<void> {
  await res.prisma.connection.updateMany({ where: { id, NOT: { status: "connected" } }, data: { status: "connected", error: null } });
}
