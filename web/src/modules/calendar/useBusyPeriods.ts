import { useEffect, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { BusyPeriod } from "./TimeGrid";
import type { useBusyPeriodsQuery } from "./__generated__/useBusyPeriodsQuery.graphql";

const query = graphql`
  query useBusyPeriodsQuery($from: DateTime!, $to: DateTime!) {
    viewer {
      calendarBusy(from: $from, to: $to) {
        start
        end
      }
    }
  }
`;

const NONE: readonly BusyPeriod[] = [];

/**
 * The connected calendar's busy periods over [from, to), read for the Week and Day views without holding them up: none
 * until they arrive, none when no calendar is connected, and none when the calendar cannot be read (the grid shows
 * the events all the same).
 */
export function useBusyPeriods(from: Date, to: Date, enabled: boolean, fetchKey: number): readonly BusyPeriod[] {
  const environment = useRelayEnvironment();
  const [periods, setPeriods] = useState<{ key: string; periods: readonly BusyPeriod[] }>({ key: "", periods: NONE });
  const key = `${from.toISOString()}/${to.toISOString()}`;
  useEffect(() => {
    if (!enabled) return;
    const subscription = fetchQuery<useBusyPeriodsQuery>(environment, query, { from: from.toISOString(), to: to.toISOString() }, { fetchPolicy: "network-only" }).subscribe({
      next: (data) => setPeriods({ key, periods: (data.viewer.calendarBusy ?? []).map((p) => ({ start: new Date(p.start as string), end: new Date(p.end as string) })) }),
      error: () => setPeriods({ key, periods: NONE }),
    });
    return () => subscription.unsubscribe();
    // the range as its key: a new Date of the same instant reads nothing again
  }, [environment, key, enabled, fetchKey]);
  return enabled && periods.key === key ? periods.periods : NONE;
}
