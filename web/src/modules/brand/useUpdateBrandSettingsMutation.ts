import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { FieldErrors } from "@common/validation";
import { isUnauthorizedError } from "../../auth/unauthorized";
import type { UpdateBrandSettingsInput, useUpdateBrandSettingsMutation as Op } from "./__generated__/useUpdateBrandSettingsMutation.graphql";

export type BrandSettingsOutcome =
  | { ok: true }
  | {
      ok: false;
      fieldErrors: FieldErrors;
      /** A user-facing server message (ConflictError / NotFoundError). */
      detail?: string;
      /** A 401: the 'Unauthorized' toast is already showing and the page is redirecting. */
      unauthorized?: boolean;
    };

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

export function useUpdateBrandSettingsMutation(): [(input: UpdateBrandSettingsInput) => Promise<BrandSettingsOutcome>, boolean] {
  const [commit, inFlight] = useMutation<Op>(mutation);
  const save = useCallback(
    (input: UpdateBrandSettingsInput) =>
      new Promise<BrandSettingsOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ updateBrandSettings: r }) => {
            if (r.__typename === "UpdateBrandSettingsPayload") resolve({ ok: true });
            else if (r.__typename === "ValidationError")
              resolve({ ok: false, fieldErrors: Object.fromEntries((r.fieldErrors ?? []).map((e) => [e.field, e.message])) });
            else if (r.__typename === "ConflictError" || r.__typename === "NotFoundError")
              resolve({ ok: false, fieldErrors: {}, detail: r.message });
            else resolve({ ok: false, fieldErrors: {} });
          },
          onError: (error) => resolve({ ok: false, fieldErrors: {}, unauthorized: isUnauthorizedError(error) }),
        });
      }),
    [commit],
  );
  return [save, inFlight];
}
