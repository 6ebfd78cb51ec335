import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { INTEGRATION_TEXTS } from "./texts";
import type { useConnectCaldavMutation as Op } from "./__generated__/useConnectCaldavMutation.graphql";

const mutation = graphql`
  mutation useConnectCaldavMutation($input: ConnectCaldavInput!) {
    connectCaldav(input: $input) {
      __typename
      ... on ConnectCaldavPayload {
        integration {
          id
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Connects the workspace's CalDAV account (server URL, user name, app password). A refused password comes back as the
 * form's field message; toasts: 'CalDAV connected', or 'Error' / 'Failed to connect' with a conflict's reason.
 */
export function useConnectCaldavMutation(): [(input: { url: string; username: string; password: string }) => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.connectCaldav,
    payloadType: "ConnectCaldavPayload",
    successToast: INTEGRATION_TEXTS.caldavConnected,
    failureToast: INTEGRATION_TEXTS.connectFailed,
  });
  const connect = useCallback((input: { url: string; username: string; password: string }) => commit({ variables: { input } }), [commit]);
  return [connect, inFlight];
}
