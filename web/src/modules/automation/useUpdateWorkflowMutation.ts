import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import { AUTOMATION_TEXTS } from "./texts";
import { WORKFLOWS_KEY } from "./liveStore";
import type { UpdateWorkflowInput, useUpdateWorkflowMutation as Op } from "./__generated__/useUpdateWorkflowMutation.graphql";

const mutation = graphql`
  mutation useUpdateWorkflowMutation($input: UpdateWorkflowInput!) {
    updateWorkflow(input: $input) {
      __typename
      ... on UpdateWorkflowPayload {
        workflow {
          id
          ...WorkflowCard_workflow
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Saves a workflow's changed fields; its card changes in place. Toasts: 'Workflow updated successfully' or 'Failed to update workflow'. */
export function useUpdateWorkflowMutation(): [(input: UpdateWorkflowInput) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.updateWorkflow,
    payloadType: "UpdateWorkflowPayload",
    listKeys: [WORKFLOWS_KEY],
    successToast: AUTOMATION_TEXTS.updated,
    failureToast: AUTOMATION_TEXTS.updateFailed,
    failureToastOptions: { detailOnly: true },
  });
}
