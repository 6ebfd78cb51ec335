import { useCallback } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { CreateTaskInput, useCreateTaskMutation as Op } from "./__generated__/useCreateTaskMutation.graphql";
import { failureOf, outcomeOf, type MutationOutcome } from "../../relay/mutationResult";
import { refreshWorkspaceCounts } from "../../relay/refreshWorkspaceCounts";

const mutation = graphql`
  mutation useCreateTaskMutation($input: CreateTaskInput!, $connections: [ID!]!) {
    createTask(input: $input) {
      __typename
      ... on CreateTaskPayload {
        task @prependNode(connections: $connections, edgeTypeName: "TaskEdge") {
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

/**
 * Creates a task and puts it first in the lists whose connection ids are given (a list's `__id`), without a
 * refetch; then refreshes the sidebar counts (overdue tasks).
 */
export function useCreateTaskMutation(): [(input: CreateTaskInput, connections: readonly string[]) => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useMutation<Op>(mutation);
  const environment = useRelayEnvironment();
  const create = useCallback(
    (input: CreateTaskInput, connections: readonly string[]) =>
      new Promise<MutationOutcome>((resolve) => {
        commit({
          variables: { input, connections: [...connections] },
          onCompleted: (data) => {
            const outcome = outcomeOf(data.createTask, "CreateTaskPayload");
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
