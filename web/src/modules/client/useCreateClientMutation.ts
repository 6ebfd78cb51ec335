import { useCallback } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { ClientInput } from "@common/client";
import { toast } from "../../components/toaster";
import { adjustTotalCount } from "./connection";
import { fieldErrorMap, reportMutationError, showFailureToast, type MutationOutcome } from "./mutationOutcome";
import { refreshWorkspaceCounts } from "./refreshWorkspaceCounts";
import type { useCreateClientMutation as CreateClientMutation } from "./__generated__/useCreateClientMutation.graphql";

export const CLIENT_CREATED = "Client created successfully";
export const CLIENT_CREATE_FAILED = "Failed to create client";

const mutation = graphql`
  mutation useCreateClientMutation($input: CreateClientInput!, $connections: [ID!]!) {
    createClient(input: $input) {
      ... on CreateClientPayload {
        __typename
        client @prependNode(connections: $connections, edgeTypeName: "ClientEdge") {
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

export interface CreateClientOptions {
  /** The clients connection (its `__id`) that shows the new client at the top, when one is on screen. */
  connectionId?: string | null;
}

/**
 * Creates a client. On success the card appears at the top of the list (`@prependNode`), the list's total and
 * the sidebar badge follow, and the toast 'Client created successfully' is shown. A ValidationError comes back
 * as field messages for the form; any other failure shows 'Error' / 'Failed to create client'.
 */
export function useCreateClientMutation(): [(input: ClientInput, options?: CreateClientOptions) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<CreateClientMutation>(mutation);
  const environment = useRelayEnvironment();

  const createClient = useCallback(
    (input: ClientInput, { connectionId }: CreateClientOptions = {}) =>
      new Promise<MutationOutcome>((resolve) => {
        commit({
          variables: { input, connections: connectionId ? [connectionId] : [] },
          updater: (store, data) => {
            if (connectionId && data?.createClient.__typename === "CreateClientPayload") adjustTotalCount(store, connectionId, +1);
          },
          onCompleted: ({ createClient: result }) => {
            switch (result.__typename) {
              case "CreateClientPayload":
                toast.success({ title: CLIENT_CREATED });
                refreshWorkspaceCounts(environment);
                resolve({ status: "ok" });
                return;
              case "ValidationError":
                showFailureToast(CLIENT_CREATE_FAILED);
                resolve({ status: "invalid", fieldErrors: fieldErrorMap(result.fieldErrors), message: result.message });
                return;
              default:
                showFailureToast(CLIENT_CREATE_FAILED);
                resolve({ status: "failed" });
            }
          },
          onError: (error) => {
            reportMutationError(error, CLIENT_CREATE_FAILED);
            resolve({ status: "failed" });
          },
        });
      }),
    [commit, environment],
  );

  return [createClient, isInFlight];
}
