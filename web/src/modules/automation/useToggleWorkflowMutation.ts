import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import { AUTOMATION_TEXTS } from "./texts";
import { WORKFLOWS_KEY } from "./liveStore";
import type { useToggleWorkflowMutation as Op } from "./__generated__/useToggleWorkflowMutation.graphql";

const mutation = graphql`
  mutation useToggleWorkflowMutation($input: ToggleWorkflowInput!) {
    toggleWorkflow(input: $input) {
      __typename
      ... on ToggleWorkflowPayload {
        workflow {
          id
          isActive
          updatedAt
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Switches a workflow on or off; its card changes in place. Toasts: 'Workflow status updated' or 'Failed to update workflow status'. */
export function useToggleWorkflowMutation(): [(id: string) => Promise<MutationOutcome>, boolean] {
  const [save, inFlight] = useInputMutation<Op>(mutation, {
    result: (r) => r.toggleWorkflow,
    payloadType: "ToggleWorkflowPayload",
    listKeys: [WORKFLOWS_KEY],
    successToast: AUTOMATION_TEXTS.statusUpdated,
    failureToast: AUTOMATION_TEXTS.statusFailed,
  });
  const toggle = useCallback((id: string) => save({ id }), [save]);
  return [toggle, inFlight];
}
