import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { DOCUMENT_PAGE_TEXTS } from "./texts";
import type { useResendContractMutation as Op } from "./__generated__/useResendContractMutation.graphql";

const mutation = graphql`
  mutation useResendContractMutation($input: ResendContractInput!) {
    resendContract(input: $input) {
      __typename
      ... on ResendContractPayload {
        contract {
          id
          ...ContractPage_contract
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** E-mails the client the same signing link again: 'Sent again', or 'Error' with the server's reason. */
export function useResendContractMutation(): [(id: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.resendContract,
    payloadType: "ResendContractPayload",
    listKeys: ["ContractList_contracts", "ProposalList_contracts"],
  });
  const resend = useCallback(
    async (id: string) => {
      const outcome = await run({ variables: { input: { id } } });
      if (outcome.ok) toast.success({ title: DOCUMENT_PAGE_TEXTS.resent, description: DOCUMENT_PAGE_TEXTS.resentDescription });
      else if (!outcome.silent) {
        const reason = Object.values(outcome.fieldErrors)[0] ?? outcome.detail ?? outcome.refusal;
        toast.error({ title: "Error", description: reason ?? DOCUMENT_PAGE_TEXTS.resendFailed });
      }
      return outcome;
    },
    [run],
  );
  return [resend, inFlight];
}
