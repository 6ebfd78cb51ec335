import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { AUTOMATION_TEXTS } from "./texts";
import { WORKFLOWS_KEY, prependToViewerList } from "./liveStore";
import type { useCreateWorkflowFromTemplateMutation as Op } from "./__generated__/useCreateWorkflowFromTemplateMutation.graphql";

const mutation = graphql`
  mutation useCreateWorkflowFromTemplateMutation($input: CreateWorkflowFromTemplateInput!) {
    createWorkflowFromTemplate(input: $input) {
      __typename
      ... on CreateWorkflowFromTemplatePayload {
        workflow {
          id
          ...WorkflowCard_workflow
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Use Template: a new workflow with the template's name, description, trigger and actions, first in the Workflows
 * tab. Toasts: 'Success' / 'Workflow created from template', or 'Failed to create workflow from template'.
 */
export function useCreateWorkflowFromTemplateMutation(): [(template: { id: string; name: string; description: string | null }) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.createWorkflowFromTemplate,
    payloadType: "CreateWorkflowFromTemplatePayload",
    failureToast: AUTOMATION_TEXTS.fromTemplateFailed,
  });
  const create = useCallback(
    async (template: { id: string; name: string; description: string | null }) => {
      const outcome = await run({
        variables: { input: { templateId: template.id, name: template.name, description: template.description } },
        updater: (store) => {
          const workflow = store.getRootField("createWorkflowFromTemplate")?.getLinkedRecord("workflow");
          prependToViewerList(store, WORKFLOWS_KEY, workflow, "WorkflowEdge");
        },
      });
      if (outcome.ok) toast.success({ title: AUTOMATION_TEXTS.fromTemplateTitle, description: AUTOMATION_TEXTS.fromTemplate });
      return outcome;
    },
    [run],
  );
  return [create, inFlight];
}
