import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useDeleteTaskMutation as Op } from "./__generated__/useDeleteTaskMutation.graphql";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";

const mutation = graphql`
  mutation useDeleteTaskMutation($input: DeleteTaskInput!, $connections: [ID!]!) {
    deleteTask(input: $input) {
      __typename
      ... on DeleteTaskPayload {
        deletedTaskId @deleteEdge(connections: $connections)
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

/** Deletes a task and removes it from the lists whose connection ids are given; then refreshes the sidebar counts. */
export function useDeleteTaskMutation(): [(id: string, connections: readonly string[]) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.deleteTask,
    payloadType: "DeleteTaskPayload",
    listKeys: ["TaskList_tasks"],
    refreshCounts: true,
  });
  const remove = useCallback(
    (id: string, connections: readonly string[]) => run({ variables: { input: { id }, connections: [...connections] } }),
    [run],
  );
  return [remove, inFlight];
}
