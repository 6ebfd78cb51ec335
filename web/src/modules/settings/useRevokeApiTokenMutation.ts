import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import { API_TOKEN_TEXTS } from "./ApiTokenTexts";
import type { useRevokeApiTokenMutation as Op } from "./__generated__/useRevokeApiTokenMutation.graphql";

/** Revokes a token (the card reads its list again afterwards). */
const mutation = graphql`
  mutation useRevokeApiTokenMutation($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      __typename
      ... on RevokeApiTokenPayload {
        revokedApiTokenId
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

export function useRevokeApiTokenMutation(): [(input: { id: string }) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.revokeApiToken,
    payloadType: "RevokeApiTokenPayload",
    successToast: API_TOKEN_TEXTS.revoked,
    failureToast: API_TOKEN_TEXTS.revokeFailed,
  });
}
