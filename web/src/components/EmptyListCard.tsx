import { Button, Card, Flex, Text } from "@chakra-ui/react";
import { Plus, type LucideIcon } from "lucide-react";

/** The texts of a list's empty state, as each module's texts.ts names them. */
interface EmptyListTexts {
  emptyTitle: string;
  emptyDescription: string;
  /** The button's label; the button creates the first item. */
  emptyAction: string;
}

export interface EmptyListCardProps {
  /** The list's icon (drawn at 26px, aria-hidden). */
  icon: LucideIcon;
  texts: EmptyListTexts;
  onAction: () => void;
  testId?: string;
}

/** A list's empty state: a dashed card with an icon, a title, a line of text and a '+ create' button. */
export function EmptyListCard({ icon: Icon, texts, onAction, testId }: EmptyListCardProps) {
  return (
    <Card.Root variant="outline" borderColor="border.muted" borderStyle="dashed" borderWidth="2px" borderRadius="xl" bg="bg.panel" data-testid={testId}>
      <Card.Body>
        <Flex direction="column" align="center" textAlign="center" py={{ base: "10", md: "16" }} gap="4">
          <Flex boxSize="14" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
            <Icon size={26} aria-hidden="true" />
          </Flex>
          <Flex direction="column" gap="1" maxW="md">
            <Text as="h2" fontWeight="semibold" fontSize="lg" color="fg">
              {texts.emptyTitle}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {texts.emptyDescription}
            </Text>
          </Flex>
          <Button onClick={onAction} size="sm" mt="2">
            <Plus aria-hidden="true" /> {texts.emptyAction}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
