import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useCreateMutation } from "../../relay/recordMutations";
import { CLIENT_TEXTS } from "./texts";
import type { CreateClientInput, useCreateClientMutation as Op } from "./__generated__/useCreateClientMutation.graphql";

const mutation = graphql`
  mutation useCreateClientMutation($input: CreateClientInput!, $connections: [ID!]!) {
    createClient(input: $input) {
      __typename
      ... on CreateClientPayload {
        client @prependNode(connections: $connections, edgeTypeName: "ClientEdge") {
          id
          ...ClientCard_client
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Creates a client: its card appears first in the list (`connectionId`: the list's `__id`) and the list's total and
 * the sidebar badge follow. Toasts: 'Client created successfully' or 'Error' / 'Failed to create client'.
 */
export function useCreateClientMutation(): [(input: CreateClientInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useCreateMutation<Op>(mutation, {
    result: (r) => r.createClient,
    payloadType: "CreateClientPayload",
    countDelta: 1,
    refreshCounts: true,
    successToast: CLIENT_TEXTS.created,
    failureToast: CLIENT_TEXTS.createFailed,
    failureToastOptions: { detailFrom: [] },
  });
}
