import { Button, Flex } from "@chakra-ui/react";
import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { NoticeCard } from "../components/NoticeCard";
import { useDocumentTitle } from "../lib/useDocumentTitle";

const NOT_FOUND_TITLE = "404 Page Not Found";
const NOT_FOUND_TEXT = "Did you forget to add the page to the router?";

/** The fallback for any unknown path of a signed-in user. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <Flex justify="center" pt={{ base: "6", md: "16" }}>
      <NoticeCard
        w="full"
        maxW="md"
        boxShadow="sm"
        icon={CircleAlert}
        iconSize={22}
        iconBg="red.subtle"
        iconColor="red.fg"
        title={NOT_FOUND_TITLE}
        headingProps={{ letterSpacing: "-0.01em" }}
        text={NOT_FOUND_TEXT}
      >
        <Flex>
          <Button asChild size="sm">
            <Link to="/">Go to Dashboard</Link>
          </Button>
        </Flex>
      </NoticeCard>
    </Flex>
  );
}
