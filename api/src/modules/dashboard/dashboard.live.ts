import type { ServiceContext } from "../../context";
import { sharedFeed } from "../../graphql/live";
import { getDashboardStats, type DashboardStats } from "./dashboard.service";

/**
 * The viewer's stats after every burst of changes in its workspace, as an async iterable (a GraphQL subscription
 * source): computed once per burst for every open tab of the workspace (`graphql/live.ts`). The statement reads the
 * time zone from the user's row, so only the tenant's id is taken from the context.
 */
export function subscribeDashboardStats(ctx: ServiceContext): AsyncIterable<DashboardStats> {
  return sharedFeed("dashboardStats", ctx, (c) => getDashboardStats(c));
}
