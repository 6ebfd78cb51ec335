import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { useCalendarRefresh } from "./calendarRefresh";
import { refreshEvent } from "./refreshEvent";
import { INTEGRATION_TEXTS } from "./texts";
import type { useSyncCalendarEventMutation as Op } from "./__generated__/useSyncCalendarEventMutation.graphql";

const mutation = graphql`
  mutation useSyncCalendarEventMutation($input: SyncCalendarEventInput!) {
    syncCalendarEvent(input: $input) {
      __typename
      ... on SyncCalendarEventPayload {
        calendarEvent {
          id
          ...CalendarEventCard_calendarEvent
        }
      }
      ... on Error {
        reason: message
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** The provider the panel's Sync pushes to. */
const PROVIDER_TYPE = "caldav";

/**
 * Pushes an event to the CalDAV calendar. Its card shows the outcome (the external calendar, or why it failed) and
 * the month view refreshes. Toasts: 'Event synced with external calendar', or 'Sync Failed' / 'Failed to sync with
 * external calendar' with the server's reason on a second line.
 */
export function useSyncCalendarEventMutation(): [(id: string) => Promise<MutationOutcome>, boolean] {
  const environment = useRelayEnvironment();
  const refresh = useCalendarRefresh();
  const [commit, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.syncCalendarEvent,
    payloadType: "SyncCalendarEventPayload",
    listKeys: ["CalendarEventList_calendarEvents"],
    successToast: INTEGRATION_TEXTS.synced,
  });
  const sync = useCallback(
    async (id: string) => {
      let reason: string | undefined;
      const outcome = await commit({
        variables: { input: { id, providerType: PROVIDER_TYPE } },
        onCompleted: (response) => {
          const result = response.syncCalendarEvent;
          if ("reason" in result) reason = result.reason;
        },
      });
      if (!outcome.ok) {
        if (!outcome.silent) {
          toast.error({ title: INTEGRATION_TEXTS.syncFailedTitle, description: reason ? `${INTEGRATION_TEXTS.syncFailed}\n${reason}` : INTEGRATION_TEXTS.syncFailed });
        }
        // the event keeps why the push failed
        refreshEvent(environment, id);
      }
      refresh();
      return outcome;
    },
    [commit, environment, refresh],
  );
  return [sync, inFlight];
}
