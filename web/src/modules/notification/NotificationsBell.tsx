import { Suspense, lazy, useCallback, useState } from "react";
import { Badge, Box, Button, Flex, Heading, IconButton, Popover, Portal } from "@chakra-ui/react";
import { Bell, CheckCheck } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { notificationBadge } from "@common/notification";
import { NotificationsPanelSkeleton } from "./NotificationsPanelSkeleton";
import { NOTIFICATION_TEXTS } from "./texts";
import { useLiveNotifications } from "./useLiveNotifications";
import { useMarkAllNotificationsReadMutation } from "./useMarkAllNotificationsReadMutation";
import { useMarkNotificationReadMutation } from "./useMarkNotificationReadMutation";
import type { NotificationsBell_viewer$key } from "./__generated__/NotificationsBell_viewer.graphql";

/** The panel's list, its query and items load with the first opening (the skeleton shows meanwhile). */
const NotificationsPanel = lazy(() => import("./NotificationsPanel").then((m) => ({ default: m.NotificationsPanel })));

/**
 * The bell in the top bar: its badge is the number of unread notifications (none at 0, '99+' above 99), live. It
 * opens the notifications panel: newest first, each with a link to its record; opening one marks it read, and 'Mark
 * all as read' clears the badge. The panel is a popover with the keyboard handling of one (focus moves into it,
 * Escape closes it and returns to the bell).
 */
export function NotificationsBell({ viewer }: { viewer: NotificationsBell_viewer$key }) {
  const { unreadNotificationCount: unread } = useFragment(
    graphql`
      fragment NotificationsBell_viewer on User {
        unreadNotificationCount
      }
    `,
    viewer,
  );
  useLiveNotifications();
  const [open, setOpen] = useState(false);
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const badge = notificationBadge(unread);
  const onOpenItem = useCallback(
    (id: string, isRead: boolean) => {
      if (!isRead) void markRead(id);
      setOpen(false);
    },
    [markRead],
  );

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: "bottom-end", gutter: 10 }} lazyMount unmountOnExit>
      <Box position="relative">
        <Popover.Trigger asChild>
          <IconButton
            aria-label={badge ? `${NOTIFICATION_TEXTS.bell}, ${unread} unread` : NOTIFICATION_TEXTS.bell}
            variant="ghost"
            size="sm"
            colorPalette="gray"
            color="fg.muted"
            data-testid="notifications-button"
          >
            <Bell />
          </IconButton>
        </Popover.Trigger>
        {badge ? (
          <Badge
            position="absolute"
            top="-0.5"
            insetEnd="-0.5"
            size="xs"
            variant="solid"
            colorPalette="red"
            borderRadius="full"
            minW="4"
            h="4"
            px="1"
            justifyContent="center"
            pointerEvents="none"
            aria-hidden="true"
            data-testid="notification-badge"
          >
            {badge}
          </Badge>
        ) : null}
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="min(24rem, calc(100vw - 1.5rem))" borderRadius="xl" overflow="hidden" data-testid="notifications-panel">
            <Flex align="center" justify="space-between" gap="3" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted">
              <Popover.Title asChild>
                <Heading as="h2" fontSize="sm" fontWeight="semibold">
                  {NOTIFICATION_TEXTS.title}
                </Heading>
              </Popover.Title>
              <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => void markAll()} disabled={unread === 0} loading={markingAll}>
                <CheckCheck aria-hidden="true" />
                {NOTIFICATION_TEXTS.markAll}
              </Button>
            </Flex>
            <Popover.Body p="0" maxH="min(28rem, calc(100dvh - 8rem))" overflowY="auto">
              <Suspense fallback={<NotificationsPanelSkeleton />}>
                <NotificationsPanel onOpen={onOpenItem} />
              </Suspense>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
