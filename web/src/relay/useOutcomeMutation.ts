import { useCallback, useRef } from "react";
import { useMutation, useRelayEnvironment, type UseMutationConfig } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import { toast } from "../components/toaster";
import { failureOf, outcomeOf, showFailure, type MutationOutcome, type MutationResultUnion, type ShowFailureOptions } from "./mutationResult";
import { refreshWorkspaceCounts } from "./refreshWorkspaceCounts";
import { adjustTotalCount, dropFromViewerLists } from "./connections";

export interface OutcomeMutationOptions<Op extends MutationParameters> {
  /** The mutation's result union in the response, e.g. `(r) => r.createTask`. */
  result: (response: Op["response"]) => MutationResultUnion | null | undefined;
  /** The payload type that means success, e.g. "CreateTaskPayload". */
  payloadType: string;
  /** After a success, refresh the sidebar counts (the change may move a badge). */
  refreshCounts?: boolean;
  /**
   * The viewer's lists (connection keys) the mutation's record (`input.id`) appears in. When the server answers
   * NotFoundError, the record was deleted elsewhere: it leaves those lists, and the counts are refreshed too.
   */
  listKeys?: readonly string[];
  /**
   * A success adds (+1) or removes (-1) one record in the connections of `variables.connections` (`@prependNode`,
   * `@deleteEdge`): their `totalCount` follows.
   */
  countDelta?: 1 | -1;
  /** The success toast's title; none when absent. */
  successToast?: string;
  /** The failure toast's text ('Error' / text), and how the server's message is added to it; none when absent. */
  failureToast?: string;
  failureToastOptions?: ShowFailureOptions;
}

const inputId = (variables: unknown): string | undefined => {
  const id = (variables as { input?: { id?: unknown } } | undefined)?.input?.id;
  return typeof id === "string" ? id : undefined;
};

const connectionsOf = (variables: unknown): readonly string[] => {
  const connections = (variables as { connections?: unknown } | undefined)?.connections;
  return Array.isArray(connections) ? connections.filter((c): c is string => typeof c === "string") : [];
};

/**
 * `useMutation` as a promise of the outcome a form or a button needs: it resolves (never rejects) with success, the
 * ValidationError's field messages, or the failure, after showing the hook's toasts. The caller's own `updater`,
 * `onCompleted` and `onError` still run.
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
        const settle = (outcome: MutationOutcome) => {
          const { successToast, failureToast, failureToastOptions } = latest.current;
          if (outcome.ok && successToast) toast.success({ title: successToast });
          if (!outcome.ok && failureToast) showFailure(failureToast, outcome, failureToastOptions);
          resolve(outcome);
        };
        commit({
          ...config,
          updater: (store, data) => {
            config.updater?.(store, data);
            const { result, payloadType, listKeys, countDelta } = latest.current;
            const typename = data ? result(data)?.__typename : undefined;
            if (countDelta && typename === payloadType) {
              for (const connectionId of connectionsOf(config.variables)) adjustTotalCount(store, connectionId, countDelta);
            }
            const id = inputId(config.variables);
            if (listKeys && id && typename === "NotFoundError") dropFromViewerLists(store, id, listKeys);
          },
          onCompleted: (response, errors) => {
            config.onCompleted?.(response, errors);
            const { result, payloadType, refreshCounts, listKeys } = latest.current;
            const outcome = outcomeOf(result(response), payloadType);
            const gone = !!listKeys && result(response)?.__typename === "NotFoundError";
            if ((outcome.ok && refreshCounts) || gone) refreshWorkspaceCounts(environment);
            settle(outcome);
          },
          onError: (error) => {
            config.onError?.(error);
            settle(failureOf(error));
          },
        });
      }),
    [commit, environment],
  );
  return [run, inFlight];
}
