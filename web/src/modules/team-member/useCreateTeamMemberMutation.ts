import { useCallback } from "react";
import { graphql } from "react-relay";
import type { CreateTeamMemberInput, useCreateTeamMemberMutation as Op } from "./__generated__/useCreateTeamMemberMutation.graphql";
import { adjustTotalCount } from "../../relay/connections";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";

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
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.createTeamMember,
    payloadType: "CreateTeamMemberPayload",
  });
  const create = useCallback(
    (input: CreateTeamMemberInput, connectionId: string) =>
      run({
        variables: { input, connections: [connectionId] },
        updater: (store, data) => {
          if (data?.createTeamMember.__typename === "CreateTeamMemberPayload") adjustTotalCount(store, connectionId, +1);
        },
      }),
    [run],
  );
  return [create, inFlight];
}
