import { Box, Flex, Spinner, Text } from "@chakra-ui/react";
import { drawnFirstScreen } from "./firstScreen";

/**
 * Full-page 'Loading...' state while authentication (or the shell) loads; the server's drawn first screen instead,
 * when it drew one for this page (the same markup: index.html's classes, text it escaped).
 */
export function LoadingScreen() {
  const drawn = drawnFirstScreen("screen");
  if (drawn) return <Box display="contents" dangerouslySetInnerHTML={{ __html: drawn }} />;
  return (
    <Flex minH="100dvh" align="center" justify="center" direction="column" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <Text color="fg.muted" fontSize="sm">
        Loading...
      </Text>
    </Flex>
  );
}

/** In-page loading state inside the shell while a page's code or data arrives (the drawn page heading, if any). */
export function PageLoading() {
  const drawn = drawnFirstScreen("main");
  if (drawn) return <Box aria-busy="true" dangerouslySetInnerHTML={{ __html: drawn }} />;
  return (
    <Flex py="24" align="center" justify="center" direction="column" gap="3" role="status" aria-live="polite">
      <Spinner size="md" color="brand.solid" />
      <Text color="fg.muted" fontSize="sm">
        Loading...
      </Text>
    </Flex>
  );
}
