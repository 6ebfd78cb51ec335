import { useMemo } from "react";
import { graphql, useRelayEnvironment, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import { rememberPushedExecution } from "./executionState";
import { EXECUTIONS_KEY, prependToViewerList } from "./liveStore";
import type { useLiveExecutionsSubscription } from "./__generated__/useLiveExecutionsSubscription.graphql";

const subscription = graphql`
  subscription useLiveExecutionsSubscription {
    workflowExecutionUpdated {
      id
      ...ExecutionRow_execution
    }
  }
`;

/**
 * Keeps the execution history live while the screen is open: a run pushed as it starts goes to the top of the list,
 * and each later push (a step ended, the run ended) replaces the record in the store, so its row and its details
 * turn success or failed in place. A run's end is remembered (see keepEndedExecution): the answer to the mutation that
 * started the run may arrive after it.
 */
export function useLiveExecutions(): void {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<useLiveExecutionsSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const execution = store.getRootField("workflowExecutionUpdated");
        if (execution) rememberPushedExecution(environment, execution);
        prependToViewerList(store, EXECUTIONS_KEY, execution, "WorkflowExecutionEdge");
      },
      // a lost connection only stops the live updates; the next visit loads fresh data
      onError: () => undefined,
    }),
    [environment],
  );
  useSubscription<useLiveExecutionsSubscription>(config);
}
