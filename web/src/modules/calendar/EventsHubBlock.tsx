import { CalendarDays } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { HubBlock, HubRow, hubBlockTestId, hubRows } from "../../components/HubBlock";
import { defineHubBlock } from "../../components/HubBlocks";
import { eventWhen } from "../../components/RecordPage";
import { recordListPath, recordPath } from "../../lib/recordPaths";
import type { HubBlockProps } from "../../lib/webModule";
import type { EventsHubBlockQuery } from "./__generated__/EventsHubBlockQuery.graphql";
import type { EventsHubBlock_event$key } from "./__generated__/EventsHubBlock_event.graphql";

// The upcoming events block of a client's hub and a project's page: the 5 soonest that have not ended.

const query = graphql`
  query EventsHubBlockQuery($id: ID!) {
    node(id: $id) {
      ... on Client {
        upcomingEvents(first: 5) { edges { node { id ...EventsHubBlock_event } } }
      }
      ... on Project {
        upcomingEvents(first: 5) { edges { node { id ...EventsHubBlock_event } } }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment EventsHubBlock_event on CalendarEvent {
    id
    title
    startTime
    isAllDay
  }
`;

const EMPTY = { client: "No upcoming events with this client.", project: "No upcoming events for this project." } as const;

function EventsBlock({ data, hub, timeZone }: HubBlockProps<EventsHubBlockQuery>) {
  const rows = hubRows(data.node?.upcomingEvents);
  return (
    <HubBlock title="Upcoming events" testId={hubBlockTestId(hub, "events")} icon={<CalendarDays size={18} />} emptyText={EMPTY[hub]}
      create="event" viewAll={recordListPath("event")} isEmpty={rows.length === 0}>
      {rows.map((e) => <EventRow key={e.id} event={e} timeZone={timeZone} />)}
    </HubBlock>
  );
}

function EventRow({ event, timeZone }: { event: EventsHubBlock_event$key; timeZone: string | null | undefined }) {
  const e = useFragment(rowFragment, event);
  return <HubRow title={e.title} to={recordPath("event", e.id)} detail={eventWhen(e.startTime, e.isAllDay, timeZone)} />;
}

export const eventsHubBlock = defineHubBlock<EventsHubBlockQuery>({ query, follows: "calendar_event", Component: EventsBlock });
