import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { MESSAGE_TEXTS } from "./texts";
import type { useSetMessageReadMutation as Op } from "./__generated__/useSetMessageReadMutation.graphql";

const mutation = graphql`
  mutation useSetMessageReadMutation($input: SetMessageReadInput!) {
    setMessageRead(input: $input) {
      __typename
      ... on SetMessageReadPayload {
        record {
          id
          isRead
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Marks a message read (opening it) or unread ('Mark as unread'). The badge on its card changes at once and the
 * sidebar's unread count follows; a failure puts the badge back and says 'Failed to update message'.
 */
export function useSetMessageReadMutation(): [(id: string, read: boolean) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.setMessageRead,
    payloadType: "SetMessageReadPayload",
    listKeys: ["MessageList_messages"],
    refreshCounts: true,
    failureToast: MESSAGE_TEXTS.readFailed,
  });
  const setRead = useCallback(
    (id: string, read: boolean) =>
      run({
        variables: { input: { id, read } },
        optimisticUpdater: (store) => {
          store.get(id)?.setValue(read, "isRead");
        },
      }),
    [run],
  );
  return [setRead, inFlight];
}
