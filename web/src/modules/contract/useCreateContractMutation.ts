import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useCreateMutation } from "../../relay/recordMutations";
import type { DocumentTexts } from "./texts";
import type { CreateContractInput, useCreateContractMutation as Op } from "./__generated__/useCreateContractMutation.graphql";

const mutation = graphql`
  mutation useCreateContractMutation($input: CreateContractInput!, $connections: [ID!]!) {
    createContract(input: $input) {
      __typename
      ... on CreateContractPayload {
        contract @prependNode(connections: $connections, edgeTypeName: "ContractEdge") {
          id
          ...ContractCard_contract
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Creates a contract or a proposal: its card appears first in its list. Toasts: 'Contract created successfully'
 * ('Proposal created successfully'), or 'Error' with the server's message, else 'Failed to create contract'.
 */
export function useCreateContractMutation(texts: DocumentTexts): [(input: CreateContractInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useCreateMutation<Op>(mutation, {
    result: (r) => r.createContract,
    payloadType: "CreateContractPayload",
    countDelta: 1,
    successToast: texts.created,
    failureToast: texts.createFailed,
    failureToastOptions: { detailOnly: true },
  });
}
