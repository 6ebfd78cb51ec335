import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useDeleteMutation } from "../../relay/recordMutations";
import { TEAM_MEMBER_FAILURE_TOAST, TEAM_MEMBER_TEXTS } from "./texts";
import type { useDeleteTeamMemberMutation as Op } from "./__generated__/useDeleteTeamMemberMutation.graphql";

const mutation = graphql`
  mutation useDeleteTeamMemberMutation($input: DeleteTeamMemberInput!, $connections: [ID!]!) {
    deleteTeamMember(input: $input) {
      __typename
      ... on DeleteTeamMemberPayload {
        deletedTeamMemberId @deleteEdge(connections: $connections)
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Deletes a team member and removes its card from the list (`connectionId`: the list's `__id`). Toasts: 'Team member
 * deleted' or 'Error' / 'Failed to delete team member. Please try again.' (with the server's message when there is one).
 */
export function useDeleteTeamMemberMutation(): [(id: string, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useDeleteMutation<Op>(mutation, {
    result: (r) => r.deleteTeamMember,
    payloadType: "DeleteTeamMemberPayload",
    countDelta: -1,
    listKeys: ["TeamMemberList_teamMembers"],
    successToast: TEAM_MEMBER_TEXTS.deleted,
    failureToast: TEAM_MEMBER_TEXTS.deleteFailed,
    failureToastOptions: TEAM_MEMBER_FAILURE_TOAST,
  });
}
