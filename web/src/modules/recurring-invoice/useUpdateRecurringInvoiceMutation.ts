import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { RECURRING_TEXTS } from "./texts";
import type { UpdateRecurringInvoiceInput, useUpdateRecurringInvoiceMutation as Op } from "./__generated__/useUpdateRecurringInvoiceMutation.graphql";

const mutation = graphql`
  mutation useUpdateRecurringInvoiceMutation($input: UpdateRecurringInvoiceInput!) {
    updateRecurringInvoice(input: $input) {
      __typename
      ... on UpdateRecurringInvoicePayload {
        recurringInvoice {
          id
          ...RecurringInvoiceCard_recurringInvoice
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Saves a recurring invoice's changes (its future invoices); a change made since the form opened is refused. */
export function useUpdateRecurringInvoiceMutation(): [(input: UpdateRecurringInvoiceInput) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.updateRecurringInvoice,
    payloadType: "UpdateRecurringInvoicePayload",
    listKeys: ["RecurringInvoiceList_recurringInvoices"],
    successToast: RECURRING_TEXTS.updated,
    failureToast: RECURRING_TEXTS.updateFailed,
  });
  const update = useCallback((input: UpdateRecurringInvoiceInput) => run({ variables: { input } }), [run]);
  return [update, inFlight];
}
