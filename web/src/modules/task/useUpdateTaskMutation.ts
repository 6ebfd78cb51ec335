import { useCallback } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { UpdateTaskInput, useUpdateTaskMutation as Op } from "./__generated__/useUpdateTaskMutation.graphql";
import { failureOf, outcomeOf, type MutationOutcome } from "../../relay/mutationResult";
import { refreshWorkspaceCounts } from "../../relay/refreshWorkspaceCounts";

const mutation = graphql`
  mutation useUpdateTaskMutation($input: UpdateTaskInput!) {
    updateTask(input: $input) {
      __typename
      ... on UpdateTaskPayload {
        task {
          id
          ...TaskRow_task
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

/** Updates a task; its row changes in place (same record in the store). Then refreshes the sidebar counts. */
export function useUpdateTaskMutation(): [(input: UpdateTaskInput) => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useMutation<Op>(mutation);
  const environment = useRelayEnvironment();
  const update = useCallback(
    (input: UpdateTaskInput) =>
      new Promise<MutationOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (data) => {
            const outcome = outcomeOf(data.updateTask, "UpdateTaskPayload");
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
