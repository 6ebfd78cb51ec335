import { HStack, Link as ChakraLink, Text } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

/**
 * A linked record's name in a card's or a row's meta line, after its icon, cut short when long; a link to the record's
 * page when `to` is given (a client's hub, a project's page). Cut with an ellipsis (the link a block, not Chakra's
 * inline-flex, whose text would be clipped bare), in full on hover; the text itself stays whole for screen readers.
 */
export function RecordMeta({ icon: Icon, name, testId, to }: { icon: LucideIcon; name: string; testId: string; to?: string }) {
  return (
    <HStack gap="1" minW="0" maxW="60" data-testid={testId}>
      <Icon size={13} aria-hidden="true" style={{ flexShrink: 0 }} />
      {to ? (
        <ChakraLink asChild color="inherit" display="block" truncate title={name} _hover={{ color: "brand.fg" }}>
          <Link to={to}>{name}</Link>
        </ChakraLink>
      ) : (
        <Text as="span" truncate title={name}>
          {name}
        </Text>
      )}
    </HStack>
  );
}
