import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { INTEGRATION_TEXTS } from "./texts";
import type { useDisconnectIntegrationMutation as Op } from "./__generated__/useDisconnectIntegrationMutation.graphql";

const mutation = graphql`
  mutation useDisconnectIntegrationMutation($input: DisconnectIntegrationInput!) {
    disconnectIntegration(input: $input) {
      __typename
      ... on DisconnectIntegrationPayload {
        disconnectedIntegrationId
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Disconnects an account (its secrets are deleted). Toasts: 'Disconnected', or 'Error' / 'Failed to disconnect'. */
export function useDisconnectIntegrationMutation(): [(id: string) => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.disconnectIntegration,
    payloadType: "DisconnectIntegrationPayload",
    successToast: INTEGRATION_TEXTS.disconnected,
    failureToast: INTEGRATION_TEXTS.disconnectFailed,
  });
  const disconnect = useCallback((id: string) => commit({ variables: { input: { id } } }), [commit]);
  return [disconnect, inFlight];
}
