import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { fetchAuthUser } from "./auth/session";
import { bootFirstScreen } from "./boot";
import { AppProviders } from "./components/AppProviders";
import { environment } from "./relay/environment";

// The authentication check starts before React renders and runs exactly once; the first screen's data and code load
// in parallel with it.
const authUser = fetchAuthUser();
bootFirstScreen(environment, window.location.pathname, authUser);

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <AppProviders environment={environment}>
      <App authUser={authUser} environment={environment} />
    </AppProviders>
  </StrictMode>,
);
