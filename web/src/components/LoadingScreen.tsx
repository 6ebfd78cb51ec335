import { Flex, Spinner, Text } from "@chakra-ui/react";

/** Full-page 'Loading...' state while authentication (or the shell) loads. */
export function LoadingScreen() {
  return (
    <Flex minH="100dvh" align="center" justify="center" direction="column" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <Text color="fg.muted" fontSize="sm">
        Loading...
      </Text>
    </Flex>
  );
}

/** In-page loading state inside the shell while a page's code or data arrives. */
export function PageLoading() {
  return (
    <Flex py="24" align="center" justify="center" direction="column" gap="3" role="status" aria-live="polite">
      <Spinner size="md" color="brand.solid" />
      <Text color="fg.muted" fontSize="sm">
        Loading...
      </Text>
    </Flex>
  );
}
