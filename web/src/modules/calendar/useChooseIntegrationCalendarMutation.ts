import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { INTEGRATION_TEXTS } from "./texts";
import type { useChooseIntegrationCalendarMutation as Op } from "./__generated__/useChooseIntegrationCalendarMutation.graphql";

const mutation = graphql`
  mutation useChooseIntegrationCalendarMutation($input: ChooseIntegrationCalendarInput!) {
    chooseIntegrationCalendar(input: $input) {
      __typename
      ... on ChooseIntegrationCalendarPayload {
        integration {
          id
          calendar {
            url
            name
          }
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Chooses the calendar events are pushed to. Toasts: 'Calendar chosen', or 'Error' / 'Failed to choose the calendar'. */
export function useChooseIntegrationCalendarMutation(): [(id: string, calendarUrl: string) => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.chooseIntegrationCalendar,
    payloadType: "ChooseIntegrationCalendarPayload",
    successToast: INTEGRATION_TEXTS.calendarChosen,
    failureToast: INTEGRATION_TEXTS.chooseFailed,
  });
  const choose = useCallback((id: string, calendarUrl: string) => commit({ variables: { input: { id, calendarUrl } } }), [commit]);
  return [choose, inFlight];
}
