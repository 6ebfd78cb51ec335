import { GraphQLError } from "graphql";
import { AppError, ConflictError, ExternalServiceError, NotFoundError, QuotaExceededError, TooManyRequestsError, ValidationError } from "../errors";
import { builder } from "./builder";

/** GraphQL faces of the service errors; mutations list them in `errors: { types: [...] }`. */
const ErrorInterface = builder.interfaceRef<AppError>("Error").implement({
  fields: (t) => ({ message: t.exposeString("message") }),
});

builder.objectType(NotFoundError, {
  name: "NotFoundError",
  interfaces: [ErrorInterface],
});

const FieldError = builder.objectRef<{ field: string; message: string }>("FieldError").implement({
  fields: (t) => ({ field: t.exposeString("field"), message: t.exposeString("message") }),
});

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldError],
      resolve: (e) => Object.entries(e.fieldErrors).map(([field, message]) => ({ field, message })),
    }),
  }),
});

builder.objectType(ConflictError, {
  name: "ConflictError",
  interfaces: [ErrorInterface],
});

builder.objectType(TooManyRequestsError, {
  name: "TooManyRequestsError",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.int({ nullable: true, description: "Seconds until it may be tried again.", resolve: (e) => e.retryAfterSeconds ?? null }),
  }),
});

builder.objectType(QuotaExceededError, {
  name: "QuotaExceededError",
  interfaces: [ErrorInterface],
});

builder.objectType(ExternalServiceError, {
  name: "ExternalServiceError",
  description: "A service outside the product (a calendar server, a meeting platform) refused or failed the work; the message is its reason.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    service: t.exposeString("service"),
    status: t.exposeInt("status", { description: "The service's HTTP status, or 502 when it could not be reached." }),
  }),
});

/** The errors every create/update/delete mutation can return. */
const mutationErrors = [ValidationError, NotFoundError, ConflictError, TooManyRequestsError, QuotaExceededError];

/** `errors:` option of every create/update/delete mutation: the result is a union of the payload and these errors. */
export const mutationResult = { types: mutationErrors, directResult: true as const };

/** `errors:` of a mutation that calls a service outside the product: also its ExternalServiceError. */
export const externalMutationResult = { types: [...mutationErrors, ExternalServiceError], directResult: true as const };

/** Bad arguments of a read field: a GraphQL error with the service's message (code BAD_USER_INPUT), never masked. */
export async function asUserInputError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ValidationError) {
      throw new GraphQLError(e.message, { extensions: { code: "BAD_USER_INPUT", fieldErrors: e.fieldErrors } });
    }
    throw e;
  }
}
