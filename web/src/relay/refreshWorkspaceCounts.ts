import { commitLocalUpdate, graphql } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import type { refreshWorkspaceCountsQuery } from "./__generated__/refreshWorkspaceCountsQuery.graphql";
import { LatestFetch } from "./latestFetch";

const query = graphql`
  query refreshWorkspaceCountsQuery {
    viewer {
      id
      sidebarCounts {
        clients
        activeProjects
        overdueTasks
        unreadMessages
      }
    }
  }
`;

const countsFetches = new WeakMap<IEnvironment, LatestFetch<refreshWorkspaceCountsQuery>>();

/**
 * After a client, project or task is created, updated, deleted or toggled:
 * - the navigation badges (`viewer.sidebarCounts`: clients, active projects, overdue tasks) are refetched now; the
 *   answer lands on the viewer record the shell's NavList reads, so the sidebar and the mobile menu change in place;
 * - the viewer record is marked stale, so a route query that reads it from the store (the Dashboard's stats,
 *   recent projects and upcoming tasks) is fetched again when it is next loaded instead of showing the figures
 *   from before the change.
 * A failure of the refetch is ignored: the badges are refreshed again after the next change or load. A change made
 * while the counts are being fetched gets one more fetch after it (LatestFetch), never the older answer.
 */
export function refreshWorkspaceCounts(environment: IEnvironment): void {
  commitLocalUpdate(environment, (store) => {
    store.getRoot().getLinkedRecord("viewer")?.invalidateRecord();
  });
  let counts = countsFetches.get(environment);
  if (!counts) countsFetches.set(environment, (counts = new LatestFetch<refreshWorkspaceCountsQuery>(environment, query, {})));
  counts.run();
}
