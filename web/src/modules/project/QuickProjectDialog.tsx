import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { DialogOpenProps } from "../../components/DialogShell";
import { ProjectForm } from "./ProjectForm";
import type { QuickProjectDialogQuery } from "./__generated__/QuickProjectDialogQuery.graphql";

/** The form's options (as many as the projects screen offers). */
const OPTION_COUNT = 100;

/**
 * A hub's 'New project': the projects screen's form dialog with the client (and the project) chosen, its options read when
 * it first opens (so the hub's own query stays small). The new project shows in the hub when it reads its blocks again.
 */
export function QuickProjectDialog({ open, onOpenChange, clientId, projectId }: DialogOpenProps & { clientId: string; projectId?: string }) {
  const { viewer } = useLazyLoadQuery<QuickProjectDialogQuery>(
    graphql`
      query QuickProjectDialogQuery($optionCount: Int!) {
        viewer {
          ...ProjectForm_viewer @arguments(optionCount: $optionCount)
        }
      }
    `,
    { optionCount: OPTION_COUNT },
    { fetchPolicy: "store-and-network" },
  );
  return <ProjectForm open={open} onOpenChange={onOpenChange} viewer={viewer} project={null} connectionId="" preset={{ clientId, ...(projectId ? { projectId } : {}) }} />;
}
