import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import { ConnectionHandler } from "relay-runtime";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { INVOICE_TEXTS } from "./texts";
import type { useDeleteInvoiceMutation as Op } from "./__generated__/useDeleteInvoiceMutation.graphql";

const mutation = graphql`
  mutation useDeleteInvoiceMutation($input: DeleteInvoiceInput!, $connections: [ID!]!) {
    deleteInvoice(input: $input) {
      __typename
      ... on DeleteInvoicePayload {
        deletedInvoiceId @deleteEdge(connections: $connections)
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** The viewer's invoice list (its connection key has no filters: the status filter refetches the same list). */
export const invoiceListConnectionId = (viewerId: string) => ConnectionHandler.getConnectionID(viewerId, "InvoiceList_invoices");

/**
 * Deletes an invoice and removes its row from the viewer's list (when loaded). Toasts: 'Invoice deleted successfully' or 'Error' /
 * 'Failed to delete invoice' (with the server's message when there is one).
 */
export function useDeleteInvoiceMutation(): [(id: string, viewerId: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.deleteInvoice,
    payloadType: "DeleteInvoicePayload",
    countDelta: -1,
    listKeys: ["InvoiceList_invoices"],
    successToast: INVOICE_TEXTS.deleted,
    failureToast: INVOICE_TEXTS.deleteFailed,
  });
  const environment = useRelayEnvironment();
  const remove = useCallback(
    (id: string, viewerId: string) => {
      // the list, when it was loaded in this visit (an invoice's page opened directly has none to update)
      const list = invoiceListConnectionId(viewerId);
      const connections = environment.getStore().getSource().has(list) ? [list] : [];
      return run({ variables: { input: { id }, connections } });
    },
    [run, environment],
  );
  return [remove, inFlight];
}
