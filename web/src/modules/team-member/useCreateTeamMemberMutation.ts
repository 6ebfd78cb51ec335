import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useCreateMutation } from "../../relay/recordMutations";
import { TEAM_MEMBER_FAILURE_TOAST, TEAM_MEMBER_TEXTS } from "./texts";
import type { CreateTeamMemberInput, useCreateTeamMemberMutation as Op } from "./__generated__/useCreateTeamMemberMutation.graphql";

const mutation = graphql`
  mutation useCreateTeamMemberMutation($input: CreateTeamMemberInput!, $connections: [ID!]!) {
    createTeamMember(input: $input) {
      __typename
      ... on CreateTeamMemberPayload {
        teamMember @prependNode(connections: $connections, edgeTypeName: "TeamMemberEdge") {
          id
          ...TeamMemberCard_teamMember
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Adds a team member: its card appears first in the list (`connectionId`: the list's `__id`) and the list's count
 * follows. Toasts: 'Team member added' or 'Error' / 'Failed to add team member. Please try again.'
 */
export function useCreateTeamMemberMutation(): [(input: CreateTeamMemberInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useCreateMutation<Op>(mutation, {
    result: (r) => r.createTeamMember,
    payloadType: "CreateTeamMemberPayload",
    countDelta: 1,
    successToast: TEAM_MEMBER_TEXTS.created,
    failureToast: TEAM_MEMBER_TEXTS.createFailed,
    failureToastOptions: TEAM_MEMBER_FAILURE_TOAST,
  });
}
