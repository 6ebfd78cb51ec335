import { Box, Card, Flex, HStack, Skeleton } from "@chakra-ui/react";
import { TASK_SKELETON_COUNT } from "./texts";

/** The loading state: 5 skeleton rows (spec §9) shaped like task rows. */
export function TaskSkeletons() {
  return (
    <Card.Root variant="outline" borderColor="border.muted" borderRadius="xl" bg="bg.panel" overflow="hidden" role="status" aria-live="polite" aria-label="Loading tasks" aria-busy="true">
      {Array.from({ length: TASK_SKELETON_COUNT }, (_, i) => (
        <Flex key={i} gap="3.5" px={{ base: "4", md: "5" }} py="4" borderBottomWidth={i < TASK_SKELETON_COUNT - 1 ? "1px" : "0"} borderColor="border.muted" data-testid="task-skeleton">
          <Skeleton boxSize="5" borderRadius="full" flexShrink={0} />
          <Box flex="1">
            <Skeleton h="4" w={`${55 - (i % 3) * 10}%`} borderRadius="md" />
            <HStack mt="2.5" gap="2">
              <Skeleton h="4" w="16" borderRadius="full" />
              <Skeleton h="4" w="14" borderRadius="full" />
              <Skeleton h="3" w="24" />
            </HStack>
          </Box>
          <HStack gap="2">
            <Skeleton boxSize="7" borderRadius="md" />
            <Skeleton boxSize="7" borderRadius="md" />
          </HStack>
        </Flex>
      ))}
    </Card.Root>
  );
}
