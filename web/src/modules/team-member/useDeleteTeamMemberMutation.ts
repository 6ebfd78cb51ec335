import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useDeleteTeamMemberMutation as Op } from "./__generated__/useDeleteTeamMemberMutation.graphql";
import { adjustTotalCount } from "../../relay/connections";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";

const mutation = graphql`
  mutation useDeleteTeamMemberMutation($input: DeleteTeamMemberInput!, $connections: [ID!]!) {
    deleteTeamMember(input: $input) {
      __typename
      ... on DeleteTeamMemberPayload {
        deletedTeamMemberId @deleteEdge(connections: $connections)
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

/** Deletes a team member and removes its card from the list (`connectionId`: the list's `__id`). */
export function useDeleteTeamMemberMutation(): [(id: string, connectionId: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.deleteTeamMember,
    payloadType: "DeleteTeamMemberPayload",
    listKeys: ["TeamMembersPage_teamMembers"],
  });
  const remove = useCallback(
    (id: string, connectionId: string) =>
      run({
        variables: { input: { id }, connections: [connectionId] },
        updater: (store, data) => {
          if (data?.deleteTeamMember.__typename === "DeleteTeamMemberPayload") adjustTotalCount(store, connectionId, -1);
        },
      }),
    [run],
  );
  return [remove, inFlight];
}
