import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import { TEAM_MEMBER_FAILURE_TOAST, TEAM_MEMBER_TEXTS } from "./texts";
import type { UpdateTeamMemberInput, useUpdateTeamMemberMutation as Op } from "./__generated__/useUpdateTeamMemberMutation.graphql";

const mutation = graphql`
  mutation useUpdateTeamMemberMutation($input: UpdateTeamMemberInput!) {
    updateTeamMember(input: $input) {
      __typename
      ... on UpdateTeamMemberPayload {
        teamMember {
          id
          ...TeamMemberCard_teamMember
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Saves a team member's changed fields; its card changes in place (same record in the store). Toasts: 'Team member
 * updated' or 'Error' / 'Failed to update team member. Please try again.'
 */
export function useUpdateTeamMemberMutation(): [(input: UpdateTeamMemberInput) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.updateTeamMember,
    payloadType: "UpdateTeamMemberPayload",
    listKeys: ["TeamMemberList_teamMembers"],
    successToast: TEAM_MEMBER_TEXTS.updated,
    failureToast: TEAM_MEMBER_TEXTS.updateFailed,
    failureToastOptions: TEAM_MEMBER_FAILURE_TOAST,
  });
}
