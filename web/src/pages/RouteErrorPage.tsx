import { Button, Flex, Text } from "@chakra-ui/react";
import { TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { isUnauthorizedError } from "../auth/unauthorized";
import { LoadingScreen, PageLoading } from "../components/LoadingScreen";
import { NoticeCard } from "../components/NoticeCard";

/**
 * Shown when a route's code or data fails. "page": inside the app shell's <main> (the navigation stays usable);
 * "screen": the whole window. A 401 is already being handled (toast, redirect): keep 'Loading...'.
 */
export function RouteErrorPage({ variant = "screen" }: { variant?: "screen" | "page" }) {
  const error = useRouteError();
  if (isUnauthorizedError(error)) return variant === "page" ? <PageLoading /> : <LoadingScreen />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <Flex as={variant === "screen" ? "main" : "div"} minH={variant === "screen" ? "100dvh" : undefined} align="center" justify="center" p={variant === "screen" ? "6" : "0"} pt={variant === "page" ? { base: "6", md: "16" } : undefined} bg={variant === "screen" ? "bg.canvas" : undefined}>
      <NoticeCard
        w="full"
        maxW="md"
        boxShadow="sm"
        icon={TriangleAlert}
        iconSize={20}
        iconBg="orange.subtle"
        iconColor="orange.fg"
        title="Something went wrong"
        headingProps={{ size: "lg" }}
        text="This page could not be loaded. Try again in a moment."
      >
        <Text fontSize="xs" color="fg.subtle" fontFamily="mono" wordBreak="break-word">
          {detail}
        </Text>
        <Flex gap="2">
          <Button size="sm" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button asChild size="sm" variant="outline" colorPalette="gray">
            <a href="/">Go to Dashboard</a>
          </Button>
        </Flex>
      </NoticeCard>
    </Flex>
  );
}
