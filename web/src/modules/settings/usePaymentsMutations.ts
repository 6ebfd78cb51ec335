import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { PAYMENTS_TEXTS } from "./PaymentsTexts";
import type { usePaymentsMutationsConnectMutation as Connect } from "./__generated__/usePaymentsMutationsConnectMutation.graphql";
import type { usePaymentsMutationsDisconnectMutation as Disconnect } from "./__generated__/usePaymentsMutationsDisconnectMutation.graphql";

/** Connects the workspace's Stripe account with its secret key (the card reads its settings again afterwards). */
const connect = graphql`
  mutation usePaymentsMutationsConnectMutation($input: ConnectStripeInput!) {
    connectStripe(input: $input) {
      __typename
      ... on ConnectStripePayload {
        paymentSettings {
          connected
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Disconnects Stripe (its webhook endpoint removed, the key deleted). */
const disconnect = graphql`
  mutation usePaymentsMutationsDisconnectMutation {
    disconnectStripe {
      __typename
      ... on DisconnectStripePayload {
        paymentSettings {
          connected
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

export function useConnectStripeMutation(): [(input: { stripeSecretKey: string }) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Connect>(connect, {
    result: (r) => r.connectStripe, payloadType: "ConnectStripePayload",
    successToast: PAYMENTS_TEXTS.connected, failureToast: PAYMENTS_TEXTS.connectFailed,
  });
}

export function useDisconnectStripeMutation(): [() => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Disconnect>(disconnect, {
    result: (r) => r.disconnectStripe, payloadType: "DisconnectStripePayload",
    successToast: PAYMENTS_TEXTS.disconnected, failureToast: PAYMENTS_TEXTS.disconnectFailed,
  });
  return [() => run({ variables: {} }), inFlight];
}
