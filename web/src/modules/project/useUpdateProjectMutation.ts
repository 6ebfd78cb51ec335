import { useCallback } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { UpdateProjectInput, useUpdateProjectMutation as Op } from "./__generated__/useUpdateProjectMutation.graphql";
import { failureOf, outcomeOf, type MutationOutcome } from "../../relay/mutationResult";
import { refreshWorkspaceCounts } from "../../relay/refreshWorkspaceCounts";

const mutation = graphql`
  mutation useUpdateProjectMutation($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      __typename
      ... on UpdateProjectPayload {
        project {
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

/** Updates a project; its card changes in place (same record in the store). Then refreshes the sidebar counts. */
export function useUpdateProjectMutation(): [(input: UpdateProjectInput) => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useMutation<Op>(mutation);
  const environment = useRelayEnvironment();
  const update = useCallback(
    (input: UpdateProjectInput) =>
      new Promise<MutationOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (data) => {
            const outcome = outcomeOf(data.updateProject, "UpdateProjectPayload");
            if (outcome.ok) refreshWorkspaceCounts(environment);
            resolve(outcome);
          },
          onError: (error) => resolve(failureOf(error)),
        });
      }),
    [commit, environment],
  );
  return [update, inFlight];
}
