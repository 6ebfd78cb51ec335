import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import { INVOICE_TEXTS } from "./texts";
import type { UpdateInvoiceInput, useUpdateInvoiceMutation as Op } from "./__generated__/useUpdateInvoiceMutation.graphql";

const mutation = graphql`
  mutation useUpdateInvoiceMutation($input: UpdateInvoiceInput!) {
    updateInvoice(input: $input) {
      __typename
      ... on UpdateInvoicePayload {
        invoice {
          id
          ...InvoiceRow_invoice
          ...InvoiceViewPage_invoice
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Saves an invoice's changed fields (items, when sent, replace them all); its row and its page change in place.
 * Toasts: 'Invoice updated successfully' or 'Error' / 'Failed to update invoice'.
 */
export function useUpdateInvoiceMutation(): [(input: UpdateInvoiceInput) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.updateInvoice,
    payloadType: "UpdateInvoicePayload",
    listKeys: ["InvoiceList_invoices"],
    successToast: INVOICE_TEXTS.updated,
    failureToast: INVOICE_TEXTS.updateFailed,
  });
}
