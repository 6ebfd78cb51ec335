import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { graphql, useRelayEnvironment, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from "relay-runtime";
import { LatestFetch } from "../../relay/latestFetch";
import type { useDashboardLiveSubscription } from "./__generated__/useDashboardLiveSubscription.graphql";

const subscription = graphql`
  subscription useDashboardLiveSubscription {
    dashboardStatsUpdated {
      asOf
      ...StatCards_stats
    }
  }
`;

export type LiveStatus = "live" | "paused";

/**
 * Fetches `query` again from the network while the component is mounted; calls during a fetch are coalesced into one
 * more fetch after it, so the last state always wins (see LatestFetch).
 */
export function useRefetchInPlace<T extends OperationType>(query: GraphQLTaggedNode, variables: T["variables"]) {
  const environment = useRelayEnvironment();
  const varsKey = JSON.stringify(variables);
  const fetcher = useMemo(() => new LatestFetch<T>(environment, query, JSON.parse(varsKey) as T["variables"]), [environment, query, varsKey]);
  useEffect(() => {
    fetcher.open();
    return () => fetcher.close();
  }, [fetcher]);
  return fetcher.run;
}

/**
 * Live dashboard: subscribes to `dashboardStatsUpdated` while mounted. Each push is copied onto
 * viewer.dashboardStats (the stats have no id: the payload lands at the subscription's root field, so the updater
 * copies it onto the record the stat cards read), then `onPush` runs (the page refreshes its lists).
 * The status turns 'paused' when the subscription errors or ends; `reconnect` subscribes again.
 */
export function useDashboardLive(onPush: () => void): { status: LiveStatus; pushes: number; reconnect: () => void } {
  const [status, setStatus] = useState<LiveStatus>("live");
  const [generation, setGeneration] = useState(0);
  const [pushes, setPushes] = useState(0);
  const onPushRef = useRef(onPush);
  onPushRef.current = onPush;

  const config = useMemo<GraphQLSubscriptionConfig<useDashboardLiveSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const payload = store.getRootField("dashboardStatsUpdated");
        const stats = store.getRoot().getLinkedRecord("viewer")?.getLinkedRecord("dashboardStats");
        if (payload && stats) stats.copyFieldsFrom(payload);
      },
      onNext: () => {
        setStatus("live");
        setPushes((n) => n + 1);
        onPushRef.current();
      },
      onError: () => setStatus("paused"),
      onCompleted: () => setStatus("paused"),
    }),
    // a new config object subscribes again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [generation],
  );
  useSubscription<useDashboardLiveSubscription>(config);

  const reconnect = useCallback(() => {
    setStatus("live");
    setGeneration((g) => g + 1);
  }, []);
  return { status, pushes, reconnect };
}
