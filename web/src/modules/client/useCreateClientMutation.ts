import { useCallback } from "react";
import { graphql } from "react-relay";
import type { ClientInput } from "@common/client";
import { toast } from "../../components/toaster";
import { showFailure, type MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { adjustTotalCount } from "../../relay/connections";
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
  const [run, isInFlight] = useOutcomeMutation<CreateClientMutation>(mutation, {
    result: (r) => r.createClient,
    payloadType: "CreateClientPayload",
    refreshCounts: true,
  });
  const createClient = useCallback(
    async (input: ClientInput, { connectionId }: CreateClientOptions = {}) => {
      const outcome = await run({
        variables: { input, connections: connectionId ? [connectionId] : [] },
        updater: (store, data) => {
          if (connectionId && data?.createClient.__typename === "CreateClientPayload") adjustTotalCount(store, connectionId, +1);
        },
      });
      if (outcome.ok) toast.success({ title: CLIENT_CREATED });
      else showFailure(CLIENT_CREATE_FAILED, outcome);
      return outcome;
    },
    [run],
  );
  return [createClient, isInFlight];
}
