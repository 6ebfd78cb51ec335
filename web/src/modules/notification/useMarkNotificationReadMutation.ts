import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { NOTIFICATION_TEXTS } from "./texts";
import type { useMarkNotificationReadMutation as Op } from "./__generated__/useMarkNotificationReadMutation.graphql";

const mutation = graphql`
  mutation useMarkNotificationReadMutation($input: MarkNotificationReadInput!) {
    markNotificationRead(input: $input) {
      __typename
      ... on MarkNotificationReadPayload {
        notification {
          id
          isRead
          readAt
        }
        viewer {
          id
          unreadNotificationCount
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Marks one notification read (it was opened): its unread marker and the bell's count change at once, and the
 * server's count replaces the guess when it answers. A failure puts both back with 'Failed to update notifications'.
 */
export function useMarkNotificationReadMutation(): [(id: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.markNotificationRead,
    payloadType: "MarkNotificationReadPayload",
    failureToast: NOTIFICATION_TEXTS.updateFailed,
    failureToastOptions: { detailFrom: [] },
  });
  const markRead = useCallback(
    (id: string) =>
      run({
        variables: { input: { id } },
        optimisticUpdater: (store) => {
          const notification = store.get(id);
          if (!notification || notification.getValue("isRead") === true) return;
          notification.setValue(true, "isRead");
          const viewer = store.getRoot().getLinkedRecord("viewer");
          const count = viewer?.getValue("unreadNotificationCount");
          if (viewer && typeof count === "number") viewer.setValue(Math.max(0, count - 1), "unreadNotificationCount");
        },
      }),
    [run],
  );
  return [markRead, inFlight];
}
