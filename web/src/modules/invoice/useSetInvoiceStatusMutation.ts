import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { INVOICE_TEXTS, STATUS_CHANGE_TEXTS } from "./texts";
import type { useSetInvoiceStatusMutation as Op } from "./__generated__/useSetInvoiceStatusMutation.graphql";

const mutation = graphql`
  mutation useSetInvoiceStatusMutation($input: SetInvoiceStatusInput!) {
    setInvoiceStatus(input: $input) {
      __typename
      ... on SetInvoiceStatusPayload {
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
 * Moves an invoice to another status (sent, paid, cancelled...); the server sets or clears the paid date. Toasts:
 * 'Invoice updated successfully' with what changed, or 'Error' / 'Failed to update invoice'.
 */
export function useSetInvoiceStatusMutation(): [(id: string, status: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.setInvoiceStatus,
    payloadType: "SetInvoiceStatusPayload",
    listKeys: ["InvoiceList_invoices"],
    failureToast: INVOICE_TEXTS.updateFailed,
  });
  const setStatus = useCallback(
    async (id: string, status: string) => {
      const outcome = await run({ variables: { input: { id, status } } });
      if (outcome.ok) toast.success({ title: INVOICE_TEXTS.updated, description: STATUS_CHANGE_TEXTS[status] });
      return outcome;
    },
    [run],
  );
  return [setStatus, inFlight];
}
