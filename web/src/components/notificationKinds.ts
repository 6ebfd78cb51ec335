import { createContext, use, useContext } from "react";
import type { NotificationKindLook, NotificationKindLooks } from "../lib/webModule";

// The notification kinds' icons the modules declare on their faces (`notificationKinds`), handed down from the top
// (App, from the route table) to the bell, which thus shows an invoice's icon without naming the invoice module. The
// declarations load with the bell's panel, once.

type KindsLoader = () => Promise<{ default: NotificationKindLooks }>;

const NotificationKindsContext = createContext<readonly KindsLoader[]>([]);

/** Hands `value` (every module's notification kinds' loader) to the bell below. */
export const NotificationKindsProvider = NotificationKindsContext.Provider;

const loaded = new WeakMap<readonly KindsLoader[], Promise<ReadonlyMap<string, NotificationKindLook>>>();

/**
 * The notification kinds the modules declare, by kind (none outside a `NotificationKindsProvider`): suspends while
 * they load (the panel's skeleton shows meanwhile).
 */
export function useNotificationKinds(): ReadonlyMap<string, NotificationKindLook> {
  const loaders = useContext(NotificationKindsContext);
  let kinds = loaded.get(loaders);
  if (!kinds) {
    kinds = Promise.all(loaders.map((load) => load())).then((all) => new Map(all.flatMap((m) => Object.entries(m.default))));
    loaded.set(loaders, kinds);
  }
  return use(kinds);
}
