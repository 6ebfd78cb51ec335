import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useCreateMutation } from "../../relay/recordMutations";
import { showCalendarFailure, useCalendarRefresh } from "./calendarRefresh";
import { CALENDAR_TEXTS } from "./texts";
import type { CreateCalendarEventInput, useCreateCalendarEventMutation as Op } from "./__generated__/useCreateCalendarEventMutation.graphql";

const mutation = graphql`
  mutation useCreateCalendarEventMutation($input: CreateCalendarEventInput!, $connections: [ID!]!) {
    createCalendarEvent(input: $input) {
      __typename
      ... on CreateCalendarEventPayload {
        calendarEvent @prependNode(connections: $connections, edgeTypeName: "CalendarEventEdge") {
          id
          ...CalendarEventCard_calendarEvent
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Creates an event: its card appears first in the list (`connectionId`: the list's `__id`), the month view refreshes.
 * Toasts: 'Event created successfully' or 'Error' with the server's message.
 */
export function useCreateCalendarEventMutation(): [(input: CreateCalendarEventInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  const refresh = useCalendarRefresh();
  const [create, inFlight] = useCreateMutation<Op>(mutation, {
    result: (r) => r.createCalendarEvent,
    payloadType: "CreateCalendarEventPayload",
    countDelta: 1,
    successToast: CALENDAR_TEXTS.created,
  });
  const run = useCallback(
    async (input: CreateCalendarEventInput, connectionId: string) => {
      const outcome = await create(input, connectionId);
      if (outcome.ok) refresh();
      else showCalendarFailure(CALENDAR_TEXTS.createFailed, outcome);
      return outcome;
    },
    [create, refresh],
  );
  return [run, inFlight];
}
