import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { UpdateTeamMemberInput, useUpdateTeamMemberMutation as Op } from "./__generated__/useUpdateTeamMemberMutation.graphql";
import { failureOf, outcomeOf, type MutationOutcome } from "../../relay/mutationResult";

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
  const [commit, inFlight] = useMutation<Op>(mutation);
  const update = useCallback(
    (input: UpdateTeamMemberInput) =>
      new Promise<MutationOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (data) => resolve(outcomeOf(data.updateTeamMember, "UpdateTeamMemberPayload")),
          onError: (error) => resolve(failureOf(error)),
        });
      }),
    [commit],
  );
  return [update, inFlight];
}
