import { HStack, Text } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";

/** A linked record's name in a card's or a row's meta line, after its icon, cut short when long. */
export function RecordMeta({ icon: Icon, name, testId }: { icon: LucideIcon; name: string; testId: string }) {
  return (
    <HStack gap="1" minW="0" maxW="60" data-testid={testId}>
      <Icon size={13} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text as="span" truncate>
        {name}
      </Text>
    </HStack>
  );
}
