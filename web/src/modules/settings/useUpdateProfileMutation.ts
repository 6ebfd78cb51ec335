import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import type { UpdateProfileInput, useUpdateProfileMutation as Op } from "./__generated__/useUpdateProfileMutation.graphql";

/**
 * Saves the profile. The payload selects every viewer field the page and the app shell read (the top bar's name and
 * initial), so Relay updates the form's source and the top bar in place.
 */
const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload {
        user {
          id
          firstName
          lastName
          email
          timeZone
          ...TopBar_viewer
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

export function useUpdateProfileMutation(): [(input: UpdateProfileInput) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.updateProfile,
    payloadType: "UpdateProfilePayload",
  });
}
