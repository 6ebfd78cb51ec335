import { graphql } from "react-relay/hooks";
import { fetchQuery, type IEnvironment } from "relay-runtime";

const query = graphql`
  query refreshEventQuery($id: ID!) {
    node(id: $id) {
      ...CalendarEventCard_calendarEvent @alias(as: "calendarEvent")
    }
  }
`;

/** Reads one event again from the server (a failed sync keeps its reason on the event: its card shows it). */
export function refreshEvent(environment: IEnvironment, id: string): void {
  fetchQuery(environment, query, { id }, { fetchPolicy: "network-only" }).subscribe({});
}
