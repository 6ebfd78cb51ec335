import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useCreateMutation } from "../../relay/recordMutations";
import { PROJECT_TEXTS } from "./texts";
import type { CreateProjectInput, useCreateProjectMutation as Op } from "./__generated__/useCreateProjectMutation.graphql";

const mutation = graphql`
  mutation useCreateProjectMutation($input: CreateProjectInput!, $connections: [ID!]!) {
    createProject(input: $input) {
      __typename
      ... on CreateProjectPayload {
        project @prependNode(connections: $connections, edgeTypeName: "ProjectEdge") {
          id
          ...ProjectCard_project
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/**
 * Creates a project: its card appears first in the list (`connectionId`: the list's `__id`) and the sidebar counts
 * follow. Toasts: 'Project created successfully' or 'Error' / 'Failed to create project'.
 */
export function useCreateProjectMutation(): [(input: CreateProjectInput, connectionId: string) => Promise<MutationOutcome>, boolean] {
  return useCreateMutation<Op>(mutation, {
    result: (r) => r.createProject,
    payloadType: "CreateProjectPayload",
    countDelta: 1,
    refreshCounts: true,
    successToast: PROJECT_TEXTS.created,
    failureToast: PROJECT_TEXTS.createFailed,
  });
}
