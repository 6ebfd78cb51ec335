import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { DialogOpenProps } from "../../components/DialogShell";
import { InvoiceForm } from "./InvoiceForm";
import type { QuickInvoiceDialogQuery } from "./__generated__/QuickInvoiceDialogQuery.graphql";

/** The form's client and project options (as many as the invoices screen offers). */
const OPTION_COUNT = 100;

/**
 * A hub's 'New invoice': the invoices screen's form dialog with the client (and the project) chosen, its options read
 * when it first opens (so the hub's own query stays small).
 */
export function QuickInvoiceDialog({ open, onOpenChange, clientId, projectId }: DialogOpenProps & { clientId: string; projectId?: string }) {
  const { viewer } = useLazyLoadQuery<QuickInvoiceDialogQuery>(
    graphql`
      query QuickInvoiceDialogQuery($optionCount: Int!) {
        viewer {
          ...InvoiceForm_viewer @arguments(optionCount: $optionCount)
        }
      }
    `,
    { optionCount: OPTION_COUNT },
    { fetchPolicy: "store-and-network" },
  );
  return <InvoiceForm open={open} onOpenChange={onOpenChange} viewer={viewer} invoice={null} preset={{ clientId, ...(projectId ? { projectId } : {}) }} />;
}
