import { Suspense, use } from "react";
import { RouterProvider } from "react-router";
import { LoadingScreen } from "./components/LoadingScreen";
import { NotificationKindsProvider } from "./components/notificationKinds";
import { QuickCreateProvider } from "./components/quickCreate";
import type { AppRouter } from "./router";
import { appNotificationKinds, appQuickCreates } from "./routeTable";

interface AppProps {
  /** The signed-in or signed-out router, made once the authentication check has answered (main.tsx). */
  router: Promise<AppRouter>;
}

function AuthenticatedRouter({ router }: AppProps) {
  return (
    <QuickCreateProvider value={appQuickCreates}>
      <NotificationKindsProvider value={appNotificationKinds}>
        <RouterProvider router={use(router)} />
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
