import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useCreateMutation } from "../../relay/recordMutations";
import { AUTOMATION_TEXTS } from "./texts";
import type { CreateWorkflowInput, useCreateWorkflowMutation as Op } from "./__generated__/useCreateWorkflowMutation.graphql";

const mutation = graphql`
  mutation useCreateWorkflowMutation($input: CreateWorkflowInput!, $connections: [ID!]!) {
    createWorkflow(input: $input) {
      __typename
      ... on CreateWorkflowPayload {
        workflow @prependNode(connections: $connections, edgeTypeName: "WorkflowEdge") {
          id
          ...WorkflowCard_workflow
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** Creates a workflow: its card appears first. Toasts: 'Workflow created successfully' or 'Failed to create workflow'. */
export function useCreateWorkflowMutation(): [(input: CreateWorkflowInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useCreateMutation<Op>(mutation, {
    result: (r) => r.createWorkflow,
    payloadType: "CreateWorkflowPayload",
    countDelta: 1,
    successToast: AUTOMATION_TEXTS.workflowCreated,
    failureToast: AUTOMATION_TEXTS.createFailed,
    failureToastOptions: { detailOnly: true },
  });
}
