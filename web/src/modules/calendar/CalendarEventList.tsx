import { SimpleGrid } from "@chakra-ui/react";
import { CalendarDays } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { useLiveList } from "../../relay/useWorkspaceChanges";
import { RecordList } from "../../components/RecordList";
import { CalendarEventCard } from "./CalendarEventCard";
import { EVENT_LIST_COLUMNS } from "./CalendarEventListSkeleton";
import { CALENDAR_PAGE_SIZE, CALENDAR_TEXTS } from "./texts";
import type { CalendarEventForm_calendarEvent$key } from "./__generated__/CalendarEventForm_calendarEvent.graphql";
import type { CalendarEventList_viewer$key } from "./__generated__/CalendarEventList_viewer.graphql";
import type { CalendarEventListPaginationQuery } from "./__generated__/CalendarEventListPaginationQuery.graphql";

const fragment = graphql`
  fragment CalendarEventList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "CalendarEventListPaginationQuery") {
    calendarEvents(first: $count, after: $cursor) @connection(key: "CalendarEventList_calendarEvents") {
      __id
      totalCount
      edges {
        node {
          id
          ...CalendarEventCard_calendarEvent
        }
      }
    }
  }
`;

interface CalendarEventListProps {
  viewer: CalendarEventList_viewer$key;
  onCreate: () => void;
  onEdit: (event: CalendarEventForm_calendarEvent$key) => void;
}

/** The event cards (each series once, newest first) with 'Load more', or the empty state. */
export function CalendarEventList({ viewer, onCreate, onEdit }: CalendarEventListProps) {
  const { data, ...pagination } = usePaginationFragment<CalendarEventListPaginationQuery, CalendarEventList_viewer$key>(fragment, viewer);
  // an event created, changed or deleted in another tab (or by the API) shows here too
  useLiveList("calendar_event", pagination.refetch, data.calendarEvents.edges.length, CALENDAR_PAGE_SIZE);
  const connectionId = data.calendarEvents.__id;
  return (
    <RecordList
      connection={data.calendarEvents}
      testIdPrefix="events"
      pagination={pagination}
      pageSize={CALENDAR_PAGE_SIZE}
      empty={{ icon: CalendarDays, texts: CALENDAR_TEXTS, onAction: onCreate }}
      renderList={(items) => (
        <SimpleGrid as="section" aria-label="Events" columns={EVENT_LIST_COLUMNS} gap="5">
          {items}
        </SimpleGrid>
      )}
      renderItem={(node) => <CalendarEventCard event={node} connectionId={connectionId} onEdit={onEdit} />}
      loadMoreGap="6"
      shownNoun="events"
    />
  );
}
