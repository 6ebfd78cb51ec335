import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { API_TOKEN_TEXTS } from "./ApiTokenTexts";
import type { CreateApiTokenInput, useCreateApiTokenMutation as Op } from "./__generated__/useCreateApiTokenMutation.graphql";

/** Creates a token; the answer's token is shown once (the card keeps it until dismissed). */
const mutation = graphql`
  mutation useCreateApiTokenMutation($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenPayload {
        token
        apiToken {
          id
          name
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

export type CreateApiTokenOutcome = MutationOutcome & { token?: string };

export function useCreateApiTokenMutation(): [(input: CreateApiTokenInput) => Promise<CreateApiTokenOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.createApiToken,
    payloadType: "CreateApiTokenPayload",
    successToast: API_TOKEN_TEXTS.created,
  });
  const create = async (input: CreateApiTokenInput): Promise<CreateApiTokenOutcome> => {
    let token: string | undefined;
    const outcome = await run({
      variables: { input },
      onCompleted: (r) => {
        if (r.createApiToken?.__typename === "CreateApiTokenPayload") token = r.createApiToken.token;
      },
    });
    return { ...outcome, token };
  };
  return [create, inFlight];
}
