import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { INTEGRATION_TEXTS } from "./texts";
import type { usePullCalendarMutation as Op } from "./__generated__/usePullCalendarMutation.graphql";

const mutation = graphql`
  mutation usePullCalendarMutation {
    pullCalendar {
      __typename
      ... on PullCalendarPayload {
        queued
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Sync now: the connected calendar read back at once. Toasts: 'Syncing your calendar', or 'Error' / 'Failed to sync'. */
export function usePullCalendarMutation(): [() => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.pullCalendar,
    payloadType: "PullCalendarPayload",
    successToast: INTEGRATION_TEXTS.syncStarted,
    failureToast: INTEGRATION_TEXTS.syncNowFailed,
  });
  const pull = useCallback(() => commit({ variables: {} }), [commit]);
  return [pull, inFlight];
}
