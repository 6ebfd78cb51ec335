import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { PAYMENT_TEXTS } from "./texts";
import type { useDeletePaymentMutation as Op } from "./__generated__/useDeletePaymentMutation.graphql";

const mutation = graphql`
  mutation useDeletePaymentMutation($input: DeletePaymentInput!) {
    deletePayment(input: $input) {
      __typename
      ... on DeletePaymentPayload {
        deletedPaymentId
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

/** Deletes a payment recorded by hand; a paid invoice it reopens comes back sent or overdue. Toasts 'Payment deleted'. */
export function useDeletePaymentMutation(): [(id: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.deletePayment,
    payloadType: "DeletePaymentPayload",
    failureToast: PAYMENT_TEXTS.deleteFailed,
  });
  const remove = useCallback(
    async (id: string) => {
      const outcome = await run({ variables: { input: { id } } });
      if (outcome.ok) toast.success({ title: PAYMENT_TEXTS.deleted });
      return outcome;
    },
    [run],
  );
  return [remove, inFlight];
}
