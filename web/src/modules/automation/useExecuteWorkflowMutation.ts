import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { keepEndedExecution } from "./executionState";
import { AUTOMATION_TEXTS } from "./texts";
import { EXECUTIONS_KEY, WORKFLOWS_KEY, prependToViewerList } from "./liveStore";
import type { useExecuteWorkflowMutation as Op } from "./__generated__/useExecuteWorkflowMutation.graphql";

const mutation = graphql`
  mutation useExecuteWorkflowMutation($input: ExecuteWorkflowInput!) {
    executeWorkflow(input: $input) {
      __typename
      ... on ExecuteWorkflowPayload {
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
 * Run Now: the server queues a run (answered 'running'), which goes to the top of the execution history and turns
 * success or failed live (a run that ended before the answer arrived stays ended: see keepEndedExecution). Toasts:
 * 'Workflow executed successfully' or 'Failed to execute workflow'.
 */
export function useExecuteWorkflowMutation(): [(id: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.executeWorkflow,
    payloadType: "ExecuteWorkflowPayload",
    listKeys: [WORKFLOWS_KEY],
    successToast: AUTOMATION_TEXTS.executed,
    failureToast: AUTOMATION_TEXTS.executeFailed,
  });
  const environment = useRelayEnvironment();
  const execute = useCallback(
    (id: string) =>
      run({
        variables: { input: { id } },
        updater: (store) => {
          const execution = store.getRootField("executeWorkflow")?.getLinkedRecord("execution");
          if (execution) keepEndedExecution(environment, store, execution.getDataID());
          prependToViewerList(store, EXECUTIONS_KEY, execution, "WorkflowExecutionEdge");
        },
      }),
    [run, environment],
  );
  return [execute, inFlight];
}
