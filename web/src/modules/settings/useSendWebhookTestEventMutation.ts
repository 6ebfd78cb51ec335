import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import type { useSendWebhookTestEventMutation as Op } from "./__generated__/useSendWebhookTestEventMutation.graphql";

/** Queues a test event to one endpoint; the answer's endpoint brings its deliveries with the test's first. */
const mutation = graphql`
  mutation useSendWebhookTestEventMutation($input: SendWebhookTestEventInput!) {
    sendWebhookTestEvent(input: $input) {
      __typename
      ... on SendWebhookTestEventPayload {
        webhook {
          ...WebhookItem_webhook
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

export function useSendWebhookTestEventMutation(): [(input: { id: string }) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.sendWebhookTestEvent,
    payloadType: "SendWebhookTestEventPayload",
    successToast: "Test event queued",
    failureToast: "Failed to send test event",
  });
}
