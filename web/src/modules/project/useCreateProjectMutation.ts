import { useCallback } from "react";
import { graphql } from "react-relay";
import type { CreateProjectInput, useCreateProjectMutation as Op } from "./__generated__/useCreateProjectMutation.graphql";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";

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
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.createProject,
    payloadType: "CreateProjectPayload",
    refreshCounts: true,
  });
  const create = useCallback(
    (input: CreateProjectInput, connections: readonly string[]) => run({ variables: { input, connections: [...connections] } }),
    [run],
  );
  return [create, inFlight];
}
