import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useDeleteMutation } from "../../relay/recordMutations";
import type { DocumentTexts } from "./texts";
import type { useDeleteContractMutation as Op } from "./__generated__/useDeleteContractMutation.graphql";

const mutation = graphql`
  mutation useDeleteContractMutation($input: DeleteContractInput!, $connections: [ID!]!) {
    deleteContract(input: $input) {
      __typename
      ... on DeleteContractPayload {
        deletedContractId @deleteEdge(connections: $connections)
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Deletes a contract or a proposal and removes its card. Toasts: 'Contract deleted successfully' ('Proposal deleted' /
 * 'The proposal has been successfully deleted.'), or 'Error' / 'Failed to delete contract'.
 */
export function useDeleteContractMutation(texts: DocumentTexts): [(id: string, connectionId: string) => Promise<MutationOutcome>, boolean] {
  const [remove, inFlight] = useDeleteMutation<Op>(mutation, {
    result: (r) => r.deleteContract,
    payloadType: "DeleteContractPayload",
    countDelta: -1,
    listKeys: ["ContractList_contracts", "ProposalList_contracts"],
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
