import { useEffect, useMemo, useRef } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useInvoiceChangesSubscription } from "./__generated__/useInvoiceChangesSubscription.graphql";

const subscription = graphql`
  subscription useInvoiceChangesSubscription {
    workspaceChanged {
      type
    }
  }
`;

/** Changes that come in a burst (a status change and its payment) are read once. */
const SETTLE_MS = 150;

/**
 * Calls `onChange` when an invoice of the workspace changed anywhere (another tab, the REST API, the overdue scan):
 * invoiceCreated, invoiceUpdated, invoicePaid, invoiceSent, invoiceDeleted... The screen reads its data again then.
 */
export function useInvoiceChanges(onChange: () => void): void {
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
  const config = useMemo<GraphQLSubscriptionConfig<useInvoiceChangesSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        if (!response?.workspaceChanged.type.startsWith("invoice")) return;
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
  useSubscription<useInvoiceChangesSubscription>(config);
}
