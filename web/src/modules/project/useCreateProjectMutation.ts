import { useCallback } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { CreateProjectInput, useCreateProjectMutation as Op } from "./__generated__/useCreateProjectMutation.graphql";
import { failureOf, outcomeOf, type MutationOutcome } from "../../relay/mutationResult";
import { refreshWorkspaceCounts } from "../../relay/refreshWorkspaceCounts";

const mutation = graphql`
  mutation useCreateProjectMutation($input: CreateProjectInput!, $connections: [ID!]!) {
    createProject(input: $input) {
      __typename
      ... on CreateProjectPayload {
        project @prependNode(connections: $connections, edgeTypeName: "ProjectEdge") {
          id
          ...ProjectCard_project
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

/**
 * Creates a project and puts it first in the lists whose connection ids are given (a list's `__id`), without a
 * refetch; then refreshes the sidebar counts (active projects).
 */
export function useCreateProjectMutation(): [(input: CreateProjectInput, connections: readonly string[]) => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useMutation<Op>(mutation);
  const environment = useRelayEnvironment();
  const create = useCallback(
    (input: CreateProjectInput, connections: readonly string[]) =>
      new Promise<MutationOutcome>((resolve) => {
        commit({
          variables: { input, connections: [...connections] },
          onCompleted: (data) => {
            const outcome = outcomeOf(data.createProject, "CreateProjectPayload");
            if (outcome.ok) refreshWorkspaceCounts(environment);
            resolve(outcome);
          },
          onError: (error) => resolve(failureOf(error)),
        });
      }),
    [commit, environment],
  );
  return [create, inFlight];
}
