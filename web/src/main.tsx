import { StrictMode, startTransition, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { fetchAuthUser } from "./auth/session";
import { bootFirstScreen } from "./boot";
import { AppProviders } from "./components/AppProviders";
import { takeFirstScreen } from "./components/firstScreen";
import { LoadingScreen } from "./components/LoadingScreen";
import { environment } from "./relay/environment";
import { createAppRouter } from "./router";
import { appSystem } from "./theme/system";

/** Lets the browser run what is waiting (a paint, a network answer, input) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The authentication check starts before React renders and runs exactly once; the first screen's data and code load
// in parallel with it (the first step below). Once it answers, the router is made in a task of its own (the route
// table, the first navigation and its loaders: inside a render it was one of the first load's long tasks).
const authUser = fetchAuthUser();
const router = authUser.then(async (user) => {
  await nextTask();
  return createAppRouter(user !== null, environment);
});

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
const root = container;
takeFirstScreen(root);

// The start is cut in steps, each a task of its own, so none holds the main thread for long on a slow phone: the
// modules' evaluation with the authentication check, then the first screen's requests and code, then the first number
// format (the browser loads its locale data with the first Intl formatter: 100-180 ms of a phone's main thread, which
// a page's first render or its code's evaluation would otherwise add to its own), then Chakra's system (its token
// dictionary), then the root. The root first commits the providers and the loading screen (index.html's, or the first
// screen the server drew); the app then renders in a transition, which React renders in slices between which the
// browser stays responsive, and the toast region mounts when the browser is idle (AppProviders).
function Root() {
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  return (
    <AppProviders environment={environment}>
      {started ? <App router={router} /> : <LoadingScreen />}
    </AppProviders>
  );
}

async function start(): Promise<void> {
  await nextTask();
  bootFirstScreen(environment, window.location.pathname, authUser);
  await nextTask();
  // the first Intl formatter: the browser loads its locale data for it, and every later one is cheap
  new Intl.NumberFormat("en-US").format(0);
  await nextTask();
  appSystem();
  await nextTask();
  const reactRoot = createRoot(root);
  await nextTask();
  // in a transition too: React renders the providers in slices
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
}

void start();
