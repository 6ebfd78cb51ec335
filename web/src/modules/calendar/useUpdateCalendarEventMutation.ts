import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import { showCalendarFailure, useCalendarRefresh } from "./calendarRefresh";
import { CALENDAR_TEXTS } from "./texts";
import type { UpdateCalendarEventInput, useUpdateCalendarEventMutation as Op } from "./__generated__/useUpdateCalendarEventMutation.graphql";

const mutation = graphql`
  mutation useUpdateCalendarEventMutation($input: UpdateCalendarEventInput!) {
    updateCalendarEvent(input: $input) {
      __typename
      ... on UpdateCalendarEventPayload {
        calendarEvent {
          id
          ...CalendarEventCard_calendarEvent
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Saves an event's changed fields, or from one occurrence of a series (`occurrence` + `scope`) that occurrence only or
 * the whole series. Its card changes in place and the month view refreshes. Toasts: 'Event updated successfully' or
 * 'Error' with the server's message.
 */
export function useUpdateCalendarEventMutation(): [(input: UpdateCalendarEventInput) => Promise<MutationOutcome>, boolean] {
  const refresh = useCalendarRefresh();
  const [save, inFlight] = useInputMutation<Op>(mutation, {
    result: (r) => r.updateCalendarEvent,
    payloadType: "UpdateCalendarEventPayload",
    listKeys: ["CalendarEventList_calendarEvents"],
    successToast: CALENDAR_TEXTS.updated,
  });
  const run = useCallback(
    async (input: UpdateCalendarEventInput) => {
      const outcome = await save(input);
      if (outcome.ok) refresh();
      else showCalendarFailure(CALENDAR_TEXTS.updateFailed, outcome);
      return outcome;
    },
    [save, refresh],
  );
  return [run, inFlight];
}
