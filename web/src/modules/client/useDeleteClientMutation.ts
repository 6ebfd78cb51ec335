import { useCallback } from "react";
import { graphql } from "react-relay";
import { toast } from "../../components/toaster";
import { showFailure, type MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { adjustTotalCount } from "../../relay/connections";
import type { useDeleteClientMutation as DeleteClientMutation } from "./__generated__/useDeleteClientMutation.graphql";

export const CLIENT_DELETED = "Client deleted successfully";
export const CLIENT_DELETE_FAILED = "Failed to delete client";
export const CONFIRM_DELETE_CLIENT = "Are you sure you want to delete this client?";

const mutation = graphql`
  mutation useDeleteClientMutation($input: DeleteClientInput!, $connections: [ID!]!) {
    deleteClient(input: $input) {
      ... on DeleteClientPayload {
        __typename
        deletedClientId @deleteEdge(connections: $connections)
      }
      ... on ConflictError {
        __typename
        message
      }
      ... on NotFoundError {
        __typename
      }
    }
  }
`;

export interface DeleteClientOptions {
  /** The clients connection (its `__id`) the card is removed from. */
  connectionId?: string | null;
}

/**
 * Deletes a client (the caller asks for confirmation first). The card leaves the list in place (`@deleteEdge`).
 * A ConflictError (the client still has projects, invoices or contracts) shows its message as the toast's
 * description, since it tells the user what to do; other failures show 'Failed to delete client'. A client that
 * is already gone (deleted in another tab) is removed from the list as well.
 */
export function useDeleteClientMutation(): [(id: string, options?: DeleteClientOptions) => Promise<MutationOutcome>, boolean] {
  const [run, isInFlight] = useOutcomeMutation<DeleteClientMutation>(mutation, {
    result: (r) => r.deleteClient,
    payloadType: "DeleteClientPayload",
    refreshCounts: true,
    listKeys: ["ClientList_clients"],
  });
  const deleteClient = useCallback(
    async (id: string, { connectionId }: DeleteClientOptions = {}) => {
      const outcome = await run({
        variables: { input: { id }, connections: connectionId ? [connectionId] : [] },
        updater: (store, data) => {
          if (connectionId && data?.deleteClient.__typename === "DeleteClientPayload") adjustTotalCount(store, connectionId, -1);
        },
      });
      if (outcome.ok) toast.success({ title: CLIENT_DELETED });
      // a ConflictError's message alone (it says what to do); the NotFoundError selects none: 'Failed to delete client'
      else showFailure(CLIENT_DELETE_FAILED, outcome, { detailOnly: true });
      return outcome;
    },
    [run],
  );
  return [deleteClient, isInFlight];
}
