import { Card, Flex, SimpleGrid, Skeleton } from "@chakra-ui/react";
import { panelCard } from "../theme/surfaces";
import { STAT_GRID } from "./StatCard";

/** The row of four stat cards (dashboard, reports) while their figures load. */
export function StatCardsSkeleton() {
  return (
    <SimpleGrid {...STAT_GRID}>
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
