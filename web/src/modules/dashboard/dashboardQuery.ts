import type { PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { bootRouteQuery, preloadRouteQuery } from "../../relay/preload";
import DashboardPageQueryNode, { type DashboardPageQuery } from "./__generated__/DashboardPageQuery.graphql";

// The dashboard's query without the page's code, so it can start with the page (the `boot` of its route, index.ts).

/** The route loader's query: cached figures show at once and are refreshed from the network. */
export function loadDashboardQuery(environment: IEnvironment): PreloadedQuery<DashboardPageQuery> {
  return preloadRouteQuery<DashboardPageQuery>(environment, "dashboard", DashboardPageQueryNode, {}, "store-and-network");
}

/** Starts the dashboard query with the page, in parallel with the authentication check and the page's code. */
export function bootDashboardQuery(environment: IEnvironment): void {
  bootRouteQuery<DashboardPageQuery>(environment, "dashboard", DashboardPageQueryNode, {}, "store-and-network");
}
