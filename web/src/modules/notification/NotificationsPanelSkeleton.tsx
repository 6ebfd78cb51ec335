import { Box, Flex, Skeleton, SkeletonCircle, Stack } from "@chakra-ui/react";
import { NOTIFICATION_TEXTS } from "./texts";

/** The panel while its list loads: three placeholder rows. */
export function NotificationsPanelSkeleton() {
  return (
    <Stack gap="0" role="status" aria-label={NOTIFICATION_TEXTS.loading} aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Flex key={i} gap="3" px="4" py="3" aria-hidden="true">
          <SkeletonCircle size="8" flexShrink={0} />
          <Box flex="1">
            <Skeleton h="3.5" w={`${75 - i * 12}%`} />
            <Skeleton mt="2" h="3" w="90%" />
            <Skeleton mt="2" h="2.5" w="20" />
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}
