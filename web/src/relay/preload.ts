import { loadQuery, type PreloadedQuery } from "react-relay";
import type { ConcreteRequest, FetchPolicy, IEnvironment, OperationType, VariablesOf } from "relay-runtime";

const latestByRoute = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Starts a route's query from its loader (render-as-you-fetch). The previous reference of the same route is
 * released once the new one retains the data, so navigating back and forth does not pile up retained queries.
 */
export function preloadRouteQuery<T extends OperationType>(
  environment: IEnvironment,
  routeKey: string,
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  fetchPolicy: FetchPolicy = "store-or-network",
): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy });
  const previous = latestByRoute.get(routeKey);
  latestByRoute.set(routeKey, ref as unknown as PreloadedQuery<OperationType>);
  previous?.dispose();
  return ref;
}
