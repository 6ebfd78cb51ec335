import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { RECURRING_TEXTS } from "./texts";
import type { CreateRecurringInvoiceInput, useCreateRecurringInvoiceMutation as Op } from "./__generated__/useCreateRecurringInvoiceMutation.graphql";

const mutation = graphql`
  mutation useCreateRecurringInvoiceMutation($input: CreateRecurringInvoiceInput!, $connections: [ID!]!) {
    createRecurringInvoice(input: $input) {
      __typename
      ... on CreateRecurringInvoicePayload {
        recurringInvoice @prependNode(connections: $connections, edgeTypeName: "RecurringInvoiceEdge") {
          id
          ...RecurringInvoiceCard_recurringInvoice
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Creates a recurring invoice: its card appears first in the list (`connections`). */
export function useCreateRecurringInvoiceMutation(): [(input: CreateRecurringInvoiceInput, connections: readonly string[]) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.createRecurringInvoice,
    payloadType: "CreateRecurringInvoicePayload",
    countDelta: 1,
    successToast: RECURRING_TEXTS.created,
    failureToast: RECURRING_TEXTS.createFailed,
  });
  const create = useCallback(
    (input: CreateRecurringInvoiceInput, connections: readonly string[]) => run({ variables: { input, connections: [...connections] } }),
    [run],
  );
  return [create, inFlight];
}
