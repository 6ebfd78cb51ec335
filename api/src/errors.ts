/** Typed errors thrown by services and mapped once at each edge (REST status codes, GraphQL result unions). */
export class AppError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(what = "Record") {
    super(`${what} not found`);
  }
}

export class ValidationError extends AppError {
  constructor(public readonly fieldErrors: Record<string, string>, message?: string) {
    super(message ?? Object.values(fieldErrors)[0] ?? "Invalid input");
  }
}

/** A write that clashes with stored data (a taken value, a record in use); `fieldErrors` names the field when there is one. */
export class ConflictError extends AppError {
  constructor(message: string, public readonly fieldErrors?: Record<string, string>) {
    super(message);
  }
}

export class UnauthorizedError extends AppError {
  constructor() {
    super("Unauthorized");
  }
}

/** A rate or a quota is used up for now (REST 429 with Retry-After): the message names it. */
export class TooManyRequestsError extends AppError {
  constructor(message: string, public readonly retryAfterSeconds?: number) {
    super(message);
  }
}

/** A size quota would be passed (REST 413): the message names the quota. */
export class QuotaExceededError extends AppError {}

/**
 * A service outside the product (a CalDAV server, Zoom, Microsoft Graph, Google) refused or failed the work: `status`
 * is its own answer when that is a 4xx the user can act on, else 502; the message names the service and its reason.
 */
export class ExternalServiceError extends AppError {
  constructor(public readonly service: string, message: string, public readonly status = 502) {
    super(message);
  }
}
