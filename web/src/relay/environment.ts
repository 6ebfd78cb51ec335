import { startTransition } from "react";
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from "relay-runtime";
import type { Client } from "graphql-ws";
import { UnauthorizedError, handleUnauthorized } from "../auth/unauthorized";
import { takeBootAnswer } from "../lib/bootData";

const GRAPHQL_PATH = "/graphql";

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}${GRAPHQL_PATH}`;
}

/** The request body: persisted documents travel as `doc_id` (relay-compiler persistConfig), others as text. */
export function requestBody(params: { id?: string | null; text?: string | null; name: string }, variables: Record<string, unknown>) {
  return params.id != null
    ? { doc_id: params.id, operationName: params.name, variables }
    : { query: params.text, operationName: params.name, variables };
}

/**
 * Queries and mutations: POST /graphql with JSON. A 401 runs the shared unauthorized handler, except for a query
 * started with the page before the authentication check answered (bootRouteQuery). A query whose answer the page's
 * HTML carries (lib/bootData.ts) is answered from it, once.
 */
export const fetchGraphQL: FetchFunction = async (params, variables, cacheConfig) => {
  const inlined = params.id != null && params.operationKind === "query" ? takeBootAnswer(params.id, variables) : undefined;
  if (inlined !== undefined) return { data: inlined } as GraphQLResponse;
  const res = await fetch(GRAPHQL_PATH, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/graphql-response+json, application/json" },
    body: JSON.stringify(requestBody(params, variables)),
  });
  if (res.status === 401) {
    if (!cacheConfig?.metadata?.boot) handleUnauthorized();
    throw new UnauthorizedError();
  }
  const text = await res.text();
  let json: GraphQLResponse;
  try {
    json = JSON.parse(text) as GraphQLResponse;
  } catch {
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  return json;
};

let wsClient: Promise<Client> | null = null;

/** The graphql-ws client, loaded with the first subscription (the first page does not wait for its code). */
function getWsClient(): Promise<Client> {
  wsClient ??= import("graphql-ws").then(({ createClient }) =>
    createClient({
      url: wsUrl(),
      lazy: true,
      retryAttempts: 3,
      on: {
        closed: (event) => {
          // the server closes the socket with 4401/4403 when the session is missing or gone
          const code = (event as { code?: number } | undefined)?.code;
          if (code === 4401 || code === 4403) handleUnauthorized();
        },
      },
    }),
  );
  return wsClient;
}

/** Subscriptions over graphql-ws on the same path; the persisted id travels as `extensions.doc_id`. */
const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    getWsClient().then(
      (client) => {
        if (closed) return;
        unsubscribe = client.subscribe(
          {
            operationName: operation.name,
            query: operation.text ?? "",
            variables,
            extensions: operation.id != null ? { doc_id: operation.id } : undefined,
          },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (err) => sink.error(err instanceof Error ? err : new Error(errorText(err))),
            complete: () => sink.complete(),
          },
        );
      },
      (err: unknown) => sink.error(err instanceof Error ? err : new Error(String(err))),
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });

function errorText(err: unknown): string {
  if (Array.isArray(err)) return err.map((e) => (e as { message?: string }).message ?? String(e)).join("; ");
  if (err && typeof err === "object" && "reason" in err) return String((err as { reason: unknown }).reason || "Connection closed");
  return String(err);
}

/**
 * A query's answer is written to the store in a task of its own and in a transition: the screens it fills (a page's data,
 * a hub's blocks) then render in slices between which the browser stays responsive (a phone's slow CPU), not in one
 * long task per answer.
 * A mutation's answer and a subscription's events stay urgent: each state they show (an e-mail's "Sending...", then
 * "Email sent") is rendered, none merged into the next.
 */
const fetchQueriesInTransition: FetchFunction = (params, variables, cacheConfig, uploadables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let closed = false;
    Promise.resolve(fetchGraphQL(params, variables, cacheConfig, uploadables) as Promise<GraphQLResponse>).then(
      (response) => {
        if (closed) return;
        const emit = () => {
          if (closed) return;
          sink.next(response);
          sink.complete();
        };
        if (params.operationKind !== "query") emit();
        // each query's answer in a task of its own: the answers the page's HTML carries are all there at once, and
        // written to the store together they were one long task of the first load
        else setTimeout(() => startTransition(emit), 0);
      },
      (err: unknown) => {
        if (!closed) sink.error(err instanceof Error ? err : new Error(String(err)));
      },
    );
    return () => {
      closed = true;
    };
  });

function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchQueriesInTransition, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}

/** The app's Relay environment. Tests create their own with relay-test-utils. */
export const environment = createEnvironment();
