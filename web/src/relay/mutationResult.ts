import type { FieldErrors } from "@common/validation";
import { isUnauthorizedError } from "../auth/unauthorized";
import { toast } from "../components/toaster";

/** A mutation's result union as the mutation hooks select it (`__typename` plus the error members' fields). */
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
      /** A ValidationError's own message (set only for a ValidationError), for a form that shows it when no field has one. */
      validationMessage?: string;
      /** A server message worth showing in the toast (a ConflictError's or NotFoundError's). */
      detail?: string;
      /** The session is gone: the 'Unauthorized' toast is already showing and the redirect is under way. */
      silent?: boolean;
    };

/** The server's ValidationError.fieldErrors as a Formik `errors` object (first message per field). */
function fieldErrorMap(fieldErrors: ReadonlyArray<{ readonly field: string; readonly message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const { field, message } of fieldErrors) if (!(field in out)) out[field] = message;
  return out;
}

/** Turns a result union into an outcome: the payload type means success, the error types carry their messages. */
export function outcomeOf(result: MutationResultUnion | null | undefined, payloadType: string): MutationOutcome {
  if (result?.__typename === payloadType) return { ok: true };
  switch (result?.__typename) {
    case "ValidationError":
      return { ok: false, fieldErrors: fieldErrorMap(result.fieldErrors ?? []), validationMessage: result.message };
    case "ConflictError":
    case "NotFoundError":
      return { ok: false, fieldErrors: {}, detail: result.message };
    default:
      return { ok: false, fieldErrors: {} };
  }
}

/**
 * A transport failure (network, GraphQL error, masked server error). After a 401 the shared handler already shows
 * 'Unauthorized' and redirects; a second toast would replace it (one toast at a time, spec §9), so that one stays silent.
 */
export function failureOf(error: unknown): MutationOutcome {
  return { ok: false, fieldErrors: {}, silent: isUnauthorizedError(error) };
}

/** How `showFailure` puts the server's message (the outcome's `detail`) into the toast's description. */
export interface ShowFailureOptions {
  /**
   * What stands between the failure text and the server's message: ": " by default ('Failed to delete project:
   * Project not found'); " " for failure texts that end in a full stop ('… Please try again. Team member not found').
   */
  separator?: string;
  /** The server's message alone, without the failure text (a message that already tells the user what to do). */
  detailOnly?: boolean;
}

/** The spec's 'Error' toast (§8) with its failure text, followed by the server's message when it has a useful one. */
export function showFailure(failureText: string, outcome: MutationOutcome, options: ShowFailureOptions = {}): void {
  if (outcome.ok || outcome.silent) return;
  const { separator = ": ", detailOnly = false } = options;
  const description = !outcome.detail ? failureText : detailOnly ? outcome.detail : `${failureText}${separator}${outcome.detail}`;
  toast.error({ title: "Error", description });
}
