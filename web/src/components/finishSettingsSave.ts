import type { FormikErrors, FormikHelpers, FormikTouched, FormikValues } from "formik";
import { showFailure, type MutationOutcome } from "../relay/mutationResult";
import { toast } from "./toaster";

/**
 * Ends a settings form's save: on success the 'saved' toast and the saved values as the form's new starting point;
 * on failure the server's messages on their fields and the failure toast.
 */
export function finishSettingsSave<Values extends FormikValues>(
  outcome: MutationOutcome,
  helpers: FormikHelpers<Values>,
  saved: Values,
  texts: { saved: string; saveFailed: string },
): void {
  if (outcome.ok) {
    toast.success({ title: texts.saved });
    helpers.resetForm({ values: saved });
    return;
  }
  if (Object.keys(outcome.fieldErrors).length > 0) {
    helpers.setErrors(outcome.fieldErrors as FormikErrors<Values>);
    helpers.setTouched(Object.fromEntries(Object.keys(outcome.fieldErrors).map((f) => [f, true])) as FormikTouched<Values>, false);
  }
  showFailure(texts.saveFailed, outcome);
}
