import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useCreateMutation } from "../../relay/recordMutations";
import { AUTOMATION_TEXTS } from "./texts";
import type { CreateWorkflowFromTemplateInput, useCreateWorkflowFromTemplateMutation as Op } from "./__generated__/useCreateWorkflowFromTemplateMutation.graphql";

const mutation = graphql`
  mutation useCreateWorkflowFromTemplateMutation($input: CreateWorkflowFromTemplateInput!, $connections: [ID!]!) {
    createWorkflowFromTemplate(input: $input) {
      __typename
      ... on CreateWorkflowFromTemplatePayload {
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
 * Use Template, once reviewed: the workflow as the form holds it, from the template (whose use it counts); its card
 * appears first. Toasts: 'Success' / 'Workflow created from template' or 'Failed to create workflow from template'.
 */
export function useCreateWorkflowFromTemplateMutation(): [(input: CreateWorkflowFromTemplateInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  const [create, inFlight] = useCreateMutation<Op>(mutation, {
    result: (r) => r.createWorkflowFromTemplate,
    payloadType: "CreateWorkflowFromTemplatePayload",
    countDelta: 1,
    failureToast: AUTOMATION_TEXTS.fromTemplateFailed,
  });
  const run = async (input: CreateWorkflowFromTemplateInput, connectionId: string) => {
    const outcome = await create(input, connectionId);
    if (outcome.ok) toast.success({ title: AUTOMATION_TEXTS.fromTemplateTitle, description: AUTOMATION_TEXTS.fromTemplate });
    return outcome;
  };
  return [run, inFlight];
}
