import { createContext, useContext } from "react";
import type { NotificationKindLook } from "../lib/webModule";

// The notification kinds' icons the modules declare on their faces (`notificationKinds`), handed down from the top
// (App, from the route table) to the bell, which thus shows an invoice's icon without naming the invoice module.

const NotificationKindsContext = createContext<ReadonlyMap<string, NotificationKindLook>>(new Map());

/** Hands `value` (every module's notification kinds, by kind) to the bell below. */
export const NotificationKindsProvider = NotificationKindsContext.Provider;

/** The notification kinds the modules declare, by kind (none outside a `NotificationKindsProvider`). */
export const useNotificationKinds = () => useContext(NotificationKindsContext);
