import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { keepEndedExecution } from "./executionState";
import { AUTOMATION_TEXTS } from "./texts";
import { EXECUTIONS_KEY, WORKFLOWS_KEY, prependToViewerList } from "./liveStore";
import type { ExecutionRow_execution$key } from "./__generated__/ExecutionRow_execution.graphql";
import type { WorkflowTriggerDataInput, useExecuteWorkflowMutation as Op } from "./__generated__/useExecuteWorkflowMutation.graphql";

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

export type RunStarted = MutationOutcome & { execution?: ExecutionRow_execution$key & { readonly id: string } };

/**
 * Run Now on the record chosen (`triggerData`, global ids): the server queues a run (answered 'running'), which goes
 * to the top of the execution history and turns success or failed live (a run that ended before the answer arrived
 * stays ended: see keepEndedExecution). The answer is the run, to follow until it ends: no success is said here, only
 * 'Failed to execute workflow' when the run could not start.
 */
export function useExecuteWorkflowMutation(): [(id: string, triggerData?: WorkflowTriggerDataInput) => Promise<RunStarted>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.executeWorkflow,
    payloadType: "ExecuteWorkflowPayload",
    listKeys: [WORKFLOWS_KEY],
    failureToast: AUTOMATION_TEXTS.executeFailed,
  });
  const environment = useRelayEnvironment();
  const execute = useCallback(
    async (id: string, triggerData?: WorkflowTriggerDataInput): Promise<RunStarted> => {
      let execution: RunStarted["execution"];
      const outcome = await run({
        variables: { input: triggerData ? { id, triggerData } : { id } },
        updater: (store) => {
          const record = store.getRootField("executeWorkflow")?.getLinkedRecord("execution");
          if (record) keepEndedExecution(environment, store, record.getDataID());
          prependToViewerList(store, EXECUTIONS_KEY, record, "WorkflowExecutionEdge");
        },
        onCompleted: (response) => {
          const payload = response.executeWorkflow;
          if (payload?.__typename === "ExecuteWorkflowPayload") execution = payload.execution;
        },
      });
      return { ...outcome, execution };
    },
    [run, environment],
  );
  return [execute, inFlight];
}
