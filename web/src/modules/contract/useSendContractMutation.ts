import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import type { useSendContractMutation as Op } from "./__generated__/useSendContractMutation.graphql";

const mutation = graphql`
  mutation useSendContractMutation($input: SendContractInput!) {
    sendContract(input: $input) {
      __typename
      ... on SendContractPayload {
        contract {
          id
          ...ContractCard_contract
          ...ContractPage_contract
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** What the send's toasts say. */
interface SendTexts {
  sent: string;
  sentDescription: string;
  sendFailed: string;
}

/**
 * E-mails the client the document's link to read and sign (or accept) it, with the optional personal message typed
 * before sending; a draft becomes sent, its card (and its page) changes in place. A refusal (the client has no e-mail address, the document is signed or expired) is the toast's text.
 */
export function useSendContractMutation(texts: SendTexts): [(id: string, message?: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.sendContract,
    payloadType: "SendContractPayload",
    listKeys: ["ContractList_contracts", "ProposalList_contracts"],
  });
  const send = useCallback(
    async (id: string, message?: string) => {
      const note = message?.trim();
      const outcome = await run({ variables: { input: note ? { id, message: note } : { id } } });
      if (outcome.ok) toast.success({ title: texts.sent, description: texts.sentDescription });
      else if (!outcome.silent) {
        const reason = Object.values(outcome.fieldErrors)[0] ?? outcome.detail ?? outcome.refusal;
        toast.error({ title: "Error", description: reason ?? texts.sendFailed });
      }
      return outcome;
    },
    [run, texts],
  );
  return [send, inFlight];
}
