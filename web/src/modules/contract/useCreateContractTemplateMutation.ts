import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useCreateMutation } from "../../relay/recordMutations";
import type { TemplateTexts } from "./texts";
import type { CreateContractTemplateInput, useCreateContractTemplateMutation as Op } from "./__generated__/useCreateContractTemplateMutation.graphql";

const mutation = graphql`
  mutation useCreateContractTemplateMutation($input: CreateContractTemplateInput!, $connections: [ID!]!) {
    createContractTemplate(input: $input) {
      __typename
      ... on CreateContractTemplatePayload {
        contractTemplate @prependNode(connections: $connections, edgeTypeName: "ContractTemplateEdge") {
          id
          ...ContractTemplateCard_template
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Creates a contract or proposal template: its card appears first in its list. Toasts: 'Template created successfully'
 * ('Proposal template created successfully'), or 'Error' with the server's message, else 'Failed to create template'.
 */
export function useCreateContractTemplateMutation(texts: TemplateTexts): [(input: CreateContractTemplateInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useCreateMutation<Op>(mutation, {
    result: (r) => r.createContractTemplate,
    payloadType: "CreateContractTemplatePayload",
    countDelta: 1,
    successToast: texts.created,
    failureToast: texts.createFailed,
    failureToastOptions: { detailOnly: true },
  });
}
