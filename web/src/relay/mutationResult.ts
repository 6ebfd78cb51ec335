import { graphql, readInlineData } from "react-relay/hooks";
import type { FieldErrors } from "@common/validation";
import { isUnauthorizedError } from "../auth/unauthorized";
import { toast } from "../components/toaster";
import type { mutationResult_error$key } from "./__generated__/mutationResult_error.graphql";

/**
 * What every mutation selects on its result union besides its payload: the error members (`Error`: ValidationError,
 * NotFoundError, ConflictError) with their message and a ValidationError's field messages. A mutation spreads it
 * next to its payload (`...mutationResult_error @alias(as: "error")`) and states only what is its own.
 */
const errorFragment = graphql`
  fragment mutationResult_error on Error @inline {
    __typename
    message
    ... on ValidationError {
      fieldErrors {
        field
        message
      }
    }
  }
`;

/** A mutation's result union as the hooks select it: `__typename`, and the error fragment on the error members. */
export interface MutationResultUnion {
  readonly __typename: string;
  /** Set when the member is an error type. */
  readonly error?: mutationResult_error$key | null;
}

/** The error types whose message can be worth showing in a failure toast. */
type DetailErrorType = "ConflictError" | "NotFoundError";

/** What a form or a button needs to know after a mutation: success, or the error to show. */
export type MutationOutcome =
  | { ok: true }
  | {
      ok: false;
      /** ValidationError's per-field messages (for Formik setErrors). */
      fieldErrors: FieldErrors;
      /** A ValidationError's own message (set only for a ValidationError), for a form that shows it when no field has one. */
      validationMessage?: string;
      /** The message of a ConflictError or NotFoundError, and which of the two it was. */
      detail?: string;
      errorType?: DetailErrorType;
      /**
       * Why the server refused for now (a TooManyRequestsError: a rate or a quota reached; a QuotaExceededError: a size
       * quota), naming the limit: the failure toast shows it on a second line.
       */
      refusal?: string;
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
  const error = result?.error ? readInlineData(errorFragment, result.error) : null;
  switch (error?.__typename) {
    case "ValidationError":
      return { ok: false, fieldErrors: fieldErrorMap(error.fieldErrors ?? []), validationMessage: error.message };
    case "ConflictError":
    case "NotFoundError":
      return { ok: false, fieldErrors: {}, detail: error.message, errorType: error.__typename };
    case "TooManyRequestsError":
    case "QuotaExceededError":
      return { ok: false, fieldErrors: {}, refusal: error.message };
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

/** How `showFailure` puts the server's message (the outcome's `detail`) into the toast's description. */
export interface ShowFailureOptions {
  /**
   * What stands between the failure text and the server's message: ": " by default ('Failed to delete project:
   * Project not found'); " " for failure texts that end in a full stop ('… Please try again. Team member not found').
   */
  separator?: string;
  /** The server's message alone, without the failure text (a message that already tells the user what to do). */
  detailOnly?: boolean;
  /** The error types whose message is shown; by default both ConflictError's and NotFoundError's. */
  detailFrom?: readonly DetailErrorType[];
}

const ALL_DETAILS: readonly DetailErrorType[] = ["ConflictError", "NotFoundError"];

/** `text`, and on a second line the server's reason for a refusal (a quota reached) when there is one. */
export function withRefusal(text: string, outcome: MutationOutcome): string {
  return !outcome.ok && outcome.refusal ? `${text}\n${outcome.refusal}` : text;
}

/**
 * The 'Error' toast with its failure text, followed by the server's message when it has a useful one, and by the
 * reason of a refusal (a quota reached) on a second line.
 */
export function showFailure(failureText: string, outcome: MutationOutcome, options: ShowFailureOptions = {}): void {
  if (outcome.ok || outcome.silent) return;
  const { separator = ": ", detailOnly = false, detailFrom = ALL_DETAILS } = options;
  const detail = outcome.errorType && detailFrom.includes(outcome.errorType) ? outcome.detail : undefined;
  const description = !detail ? failureText : detailOnly ? detail : `${failureText}${separator}${detail}`;
  toast.error({ title: "Error", description: withRefusal(description, outcome) });
}
