import { Alert, Link as ChakraLink } from "@chakra-ui/react";
import { Link } from "react-router";
import { recordListPath } from "../lib/recordPaths";

/** A form's warning that it needs a client first, with a link to the clients page (following it closes the dialog). */
export function NoClientsAlert({ title, linkText, onFollow }: { title: string; linkText: string; onFollow: () => void }) {
  return (
    <Alert.Root status="warning" variant="subtle" borderRadius="lg" size="sm" data-testid="no-clients">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="medium">{title}</Alert.Title>
        <Alert.Description>
          <ChakraLink asChild color="brand.fg" fontWeight="semibold" onClick={onFollow}>
            <Link to={recordListPath("client")}>{linkText}</Link>
          </ChakraLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
