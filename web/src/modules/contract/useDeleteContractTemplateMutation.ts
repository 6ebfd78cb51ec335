import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useDeleteMutation } from "../../relay/recordMutations";
import type { TemplateTexts } from "./texts";
import type { useDeleteContractTemplateMutation as Op } from "./__generated__/useDeleteContractTemplateMutation.graphql";

const mutation = graphql`
  mutation useDeleteContractTemplateMutation($input: DeleteContractTemplateInput!, $connections: [ID!]!) {
    deleteContractTemplate(input: $input) {
      __typename
      ... on DeleteContractTemplatePayload {
        deletedContractTemplateId @deleteEdge(connections: $connections)
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Deletes a template and removes its card. Toasts: 'Template deleted successfully' ('Template deleted' / 'The template
 * has been successfully deleted.'), or 'Error' / 'Failed to delete template'.
 */
export function useDeleteContractTemplateMutation(texts: TemplateTexts): [(id: string, connectionId: string) => Promise<MutationOutcome>, boolean] {
  const [remove, inFlight] = useDeleteMutation<Op>(mutation, {
    result: (r) => r.deleteContractTemplate,
    payloadType: "DeleteContractTemplatePayload",
    countDelta: -1,
    listKeys: ["ContractTemplateList_contractTemplates", "ProposalTemplateList_contractTemplates"],
    failureToast: texts.deleteFailed,
    failureToastOptions: { detailFrom: ["ConflictError"], detailOnly: true },
  });
  const run = useCallback(
    async (id: string, connectionId: string) => {
      const outcome = await remove(id, connectionId);
      if (outcome.ok) toast.success({ title: texts.deleted, description: texts.deletedDescription });
      return outcome;
    },
    [remove, texts],
  );
  return [run, inFlight];
}
