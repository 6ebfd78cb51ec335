import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useLiveSidebarCountsSubscription } from "./__generated__/useLiveSidebarCountsSubscription.graphql";

const subscription = graphql`
  subscription useLiveSidebarCountsSubscription {
    sidebarCountsUpdated {
      clients
      activeProjects
      overdueTasks
      unreadMessages
    }
  }
`;

/**
 * Keeps the navigation badges live: the server pushes fresh counts after any change in the workspace, from this
 * tab or another one, and they are written onto `viewer.sidebarCounts`, which the sidebar and mobile menu read.
 */
export function useLiveSidebarCounts(): void {
  const config = useMemo<GraphQLSubscriptionConfig<useLiveSidebarCountsSubscription>>(() => ({
    subscription,
    variables: {},
    updater: (store) => {
      const counts = store.getRootField("sidebarCountsUpdated");
      const viewer = store.getRoot().getLinkedRecord("viewer");
      if (counts && viewer) viewer.setLinkedRecord(counts, "sidebarCounts");
    },
    // a lost connection only stops the live badges; the page keeps working and the next load has fresh counts
    onError: () => undefined,
  }), []);
  useSubscription(config);
}
