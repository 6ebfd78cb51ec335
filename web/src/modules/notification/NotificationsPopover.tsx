import { Suspense, lazy, useCallback, type ReactElement } from "react";
import { Button, Flex, Heading, Popover, Portal } from "@chakra-ui/react";
import { CheckCheck } from "lucide-react";
import { NotificationsPanelSkeleton } from "./NotificationsPanelSkeleton";
import { NOTIFICATION_TEXTS } from "./texts";
import { useMarkAllNotificationsReadMutation } from "./useMarkAllNotificationsReadMutation";
import { useMarkNotificationReadMutation } from "./useMarkNotificationReadMutation";

/** The panel's list, its query and items load with the first opening (the skeleton shows meanwhile). */
const NotificationsPanel = lazy(() => import("./NotificationsPanel").then((m) => ({ default: m.NotificationsPanel })));

interface NotificationsPopoverProps {
  /** the bell button, made the popover's trigger */
  trigger: ReactElement;
  unread: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The notifications panel as a popover of the bell, with the keyboard handling of one (focus moves into it, Escape
 * closes it and returns to the bell): newest first, each with a link to its record; opening one marks it read, and
 * 'Mark all as read' clears the badge.
 */
export function NotificationsPopover({ trigger, unread, open, onOpenChange }: NotificationsPopoverProps) {
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const onOpenItem = useCallback(
    (id: string, isRead: boolean) => {
      if (!isRead) void markRead(id);
      onOpenChange(false);
    },
    [markRead, onOpenChange],
  );
  return (
    <Popover.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} positioning={{ placement: "bottom-end", gutter: 10 }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
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
