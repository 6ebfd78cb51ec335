import { useCallback } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { ClientInput } from "@common/client";
import { toast } from "../../components/toaster";
import { fieldErrorMap, reportMutationError, showFailureToast, type MutationOutcome } from "./mutationOutcome";
import { refreshWorkspaceCounts } from "./refreshWorkspaceCounts";
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
            switch (result.__typename) {
              case "UpdateClientPayload":
                toast.success({ title: CLIENT_UPDATED });
                refreshWorkspaceCounts(environment);
                resolve({ status: "ok" });
                return;
              case "ValidationError":
                showFailureToast(CLIENT_UPDATE_FAILED);
                resolve({ status: "invalid", fieldErrors: fieldErrorMap(result.fieldErrors), message: result.message });
                return;
              default:
                showFailureToast(CLIENT_UPDATE_FAILED);
                resolve({ status: "failed" });
            }
          },
          onError: (error) => {
            reportMutationError(error, CLIENT_UPDATE_FAILED);
            resolve({ status: "failed" });
          },
        });
      }),
    [commit, environment],
  );

  return [updateClient, isInFlight];
}
