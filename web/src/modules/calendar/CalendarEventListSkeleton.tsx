import { Card, Flex, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack } from "@chakra-ui/react";
import { ListSkeleton } from "../../components/ListSkeleton";
import { panelCard } from "../../theme/surfaces";
import { CALENDAR_SKELETON_COUNT } from "./texts";

// The calendar's list view while its code (CalendarEventList, loaded when the list is first shown) or its events load.

/** The columns of the list's grid of event cards, and of its placeholders. */
export const EVENT_LIST_COLUMNS = { base: 1, lg: 2, xl: 3 } as const;

/** The list while it loads: 5 card-shaped placeholders in the same grid. */
export function CalendarEventListSkeleton() {
  return (
    <ListSkeleton frame={<SimpleGrid columns={EVENT_LIST_COLUMNS} gap="5" data-testid="events-loading" />} label="Loading events..." hiddenStatus count={CALENDAR_SKELETON_COUNT}>
      {() => (
        <Card.Root {...panelCard} data-testid="event-card-skeleton" aria-hidden="true">
          <Card.Body p="5" gap="4">
            <Flex align="flex-start" gap="3">
              <SkeletonCircle size="3" mt="1.5" />
              <Stack flex="1" gap="2.5">
                <Skeleton h="4" w="70%" />
                <Flex gap="1.5">
                  <Skeleton h="5" w="16" borderRadius="full" />
                  <Skeleton h="5" w="20" borderRadius="full" />
                </Flex>
              </Stack>
            </Flex>
            <SkeletonText noOfLines={2} gap="2.5" />
            <Stack gap="2">
              <Skeleton h="3.5" w="55%" />
              <Skeleton h="3.5" w="40%" />
              <Skeleton h="3.5" w="45%" />
            </Stack>
          </Card.Body>
          <Card.Footer px="5" py="3" justifyContent="flex-end" gap="2" borderTopWidth="1px" borderColor="border.muted">
            <Skeleton h="8" w="16" />
            <Skeleton h="8" w="20" />
          </Card.Footer>
        </Card.Root>
      )}
    </ListSkeleton>
  );
}
