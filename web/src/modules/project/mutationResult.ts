import type { FieldErrors } from "@common/validation";
import { isUnauthorizedError } from "../../auth/unauthorized";
import { toast } from "../../components/toaster";

/** A mutation's result union as the project and task hooks select it (`__typename` plus the error members' fields). */
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
      /** A server message worth showing in the toast (a ConflictError's or NotFoundError's). */
      detail?: string;
      /** The session is gone: the 'Unauthorized' toast is already showing and the redirect is under way. */
      silent?: boolean;
    };

/** Turns a result union into an outcome: the payload type means success, the error types carry their messages. */
export function outcomeOf(result: MutationResultUnion | null | undefined, payloadType: string): MutationOutcome {
  if (result?.__typename === payloadType) return { ok: true };
  switch (result?.__typename) {
    case "ValidationError":
      return { ok: false, fieldErrors: Object.fromEntries((result.fieldErrors ?? []).map((e) => [e.field, e.message])) };
    case "ConflictError":
    case "NotFoundError":
      return { ok: false, fieldErrors: {}, detail: result.message };
    default:
      return { ok: false, fieldErrors: {} };
  }
}

/**
 * A transport failure (network, GraphQL error, masked server error). After a 401 the shared handler already shows
 * 'Unauthorized' and redirects; a second toast would replace it (one toast at a time), so that one stays silent.
 */
export function failureOf(error: unknown): MutationOutcome {
  return { ok: false, fieldErrors: {}, silent: isUnauthorizedError(error) };
}

/** The spec's 'Error' toast (§8) with its failure text, followed by the server's message when it has a useful one. */
export function showFailure(failureText: string, outcome: MutationOutcome): void {
  if (outcome.ok || outcome.silent) return;
  toast.error({ title: "Error", description: outcome.detail ? `${failureText}: ${outcome.detail}` : failureText });
}
