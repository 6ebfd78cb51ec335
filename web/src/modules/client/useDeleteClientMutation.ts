import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useDeleteMutation } from "../../relay/recordMutations";
import { CLIENT_TEXTS } from "./texts";
import type { useDeleteClientMutation as Op } from "./__generated__/useDeleteClientMutation.graphql";

const mutation = graphql`
  mutation useDeleteClientMutation($input: DeleteClientInput!, $connections: [ID!]!) {
    deleteClient(input: $input) {
      __typename
      ... on DeleteClientPayload {
        deletedClientId @deleteEdge(connections: $connections)
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Deletes a client and removes its card from the list (`connectionId`: the list's `__id`). A ConflictError (the
 * client still has projects, invoices or contracts) is the toast's description on its own, since it tells the user
 * what to do; any other failure shows 'Failed to delete client'.
 */
export function useDeleteClientMutation(): [(id: string, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useDeleteMutation<Op>(mutation, {
    result: (r) => r.deleteClient,
    payloadType: "DeleteClientPayload",
    countDelta: -1,
    listKeys: ["ClientList_clients"],
    refreshCounts: true,
    successToast: CLIENT_TEXTS.deleted,
    failureToast: CLIENT_TEXTS.deleteFailed,
    failureToastOptions: { detailFrom: ["ConflictError"], detailOnly: true },
  });
}
