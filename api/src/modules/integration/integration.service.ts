import crypto from "node:crypto";
import { caldavConnectSchema, chooseCalendarSchema, CONNECTION_PROVIDER_LABELS, type ConnectionProvider, type ConnectionStatus } from "@common/integration";
import type { AppResources, ServiceContext } from "../../context";
import type { Connection, Prisma } from "../../generated/prisma/client";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { ownedWhere } from "../../tenancy";
import { validateInput } from "../../validation";
import { secretBoxOf } from "../../infra/secrets";
import { guardedFetch } from "../../infra/outbound";
import { discoverCalendars, type DiscoveredCalendar } from "./integration.caldav";
import { revokeGrant } from "./integration.oauth";
import { refreshOAuthCalendars } from "./integration.calendars";
import { paymentSettings, removeStripeEndpoint, type PaymentSettingsView } from "./integration.stripe";
import type { Res } from "./integration.connections";

/*
 * A workspace's connections to outside accounts: one per provider (a second is a 409). What an account needs to be
 * used (a password, OAuth tokens, an API key) is sealed (infra/secrets.ts) bound to the row's id and opened only by
 * the module that uses it, through `connectionFor(...).secrets()`; nothing answers it: every REST and GraphQL answer
 * is the id, provider, label, status, error and calendar. A connection the provider refuses is marked
 * "needs reconnect" with the reason, and the bell says so once.
 */

/** What CalDAV keeps sealed. */
export interface CaldavSecrets {
  username: string;
  password: string;
}

/** The `fetch` for a user-entered server: the private-address guard in production (ALLOWED_PRIVATE_HOSTS excepted). */
export const userServerFetch = (res: Pick<AppResources, "config">) =>
  guardedFetch({ guardAddresses: res.config.production, allowedPrivateHosts: res.config.allowedPrivateHosts });

/** What the API shows of a connection: never its secrets, nor the pull's bookkeeping (read only by the pull). */
const SHOWN = {
  id: true, provider: true, label: true, status: true, error: true, calendars: true, calendarUrl: true, calendarName: true, lastSyncAt: true,
} satisfies Prisma.ConnectionSelect;
export type ShownConnection = Prisma.ConnectionGetPayload<{ select: typeof SHOWN }>;

