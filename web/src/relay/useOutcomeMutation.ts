import { useCallback, useRef } from "react";
import { useMutation, useRelayEnvironment, type UseMutationConfig } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import { failureOf, outcomeOf, type MutationOutcome, type MutationResultUnion } from "./mutationResult";
import { refreshWorkspaceCounts } from "./refreshWorkspaceCounts";

export interface OutcomeMutationOptions<Op extends MutationParameters> {
  /** The mutation's result union in the response, e.g. `(r) => r.createTask`. */
  result: (response: Op["response"]) => MutationResultUnion | null | undefined;
  /** The payload type that means success, e.g. "CreateTaskPayload". */
  payloadType: string;
  /** After a success, refresh the sidebar counts (spec §7 refresh rules: the change may move a badge). */
  refreshCounts?: boolean;
}

/**
 * `useMutation` as a promise of the outcome a form or a button needs: it resolves (never rejects) with success, the
 * ValidationError's field messages, or the failure to show. The caller's own `onCompleted` / `onError` still run.
 */
export function useOutcomeMutation<Op extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  options: OutcomeMutationOptions<Op>,
): [(config: UseMutationConfig<Op>) => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useMutation<Op>(mutation);
  const environment = useRelayEnvironment();
  // read at completion time, so the returned function keeps its identity across renders
  const latest = useRef(options);
  latest.current = options;
  const run = useCallback(
    (config: UseMutationConfig<Op>) =>
      new Promise<MutationOutcome>((resolve) => {
        commit({
          ...config,
          onCompleted: (response, errors) => {
            config.onCompleted?.(response, errors);
            const { result, payloadType, refreshCounts } = latest.current;
            const outcome = outcomeOf(result(response), payloadType);
            if (outcome.ok && refreshCounts) refreshWorkspaceCounts(environment);
            resolve(outcome);
          },
          onError: (error) => {
            config.onError?.(error);
            resolve(failureOf(error));
          },
        });
      }),
    [commit, environment],
  );
  return [run, inFlight];
}
