import type { ReactNode } from "react";
import { Card, Flex, Heading, Text } from "@chakra-ui/react";
import { panelCard } from "../theme/surfaces";

/** A section of a screen (a dashboard panel, a report block) as a panel card labelled by its heading: a header, then the content. */
export function PanelCard({ headingId, testId, header, children }: { headingId: string; testId?: string; header: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={headingId} {...panelCard} data-testid={testId}>
      <Card.Header px="5" pt="5" pb="0">
        {header}
      </Card.Header>
      <Card.Body px="5" pt="4" pb="5">
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** A panel card's h2 title (its id labels the card) and an optional description under it. */
export function PanelTitle({ id, title, description }: { id: string; title: string; description?: ReactNode }) {
  return (
    <>
      <Heading as="h2" id={id} fontSize="md" fontWeight="semibold" color="fg">
        {title}
      </Heading>
      {description ? (
        <Text fontSize="xs" color="fg.muted">
          {description}
        </Text>
      ) : null}
    </>
  );
}

/** An empty state inside a panel card: an icon in a circle, the message, and optionally a link under it. */
export function PanelEmpty({ icon, text, testId, children }: { icon: ReactNode; text: string; testId?: string; children?: ReactNode }) {
  return (
    <Flex direction="column" align="center" textAlign="center" gap="2" py="8" px="4" borderWidth="1px" borderStyle="dashed" borderColor="border" borderRadius="lg" data-testid={testId}>
      <Flex boxSize="10" borderRadius="full" bg="bg.muted" color="fg.muted" align="center" justify="center">
        {icon}
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {text}
      </Text>
      {children}
    </Flex>
  );
}
