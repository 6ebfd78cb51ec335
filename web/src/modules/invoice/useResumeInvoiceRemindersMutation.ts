import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { INVOICE_TEXTS, REMINDER_HISTORY_TEXTS } from "./texts";
import type { useResumeInvoiceRemindersMutation as Op } from "./__generated__/useResumeInvoiceRemindersMutation.graphql";

const mutation = graphql`
  mutation useResumeInvoiceRemindersMutation($input: ResumeInvoiceRemindersInput!) {
    resumeInvoiceReminders(input: $input) {
      __typename
      ... on ResumeInvoiceRemindersPayload {
        invoice {
          id
          ...InvoiceViewPage_invoice
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Resumes the payment reminders a refund paused. Toasts 'Payment reminders resumed', or 'Failed to update invoice'. */
export function useResumeInvoiceRemindersMutation(): [(id: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.resumeInvoiceReminders,
    payloadType: "ResumeInvoiceRemindersPayload",
    failureToast: INVOICE_TEXTS.updateFailed,
  });
  const resume = useCallback(
    async (id: string) => {
      const outcome = await run({ variables: { input: { id } } });
      if (outcome.ok) toast.success({ title: REMINDER_HISTORY_TEXTS.resumed });
      return outcome;
    },
    [run],
  );
  return [resume, inFlight];
}
