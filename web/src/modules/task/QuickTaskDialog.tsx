import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { DialogOpenProps } from "../../components/DialogShell";
import { TaskForm } from "./TaskForm";
import type { QuickTaskDialogQuery } from "./__generated__/QuickTaskDialogQuery.graphql";

/** The form's options (as many as the tasks screen offers). */
const OPTION_COUNT = 100;

/**
 * A hub's 'New task': the tasks screen's form dialog with the client (and the project) chosen, its options read when
 * it first opens (so the hub's own query stays small). The new task shows in the hub when it reads its blocks again.
 */
export function QuickTaskDialog({ open, onOpenChange, clientId, projectId }: DialogOpenProps & { clientId: string; projectId?: string }) {
  const { viewer } = useLazyLoadQuery<QuickTaskDialogQuery>(
    graphql`
      query QuickTaskDialogQuery($optionCount: Int!) {
        viewer {
          ...TaskForm_viewer @arguments(optionCount: $optionCount)
        }
      }
    `,
    { optionCount: OPTION_COUNT },
    { fetchPolicy: "store-and-network" },
  );
  return <TaskForm open={open} onOpenChange={onOpenChange} viewer={viewer} task={null} connectionId="" preset={{ clientId, ...(projectId ? { projectId } : {}) }} />;
}
