import { useCallback } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { ClientInput } from "@common/client";
import { toast } from "../../components/toaster";
import { failureOf, outcomeOf, showFailure, type MutationOutcome } from "../../relay/mutationResult";
import { adjustTotalCount } from "./connection";
import { refreshWorkspaceCounts } from "../../relay/refreshWorkspaceCounts";
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
            const outcome = outcomeOf(result, "CreateClientPayload");
            if (outcome.ok) {
              toast.success({ title: CLIENT_CREATED });
              refreshWorkspaceCounts(environment);
            } else showFailure(CLIENT_CREATE_FAILED, outcome);
            resolve(outcome);
          },
          onError: (error) => {
            const outcome = failureOf(error);
            showFailure(CLIENT_CREATE_FAILED, outcome);
            resolve(outcome);
          },
        });
      }),
    [commit, environment],
  );

  return [createClient, isInFlight];
}
