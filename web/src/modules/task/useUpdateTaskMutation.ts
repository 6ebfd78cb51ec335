import { useCallback } from "react";
import { graphql } from "react-relay";
import type { UpdateTaskInput, useUpdateTaskMutation as Op } from "./__generated__/useUpdateTaskMutation.graphql";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";

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
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.updateTask,
    payloadType: "UpdateTaskPayload",
    listKeys: ["TaskList_tasks"],
    refreshCounts: true,
  });
  const update = useCallback((input: UpdateTaskInput) => run({ variables: { input } }), [run]);
  return [update, inFlight];
}
