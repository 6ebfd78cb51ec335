import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { PAYMENT_TEXTS } from "./texts";
import type { useRecordPaymentMutation as Op } from "./__generated__/useRecordPaymentMutation.graphql";

const mutation = graphql`
  mutation useRecordPaymentMutation($input: RecordPaymentInput!) {
    recordPayment(input: $input) {
      __typename
      ... on RecordPaymentPayload {
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

export interface RecordPaymentInput {
  invoiceId: string;
  amount: string;
  method: string;
  paidAt: string | null;
  reference: string | null;
  note: string | null;
}

/**
 * Records a payment by hand; the invoice comes back with its new amount paid, balance and status (paid when nothing is
 * left). Toasts 'Payment recorded'; a refusal (more than the balance) lands under its field in the dialog.
 */
export function useRecordPaymentMutation(): [(input: RecordPaymentInput) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.recordPayment,
    payloadType: "RecordPaymentPayload",
    failureToast: PAYMENT_TEXTS.recordFailed,
  });
  const record = useCallback(
    async (input: RecordPaymentInput) => {
      const outcome = await run({ variables: { input } });
      if (outcome.ok) toast.success({ title: PAYMENT_TEXTS.recorded });
      return outcome;
    },
    [run],
  );
  return [record, inFlight];
}
