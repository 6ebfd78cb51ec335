import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { DialogOpenProps } from "../../components/DialogShell";
import { MessageForm } from "./MessageForm";
import type { QuickMessageDialogQuery } from "./__generated__/QuickMessageDialogQuery.graphql";

/** The form's options (as many as the messages screen offers). */
const OPTION_COUNT = 100;

/**
 * A hub's 'New message': the messages screen's form dialog with the client (and the project) chosen, its options read when
 * it first opens (so the hub's own query stays small). The new message shows in the hub when it reads its blocks again.
 */
export function QuickMessageDialog({ open, onOpenChange, clientId, projectId }: DialogOpenProps & { clientId: string; projectId?: string }) {
  const { viewer } = useLazyLoadQuery<QuickMessageDialogQuery>(
    graphql`
      query QuickMessageDialogQuery($optionCount: Int!) {
        viewer {
          ...MessageForm_viewer @arguments(optionCount: $optionCount)
        }
      }
    `,
    { optionCount: OPTION_COUNT },
    { fetchPolicy: "store-and-network" },
  );
  return <MessageForm open={open} onOpenChange={onOpenChange} viewer={viewer} connectionId="" preset={{ clientId, ...(projectId ? { projectId } : {}) }} />;
}
