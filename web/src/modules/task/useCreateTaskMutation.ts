import { useCallback } from "react";
import { graphql } from "react-relay";
import type { CreateTaskInput, useCreateTaskMutation as Op } from "./__generated__/useCreateTaskMutation.graphql";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";

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
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.createTask,
    payloadType: "CreateTaskPayload",
    refreshCounts: true,
  });
  const create = useCallback(
    (input: CreateTaskInput, connections: readonly string[]) => run({ variables: { input, connections: [...connections] } }),
    [run],
  );
  return [create, inFlight];
}
