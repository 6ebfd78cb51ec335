import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { ConnectionHandler, type RecordSourceSelectorProxy } from "relay-runtime";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { NOTIFICATION_TEXTS } from "./texts";
import type { useMarkAllNotificationsReadMutation as Op } from "./__generated__/useMarkAllNotificationsReadMutation.graphql";

const mutation = graphql`
  mutation useMarkAllNotificationsReadMutation {
    markAllNotificationsRead {
      __typename
      ... on MarkAllNotificationsReadPayload {
        markedCount
        viewer {
          id
          unreadNotificationCount
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Every notification in the panel shown read, the bell without its badge. */
function allRead(store: RecordSourceSelectorProxy, withCount: boolean): void {
  const viewer = store.getRoot().getLinkedRecord("viewer");
  if (!viewer) return;
  if (withCount) viewer.setValue(0, "unreadNotificationCount");
  const connection = ConnectionHandler.getConnection(viewer, "NotificationsPanel_notifications");
  for (const edge of connection?.getLinkedRecords("edges") ?? []) edge?.getLinkedRecord("node")?.setValue(true, "isRead");
}

/**
 * 'Mark all as read': the panel's unread markers and the bell's badge go at once; the server's count (0, or the
 * notifications that arrived meanwhile) replaces the guess when it answers.
 */
export function useMarkAllNotificationsReadMutation(): [() => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.markAllNotificationsRead,
    payloadType: "MarkAllNotificationsReadPayload",
    failureToast: NOTIFICATION_TEXTS.updateFailed,
    failureToastOptions: { detailFrom: [] },
  });
  const markAll = useCallback(
    () =>
      run({
        variables: {},
        optimisticUpdater: (store) => allRead(store, true),
        updater: (store, data) => {
          if (data?.markAllNotificationsRead?.__typename === "MarkAllNotificationsReadPayload") allRead(store, false);
        },
      }),
    [run],
  );
  return [markAll, inFlight];
}
