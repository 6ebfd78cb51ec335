import { Card, Flex, SimpleGrid, Skeleton } from "@chakra-ui/react";
import { panelCard } from "../theme/surfaces";

/** The row of four stat cards (dashboard, reports) while their figures load. */
export function StatCardsSkeleton() {
  return (
    <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: "3", md: "5" }}>
      {Array.from({ length: 4 }, (_, i) => (
        <Card.Root key={i} {...panelCard} data-testid="stat-skeleton">
          <Card.Body p="5" gap="4">
            <Flex justify="space-between">
              <Skeleton h="3.5" w="24" />
              <Skeleton boxSize="9" borderRadius="lg" />
            </Flex>
            <Skeleton h="7" w="20" />
            <Skeleton h="3" w="32" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
