import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { INTEGRATION_TEXTS } from "./texts";
import type { useRegenerateCalendarFeedMutation as Op } from "./__generated__/useRegenerateCalendarFeedMutation.graphql";

const mutation = graphql`
  mutation useRegenerateCalendarFeedMutation {
    regenerateCalendarFeed {
      __typename
      ... on RegenerateCalendarFeedPayload {
        feedUrl
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * A new secret feed URL (the old one stops working at once), shown in the panel in place of the old one. Toasts:
 * 'Feed URL regenerated' or 'Error' / 'Failed to regenerate the feed URL'.
 */
export function useRegenerateCalendarFeedMutation(): [() => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.regenerateCalendarFeed,
    payloadType: "RegenerateCalendarFeedPayload",
    successToast: INTEGRATION_TEXTS.regenerated,
    failureToast: INTEGRATION_TEXTS.regenerateFailed,
  });
  const regenerate = useCallback(
    () =>
      commit({
        variables: {},
        updater: (store, data) => {
          const result = data?.regenerateCalendarFeed;
          if (result?.__typename !== "RegenerateCalendarFeedPayload") return;
          store.getRoot().getLinkedRecord("viewer")?.getLinkedRecord("calendarIntegration")?.setValue(result.feedUrl, "feedUrl");
        },
      }),
    [commit],
  );
  return [regenerate, inFlight];
}
