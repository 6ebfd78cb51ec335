import { createMockEnvironment } from "relay-test-utils";
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
