import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { useCalendarRefresh } from "./calendarRefresh";
import { INTEGRATION_TEXTS } from "./texts";
import type { MeetingPlatform, useAddMeetingLinkMutation as Op } from "./__generated__/useAddMeetingLinkMutation.graphql";

const mutation = graphql`
  mutation useAddMeetingLinkMutation($input: AddMeetingLinkInput!) {
    addMeetingLink(input: $input) {
      __typename
      ... on AddMeetingLinkPayload {
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

/**
 * Creates a meeting on the platform and keeps its join link on the event: its card shows 'Join Meeting' and the month
 * view refreshes. Toasts: 'Meeting Link Generated' / '<platform> link added to event', or 'Error' / 'Failed to
 * generate meeting link' with the server's message on a second line.
 */
export function useAddMeetingLinkMutation(): [(id: string, platform: MeetingPlatform, platformName: string) => Promise<MutationOutcome>, boolean] {
  const refresh = useCalendarRefresh();
  const [commit, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.addMeetingLink,
    payloadType: "AddMeetingLinkPayload",
    listKeys: ["CalendarEventList_calendarEvents"],
  });
  const add = useCallback(
    async (id: string, platform: MeetingPlatform, platformName: string) => {
      let reason: string | undefined;
      const outcome = await commit({
        variables: { input: { id, platform } },
        onCompleted: (response) => {
          const result = response.addMeetingLink;
          if ("reason" in result) reason = result.reason;
        },
      });
      if (outcome.ok) {
        toast.success({ title: INTEGRATION_TEXTS.meetingAddedTitle, description: INTEGRATION_TEXTS.meetingAdded(platformName) });
        refresh();
      } else if (!outcome.silent) {
        toast.error({ title: "Error", description: reason ? `${INTEGRATION_TEXTS.meetingFailed}\n${reason}` : INTEGRATION_TEXTS.meetingFailed });
      }
      return outcome;
    },
    [commit, refresh],
  );
  return [add, inFlight];
}
