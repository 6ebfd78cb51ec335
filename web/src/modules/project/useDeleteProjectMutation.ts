import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useDeleteProjectMutation as Op } from "./__generated__/useDeleteProjectMutation.graphql";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";

const mutation = graphql`
  mutation useDeleteProjectMutation($input: DeleteProjectInput!, $connections: [ID!]!) {
    deleteProject(input: $input) {
      __typename
      ... on DeleteProjectPayload {
        deletedProjectId @deleteEdge(connections: $connections)
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

/** Deletes a project and removes it from the lists whose connection ids are given; then refreshes the sidebar counts. */
export function useDeleteProjectMutation(): [(id: string, connections: readonly string[]) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.deleteProject,
    payloadType: "DeleteProjectPayload",
    listKeys: ["ProjectGrid_projects"],
    refreshCounts: true,
  });
  const remove = useCallback(
    (id: string, connections: readonly string[]) => run({ variables: { input: { id }, connections: [...connections] } }),
    [run],
  );
  return [remove, inFlight];
}
