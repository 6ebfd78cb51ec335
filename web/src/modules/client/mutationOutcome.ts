import { isUnauthorizedError } from "../../auth/unauthorized";
import { toast } from "../../components/toaster";

/**
 * What a mutation hook reports to its caller once the server has answered. The hook has already shown the toast;
 * the caller only closes its dialog ("ok") or puts the server's messages on the form's fields ("invalid").
 */
export type MutationOutcome =
  | { status: "ok" }
  | { status: "invalid"; fieldErrors: Record<string, string>; message: string }
  | { status: "failed" };

/** The server's ValidationError.fieldErrors as a Formik `errors` object (first message per field). */
export function fieldErrorMap(fieldErrors: ReadonlyArray<{ readonly field: string; readonly message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of fieldErrors) if (!(field in out)) out[field] = message;
  return out;
}

/** The spec's failure toast (§8): title 'Error', the given text (e.g. 'Failed to create client') as description. */
export function showFailureToast(description: string): void {
  toast.error({ title: "Error", description });
}

/**
 * A transport failure (network, GraphQL error). A 401 already showed the 'Unauthorized' toast and is redirecting:
 * a second toast would replace it (one toast at a time, spec §9), so none is shown then.
 */
export function reportMutationError(error: unknown, description: string): void {
  if (isUnauthorizedError(error)) return;
  showFailureToast(description);
}
