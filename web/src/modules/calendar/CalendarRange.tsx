import { useEffect, type ReactNode } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { RANGE_PAGE_SIZE } from "@common/calendar-range";
import type { CalendarRangeQuery } from "./__generated__/CalendarRangeQuery.graphql";
import type { CalendarRange_viewer$data, CalendarRange_viewer$key } from "./__generated__/CalendarRange_viewer.graphql";
import type { CalendarRangePaginationQuery } from "./__generated__/CalendarRangePaginationQuery.graphql";

const query = graphql`
  query CalendarRangeQuery($from: DateTime!, $to: DateTime!, $count: Int!) {
    viewer {
      ...CalendarRange_viewer @arguments(from: $from, to: $to, count: $count)
    }
  }
`;

const fragment = graphql`
  fragment CalendarRange_viewer on User
  @argumentDefinitions(from: { type: "DateTime!" }, to: { type: "DateTime!" }, count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "CalendarRangePaginationQuery") {
    calendarOccurrences(from: $from, to: $to, first: $count, after: $cursor)
      @connection(key: "CalendarRange_calendarOccurrences", filters: ["from", "to"]) {
      edges {
        node {
          id
          startTime
          endTime
          occurrenceOf
          event {
            id
            title
            color
            isAllDay
            location
            updatedAt
            client {
              id
              name
            }
            ...EventDetails_calendarEvent
            ...CalendarEventForm_calendarEvent
          }
        }
      }
    }
  }
`;

/** One occurrence of an event in the range read: its times, the original start in its series, and its event. */
export type Occurrence = CalendarRange_viewer$data["calendarOccurrences"]["edges"][number]["node"];

interface RangeOccurrencesProps {
  from: Date;
  to: Date;
  /** Bumped after every change: the range is read again. */
  fetchKey: number;
  children: (occurrences: readonly Occurrence[]) => ReactNode;
}

/**
 * The occurrences overlapping [from, to), recurring events expanded by the server for exactly that range (every page
 * of them), handed to the view that lays them out.
 */
export function RangeOccurrences({ from, to, fetchKey, children }: RangeOccurrencesProps) {
  const variables = { from: from.toISOString(), to: to.toISOString(), count: RANGE_PAGE_SIZE };
  const data = useLazyLoadQuery<CalendarRangeQuery>(query, variables, { fetchKey, fetchPolicy: "store-and-network" });
  return <AllPages viewer={data.viewer}>{children}</AllPages>;
}

function AllPages({ viewer, children }: { viewer: CalendarRange_viewer$key; children: RangeOccurrencesProps["children"] }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CalendarRangePaginationQuery, CalendarRange_viewer$key>(fragment, viewer);
  // a busy range has more occurrences than one page: the rest follow at once
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(RANGE_PAGE_SIZE);
  }, [hasNext, isLoadingNext, loadNext]);
  return <>{children(data.calendarOccurrences.edges.map((e) => e.node))}</>;
}

/** An occurrence's start and end as dates. */
export const occurrenceTimes = (o: Pick<Occurrence, "startTime" | "endTime">) => ({ start: new Date(o.startTime as string), end: new Date(o.endTime as string) });
