import { Suspense, useEffect } from "react";
import { Navigate, Outlet, createBrowserRouter, useSearchParams, type LoaderFunctionArgs, type RouteObject } from "react-router";
import type { IEnvironment } from "relay-runtime";
import { handleUnauthorized } from "./auth/unauthorized";
import { currentPathWithSearch, redirectTo } from "./lib/browser";
import { LOGIN_PATH, safeReturnTo } from "./auth/returnTo";
import { AppShell, loadAppShell } from "./components/layout/AppShell";
import { LoadingScreen } from "./components/LoadingScreen";
import { ComingSoonPage } from "./pages/ComingSoonPage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { RouteErrorPage } from "./pages/RouteErrorPage";
import { appRoutes, type AppRouteDef } from "./routes";

/** Any path but "/" while signed out: the Unauthorized toast, then the redirect to /api/login. */
function SignedOutRedirect() {
  useEffect(() => {
    handleUnauthorized();
  }, []);
  return <LoadingScreen />;
}

/**
 * "/" and /api/login are pages of their own, pre-rendered (web/src/signed-out), which the server answers when there is
 * no session. The app reaches them signed out only if the session ended between the page and its check: load the
 * address again from the server.
 */
function ServerPage() {
  useEffect(() => {
    redirectTo(currentPathWithSearch());
  }, []);
  return <LoadingScreen />;
}

/** /api/login while already signed in: go where the user wanted to go. */
function SignedInLoginRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnTo(params.get("returnTo"))} replace />;
}

function RootLayout() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

/** Routes for a signed-out visitor: the unauthorized redirect (the landing and sign-in pages are the server's). */
export function signedOutRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        { path: "/", Component: ServerPage },
        { path: LOGIN_PATH, Component: ServerPage },
        { path: "*", Component: SignedOutRedirect },
      ],
    },
  ];
}

/**
 * A page's loader runs again when its path changes, not when only the query string does: `?id=` opens or closes a
 * record on the page (a notification's link) and must not fetch the whole page again.
 */
export const pathChangeRevalidates: NonNullable<RouteObject["shouldRevalidate"]> = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

function moduleRoute(def: AppRouteDef, environment: IEnvironment): RouteObject {
  const base: RouteObject = def.path === "/" ? { index: true } : { path: def.path.slice(1) };
  if (!def.page) return { ...base, element: <ComingSoonPage route={def} /> };
  const load = def.page;
  return {
    ...base,
    shouldRevalidate: pathChangeRevalidates,
    lazy: async () => {
      const mod = await load();
      const pageLoad = mod.load;
      return pageLoad
        ? { Component: mod.Component, loader: (args: LoaderFunctionArgs) => pageLoad(environment, args) }
        : { Component: mod.Component };
    },
  };
}

/** Pages opened from a module's screen rather than from the navigation, loaded on demand like the modules' pages. */
const detailPages: readonly { path: string; page: NonNullable<AppRouteDef["page"]> }[] = [
  { path: "invoicing/:id", page: () => import("./modules/invoice/InvoiceViewPage") },
];

function detailRoute({ path, page }: (typeof detailPages)[number], environment: IEnvironment): RouteObject {
  return {
    path,
    lazy: async () => {
      const mod = await page();
      const pageLoad = mod.load;
      return pageLoad
        ? { Component: mod.Component, loader: (args: LoaderFunctionArgs) => pageLoad(environment, args) }
        : { Component: mod.Component };
    },
  };
}

/**
 * Routes for a signed-in user: every module inside the app shell, and the 404 page for anything else. `table` is the
 * route table (tests pass one whose entries have no `page`, to test the shell alone).
 */
export function signedInRoutes(environment: IEnvironment, table: readonly AppRouteDef[] = appRoutes): RouteObject[] {
  return [
    {
      Component: RootLayout,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        { path: LOGIN_PATH, Component: SignedInLoginRedirect },
        {
          path: "/",
          id: "shell",
          loader: () => loadAppShell(environment),
          shouldRevalidate: () => false,
          Component: AppShell,
          children: [
            {
              // a failing page keeps the sidebar and top bar around it
              errorElement: <RouteErrorPage variant="page" />,
              children: [
                ...table.map((def) => moduleRoute(def, environment)),
                ...detailPages.map((def) => detailRoute(def, environment)),
                { path: "*", Component: NotFoundPage },
              ],
            },
          ],
        },
      ],
    },
  ];
}

function routesFor(signedIn: boolean, environment: IEnvironment): RouteObject[] {
  return signedIn ? signedInRoutes(environment) : signedOutRoutes();
}

export function createAppRouter(signedIn: boolean, environment: IEnvironment) {
  return createBrowserRouter(routesFor(signedIn, environment));
}
