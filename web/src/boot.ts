import { matchRoutes } from "react-router";
import type { IEnvironment } from "relay-runtime";
import { bootAppShell } from "./components/layout/AppShell";
import { releaseBootQueries } from "./relay/preload";
import { appRoutes, appTopBar } from "./routeTable";
import type { AuthUser } from "./auth/types";

/**
 * The first screen loads with the page instead of after the authentication check: the shell's viewer query, the top
 * bar items' queries and code, the route's own query (a route with `boot`) and the route's page code start now, in parallel with the check; the route
 * loaders take the queries over. A signed-out answer releases them.
 */
export function bootFirstScreen(environment: IEnvironment, pathname: string, authUser: Promise<AuthUser | null>): void {
  bootAppShell(environment);
  // the top bar's items: their queries and their code (the bell's badge shows with the shell)
  for (const item of appTopBar) {
    item.boot?.(environment);
    item.component().catch(() => undefined);
  }
  // the route the router will match (ranked as it ranks them: "/invoicing/recurring" before "/invoicing/:id")
  const patterns = appRoutes.map((r) => ({ path: r.path }));
  const matched = matchRoutes(patterns, pathname)?.at(-1)?.route;
  const route = matched ? appRoutes[patterns.indexOf(matched)] : undefined;
  route?.boot?.(environment);
  // the same module the route's lazy() imports; a failure here is reported by the route when it loads
  route?.page?.().catch(() => undefined);
  void authUser.then((user) => {
    if (!user) releaseBootQueries();
  });
}
