import { useTransition } from "react";
import type { RefetchFnDynamic } from "react-relay/hooks";
import type { OperationType } from "relay-runtime";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import { CONTRACTS_PAGE_SIZE } from "./texts";

/**
 * A list of documents or templates that follows changes made anywhere (another tab, the client signing or declining
 * on their page, the expiry scan): it is read again, as many items as it shows now.
 */
export function useLiveList<Q extends OperationType>(refetch: RefetchFnDynamic<Q, never>, shown: number): void {
  const [, startTransition] = useTransition();
  useWorkspaceChanges("contract", () =>
    startTransition(() => {
      refetch({ count: Math.max(CONTRACTS_PAGE_SIZE, shown) } as Partial<Q["variables"]>, { fetchPolicy: "network-only" });
    }));
}
