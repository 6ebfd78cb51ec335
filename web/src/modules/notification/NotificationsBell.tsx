import { Suspense, useState } from "react";
import { Badge, Box, IconButton } from "@chakra-ui/react";
import { Bell } from "lucide-react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { notificationBadge } from "@common/notification";
import { lazyComponent } from "../../components/OnFirstOpen";
import { NOTIFICATION_TEXTS } from "./texts";
import { useLiveNotifications } from "./useLiveNotifications";
import type { NotificationsBellQuery } from "./__generated__/NotificationsBellQuery.graphql";

/** The popover (its positioning, focus trap and the panel) loads with the first opening. */
const NotificationsPopover = lazyComponent(() => import("./NotificationsPopover"), "NotificationsPopover");

/**
 * The bell in the top bar (the module's `topBar` item: the top bar knows nothing of it): its badge is the number of
 * unread notifications (none at 0, '99+' above 99), live. It opens the notifications panel (NotificationsPopover).
 * Its query starts with the page (bellQuery.ts, booted with the shell's); it reads the answer, or joins the request.
 */
export function NotificationsBell() {
  const { unreadNotificationCount: unread } = useLazyLoadQuery<NotificationsBellQuery>(
    graphql`
      query NotificationsBellQuery {
        viewer {
          id
          unreadNotificationCount
        }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  ).viewer;
  useLiveNotifications();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const badge = notificationBadge(unread);
  const button = (
    <IconButton
      aria-label={badge ? `${NOTIFICATION_TEXTS.bell}, ${unread} unread` : NOTIFICATION_TEXTS.bell}
      aria-haspopup="dialog"
      aria-expanded={open}
      variant="ghost"
      size="sm"
      colorPalette="gray"
      color="fg.muted"
      data-testid="notifications-button"
      onClick={
        opened
          ? undefined
          : () => {
              setOpened(true);
              setOpen(true);
            }
      }
    >
      <Bell />
    </IconButton>
  );

  return (
    <Box position="relative">
      {opened ? (
        <Suspense fallback={button}>
          <NotificationsPopover trigger={button} unread={unread} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : (
        button
      )}
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
  );
}
