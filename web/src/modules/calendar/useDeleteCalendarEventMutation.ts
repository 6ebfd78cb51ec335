import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { showCalendarFailure, useCalendarRefresh } from "./calendarRefresh";
import { CALENDAR_TEXTS } from "./texts";
import type { OccurrenceScope, useDeleteCalendarEventMutation as Op } from "./__generated__/useDeleteCalendarEventMutation.graphql";

const mutation = graphql`
  mutation useDeleteCalendarEventMutation($input: DeleteCalendarEventInput!, $connections: [ID!]!) {
    deleteCalendarEvent(input: $input) {
      __typename
      ... on DeleteCalendarEventPayload {
        deletedCalendarEventId @deleteEdge(connections: $connections)
        seriesKept
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** One occurrence of a series to delete, and whether only it goes or the whole series. */
export interface OccurrenceChoice {
  occurrence: string;
  scope: OccurrenceScope;
}

/**
 * Deletes an event (a series with all its occurrences), or from an occurrence of a series that occurrence only
 * (`scope: this`: the series stays in the list) or the whole series. The card leaves the list (`connectionId`: the
 * list's `__id`) and the month view refreshes. Toasts: 'Event deleted successfully' or 'Error' with the server's message.
 */
export function useDeleteCalendarEventMutation(): [(id: string, connectionId: string, at?: OccurrenceChoice) => Promise<MutationOutcome>, boolean] {
  const refresh = useCalendarRefresh();
  const [commit, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.deleteCalendarEvent,
    payloadType: "DeleteCalendarEventPayload",
    countDelta: -1,
    listKeys: ["CalendarEventList_calendarEvents"],
    successToast: CALENDAR_TEXTS.deleted,
  });
  const remove = useCallback(
    async (id: string, connectionId: string, at?: OccurrenceChoice) => {
      // one occurrence deleted keeps its series, and its card
      const connections = at?.scope === "this" ? [] : [connectionId];
      const outcome = await commit({ variables: { input: { id, ...at }, connections } });
      if (outcome.ok) refresh();
      else showCalendarFailure(CALENDAR_TEXTS.deleteFailed, outcome);
      return outcome;
    },
    [commit, refresh],
  );
  return [remove, inFlight];
}
