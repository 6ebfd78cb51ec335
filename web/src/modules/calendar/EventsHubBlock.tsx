import { CalendarDays } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { HubBlock, HubRow, hubBlockTestId, hubRows } from "../../components/HubBlock";
import { defineHubBlock } from "../../components/HubBlocks";
import { eventWhen } from "../../components/RecordPage";
import { recordListPath, recordPath } from "../../lib/recordPaths";
import type { HubBlockProps } from "../../lib/webModule";
import { HUB_TEXTS } from "./texts";
import type { EventsHubBlockQuery } from "./__generated__/EventsHubBlockQuery.graphql";
import type { EventsHubBlock_occurrence$key } from "./__generated__/EventsHubBlock_occurrence.graphql";

// The events block of a client's hub and a project's page: the 5 first occurrences of the events linked to the record
// (and, for a client, of those its e-mail address is invited to), those not ended first, soonest first, then past ones.

const query = graphql`
  query EventsHubBlockQuery($id: ID!) {
    node(id: $id) {
      id
      ... on Client {
        email
        eventOccurrences(first: 5) { edges { node { id ...EventsHubBlock_occurrence } } }
      }
      ... on Project {
        eventOccurrences(first: 5) { edges { node { id ...EventsHubBlock_occurrence } } }
      }
    }
  }
`;

/** A local day as 'YYYY-MM-DD' (the calendar's `?date=`). */
const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

const rowFragment = graphql`
  fragment EventsHubBlock_occurrence on CalendarOccurrence {
    startTime
    endTime
    event {
      id
      title
      isAllDay
      attendeeEmails
      client {
        id
      }
    }
  }
`;

function EventsBlock({ data, hub, timeZone }: HubBlockProps<EventsHubBlockQuery>) {
  const rows = hubRows(data.node?.eventOccurrences);
  // the time the rows are told apart by (past or not): read once per render of the block
  const now = Date.now();
  return (
    <HubBlock title={HUB_TEXTS.title} testId={hubBlockTestId(hub, "events")} icon={<CalendarDays size={18} />} emptyText={HUB_TEXTS.empty[hub]}
      create="event" viewAll={recordListPath("event")} isEmpty={rows.length === 0}>
      {rows.map((o) => <EventRow key={o.id} occurrence={o} timeZone={timeZone} client={hub === "client" && data.node ? { id: data.node.id, email: data.node.email } : undefined} now={now} />)}
    </HubBlock>
  );
}

/** An occurrence: its title (opening the event in the calendar, at the occurrence's day), when; 'Invited' on a client's event it is only invited to, 'Past' once ended. */
function EventRow({ occurrence, timeZone, client, now }: {
  occurrence: EventsHubBlock_occurrence$key;
  timeZone: string | null | undefined;
  /** the client whose hub it is */
  client?: { id: string; email?: string | null };
  now: number;
}) {
  const o = useFragment(rowFragment, occurrence);
  const when = eventWhen(o.startTime as string, o.event.isAllDay, timeZone);
  const email = client?.email?.trim().toLowerCase();
  const invited = client != null && o.event.client?.id !== client.id && !!email && o.event.attendeeEmails.some((a) => a.toLowerCase() === email);
  const past = Date.parse(o.endTime as string) <= now;
  return (
    <HubRow title={o.event.title} to={`${recordPath("event", o.event.id)}&date=${dayOf(new Date(o.startTime as string))}`} detail={invited ? `${when} · ${HUB_TEXTS.invited}` : when} badge={past ? HUB_TEXTS.past : null} />
  );
}

export const eventsHubBlock = defineHubBlock<EventsHubBlockQuery>({ query, follows: "calendar_event", Component: EventsBlock });
