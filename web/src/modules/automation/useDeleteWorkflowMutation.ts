import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useDeleteMutation } from "../../relay/recordMutations";
import { AUTOMATION_TEXTS } from "./texts";
import { WORKFLOWS_KEY } from "./liveStore";
import type { useDeleteWorkflowMutation as Op } from "./__generated__/useDeleteWorkflowMutation.graphql";

const mutation = graphql`
  mutation useDeleteWorkflowMutation($input: DeleteWorkflowInput!, $connections: [ID!]!) {
    deleteWorkflow(input: $input) {
      __typename
      ... on DeleteWorkflowPayload {
        deletedWorkflowId @deleteEdge(connections: $connections)
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Deletes a workflow and removes its card. Toasts: 'Workflow deleted successfully' or 'Failed to delete workflow'. */
export function useDeleteWorkflowMutation(): [(id: string, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useDeleteMutation<Op>(mutation, {
    result: (r) => r.deleteWorkflow,
    payloadType: "DeleteWorkflowPayload",
    countDelta: -1,
    listKeys: [WORKFLOWS_KEY],
    successToast: AUTOMATION_TEXTS.deleted,
    failureToast: AUTOMATION_TEXTS.deleteFailed,
  });
}
