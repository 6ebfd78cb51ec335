import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import { PROJECT_TEXTS } from "./texts";
import type { UpdateProjectInput, useUpdateProjectMutation as Op } from "./__generated__/useUpdateProjectMutation.graphql";

const mutation = graphql`
  mutation useUpdateProjectMutation($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      __typename
      ... on UpdateProjectPayload {
        project {
          id
          ...ProjectCard_project
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Saves a project's changed fields; its card changes in place (same record in the store). Toasts: 'Project updated
 * successfully' or 'Error' / 'Failed to update project'.
 */
export function useUpdateProjectMutation(): [(input: UpdateProjectInput) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.updateProject,
    payloadType: "UpdateProjectPayload",
    listKeys: ["ProjectList_projects"],
    refreshCounts: true,
    successToast: PROJECT_TEXTS.updated,
    failureToast: PROJECT_TEXTS.updateFailed,
  });
}
