import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import type { UpdateSettingsInput, useUpdateSettingsMutation as Op } from "./__generated__/useUpdateSettingsMutation.graphql";

/**
 * Saves settings of the workspace: any sections (`{ profile: {...}, workspace: {...}, invoices: {...} }`). The payload
 * selects every section and the viewer's own name and zone fields (what the top bar and other screens read of the
 * user), so Relay updates the page's cards and the top bar in place. A field error is named `<section>.<field>`.
 */
const mutation = graphql`
  mutation useUpdateSettingsMutation($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      __typename
      ... on UpdateSettingsPayload {
        user {
          id
          firstName
          lastName
          timeZone
          # the invoice form's suggestion follows a changed number format
          nextInvoiceNumber
          settings {
            ...SettingsPage_sections
          }
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

export function useUpdateSettingsMutation(): [(input: UpdateSettingsInput) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.updateSettings,
    payloadType: "UpdateSettingsPayload",
  });
}
