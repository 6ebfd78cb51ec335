import { useCallback } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { ClientInput } from "@common/client";
import { toast } from "../../components/toaster";
import { failureOf, outcomeOf, showFailure, type MutationOutcome } from "../../relay/mutationResult";
import { refreshWorkspaceCounts } from "../../relay/refreshWorkspaceCounts";
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
export function useUpdateClientMutation(): [(id: string, input: ClientInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateClientMutation>(mutation);
  const environment = useRelayEnvironment();

  const updateClient = useCallback(
    (id: string, input: ClientInput) =>
      new Promise<MutationOutcome>((resolve) => {
        commit({
          variables: { input: { id, ...input } },
          onCompleted: ({ updateClient: result }) => {
            const outcome = outcomeOf(result, "UpdateClientPayload");
            if (outcome.ok) {
              toast.success({ title: CLIENT_UPDATED });
              refreshWorkspaceCounts(environment);
            } else showFailure(CLIENT_UPDATE_FAILED, outcome);
            resolve(outcome);
          },
          onError: (error) => {
            const outcome = failureOf(error);
            showFailure(CLIENT_UPDATE_FAILED, outcome);
            resolve(outcome);
          },
        });
      }),
    [commit, environment],
  );

  return [updateClient, isInFlight];
}
