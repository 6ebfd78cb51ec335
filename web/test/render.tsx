import type { ComponentType, ReactElement, ReactNode } from "react";
import { Suspense } from "react";
import { render, type RenderResult } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMockEnvironment } from "relay-test-utils";
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from "react-router";
import type { IEnvironment } from "relay-runtime";
import { appSystem } from "../src/theme/system";
import { Toaster } from "../src/components/toaster";
import { pathChangeRevalidates } from "../src/lib/revalidation";
import { NotificationKindsProvider } from "../src/components/notificationKinds";
import { QuickCreateProvider } from "../src/components/quickCreate";
import { appNotificationKinds, appQuickCreates } from "../src/routeTable";

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

function Providers({ environment, children }: { environment: IEnvironment; children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <RelayEnvironmentProvider environment={environment}>
        <QuickCreateProvider value={appQuickCreates}>
          <NotificationKindsProvider value={appNotificationKinds}>
            <Suspense fallback={<div>Suspended</div>}>{children}</Suspense>
          </NotificationKindsProvider>
        </QuickCreateProvider>
        <Toaster />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  );
}

/** Renders UI inside Chakra, Relay (a mock environment) and a MemoryRouter at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  { environment = createMockEnvironment(), path = "/" }: { environment?: MockEnvironment; path?: string } = {},
): RenderResult & { environment: MockEnvironment } {
  const result = render(
    <Providers environment={environment}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, environment };
}

/** Renders a data router (routes with loaders) in memory at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  { environment = createMockEnvironment(), path = "/" }: { environment?: MockEnvironment; path?: string } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers environment={environment}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, environment, router };
}

/** The Chakra colour palette an element is painted with ("var(--chakra-colors-green-solid)"). */
export const paletteSolid = (el: HTMLElement) => getComputedStyle(el).getPropertyValue("--chakra-colors-color-palette-solid").trim();

/** A route module's page: its loader's query and its component (`load` and `Component` of `<Entity>sPage.tsx`). */
interface PageModule {
  load: (environment: MockEnvironment) => unknown;
  Component: ComponentType;
}

/**
 * Renders the page at `route` with its loader, starting at `path` (the route itself by default); its query stays
 * pending (skeletons) until the test answers it.
 */
export function renderPageRoute(route: string, page: PageModule, environment: MockEnvironment = createMockEnvironment(), path = route) {
  const routes = [{ path: route, loader: () => page.load(environment), Component: page.Component, hydrateFallbackElement: <div />,
    shouldRevalidate: pathChangeRevalidates }];
  return renderRoutes(routes, { environment, path });
}
