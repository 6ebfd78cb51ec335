import type { ReactNode } from "react";
import { Button, Card, Flex, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";

export interface EmptyListCardProps {
  /** The list's icon (a lucide icon, 26px, aria-hidden). */
  icon: ReactNode;
  title: string;
  description: string;
  /** The button's label; the button creates the first item. */
  actionLabel: string;
  onAction: () => void;
  testId?: string;
}

/** A list's empty state: a dashed card with an icon, a title, a line of text and a '+ create' button. */
export function EmptyListCard({ icon, title, description, actionLabel, onAction, testId }: EmptyListCardProps) {
  return (
    <Card.Root variant="outline" borderColor="border.muted" borderStyle="dashed" borderWidth="2px" borderRadius="xl" bg="bg.panel" data-testid={testId}>
      <Card.Body>
        <Flex direction="column" align="center" textAlign="center" py={{ base: "10", md: "16" }} gap="4">
          <Flex boxSize="14" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
            {icon}
          </Flex>
          <Flex direction="column" gap="1" maxW="md">
            <Text as="h2" fontWeight="semibold" fontSize="lg" color="fg">
              {title}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          </Flex>
          <Button onClick={onAction} size="sm" mt="2">
            <Plus aria-hidden="true" /> {actionLabel}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
