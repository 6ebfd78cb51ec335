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

export class ConflictError extends AppError {}

export class UnauthorizedError extends AppError {
  constructor() {
    super("Unauthorized");
  }
}

export class TooManyRequestsError extends AppError {}
