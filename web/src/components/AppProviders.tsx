import { useEffect, useState, type ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { whenIdle } from "../lib/idle";
import { appEmotionCache } from "../theme/emotion-cache";
import { appSystem } from "../theme/system";
import { Toaster } from "./toaster";

/** Chakra (with the brand system and the app's emotion cache), Relay and the toast region. */
export function AppProviders({ environment, children }: { environment: IEnvironment; children: ReactNode }) {
  return (
    <CacheProvider value={appEmotionCache()}>
      <ChakraProvider value={appSystem()}>
        <RelayEnvironmentProvider environment={environment}>
          {children}
          <IdleToaster />
        </RelayEnvironmentProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}

/**
 * The toast region, mounted once the first screen has rendered and the browser is idle (at most 2 s later): starting
 * its state machine was a third of the first commit's task on a phone. A toast raised before then waits in the
 * toaster's store and shows, for its whole duration, when the region mounts.
 */
function IdleToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  return mounted ? <Toaster /> : null;
}
