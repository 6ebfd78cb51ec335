import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { keepSettledDelivery } from "./deliveryState";
import { MESSAGE_TEXTS } from "./texts";
import type { CreateMessageInput, useCreateMessageMutation as Op } from "./__generated__/useCreateMessageMutation.graphql";

const mutation = graphql`
  mutation useCreateMessageMutation($input: CreateMessageInput!, $connections: [ID!]!) {
    createMessage(input: $input) {
      __typename
      ... on CreateMessagePayload {
        record @prependNode(connections: $connections, edgeTypeName: "MessageEdge") {
          id
          ...MessageCard_message
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Sends a message: its card appears first in the list (`connectionId`: the list's `__id`), 'Sending...' while its
 * e-mail goes out (unless the live push said it already went: see keepSettledDelivery), and the sidebar's unread
 * badge follows. Toasts: 'Message created successfully' or 'Error' / 'Failed to create message'.
 */
export function useCreateMessageMutation(): [(input: CreateMessageInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.createMessage,
    payloadType: "CreateMessagePayload",
    countDelta: 1,
    refreshCounts: true,
    successToast: MESSAGE_TEXTS.created,
    failureToast: MESSAGE_TEXTS.createFailed,
    failureToastOptions: { detailFrom: ["NotFoundError"] },
  });
  const environment = useRelayEnvironment();
  const create = useCallback(
    (input: CreateMessageInput, connectionId: string) =>
      run({
        variables: { input, connections: [connectionId] },
        updater: (store, data) => {
          const result = data?.createMessage;
          if (result?.__typename === "CreateMessagePayload" && result.record) keepSettledDelivery(environment, store, result.record.id);
        },
      }),
    [run, environment],
  );
  return [create, inFlight];
}
