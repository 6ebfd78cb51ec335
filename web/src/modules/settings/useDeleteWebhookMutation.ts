import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import type { useDeleteWebhookMutation as Op } from "./__generated__/useDeleteWebhookMutation.graphql";

/** Deletes an endpoint (the card reads its list again afterwards). */
const mutation = graphql`
  mutation useDeleteWebhookMutation($input: DeleteWebhookInput!) {
    deleteWebhook(input: $input) {
      __typename
      ... on DeleteWebhookPayload {
        deletedWebhookId
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

export function useDeleteWebhookMutation(): [(input: { id: string }) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.deleteWebhook,
    payloadType: "DeleteWebhookPayload",
    successToast: "Webhook deleted",
    failureToast: "Failed to delete webhook",
  });
}
