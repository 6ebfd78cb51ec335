import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useCreateMutation } from "../../relay/recordMutations";
import { TASK_TEXTS } from "./texts";
import type { CreateTaskInput, useCreateTaskMutation as Op } from "./__generated__/useCreateTaskMutation.graphql";

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
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Creates a task: its row appears first in the list (`connectionId`: the list's `__id`) and the sidebar counts
 * follow. Toasts: 'Task created successfully' or 'Error' / 'Failed to create task'.
 */
export function useCreateTaskMutation(): [(input: CreateTaskInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useCreateMutation<Op>(mutation, {
    result: (r) => r.createTask,
    payloadType: "CreateTaskPayload",
    countDelta: 1,
    refreshCounts: true,
    successToast: TASK_TEXTS.created,
    failureToast: TASK_TEXTS.createFailed,
  });
}
