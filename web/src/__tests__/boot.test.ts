import { matchRoutes, type LoaderFunctionArgs } from "react-router";
import { createMockEnvironment } from "relay-test-utils";
import { bootQueries } from "@common/boot-data";
import { bootFirstScreen } from "../boot";
import { appRoutes } from "../routeTable";

/** The page code each address starts loading with the page, read through the routes' `page` (replaced by spies). */
function pagesStartedFor(pathname: string): string[] {
  const started: string[] = [];
  const saved = appRoutes.map((route) => route.page);
  appRoutes.forEach((route) => {
    if (route.page) (route as { page?: () => Promise<never> }).page = () => { started.push(route.path); return new Promise<never>(() => undefined); };
  });
  try {
    bootFirstScreen(createMockEnvironment(), pathname, new Promise(() => undefined));
  } finally {
    appRoutes.forEach((route, i) => { (route as { page?: unknown }).page = saved[i]; });
  }
  return started;
}

describe("the first screen's boot", () => {
  it("starts the code of the page the router will show, a record's page included", () => {
    expect(pagesStartedFor("/")).toEqual(["/"]);
    expect(pagesStartedFor("/invoicing/SW52b2ljZTox")).toEqual(["/invoicing/:id"]);
    expect(pagesStartedFor("/clients/Q2xpZW50OjE%3D")).toEqual(["/clients/:id"]);
    // ranked as the router ranks them: a static path before a parameter
    expect(pagesStartedFor("/invoicing/recurring")).toEqual(["/invoicing/recurring"]);
    expect(pagesStartedFor("/invoicing")).toEqual(["/invoicing"]);
    // an address of no route (the router's 404): nothing
    expect(pagesStartedFor("/nowhere/at/all")).toEqual([]);
  });
});

/** The queries the app starts for an address: with the page (boot.ts), then by the route's loader. */
async function queriesStartedFor(pathname: string): Promise<{ name: string; variables: Record<string, unknown> }[]> {
  const environment = createMockEnvironment();
  bootFirstScreen(environment, pathname, new Promise(() => undefined));
  const patterns = appRoutes.map((r) => ({ path: r.path }));
  const match = matchRoutes(patterns, pathname)!.at(-1)!;
  const page = await appRoutes[patterns.indexOf(match.route)].page!();
  page.load?.(environment, { params: match.params, request: new Request(`http://localhost${pathname}`), context: undefined } as LoaderFunctionArgs);
  return environment.mock.getAllOperations().map((op) => ({ name: op.request.node.params.name, variables: op.request.variables }));
}

describe("the boot data the server inlines (common/boot-data.ts)", () => {
  it.each(["/", "/clients/Q2xpZW50OjE%3D", "/invoicing/SW52b2ljZTox", "/calendar"])("answers the queries %s starts, with their variables", async (pathname) => {
    const declared = bootQueries(pathname);
    expect(declared.length).toBeGreaterThan(2);
    expect(await queriesStartedFor(pathname)).toEqual(expect.arrayContaining(declared));
  });
});
