import type { ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { appSystem } from "../theme/system";
import { Toaster } from "./toaster";

/** Chakra (with the brand system), Relay and the toast region. */
export function AppProviders({ environment, children }: { environment: IEnvironment; children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <RelayEnvironmentProvider environment={environment}>
        {children}
        <Toaster />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  );
}
