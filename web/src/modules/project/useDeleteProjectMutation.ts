import { useCallback } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { useDeleteProjectMutation as Op } from "./__generated__/useDeleteProjectMutation.graphql";
import { failureOf, outcomeOf, type MutationOutcome } from "../../relay/mutationResult";
import { refreshWorkspaceCounts } from "../../relay/refreshWorkspaceCounts";

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
  const [commit, inFlight] = useMutation<Op>(mutation);
  const environment = useRelayEnvironment();
  const remove = useCallback(
    (id: string, connections: readonly string[]) =>
      new Promise<MutationOutcome>((resolve) => {
        commit({
          variables: { input: { id }, connections: [...connections] },
          onCompleted: (data) => {
            const outcome = outcomeOf(data.deleteProject, "DeleteProjectPayload");
            if (outcome.ok) refreshWorkspaceCounts(environment);
            resolve(outcome);
          },
          onError: (error) => resolve(failureOf(error)),
        });
      }),
    [commit, environment],
  );
  return [remove, inFlight];
}
