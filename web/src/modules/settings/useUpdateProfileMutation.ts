import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { failureOf, outcomeOf, type MutationOutcome } from "../../relay/mutationResult";
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

export function useUpdateProfileMutation(): [(input: UpdateProfileInput) => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useMutation<Op>(mutation);
  const save = useCallback(
    (input: UpdateProfileInput) =>
      new Promise<MutationOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (data) => resolve(outcomeOf(data.updateProfile, "UpdateProfilePayload")),
          onError: (error) => resolve(failureOf(error)),
        });
      }),
    [commit],
  );
  return [save, inFlight];
}
