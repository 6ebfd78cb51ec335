import type { FieldErrors } from "@common/validation";
import { isUnauthorizedError } from "../../auth/unauthorized";
import { toast } from "../../components/toaster";

/** A mutation's result union (`__typename` plus the error members' fields), as selected by the team-member hooks. */
export interface MutationResultUnion {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly field: string; readonly message: string }>;
}

/** What a form or a button needs to know after a mutation: success, or the error to show. */
export type MutationOutcome =
  | { ok: true }
  | {
      ok: false;
      /** ValidationError's per-field messages (for Formik setErrors). */
      fieldErrors: FieldErrors;
      /** A message worth showing to the user after the failure text (a ConflictError's or NotFoundError's). */
      detail?: string;
      /** A 401: the 'Unauthorized' toast is already showing and the page is redirecting. */
      unauthorized?: boolean;
    };

/** Turns a result union into an outcome: the payload type means success, the error types carry their messages. */
export function outcomeOf(result: MutationResultUnion | null | undefined, payloadType: string): MutationOutcome {
  if (result?.__typename === payloadType) return { ok: true };
  switch (result?.__typename) {
    case "ValidationError": {
      const fieldErrors: FieldErrors = {};
      for (const { field, message } of result.fieldErrors ?? []) if (!(field in fieldErrors)) fieldErrors[field] = message;
      return { ok: false, fieldErrors };
    }
    case "ConflictError":
    case "NotFoundError":
      return { ok: false, fieldErrors: {}, detail: result.message };
    default:
      return { ok: false, fieldErrors: {} };
  }
}

/** A transport failure (network, masked server error, 401). */
export function failureOf(error: unknown): MutationOutcome {
  return { ok: false, fieldErrors: {}, unauthorized: isUnauthorizedError(error) };
}

/**
 * The spec's 'Error' toast (§8) with its failure text as description, followed by the server's message when it has
 * a useful one. Nothing after a 401: the 'Unauthorized' toast stays (one toast at a time, spec §9).
 */
export function showFailure(failureText: string, outcome: MutationOutcome): void {
  if (outcome.ok || outcome.unauthorized) return;
  toast.error({ title: "Error", description: outcome.detail ? `${failureText} ${outcome.detail}` : failureText });
}
