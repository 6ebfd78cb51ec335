import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import { FILE_TEXTS } from "./texts";
import type { UpdateFileInput, useUpdateFileMutation as Op } from "./__generated__/useUpdateFileMutation.graphql";

const mutation = graphql`
  mutation useUpdateFileMutation($input: UpdateFileInput!) {
    updateFile(input: $input) {
      __typename
      ... on UpdateFilePayload {
        file {
          id
          ...FileCard_file
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Saves a file's changed details; its card changes in place (same record in the store). Toasts: 'File updated
 * successfully' or 'Error' / 'Failed to update file'.
 */
export function useUpdateFileMutation(): [(input: UpdateFileInput) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.updateFile,
    payloadType: "UpdateFilePayload",
    listKeys: ["FileList_files"],
    successToast: FILE_TEXTS.updated,
    failureToast: FILE_TEXTS.updateFailed,
    failureToastOptions: { detailFrom: ["NotFoundError"] },
  });
}
