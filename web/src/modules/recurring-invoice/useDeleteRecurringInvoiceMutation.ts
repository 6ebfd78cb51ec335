import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { ConnectionHandler } from "relay-runtime";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { RECURRING_TEXTS } from "./texts";
import type { useDeleteRecurringInvoiceMutation as Op } from "./__generated__/useDeleteRecurringInvoiceMutation.graphql";

const mutation = graphql`
  mutation useDeleteRecurringInvoiceMutation($input: DeleteRecurringInvoiceInput!, $connections: [ID!]!) {
    deleteRecurringInvoice(input: $input) {
      __typename
      ... on DeleteRecurringInvoicePayload {
        deletedRecurringInvoiceId @deleteEdge(connections: $connections)
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** The viewer's recurring invoice list. */
export const recurringListConnectionId = (viewerId: string) => ConnectionHandler.getConnectionID(viewerId, "RecurringInvoiceList_recurringInvoices");

/** Deletes a recurring invoice (the invoices it made are kept) and removes its card. */
export function useDeleteRecurringInvoiceMutation(): [(id: string, viewerId: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.deleteRecurringInvoice,
    payloadType: "DeleteRecurringInvoicePayload",
    countDelta: -1,
    listKeys: ["RecurringInvoiceList_recurringInvoices"],
    successToast: RECURRING_TEXTS.deleted,
    failureToast: RECURRING_TEXTS.deleteFailed,
  });
  const remove = useCallback((id: string, viewerId: string) => run({ variables: { input: { id }, connections: [recurringListConnectionId(viewerId)] } }), [run]);
  return [remove, inFlight];
}
