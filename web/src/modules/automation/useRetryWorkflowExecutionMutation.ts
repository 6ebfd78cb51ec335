import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { forgetEndedExecution, keepEndedExecution } from "./executionState";
import { AUTOMATION_TEXTS } from "./texts";
import { EXECUTIONS_KEY, prependToViewerList } from "./liveStore";
import type { useRetryWorkflowExecutionMutation as Op } from "./__generated__/useRetryWorkflowExecutionMutation.graphql";

const mutation = graphql`
  mutation useRetryWorkflowExecutionMutation($input: RetryWorkflowExecutionInput!) {
    retryWorkflowExecution(input: $input) {
      __typename
      ... on RetryWorkflowExecutionPayload {
        execution {
          id
          ...ExecutionRow_execution
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Runs a failed run again from its failed step: the run it answers (a new one, or the same one running again) is at
 * the top of the history and follows live (when the new attempt ended before the answer arrived, it stays ended: see
 * keepEndedExecution). Toasts: 'Retry started' or 'Failed to retry workflow' (with the reason).
 */
export function useRetryWorkflowExecutionMutation(): [(id: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.retryWorkflowExecution,
    payloadType: "RetryWorkflowExecutionPayload",
    successToast: AUTOMATION_TEXTS.retried,
    failureToast: AUTOMATION_TEXTS.retryFailed,
  });
  const environment = useRelayEnvironment();
  const retry = useCallback(
    (id: string) => {
      // the end pushed for the previous attempt is not the new attempt's state
      forgetEndedExecution(environment, id);
      return run({
        variables: { input: { id } },
        updater: (store) => {
          const execution = store.getRootField("retryWorkflowExecution")?.getLinkedRecord("execution");
          if (execution) keepEndedExecution(environment, store, execution.getDataID());
          prependToViewerList(store, EXECUTIONS_KEY, execution, "WorkflowExecutionEdge");
        },
      });
    },
    [run, environment],
  );
  return [retry, inFlight];
}
