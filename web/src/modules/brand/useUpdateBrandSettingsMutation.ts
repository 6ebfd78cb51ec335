import { graphql } from "react-relay/hooks";
import type { MutationOutcome } from "../../relay/mutationResult";
import { useInputMutation } from "../../relay/recordMutations";
import type { UpdateBrandSettingsInput, useUpdateBrandSettingsMutation as Op } from "./__generated__/useUpdateBrandSettingsMutation.graphql";

/**
 * Saves the brand settings. The payload selects every viewer field the app shell reads for branding (brandColor for
 * the theme, the sidebar's companyName and brandLogo), so Relay updates the sidebar, mobile menu and colours in place.
 */
const mutation = graphql`
  mutation useUpdateBrandSettingsMutation($input: UpdateBrandSettingsInput!) {
    updateBrandSettings(input: $input) {
      __typename
      ... on UpdateBrandSettingsPayload {
        user {
          id
          companyName
          brandColor
          brandLogo
          ...SidebarBrand_viewer
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

export function useUpdateBrandSettingsMutation(): [(input: UpdateBrandSettingsInput) => Promise<MutationOutcome>, boolean] {
  return useInputMutation<Op>(mutation, {
    result: (r) => r.updateBrandSettings,
    payloadType: "UpdateBrandSettingsPayload",
  });
}
