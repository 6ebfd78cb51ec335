import { matchRoutes, type LoaderFunctionArgs } from "react-router";
import { createMockEnvironment } from "relay-test-utils";
import path from "node:path";
import { BOOT_PAGE_CODE, bootPageOf, bootQueries } from "@common/boot-data";
import { hubBlocksOn } from "../lib/hubBlocks";
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
  // a hub's blocks start their queries once their code is there
  await Promise.all(hubBlocksOn("client").map((b) => b.block()));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return environment.mock.getAllOperations().map((op) => ({ name: op.request.node.params.name, variables: op.request.variables }));
}

describe("the boot data the server inlines (common/boot-data.ts)", () => {
  it.each(["/", "/clients/Q2xpZW50OjE%3D", "/invoicing/SW52b2ljZTox", "/calendar"])("answers the queries %s starts, with their variables", async (pathname) => {
    const declared = bootQueries(pathname);
    expect(declared.length).toBeGreaterThan(2);
    expect(await queriesStartedFor(pathname)).toEqual(expect.arrayContaining(declared));
  });
});

/** A page's declared modules of web/src, loaded as the app loads them. */
const declaredModules = (modules: readonly string[]) => Promise.all(modules.map((m) => import(path.join(__dirname, "..", m)) as Promise<Record<string, unknown>>));

describe("the code the server names for a boot page (common/boot-data.ts BOOT_PAGE_CODE)", () => {
  it.each(["/clients/Q2xpZW50OjE%3D", "/calendar"])("starts with the page the router shows at %s", async (pathname) => {
    const page = bootPageOf(pathname)!.page;
    const patterns = appRoutes.map((r) => ({ path: r.path }));
    const route = appRoutes[patterns.indexOf(matchRoutes(patterns, pathname)!.at(-1)!.route)];
    const [declared] = await declaredModules(BOOT_PAGE_CODE[page]);
    const loaded = (await route.page!()) as unknown as Record<string, unknown>;
    expect(declared.Component).toBeDefined();
    expect(declared.Component).toBe(loaded.Component);
  });

  it("names every block of a client's hub", async () => {
    const declared = await declaredModules(BOOT_PAGE_CODE.client);
    const blocks = hubBlocksOn("client");
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) {
      const loaded = await block.block();
      expect(declared.some((module) => Object.values(module).includes(loaded))).toBe(true);
    }
  });
});
