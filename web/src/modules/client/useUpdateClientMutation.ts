import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import { CLIENT_TEXTS } from "./texts";
import type { UpdateClientInput, useUpdateClientMutation as Op } from "./__generated__/useUpdateClientMutation.graphql";

const mutation = graphql`
  mutation useUpdateClientMutation($input: UpdateClientInput!) {
    updateClient(input: $input) {
      __typename
      ... on UpdateClientPayload {
        client {
          id
          ...ClientCard_client
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Saves a client's changed fields; its card changes in place (same record in the store). Toasts: 'Client updated
 * successfully' or 'Error' / 'Failed to update client'.
 */
export function useUpdateClientMutation(): [(input: UpdateClientInput) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.updateClient,
    payloadType: "UpdateClientPayload",
    listKeys: ["ClientList_clients"],
    refreshCounts: true,
    successToast: CLIENT_TEXTS.updated,
    failureToast: CLIENT_TEXTS.updateFailed,
    failureToastOptions: { detailFrom: [] },
  });
}
