import { Card, Flex, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack } from "@chakra-ui/react";
import { CalendarDays } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { useLiveList } from "../../relay/useWorkspaceChanges";
import { ListSkeleton } from "../../components/ListSkeleton";
import { RecordList } from "../../components/RecordList";
import { panelCard } from "../../theme/surfaces";
import { CalendarEventCard } from "./CalendarEventCard";
import { CALENDAR_PAGE_SIZE, CALENDAR_SKELETON_COUNT, CALENDAR_TEXTS } from "./texts";
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

const grid = { base: 1, lg: 2, xl: 3 } as const;

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
        <SimpleGrid as="section" aria-label="Events" columns={grid} gap="5">
          {items}
        </SimpleGrid>
      )}
      renderItem={(node) => <CalendarEventCard event={node} connectionId={connectionId} onEdit={onEdit} />}
      loadMoreGap="6"
      shownNoun="events"
    />
  );
}

/** The list while it loads: 5 card-shaped placeholders in the same grid. */
export function CalendarEventListSkeleton() {
  return (
    <ListSkeleton frame={<SimpleGrid columns={grid} gap="5" data-testid="events-loading" />} label="Loading events..." hiddenStatus count={CALENDAR_SKELETON_COUNT}>
      {() => (
        <Card.Root {...panelCard} data-testid="event-card-skeleton" aria-hidden="true">
          <Card.Body p="5" gap="4">
            <Flex align="flex-start" gap="3">
              <SkeletonCircle size="3" mt="1.5" />
              <Stack flex="1" gap="2.5">
                <Skeleton h="4" w="70%" />
                <Flex gap="1.5">
                  <Skeleton h="5" w="16" borderRadius="full" />
                  <Skeleton h="5" w="20" borderRadius="full" />
                </Flex>
              </Stack>
            </Flex>
            <SkeletonText noOfLines={2} gap="2.5" />
            <Stack gap="2">
              <Skeleton h="3.5" w="55%" />
              <Skeleton h="3.5" w="40%" />
              <Skeleton h="3.5" w="45%" />
            </Stack>
          </Card.Body>
          <Card.Footer px="5" py="3" justifyContent="flex-end" gap="2" borderTopWidth="1px" borderColor="border.muted">
            <Skeleton h="8" w="16" />
            <Skeleton h="8" w="20" />
          </Card.Footer>
        </Card.Root>
      )}
    </ListSkeleton>
  );
}
