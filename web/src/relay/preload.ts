import { loadQuery, type PreloadedQuery } from "react-relay/hooks";
import type { ConcreteRequest, FetchPolicy, IEnvironment, OperationType, VariablesOf } from "relay-runtime";

const latestByRoute = new Map<string, PreloadedQuery<OperationType>>();

/** Queries started with the page (bootRouteQuery), waiting for their route's loader to take them over. */
const bootByRoute = new Map<string, PreloadedQuery<OperationType>>();

/** The network metadata of a boot query: its 401 means "signed out", which the auth check handles, not the network. */
export const BOOT_METADATA = { boot: true } as const;

/**
 * Starts a route's query from its loader (render-as-you-fetch). The previous reference of the same route is
 * released once the new one retains the data, so navigating back and forth does not pile up retained queries.
 * A query started with the page for this route (bootRouteQuery) with the same variables is taken over, not repeated.
 */
export function preloadRouteQuery<T extends OperationType>(
  environment: IEnvironment,
  routeKey: string,
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  fetchPolicy: FetchPolicy = "store-or-network",
): PreloadedQuery<T> {
  const boot = bootByRoute.get(routeKey);
  bootByRoute.delete(routeKey);
  let ref: PreloadedQuery<T>;
  if (boot && boot.environment === environment && JSON.stringify(boot.variables) === JSON.stringify(variables)) {
    ref = boot as unknown as PreloadedQuery<T>;
  } else {
    boot?.dispose();
    ref = loadQuery<T>(environment, query, variables, { fetchPolicy });
  }
  const previous = latestByRoute.get(routeKey);
  latestByRoute.set(routeKey, ref as unknown as PreloadedQuery<OperationType>);
  if (previous !== (ref as unknown)) previous?.dispose();
  return ref;
}

/**
 * Starts a route's query with the page, in parallel with the authentication check (main.tsx): the route's loader
 * takes the request over instead of sending it again. A 401 does not run the unauthorized handler (the auth check
 * decides what a signed-out visitor sees).
 */
export function bootRouteQuery<T extends OperationType>(
  environment: IEnvironment,
  routeKey: string,
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  fetchPolicy: FetchPolicy = "store-or-network",
): void {
  bootByRoute.get(routeKey)?.dispose();
  bootByRoute.set(
    routeKey,
    loadQuery<T>(environment, query, variables, { fetchPolicy, networkCacheConfig: { metadata: BOOT_METADATA } }) as unknown as PreloadedQuery<OperationType>,
  );
}

/** Releases the boot queries no loader took over (a signed-out visitor). */
export function releaseBootQueries(): void {
  for (const ref of bootByRoute.values()) ref.dispose();
  bootByRoute.clear();
}
