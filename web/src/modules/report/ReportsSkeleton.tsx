import { Card, Flex, SimpleGrid, Skeleton, Stack } from "@chakra-ui/react";
import { PageHeader } from "../../components/PageHeader";
import { StatCardsSkeleton } from "../../components/StatCardsSkeleton";
import { panelCard } from "../../theme/surfaces";
import { REPORTS_HEADING } from "./heading";

/** Reports while the figures load: the heading, then placeholders in the page's layout. */
export function ReportsSkeleton() {
  return (
    <Stack aria-busy="true" gap="0" data-testid="reports-skeleton">
      <PageHeader
        title={REPORTS_HEADING.heading}
        subtitle={REPORTS_HEADING.subtitle}
        actions={
          <Flex gap="2">
            <Skeleton h="10" w="44" borderRadius="md" />
            <Skeleton h="10" w="36" borderRadius="md" />
          </Flex>
        }
      />
      <Stack gap={{ base: "5", md: "6" }}>
        <StatCardsSkeleton />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "5", md: "6" }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Card.Root key={i} {...panelCard} data-testid="block-skeleton">
              <Card.Body p="5" gap="4">
                <Skeleton h="4" w="36" />
                {Array.from({ length: 4 }, (_, j) => (
                  <Flex key={j} justify="space-between">
                    <Skeleton h="3.5" w="28" />
                    <Skeleton h="3.5" w="12" />
                  </Flex>
                ))}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Card.Root {...panelCard}>
          <Card.Body p="5" gap="4">
            <Skeleton h="4" w="32" />
            <Skeleton h="48" w="full" />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Stack>
  );
}
