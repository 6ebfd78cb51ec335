import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { INVOICE_TEXTS } from "./texts";
import type { CreateInvoiceInput, useCreateInvoiceMutation as Op } from "./__generated__/useCreateInvoiceMutation.graphql";

const mutation = graphql`
  mutation useCreateInvoiceMutation($input: CreateInvoiceInput!, $connections: [ID!]!) {
    createInvoice(input: $input) {
      __typename
      ... on CreateInvoicePayload {
        invoice @prependNode(connections: $connections, edgeTypeName: "InvoiceEdge") {
          id
          ...InvoiceRow_invoice
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Creates an invoice: its row appears first in the lists of `connections` (the list's `__id`, or none while the list
 * shows another status). Toasts: 'Invoice created successfully' or 'Error' / 'Failed to create invoice'.
 */
export function useCreateInvoiceMutation(): [(input: CreateInvoiceInput, connections: readonly string[]) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.createInvoice,
    payloadType: "CreateInvoicePayload",
    countDelta: 1,
    successToast: INVOICE_TEXTS.created,
    failureToast: INVOICE_TEXTS.createFailed,
  });
  const create = useCallback(
    (input: CreateInvoiceInput, connections: readonly string[]) => run({ variables: { input, connections: [...connections] } }),
    [run],
  );
  return [create, inFlight];
}
