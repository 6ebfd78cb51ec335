import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useDeleteTeamMemberMutation as Op } from "./__generated__/useDeleteTeamMemberMutation.graphql";
import { bumpTotalCount } from "./connection";
import { failureOf, outcomeOf, type MutationOutcome } from "../../relay/mutationResult";

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
  const [commit, inFlight] = useMutation<Op>(mutation);
  const remove = useCallback(
    (id: string, connectionId: string) =>
      new Promise<MutationOutcome>((resolve) => {
        commit({
          variables: { input: { id }, connections: [connectionId] },
          updater: (store, data) => {
            if (data?.deleteTeamMember.__typename === "DeleteTeamMemberPayload") bumpTotalCount(store, connectionId, -1);
          },
          onCompleted: (data) => resolve(outcomeOf(data.deleteTeamMember, "DeleteTeamMemberPayload")),
          onError: (error) => resolve(failureOf(error)),
        });
      }),
    [commit],
  );
  return [remove, inFlight];
}
