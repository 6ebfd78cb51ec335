import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { FILE_TEXTS } from "./texts";
import type { useDeleteFileMutation as Op } from "./__generated__/useDeleteFileMutation.graphql";

const mutation = graphql`
  mutation useDeleteFileMutation($input: DeleteFileInput!, $connections: [ID!]!) {
    deleteFile(input: $input) {
      __typename
      ... on DeleteFilePayload {
        deletedFileId @deleteEdge(connections: $connections)
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** The file being deleted: its id, and its name and size for the toast and the storage total. */
interface DeletedFile {
  id: string;
  name: string;
  size: number;
}

/**
 * Deletes a file (the stored object goes with it): its card leaves the grid in place, the list's total and the
 * storage used follow. Toasts: 'File Deleted' / '{name} has been deleted successfully', or 'Delete Failed' /
 * 'Failed to delete the file. Please try again.'
 */
export function useDeleteFileMutation(): [(file: DeletedFile, connectionId: string) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.deleteFile,
    payloadType: "DeleteFilePayload",
    countDelta: -1,
    listKeys: ["FileList_files"],
  });
  const remove = useCallback(
    async (file: DeletedFile, connectionId: string) => {
      const outcome = await run({
        variables: { input: { id: file.id }, connections: [connectionId] },
        updater: (store, data) => {
          if (data?.deleteFile.__typename !== "DeleteFilePayload") return;
          const viewer = store.getRoot().getLinkedRecord("viewer");
          const used = viewer?.getValue("storageUsedBytes");
          if (viewer && typeof used === "number") viewer.setValue(Math.max(0, used - file.size), "storageUsedBytes");
        },
      });
      if (outcome.ok) toast.success({ title: FILE_TEXTS.deletedTitle, description: FILE_TEXTS.deletedDescription(file.name) });
      else if (!outcome.silent) toast.error({ title: FILE_TEXTS.deleteFailedTitle, description: FILE_TEXTS.deleteFailedDescription });
      return outcome;
    },
    [run],
  );
  return [remove, inFlight];
}
