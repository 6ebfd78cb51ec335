import type { IEnvironment } from "relay-runtime";
import { bootRouteQuery } from "../../relay/preload";
import NotificationsBellQueryNode, { type NotificationsBellQuery } from "./__generated__/NotificationsBellQuery.graphql";

// The bell's query without the bell's code, so it can start with the page (the `boot` of its top bar item, index.ts).

/** Starts the bell's query with the page, in parallel with the authentication check and the shell's query. */
export function bootBellQuery(environment: IEnvironment): void {
  bootRouteQuery<NotificationsBellQuery>(environment, "notifications-bell", NotificationsBellQueryNode, {});
}
