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
import type { WebModule } from "./lib/webModule";
import { webModules } from "./modules";
import { navigationOf, routesOf, topBarOf, type AppRoute } from "./routeTable";
import { pathChangeRevalidates } from "./lib/revalidation";

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

function moduleRoute(route: AppRoute, environment: IEnvironment): RouteObject {
  const base: RouteObject = route.path === "/" ? { index: true } : { path: route.path.slice(1) };
  if (!route.page) return { ...base, element: <ComingSoonPage heading={route.module.heading} nav={route.module.nav} /> };
  const load = route.page;
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

/**
 * Routes for a signed-in user: every route of the modules inside the app shell (its navigation from the same modules),
 * and the 404 page for anything else. Tests may pass modules whose routes have no `page`, to test the shell alone.
 */
export function signedInRoutes(environment: IEnvironment, modules: readonly WebModule[] = webModules): RouteObject[] {
  const navigation = navigationOf(modules);
  const topBar = topBarOf(modules);
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
          element: <AppShell navigation={navigation} topBar={topBar} />,
          children: [
            {
              // a failing page keeps the sidebar and top bar around it
              errorElement: <RouteErrorPage variant="page" />,
              children: [
                ...routesOf(modules).map((route) => moduleRoute(route, environment)),
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

export type AppRouter = ReturnType<typeof createAppRouter>;
