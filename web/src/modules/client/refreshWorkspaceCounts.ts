import { commitLocalUpdate, fetchQuery, graphql } from "react-relay";
import type { IEnvironment } from "relay-runtime";
import type { refreshWorkspaceCountsQuery } from "./__generated__/refreshWorkspaceCountsQuery.graphql";

const countsQuery = graphql`
  query refreshWorkspaceCountsQuery {
    viewer {
      sidebarCounts {
        clients
        activeProjects
        overdueTasks
        unreadMessages
      }
    }
  }
`;

/**
 * Spec §7 refresh rules, after a client is created, updated or deleted:
 * - the navigation badges (`viewer.sidebarCounts`, read by the shell's NavList) are refetched now; Relay writes
 *   them into the same viewer record, so the sidebar and the mobile menu update without a reload;
 * - the dashboard statistics are marked stale, so the Dashboard's route query refetches them when it is next
 *   loaded instead of showing the numbers from before the change.
 * Failures are ignored: the badges are a convenience and the next full load corrects them.
 */
export function refreshWorkspaceCounts(environment: IEnvironment): void {
  commitLocalUpdate(environment, (store) => {
    store.getRoot().getLinkedRecord("viewer")?.getLinkedRecord("dashboardStats")?.invalidateRecord();
  });
  fetchQuery<refreshWorkspaceCountsQuery>(environment, countsQuery, {}, { fetchPolicy: "network-only" }).subscribe({
    error: () => undefined,
  });
}
