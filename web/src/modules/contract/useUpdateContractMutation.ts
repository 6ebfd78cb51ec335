import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { ConnectionHandler, type RecordSourceSelectorProxy } from "relay-runtime";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import type { DocumentTexts } from "./texts";
import type { UpdateContractInput, useUpdateContractMutation as Op } from "./__generated__/useUpdateContractMutation.graphql";

const mutation = graphql`
  mutation useUpdateContractMutation($input: UpdateContractInput!) {
    updateContract(input: $input) {
      __typename
      ... on UpdateContractPayload {
        contract {
          id
          version
          ...ContractCard_contract
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** A signed document whose terms changed comes back as a new version (a new id): it takes the old one's place in the list. */
function replaceVersion(store: RecordSourceSelectorProxy, connectionId: string, oldId: string) {
  const contract = store.getRootField("updateContract")?.getLinkedRecord("contract");
  const connection = store.get(connectionId);
  if (!contract || !connection || contract.getDataID() === oldId) return;
  ConnectionHandler.deleteNode(connection, oldId);
  const edge = ConnectionHandler.createEdge(store, connection, contract, "ContractEdge");
  ConnectionHandler.insertEdgeBefore(connection, edge);
}

/**
 * Saves a contract's or proposal's changed fields. Its card changes in place, or, when the server answers a new version
 * of a signed document, the new version replaces the old card. Toasts: 'Contract updated successfully' or 'Error'
 * with the server's message, else 'Failed to update contract'.
 */
export function useUpdateContractMutation(texts: DocumentTexts): [(input: UpdateContractInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.updateContract,
    payloadType: "UpdateContractPayload",
    listKeys: ["ContractList_contracts", "ProposalList_contracts"],
    successToast: texts.updated,
    failureToast: texts.updateFailed,
    failureToastOptions: { detailOnly: true },
  });
  const save = useCallback(
    (input: UpdateContractInput, connectionId: string) =>
      run({ variables: { input }, updater: (store) => replaceVersion(store, connectionId, input.id) }),
    [run],
  );
  return [save, inFlight];
}