export function listConnections(ctx: ServiceContext): Promise<ShownConnection[]> {
  return ctx.prisma.connection.findMany({ where: { userId: ctx.viewer.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: SHOWN });
}

const PROVIDER_NAMES = CONNECTION_PROVIDER_LABELS;
const alreadyConnected = (provider: ConnectionProvider) =>
  new ConflictError(`${PROVIDER_NAMES[provider]} is connected already: disconnect it first`);

const calendarsOf = (c: Pick<Connection, "calendars">) => (Array.isArray(c.calendars) ? c.calendars as unknown as DiscoveredCalendar[] : []);

/**
 * Connects the workspace's CalDAV account: its calendars found first (a refused password or an address that is not a
 * CalDAV server is a 400 in the server's words, and nothing is stored), then the connection stored with its password
 * sealed. `calendarUrl`, when given, must be one of those found.
 */
export async function connectCaldav(ctx: ServiceContext, input: unknown): Promise<{ connection: Connection; calendars: DiscoveredCalendar[] }> {
  const v = validateInput(caldavConnectSchema, input);
  if (await ctx.prisma.connection.count({ where: { userId: ctx.viewer.id, provider: "caldav" } })) throw alreadyConnected("caldav");
  const calendars = await discoverCalendars({ url: v.url, username: v.username, password: v.password }, userServerFetch(ctx));
  const chosen = v.calendarUrl ? pick(calendars, v.calendarUrl) : null;
  const id = crypto.randomUUID();
  const host = new URL(v.url).host;
  try {
    const connection = await ctx.prisma.connection.create({
      data: {
        id, userId: ctx.viewer.id, provider: "caldav", label: `${v.username} at ${host}`.slice(0, 300), serverUrl: v.url,
        calendars: calendars as unknown as Prisma.InputJsonValue, calendarUrl: chosen?.url ?? null, calendarName: chosen?.name ?? null,
        secrets: secretBoxOf(ctx.config).seal(id, { username: v.username, password: v.password } satisfies CaldavSecrets),
      },
    });
    return { connection, calendars };
  } catch (e) {
    // two connects at the same moment: the unique index keeps one
    if ((e as { code?: string }).code === "P2002") throw alreadyConnected("caldav");
    throw e;
  }
}

function pick(calendars: DiscoveredCalendar[], url: string): DiscoveredCalendar {
  const norm = (u: string) => { try { const x = new URL(u); if (!x.pathname.endsWith("/")) x.pathname += "/"; return x.href; } catch { return u; } };
  const found = calendars.find((c) => c.url === norm(url));
  if (!found) {
    throw new ValidationError({ calendarUrl: calendars.length
      ? `Choose one of the account's calendars: ${calendars.map((c) => c.name).join(", ")}`.slice(0, 500)
      : "The account has no calendar: create one on the server first" });
  }
  return found;
}

/**
 * Chooses the calendar events go to, among those found when connecting (a Google or Microsoft account's calendars are
 * listed again when the stored list does not hold the one chosen). The calendar's sync state starts over.
 */
export async function chooseCalendar(ctx: ServiceContext, id: string, input: unknown): Promise<Connection> {
  const v = validateInput(chooseCalendarSchema, input);
  let c = await ctx.prisma.connection.findFirst({ where: ownedWhere(ctx, id) });
  if (!c) throw new NotFoundError("Integration");
  if (c.provider !== "caldav" && !CALENDAR_ACCOUNTS.includes(c.provider)) {
    throw new ValidationError({ calendarUrl: `${PROVIDER_NAMES[c.provider as ConnectionProvider] ?? c.provider} has no calendar to choose` });
  }
  if ((c.provider === "google" || c.provider === "microsoft") && !calendarsOf(c).some((x) => x.url === v.calendarUrl)) {
    const listed = await refreshOAuthCalendars(ctx, ctx.viewer.id, c.provider);
    if (listed) c = { ...c, calendars: listed as unknown as Prisma.JsonValue };
  }
  const chosen = c.provider === "caldav" ? pick(calendarsOf(c), v.calendarUrl) : pickById(calendarsOf(c), v.calendarUrl);
  const changed = c.calendarUrl !== chosen.url;
  const { count } = await ctx.prisma.connection.updateMany({
    where: ownedWhere(ctx, id),
    data: { calendarUrl: chosen.url, calendarName: chosen.name, ...(changed ? { syncToken: null, pullSkipped: {} } : {}) },
  });
  if (!count) throw new NotFoundError("Integration");
  return { ...c, calendarUrl: chosen.url, calendarName: chosen.name };
}

/** The accounts other than CalDAV that hold a calendar. */
const CALENDAR_ACCOUNTS: string[] = ["google", "microsoft"];

function pickById(calendars: DiscoveredCalendar[], id: string): DiscoveredCalendar {
  const found = calendars.find((c) => c.url === id);
  if (!found) {
    throw new ValidationError({ calendarUrl: calendars.length
      ? `Choose one of the account's calendars: ${calendars.map((c) => c.name).join(", ")}`.slice(0, 500)
      : "The account has no calendar it may write to" });
  }
  return found;
}

/**
 * Disconnects: the grant is revoked first where the provider allows it (Google, Zoom; a failed revoke is logged and
 * does not stop the disconnect; CalDAV and Microsoft have nothing to revoke), Stripe's webhook endpoint is deleted on
 * the account, then the row and its sealed secrets are deleted.
 */
export async function disconnect(ctx: ServiceContext, id: string): Promise<{ id: string }> {
  const c = await ctx.prisma.connection.findFirst({ where: ownedWhere(ctx, id), select: { id: true, provider: true, secrets: true } });
  if (!c) throw new NotFoundError("Integration");
  await revokeGrant(ctx, c);
  await removeStripeEndpoint(ctx, c);
  const { count } = await ctx.prisma.connection.deleteMany({ where: ownedWhere(ctx, id) });
  if (!count) throw new NotFoundError("Integration");
  return { id };
}

/** `DELETE /api/settings/payments`: disconnects Stripe (its endpoint removed); answers the settings, now off. */
export async function disconnectPayments(ctx: ServiceContext): Promise<PaymentSettingsView> {
  const c = await ctx.prisma.connection.findUnique({ where: { userId_provider: { userId: ctx.viewer.id, provider: "stripe" } }, select: { id: true } });
  if (c) {
    try {
      await disconnect(ctx, c.id);
    } catch (err) {
      // disconnected at the same moment by another request: the same outcome
      if (!(err instanceof NotFoundError)) throw err;
    }
  }
  return paymentSettings(ctx);
}

/**
 * After a key rotation: every connection sealed under another key than the current one is sealed again under it
 * (ENCRYPTION_KEY_PREVIOUS opens it). In batches, each row written only if unchanged since read. Answers how many.
 */
export async function resealSecrets(res: Res): Promise<number> {
  const box = secretBoxOf(res.config);
  let done = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await res.prisma.connection.findMany({ where: { id: { gt: after } }, orderBy: { id: "asc" }, take: 500, select: { id: true, secrets: true } });
    if (!rows.length) return done;
    for (const r of rows) {
      if (!box.needsReseal(r.secrets)) continue;
      const sealed = box.seal(r.id, box.open(r.id, r.secrets));
      const { count } = await res.prisma.connection.updateMany({ where: { id: r.id, secrets: r.secrets }, data: { secrets: sealed } });
      done += count;
    }
    after = rows[rows.length - 1].id;
  }
}

/** A connection as every API answers it: never its secrets. */
export function toConnectionJson(c: Omit<ShownConnection, "calendars">) {
  return {
    id: c.id, provider: c.provider as ConnectionProvider, label: c.label, status: c.status as ConnectionStatus, error: c.error,
    calendar: c.calendarUrl ? { url: c.calendarUrl, name: c.calendarName ?? c.calendarUrl } : null,
    lastSyncAt: c.lastSyncAt?.toISOString() ?? null,
  };
}

/** The calendars found on the account when it was connected. */
export const calendarsFound = (c: Pick<Connection, "calendars">) => calendarsOf(c).map((x) => ({ url: x.url, name: x.name }));
