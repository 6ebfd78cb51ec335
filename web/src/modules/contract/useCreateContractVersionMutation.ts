import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { DOCUMENT_PAGE_TEXTS } from "./texts";
import type { useCreateContractVersionMutation as Op } from "./__generated__/useCreateContractVersionMutation.graphql";

const mutation = graphql`
  mutation useCreateContractVersionMutation($input: CreateContractVersionInput!) {
    createContractVersion(input: $input) {
      __typename
      ... on CreateContractVersionPayload {
        contract {
          id
          type
          version
          ...ContractPage_contract
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** The new version: its id and type (to open its page), or null after the failure's toast. */
type NewVersion = { id: string; type: string } | null;

/**
 * Reopens a document as its next version (a draft; the old one stays readable): 'New version created', or 'Error'
 * with the server's reason.
 */
export function useCreateContractVersionMutation(): [(id: string) => Promise<NewVersion>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.createContractVersion,
    payloadType: "CreateContractVersionPayload",
  });
  const create = useCallback(
    async (id: string): Promise<NewVersion> => {
      let created: NewVersion = null;
      const outcome = await run({
        variables: { input: { id } },
        onCompleted: (response) => {
          const r = response.createContractVersion;
          if (r?.__typename === "CreateContractVersionPayload" && r.contract) created = { id: r.contract.id, type: r.contract.type };
        },
      });
      if (outcome.ok && created) toast.success({ title: DOCUMENT_PAGE_TEXTS.newVersionCreated });
      else if (!outcome.ok && !outcome.silent) {
        const reason = Object.values(outcome.fieldErrors)[0] ?? outcome.detail ?? outcome.refusal;
        toast.error({ title: "Error", description: reason ?? DOCUMENT_PAGE_TEXTS.newVersionFailed });
      }
      return outcome.ok ? created : null;
    },
    [run],
  );
  return [create, inFlight];
}
