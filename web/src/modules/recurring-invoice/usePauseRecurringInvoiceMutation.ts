import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { RECURRING_TEXTS } from "./texts";
import type { usePauseRecurringInvoiceMutation as PauseOp } from "./__generated__/usePauseRecurringInvoiceMutation.graphql";
import type { useResumeRecurringInvoiceMutation as ResumeOp } from "./__generated__/useResumeRecurringInvoiceMutation.graphql";

const pauseMutation = graphql`
  mutation usePauseRecurringInvoiceMutation($input: PauseRecurringInvoiceInput!) {
    pauseRecurringInvoice(input: $input) {
      __typename
      ... on PauseRecurringInvoicePayload {
        recurringInvoice {
          id
          ...RecurringInvoiceCard_recurringInvoice
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

const resumeMutation = graphql`
  mutation useResumeRecurringInvoiceMutation($input: ResumeRecurringInvoiceInput!) {
    resumeRecurringInvoice(input: $input) {
      __typename
      ... on ResumeRecurringInvoicePayload {
        recurringInvoice {
          id
          ...RecurringInvoiceCard_recurringInvoice
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Pauses (no invoice is made meanwhile) or resumes a recurring invoice (from its next period that has not started:
 * the paused periods are skipped). Toasts: 'Recurring invoice paused' / 'Recurring invoice resumed', or the failure.
 */
export function usePauseRecurringInvoiceMutation(): [(id: string, paused: boolean) => Promise<MutationOutcome>, boolean] {
  const common = { listKeys: ["RecurringInvoiceList_recurringInvoices"], failureToast: RECURRING_TEXTS.updateFailed } as const;
  const [pause, pausing] = useOutcomeMutation<PauseOp>(pauseMutation, {
    ...common, result: (r) => r.pauseRecurringInvoice, payloadType: "PauseRecurringInvoicePayload", successToast: RECURRING_TEXTS.paused,
  });
  const [resume, resuming] = useOutcomeMutation<ResumeOp>(resumeMutation, {
    ...common, result: (r) => r.resumeRecurringInvoice, payloadType: "ResumeRecurringInvoicePayload", successToast: RECURRING_TEXTS.resumed,
  });
  const set = useCallback((id: string, paused: boolean) => (paused ? pause : resume)({ variables: { input: { id } } }), [pause, resume]);
  return [set, pausing || resuming];
}
