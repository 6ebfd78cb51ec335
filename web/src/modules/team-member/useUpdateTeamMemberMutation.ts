import { useCallback } from "react";
import { graphql } from "react-relay";
import type { UpdateTeamMemberInput, useUpdateTeamMemberMutation as Op } from "./__generated__/useUpdateTeamMemberMutation.graphql";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";

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
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Saves a team member; the card re-renders from the returned record (Relay normalises it by id). */
export function useUpdateTeamMemberMutation(): [(input: UpdateTeamMemberInput) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.updateTeamMember,
    payloadType: "UpdateTeamMemberPayload",
    listKeys: ["TeamMembersPage_teamMembers"],
  });
  const update = useCallback((input: UpdateTeamMemberInput) => run({ variables: { input } }), [run]);
  return [update, inFlight];
}
