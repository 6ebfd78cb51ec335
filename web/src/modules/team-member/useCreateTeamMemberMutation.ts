import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { CreateTeamMemberInput, useCreateTeamMemberMutation as Op } from "./__generated__/useCreateTeamMemberMutation.graphql";
import { bumpTotalCount } from "./connection";
import { failureOf, outcomeOf, type MutationOutcome } from "../../relay/mutationResult";

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

/** Adds a team member and puts it first in the list (`connectionId`: the list's `__id`), without a refetch. */
export function useCreateTeamMemberMutation(): [(input: CreateTeamMemberInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useMutation<Op>(mutation);
  const create = useCallback(
    (input: CreateTeamMemberInput, connectionId: string) =>
      new Promise<MutationOutcome>((resolve) => {
        commit({
          variables: { input, connections: [connectionId] },
          updater: (store, data) => {
            if (data?.createTeamMember.__typename === "CreateTeamMemberPayload") bumpTotalCount(store, connectionId, +1);
          },
          onCompleted: (data) => resolve(outcomeOf(data.createTeamMember, "CreateTeamMemberPayload")),
          onError: (error) => resolve(failureOf(error)),
        });
      }),
    [commit],
  );
  return [create, inFlight];
}
