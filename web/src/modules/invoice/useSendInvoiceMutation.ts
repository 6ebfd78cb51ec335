import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import { withRefusal, type MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { INVOICE_TEXTS } from "./texts";
import type { useSendInvoiceMutation as Op } from "./__generated__/useSendInvoiceMutation.graphql";

const mutation = graphql`
  mutation useSendInvoiceMutation($input: SendInvoiceInput!) {
    sendInvoice(input: $input) {
      __typename
      ... on SendInvoicePayload {
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
 * E-mails the invoice with its PDF to the client (a draft becomes sent). Toasts: 'Invoice sent' with the address, or
 * 'Error' / 'Failed to send invoice' with the server's reason (after a colon; a refusal such as the e-mail quota
 * reached on a second line).
 */
export function useSendInvoiceMutation(): [(id: string, email: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.sendInvoice,
    payloadType: "SendInvoicePayload",
    listKeys: ["InvoiceList_invoices"],
  });
  const send = useCallback(
    async (id: string, email: string) => {
      const outcome = await run({ variables: { input: { id } } });
      if (outcome.ok) toast.success({ title: INVOICE_TEXTS.sent, description: `The invoice is on its way to ${email}.` });
      else if (!outcome.silent) {
        // the server's reason (no e-mail address, delivery not configured...) is worth reading here
        const reason = outcome.detail ?? Object.values(outcome.fieldErrors)[0] ?? outcome.validationMessage;
        toast.error({ title: "Error", description: withRefusal(reason ? `${INVOICE_TEXTS.sendFailed}: ${reason}` : INVOICE_TEXTS.sendFailed, outcome) });
      }
      return outcome;
    },
    [run],
  );
  return [send, inFlight];
}
