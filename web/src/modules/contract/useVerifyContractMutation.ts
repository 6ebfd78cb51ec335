import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { DOCUMENT_PAGE_TEXTS } from "./texts";
import type { useVerifyContractMutation as Op } from "./__generated__/useVerifyContractMutation.graphql";

const mutation = graphql`
  mutation useVerifyContractMutation($input: VerifyContractInput!) {
    verifyContract(input: $input) {
      __typename
      ... on VerifyContractPayload {
        documentHashMatches
        pdfHashMatches
        contract {
          id
          ...ContractPage_contract
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Both hashes as the server recomputed them, or null when it could not verify. */
type VerifyResult = { documentHashMatches: boolean; pdfHashMatches: boolean } | null;

/**
 * Recomputes the sealed file's two hashes on the server (the signed text's and the stored PDF's): 'Both hashes match',
 * or 'Verification failed' naming the one that does not.
 */
export function useVerifyContractMutation(): [(id: string) => Promise<VerifyResult>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, { result: (r) => r.verifyContract, payloadType: "VerifyContractPayload" });
  const verify = useCallback(
    async (id: string): Promise<VerifyResult> => {
      let result: VerifyResult = null;
      const outcome = await run({
        variables: { input: { id } },
        onCompleted: (response) => {
          const r = response.verifyContract;
          if (r?.__typename === "VerifyContractPayload") result = { documentHashMatches: r.documentHashMatches === true, pdfHashMatches: r.pdfHashMatches === true };
        },
      });
      if (!outcome.ok || !result) {
        if (!outcome.ok && outcome.silent) return null;
        const reason = outcome.ok ? undefined : (outcome.detail ?? outcome.refusal);
        toast.error({ title: "Error", description: reason ?? DOCUMENT_PAGE_TEXTS.verifyFailed });
        return null;
      }
      const { documentHashMatches, pdfHashMatches } = result as NonNullable<VerifyResult>;
      if (documentHashMatches && pdfHashMatches) toast.success({ title: DOCUMENT_PAGE_TEXTS.verified, description: DOCUMENT_PAGE_TEXTS.verifiedDescription });
      else toast.error({ title: DOCUMENT_PAGE_TEXTS.verifyMismatch, description: DOCUMENT_PAGE_TEXTS.verifyMismatchDescription(documentHashMatches, pdfHashMatches) });
      return result;
    },
    [run],
  );
  return [verify, inFlight];
}
