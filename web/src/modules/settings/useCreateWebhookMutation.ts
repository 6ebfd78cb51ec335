import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import type { CreateWebhookInput, useCreateWebhookMutation as Op } from "./__generated__/useCreateWebhookMutation.graphql";

/** Adds an endpoint; the answer's secret is shown once (the card keeps it until dismissed). */
const mutation = graphql`
  mutation useCreateWebhookMutation($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      __typename
      ... on CreateWebhookPayload {
        secret
        webhook {
          id
          url
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

export type CreateWebhookOutcome = MutationOutcome & { secret?: string };

export function useCreateWebhookMutation(): [(input: CreateWebhookInput) => Promise<CreateWebhookOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.createWebhook,
    payloadType: "CreateWebhookPayload",
    successToast: "Webhook added",
  });
  const create = async (input: CreateWebhookInput): Promise<CreateWebhookOutcome> => {
    let secret: string | undefined;
    const outcome = await run({
      variables: { input },
      onCompleted: (r) => {
        if (r.createWebhook?.__typename === "CreateWebhookPayload") secret = r.createWebhook.secret;
      },
    });
    return { ...outcome, secret };
  };
  return [create, inFlight];
}
