import type { ReactNode } from "react";
import { Card, Flex, SimpleGrid, Skeleton, SkeletonText, Stack } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import { ListSkeleton } from "../../components/ListSkeleton";
import { RecordList } from "../../components/RecordList";
import type { LoadMoreProps } from "../../components/LoadMore";
import { panelCard } from "../../theme/surfaces";
import { CONTRACTS_PAGE_SIZE, CONTRACT_SKELETON_COUNT } from "./texts";

const grid = { base: 1, md: 2, xl: 3 } as const;

interface CardGridProps<Node extends { readonly id: string }> {
  connection: { readonly edges: ReadonlyArray<{ readonly node: Node }>; readonly totalCount?: number };
  pagination: Pick<LoadMoreProps, "hasNext" | "isLoadingNext" | "loadNext">;
  testIdPrefix: string;
  label: string;
  noun: string;
  empty: { icon: LucideIcon; texts: { emptyTitle: string; emptyDescription: string; emptyAction: string }; onAction: () => void };
  renderItem: (node: Node) => ReactNode;
}

/** A list of document or template cards (newest first) with 'Load more', or its empty state. */
export function CardGrid<Node extends { readonly id: string }>({ connection, pagination, testIdPrefix, label, noun, empty, renderItem }: CardGridProps<Node>) {
  return (
    <RecordList
      connection={connection}
      testIdPrefix={testIdPrefix}
      pagination={pagination}
      pageSize={CONTRACTS_PAGE_SIZE}
      empty={empty}
      renderList={(items) => (
        <SimpleGrid as="section" aria-label={label} columns={grid} gap="5">
          {items}
        </SimpleGrid>
      )}
      renderItem={renderItem}
      loadMoreGap="6"
      shownNoun={noun}
    />
  );
}

/** A list while it loads: card-shaped placeholders in the same grid. */
export function CardGridSkeleton({ testId, label }: { testId: string; label: string }) {
  return (
    <ListSkeleton frame={<SimpleGrid columns={grid} gap="5" data-testid={testId} />} label={label} hiddenStatus count={CONTRACT_SKELETON_COUNT}>
      {() => (
        <Card.Root {...panelCard} aria-hidden="true" data-testid="contract-card-skeleton">
          <Card.Body p="5" gap="4">
            <Flex align="flex-start" gap="3">
              <Skeleton boxSize="9" borderRadius="lg" />
              <Stack flex="1" gap="2">
                <Skeleton h="4" w="70%" />
                <Skeleton h="3" w="45%" />
              </Stack>
            </Flex>
            <Skeleton h="5" w="16" borderRadius="full" />
            <SkeletonText noOfLines={2} gap="2.5" />
          </Card.Body>
        </Card.Root>
      )}
    </ListSkeleton>
  );
}
