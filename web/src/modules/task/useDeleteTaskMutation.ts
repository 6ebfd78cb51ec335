import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useDeleteMutation } from "../../relay/recordMutations";
import { TASK_TEXTS } from "./texts";
import type { useDeleteTaskMutation as Op } from "./__generated__/useDeleteTaskMutation.graphql";

const mutation = graphql`
  mutation useDeleteTaskMutation($input: DeleteTaskInput!, $connections: [ID!]!) {
    deleteTask(input: $input) {
      __typename
      ... on DeleteTaskPayload {
        deletedTaskId @deleteEdge(connections: $connections)
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Deletes a task and removes its row from the list (`connectionId`: the list's `__id`). Toasts: 'Task deleted
 * successfully' or 'Error' / 'Failed to delete task' (with the server's message when there is one).
 */
export function useDeleteTaskMutation(): [(id: string, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useDeleteMutation<Op>(mutation, {
    result: (r) => r.deleteTask,
    payloadType: "DeleteTaskPayload",
    countDelta: -1,
    listKeys: ["TaskList_tasks"],
    refreshCounts: true,
    successToast: TASK_TEXTS.deleted,
    failureToast: TASK_TEXTS.deleteFailed,
  });
}
