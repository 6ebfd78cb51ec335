import { useEffect, useMemo, useRef, useTransition } from "react";
import { graphql, useSubscription, type RefetchFnDynamic } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig, OperationType } from "relay-runtime";
import type { useWorkspaceChangesSubscription } from "./__generated__/useWorkspaceChangesSubscription.graphql";

const subscription = graphql`
  subscription useWorkspaceChangesSubscription {
    workspaceChanged {
      type
    }
  }
`;

/** Changes that come in a burst (an invoice's status change and its payment, a signature and its e-mails) are read once. */
const SETTLE_MS = 150;

/**
 * Calls `onChange` when a record of one kind changed anywhere in the workspace (another tab, the REST API, a scan, a
 * client on a document's page): every live change whose type starts with `kind`, the record type's name in domain
 * events ("invoice": invoice.created, invoice.updated, invoice.sent...; "contract": contract.signed, contract.viewed,
 * contract_template.updated...; "calendar_event"), or of any of several kinds. The screen reads its data again then.
 */
export function useWorkspaceChanges(kind: string | readonly string[], onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );
  const config = useMemo<GraphQLSubscriptionConfig<useWorkspaceChangesSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const type = response?.workspaceChanged.type;
        if (!type || !(typeof kind === "string" ? [kind] : kind).some((k) => type.startsWith(k))) return;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = null;
          latest.current();
        }, SETTLE_MS);
      },
      // a lost connection only stops the live updates; the next visit loads fresh data
      onError: () => undefined,
    }),
    [],
  );
  useSubscription<useWorkspaceChangesSubscription>(config);
}

/**
 * A paginated list that follows changes of its kind made anywhere: read again from the network, as many items as it
 * shows now (at least `pageSize`).
 */
export function useLiveList<Q extends OperationType>(kind: string, refetch: RefetchFnDynamic<Q, never>, shown: number, pageSize: number): void {
  const [, startTransition] = useTransition();
  useWorkspaceChanges(kind, () =>
    startTransition(() => {
      refetch({ count: Math.max(pageSize, shown) } as Partial<Q["variables"]>, { fetchPolicy: "network-only" });
    }));
}
