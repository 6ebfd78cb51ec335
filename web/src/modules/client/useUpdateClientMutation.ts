import { useCallback } from "react";
import { graphql } from "react-relay";
import type { ClientInput } from "@common/client";
import { toast } from "../../components/toaster";
import { showFailure, type MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import type { useUpdateClientMutation as UpdateClientMutation } from "./__generated__/useUpdateClientMutation.graphql";

export const CLIENT_UPDATED = "Client updated successfully";
export const CLIENT_UPDATE_FAILED = "Failed to update client";

const mutation = graphql`
  mutation useUpdateClientMutation($input: UpdateClientInput!) {
    updateClient(input: $input) {
      ... on UpdateClientPayload {
        __typename
        client {
          id
          ...ClientCard_client
        }
      }
      ... on ValidationError {
        __typename
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

/**
 * Saves a client's fields. Relay merges the returned client into its record by id, so its card (and anything
 * else showing it) updates in place. Toasts: 'Client updated successfully' or 'Error' / 'Failed to update client'.
 */
export function useUpdateClientMutation(): [(id: string, input: Partial<ClientInput>) => Promise<MutationOutcome>, boolean] {
  const [run, isInFlight] = useOutcomeMutation<UpdateClientMutation>(mutation, {
    result: (r) => r.updateClient,
    payloadType: "UpdateClientPayload",
    listKeys: ["ClientList_clients"],
    refreshCounts: true,
  });
  const updateClient = useCallback(
    async (id: string, input: Partial<ClientInput>) => {
      const outcome = await run({ variables: { input: { id, ...input } } });
      if (outcome.ok) toast.success({ title: CLIENT_UPDATED });
      else showFailure(CLIENT_UPDATE_FAILED, outcome);
      return outcome;
    },
    [run],
  );
  return [updateClient, isInFlight];
}
