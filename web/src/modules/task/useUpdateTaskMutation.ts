import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import { TASK_TEXTS } from "./texts";
import type { UpdateTaskInput, useUpdateTaskMutation as Op } from "./__generated__/useUpdateTaskMutation.graphql";

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
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Saves a task's changed fields; its row changes in place (same record in the store). Toasts: 'Task updated
 * successfully' or 'Error' / 'Failed to update task'.
 */
export function useUpdateTaskMutation(): [(input: UpdateTaskInput) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.updateTask,
    payloadType: "UpdateTaskPayload",
    listKeys: ["TaskList_tasks"],
    refreshCounts: true,
    successToast: TASK_TEXTS.updated,
    failureToast: TASK_TEXTS.updateFailed,
  });
}
