import { StrictMode, startTransition, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { fetchAuthUser } from "./auth/session";
import { bootFirstScreen } from "./boot";
import { AppProviders } from "./components/AppProviders";
import { takeFirstScreen } from "./components/firstScreen";
import { LoadingScreen } from "./components/LoadingScreen";
import { environment } from "./relay/environment";
import { appSystem } from "./theme/system";

// The authentication check starts before React renders and runs exactly once; the first screen's data and code load
// in parallel with it (the first step below).
const authUser = fetchAuthUser();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
const root = container;
takeFirstScreen(root);

/** Lets the browser run what is waiting (a paint, a network answer, input) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start is cut in steps, each a task of its own, so none holds the main thread for long on a slow phone: the
// modules' evaluation with the authentication check, then the first screen's requests and code, then Chakra's system
// (its token dictionary), then the root. The root
// first commits the providers with the toast region and the loading screen (index.html's, or the first screen the
// server drew); the app then renders in a transition, which React renders in slices between which the browser stays
// responsive.
function Root() {
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  return (
    <AppProviders environment={environment}>
      {started ? <App authUser={authUser} environment={environment} /> : <LoadingScreen />}
    </AppProviders>
  );
}

async function start(): Promise<void> {
  await nextTask();
  bootFirstScreen(environment, window.location.pathname, authUser);
  await nextTask();
  appSystem();
  await nextTask();
  const reactRoot = createRoot(root);
  await nextTask();
  // in a transition too: React renders the providers in slices (the first commit still mounts the toast region before
  // the app renders)
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
}

void start();
