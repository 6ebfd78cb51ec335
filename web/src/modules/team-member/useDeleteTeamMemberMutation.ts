import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
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
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.deleteTeamMember,
    payloadType: "DeleteTeamMemberPayload",
    countDelta: -1,
    listKeys: ["TeamMemberList_teamMembers"],
    successToast: TEAM_MEMBER_TEXTS.deleted,
    failureToast: TEAM_MEMBER_TEXTS.deleteFailed,
    failureToastOptions: TEAM_MEMBER_FAILURE_TOAST,
  });
  const remove = useCallback(
    (id: string, connectionId: string) => run({ variables: { input: { id }, connections: [connectionId] } }),
    [run],
  );
  return [remove, inFlight];
}
