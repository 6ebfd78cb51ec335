import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
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

/**
 * Creates a workflow: its card appears first. Toasts: 'Workflow created successfully' or 'Failed to create workflow';
 * a workflow reviewed from a template: 'Success' / 'Workflow created from template' or 'Failed to create workflow
 * from template'.
 */
export function useCreateWorkflowMutation(fromTemplate = false): [(input: CreateWorkflowInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  const [create, inFlight] = useCreateMutation<Op>(mutation, {
    result: (r) => r.createWorkflow,
    payloadType: "CreateWorkflowPayload",
    countDelta: 1,
    successToast: fromTemplate ? undefined : AUTOMATION_TEXTS.workflowCreated,
    failureToast: fromTemplate ? AUTOMATION_TEXTS.fromTemplateFailed : AUTOMATION_TEXTS.createFailed,
    failureToastOptions: { detailOnly: !fromTemplate },
  });
  const run = async (input: CreateWorkflowInput, connectionId: string) => {
    const outcome = await create(input, connectionId);
    if (outcome.ok && fromTemplate) toast.success({ title: AUTOMATION_TEXTS.fromTemplateTitle, description: AUTOMATION_TEXTS.fromTemplate });
    return outcome;
  };
  return [run, inFlight];
}
