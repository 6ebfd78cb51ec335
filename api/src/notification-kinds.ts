/**
 * The catalogue of notification kinds (the bell's entries: `notifications.type`, the GraphQL enum NotificationType).
 * Nothing here names a kind: each module declares the kinds it creates, once, next to where it creates them
 * (`defineNotificationKinds`), each with what it means; the declaration adds them to `NotificationKinds`, so that
 * `createNotification` (and the SQL of a scan, `notificationKindSql`) takes a declared kind only: an unknown kind is
 * a type error, and refused at run time too. The GraphQL enum is built from the declarations when the schema is.
 */

/**
 * Every declared kind, with its description: each module's declaration adds its own
 * (`declare module "../../notification-kinds" { interface NotificationKinds extends KindsOfX {} }`).
 * @public (exported to be augmented by the declarations, not imported)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface NotificationKinds {}

export type NotificationKind = keyof NotificationKinds & string;

/** kind -> its description and the declaration that made it (declaring the same object again is a no-op) */
const kinds = new Map<string, { description: string; by: object }>();

/**
 * Declares the notification kinds a module creates (`{ kind: "what it means" }`), once, next to where it creates them.
 * A kind is lowercase words joined by `_`; a kind another declaration holds is refused.
 */
export function defineNotificationKinds<const K extends Readonly<Record<string, string>>>(declared: K): K {
  for (const [kind, description] of Object.entries(declared)) {
    const known = kinds.get(kind);
    if (known?.by === declared) continue;
    if (known) throw new Error(`the notification kind "${kind}" is declared twice`);
    if (!/^[a-z][a-z_]*$/.test(kind)) throw new Error(`a notification kind is lowercase words joined by _: "${kind}"`);
    kinds.set(kind, { description, by: declared });
  }
  return declared;
}

/** Every declared kind with its description, by name (once the modules are loaded). */
export const notificationKinds = (): { kind: NotificationKind; description: string }[] =>
  [...kinds].map(([kind, { description }]) => ({ kind: kind as NotificationKind, description })).sort((a, b) => a.kind.localeCompare(b.kind));

function isNotificationKind(kind: string): kind is NotificationKind {
  return kinds.has(kind);
}

/** Refuses (throws) a kind nobody declared; answers it. */
export function checkedNotificationKind(kind: NotificationKind): NotificationKind {
  if (!isNotificationKind(kind)) throw new Error(`unknown notification kind "${String(kind)}"`);
  return kind;
}

/** What a scan's SQL writes as a notification's type: a declared kind only. */
export function notificationKindSql(kind: NotificationKind): string {
  return checkedNotificationKind(kind);
}
