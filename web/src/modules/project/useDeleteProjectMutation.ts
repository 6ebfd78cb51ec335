import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useDeleteMutation } from "../../relay/recordMutations";
import { PROJECT_TEXTS } from "./texts";
import type { useDeleteProjectMutation as Op } from "./__generated__/useDeleteProjectMutation.graphql";

const mutation = graphql`
  mutation useDeleteProjectMutation($input: DeleteProjectInput!, $connections: [ID!]!) {
    deleteProject(input: $input) {
      __typename
      ... on DeleteProjectPayload {
        deletedProjectId @deleteEdge(connections: $connections)
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Deletes a project and removes its card from the list (`connectionId`: the list's `__id`). Toasts: 'Project deleted
 * successfully' or 'Error' / 'Failed to delete project' (with the server's message when there is one).
 */
export function useDeleteProjectMutation(): [(id: string, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useDeleteMutation<Op>(mutation, {
    result: (r) => r.deleteProject,
    payloadType: "DeleteProjectPayload",
    countDelta: -1,
    listKeys: ["ProjectList_projects"],
    refreshCounts: true,
    successToast: PROJECT_TEXTS.deleted,
    failureToast: PROJECT_TEXTS.deleteFailed,
  });
}
