import type { Session, TestApp } from "./harness";

/** A's records as the other tenant might name them: raw UUIDs (REST) and Relay global ids (GraphQL). */
export interface Seeded {
  ids: Record<string, string>;
  gids: Record<string, string>;
}

export interface RestCase {
  url: string;
  body?: unknown;
  /** default 404: a foreign id behaves exactly like a missing one */
  expectStatus?: number | number[];
}

export interface GraphQLCase {
  query: string;
  variables?: Record<string, unknown>;
  /** the __typename expected at data[field] (e.g. NotFoundError); omit for reads that simply must not show A's data */
  expectTypename?: string;
  /** a subscription's: the request of A that makes it push (default: A creates a client) */
  fire?: { method: "POST" | "PUT" | "PATCH" | "DELETE"; url: string; body?: unknown };
}

/**
 * A public route (reached by a token, without a session) called with a token that opens nothing: a well-formed
 * token of no document, a token of another kind of document, or A's token changed by a character. It answers 404.
 */
export interface WrongTokenCase {
  url: string;
  body?: unknown;
}

/**
 * How one module proves tenant isolation. Keys of `rest` are "METHOD /url" exactly as registered; keys of `graphql`
 * are "Query.field", "Mutation.field" or "Subscription.field"; keys of `nodes` are Node type names; keys of `public`
 * are the module's public routes, "METHOD /url" as registered, listed apart (no session: a wrong token instead).
 */
export interface IsolationSuite {
  name: string;
  seed(t: TestApp, a: Session): Promise<Seeded>;
  rest: Record<string, (s: Seeded) => RestCase>;
  graphql: Record<string, (s: Seeded) => GraphQLCase>;
  nodes: Record<string, (s: Seeded) => string>;
  public?: Record<string, (s: Seeded) => WrongTokenCase[]>;
}
