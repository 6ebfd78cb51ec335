import { Button, Card, Flex, Heading, Text } from "@chakra-ui/react";
import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { useDocumentTitle } from "../lib/useDocumentTitle";

const NOT_FOUND_TITLE = "404 Page Not Found";
const NOT_FOUND_TEXT = "Did you forget to add the page to the router?";

/** The fallback for any unknown path of a signed-in user. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <Flex justify="center" pt={{ base: "6", md: "16" }}>
      <Card.Root w="full" maxW="md" variant="outline" borderColor="border.muted" boxShadow="sm" borderRadius="xl">
        <Card.Body gap="4">
          <Flex align="center" gap="3">
            <Flex boxSize="10" borderRadius="full" bg="red.subtle" color="red.fg" align="center" justify="center" flexShrink={0}>
              <CircleAlert size={22} aria-hidden="true" />
            </Flex>
            <Heading as="h1" size="xl" fontWeight="semibold" letterSpacing="-0.01em">
              {NOT_FOUND_TITLE}
            </Heading>
          </Flex>
          <Text color="fg.muted" fontSize="sm">
            {NOT_FOUND_TEXT}
          </Text>
          <Flex>
            <Button asChild size="sm">
              <Link to="/">Go to Dashboard</Link>
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
