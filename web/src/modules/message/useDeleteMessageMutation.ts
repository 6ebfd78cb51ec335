import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useDeleteMutation } from "../../relay/recordMutations";
import { MESSAGE_TEXTS } from "./texts";
import type { useDeleteMessageMutation as Op } from "./__generated__/useDeleteMessageMutation.graphql";

const mutation = graphql`
  mutation useDeleteMessageMutation($input: DeleteMessageInput!, $connections: [ID!]!) {
    deleteMessage(input: $input) {
      __typename
      ... on DeleteMessagePayload {
        deletedMessageId @deleteEdge(connections: $connections)
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Deletes a message and removes its card from the list (`connectionId`: the list's `__id`); an unread one leaves the
 * sidebar's badge. Toasts: 'Message deleted successfully' or 'Error' / 'Failed to delete message'.
 */
export function useDeleteMessageMutation(): [(id: string, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useDeleteMutation<Op>(mutation, {
    result: (r) => r.deleteMessage,
    payloadType: "DeleteMessagePayload",
    countDelta: -1,
    listKeys: ["MessageList_messages"],
    refreshCounts: true,
    successToast: MESSAGE_TEXTS.deleted,
    failureToast: MESSAGE_TEXTS.deleteFailed,
  });
}
