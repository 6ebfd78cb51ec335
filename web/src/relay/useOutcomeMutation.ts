import { useCallback, useRef } from "react";
import { useMutation, useRelayEnvironment, type UseMutationConfig } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import { failureOf, outcomeOf, type MutationOutcome, type MutationResultUnion } from "./mutationResult";
import { refreshWorkspaceCounts } from "./refreshWorkspaceCounts";
import { dropFromViewerLists } from "./connections";

export interface OutcomeMutationOptions<Op extends MutationParameters> {
  /** The mutation's result union in the response, e.g. `(r) => r.createTask`. */
  result: (response: Op["response"]) => MutationResultUnion | null | undefined;
  /** The payload type that means success, e.g. "CreateTaskPayload". */
  payloadType: string;
  /** After a success, refresh the sidebar counts (spec §7 refresh rules: the change may move a badge). */
  refreshCounts?: boolean;
  /**
   * The viewer's lists (connection keys) the mutation's record (`input.id`) appears in. When the server answers
   * NotFoundError, the record was deleted elsewhere: it leaves those lists, and the counts are refreshed too.
   */
  listKeys?: readonly string[];
}

const inputId = (variables: unknown): string | undefined => {
  const id = (variables as { input?: { id?: unknown } } | undefined)?.input?.id;
  return typeof id === "string" ? id : undefined;
};

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
          updater: (store, data) => {
            config.updater?.(store, data);
            const { result, listKeys } = latest.current;
            const id = inputId(config.variables);
            if (listKeys && id && data && result(data)?.__typename === "NotFoundError") dropFromViewerLists(store, id, listKeys);
          },
          onCompleted: (response, errors) => {
            config.onCompleted?.(response, errors);
            const { result, payloadType, refreshCounts, listKeys } = latest.current;
            const outcome = outcomeOf(result(response), payloadType);
            const gone = !!listKeys && result(response)?.__typename === "NotFoundError";
            if ((outcome.ok && refreshCounts) || gone) refreshWorkspaceCounts(environment);
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
