import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import type { TemplateTexts } from "./texts";
import type { UpdateContractTemplateInput, useUpdateContractTemplateMutation as Op } from "./__generated__/useUpdateContractTemplateMutation.graphql";

const mutation = graphql`
  mutation useUpdateContractTemplateMutation($input: UpdateContractTemplateInput!) {
    updateContractTemplate(input: $input) {
      __typename
      ... on UpdateContractTemplatePayload {
        contractTemplate {
          id
          ...ContractTemplateCard_template
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Saves a template's changed fields; its card changes in place. Toasts: 'Template updated successfully' ('Proposal
 * template updated successfully'), or 'Error' with the server's message, else 'Failed to update template'.
 */
export function useUpdateContractTemplateMutation(texts: TemplateTexts): [(input: UpdateContractTemplateInput) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.updateContractTemplate,
    payloadType: "UpdateContractTemplatePayload",
    listKeys: ["ContractTemplateList_contractTemplates", "ProposalTemplateList_contractTemplates"],
    successToast: texts.updated,
    failureToast: texts.updateFailed,
    failureToastOptions: { detailOnly: true },
  });
}
