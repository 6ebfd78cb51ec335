import { useCallback } from "react";
import { graphql } from "react-relay";
import type { UpdateProjectInput, useUpdateProjectMutation as Op } from "./__generated__/useUpdateProjectMutation.graphql";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";

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
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Updates a project; its card changes in place (same record in the store). Then refreshes the sidebar counts. */
export function useUpdateProjectMutation(): [(input: UpdateProjectInput) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.updateProject,
    payloadType: "UpdateProjectPayload",
    listKeys: ["ProjectGrid_projects"],
    refreshCounts: true,
  });
  const update = useCallback((input: UpdateProjectInput) => run({ variables: { input } }), [run]);
  return [update, inFlight];
}
