import { Suspense, use, useMemo } from "react";
import { RouterProvider } from "react-router";
import type { IEnvironment } from "relay-runtime";
import type { AuthUser } from "./auth/types";
import { LoadingScreen } from "./components/LoadingScreen";
import { NotificationKindsProvider } from "./components/notificationKinds";
import { QuickCreateProvider } from "./components/quickCreate";
import { createAppRouter } from "./router";
import { appNotificationKinds, appQuickCreates } from "./routeTable";

interface AppProps {
  /** The authentication check, started once before the first render. */
  authUser: Promise<AuthUser | null>;
  environment: IEnvironment;
}

function AuthenticatedRouter({ authUser, environment }: AppProps) {
  const user = use(authUser);
  const router = useMemo(() => createAppRouter(user !== null, environment), [user, environment]);
  return (
    <QuickCreateProvider value={appQuickCreates}>
      <NotificationKindsProvider value={appNotificationKinds}>
        <RouterProvider router={router} />
      </NotificationKindsProvider>
    </QuickCreateProvider>
  );
}

/** Shows 'Loading...' until the authentication check ends, then the signed-in or signed-out router. */
export function App(props: AppProps) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AuthenticatedRouter {...props} />
    </Suspense>
  );
}
