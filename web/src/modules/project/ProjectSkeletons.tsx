import { Box, Card, Flex, HStack, SimpleGrid, Skeleton, SkeletonText } from "@chakra-ui/react";
import { PROJECT_SKELETON_COUNT } from "./texts";

export const PROJECT_GRID_COLUMNS = { base: 1, md: 2, xl: 3 } as const;

/** The loading state: 6 skeleton cards (spec §9) shaped like project cards. */
export function ProjectSkeletons() {
  return (
    <SimpleGrid columns={PROJECT_GRID_COLUMNS} gap="5" role="status" aria-live="polite" aria-label="Loading projects" aria-busy="true">
      {Array.from({ length: PROJECT_SKELETON_COUNT }, (_, i) => (
        <Card.Root key={i} variant="outline" borderColor="border.muted" borderRadius="xl" bg="bg.panel" data-testid="project-skeleton">
          <Card.Body gap="4" p="5">
            <Box>
              <Skeleton h="5" w="60%" borderRadius="md" />
              <Skeleton h="3.5" w="35%" mt="2" borderRadius="md" />
            </Box>
            <HStack gap="2">
              <Skeleton h="5" w="16" borderRadius="full" />
              <Skeleton h="5" w="14" borderRadius="full" />
            </HStack>
            <SkeletonText noOfLines={2} gap="2" />
            <Box>
              <Flex justify="space-between" mb="2">
                <Skeleton h="3" w="14" />
                <Skeleton h="3" w="8" />
              </Flex>
              <Skeleton h="2" borderRadius="full" />
            </Box>
          </Card.Body>
          <Card.Footer px="5" py="3" borderTopWidth="1px" borderColor="border.muted" justifyContent="space-between">
            <Skeleton h="4" w="28" />
            <Skeleton h="4" w="16" />
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
