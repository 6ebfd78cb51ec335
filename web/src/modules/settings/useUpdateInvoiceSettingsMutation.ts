import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import type { UpdateInvoiceSettingsInput, useUpdateInvoiceSettingsMutation as Op } from "./__generated__/useUpdateInvoiceSettingsMutation.graphql";

/** Saves the invoice settings (the PDFs' paper size); the payload updates the viewer's field in place. */
const mutation = graphql`
  mutation useUpdateInvoiceSettingsMutation($input: UpdateInvoiceSettingsInput!) {
    updateInvoiceSettings(input: $input) {
      __typename
      ... on UpdateInvoiceSettingsPayload {
        user {
          id
          invoicePaperSize
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

export function useUpdateInvoiceSettingsMutation(): [(input: UpdateInvoiceSettingsInput) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.updateInvoiceSettings,
    payloadType: "UpdateInvoiceSettingsPayload",
  });
}
