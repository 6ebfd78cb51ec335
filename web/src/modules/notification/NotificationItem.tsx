import type { ReactNode } from "react";
import { Box, Flex, Text, VisuallyHidden, chakra } from "@chakra-ui/react";
import { Bell } from "lucide-react";
import { Link as RouterLink } from "react-router";
import { graphql, useFragment } from "react-relay/hooks";
import { useNotificationKinds } from "../../components/notificationKinds";
import { appPath, fullTime, timeAgo } from "./format";
import { NOTIFICATION_TEXTS } from "./texts";
import type { NotificationItem_notification$key } from "./__generated__/NotificationItem_notification.graphql";

const fragment = graphql`
  fragment NotificationItem_notification on Notification {
    id
    type
    title
    body
    link
    isRead
    createdAt
  }
`;

/** A kind no module's face declares (notificationKinds on WebModule): a plain bell. */
const OTHER_KIND = { icon: Bell, bg: "bg.muted", color: "fg.muted" };

interface NotificationItemProps {
  notification: NotificationItem_notification$key;
  /** The notification was opened (its link followed, or clicked): mark it read, close the panel. */
  onOpen: (id: string, isRead: boolean) => void;
}

/**
 * One notification: an icon for its kind (as the module its records belong to declares it), the title (bold while unread, with a dot), the body, how long ago, and a
 * link to the record (an app path) when it has one.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const data = useFragment(fragment, notification);
  const look = useNotificationKinds().get(data.type);
  const { icon: Icon, bg, color } = look ? { icon: look.icon, bg: `${look.palette}.subtle`, color: `${look.palette}.fg` } : OTHER_KIND;
  const to = appPath(data.link);
  const open = () => onOpen(data.id, data.isRead);
  const content = (
    <Flex gap="3" align="flex-start">
      <Flex
        boxSize="8"
        flexShrink={0}
        borderRadius="full"
        align="center"
        justify="center"
        bg={bg}
        color={color}
        aria-hidden="true"
        data-kind={data.type}
      >
        <Icon size={16} />
      </Flex>
      <Box flex="1" minW="0">
        <Text fontSize="sm" lineHeight="short" fontWeight={data.isRead ? "normal" : "semibold"} color="fg" wordBreak="break-word" data-testid="notification-title">
          {data.title}
        </Text>
        {data.body ? (
          <Text mt="0.5" fontSize="xs" color="fg.muted" lineClamp={2} wordBreak="break-word">
            {data.body}
          </Text>
        ) : null}
        <Text asChild title={fullTime(data.createdAt)} display="block" mt="1" fontSize="xs" color="fg.subtle" data-testid="notification-time">
          <time dateTime={data.createdAt}>{timeAgo(data.createdAt)}</time>
        </Text>
      </Box>
      {data.isRead ? null : (
        <Box boxSize="2" mt="1.5" flexShrink={0} borderRadius="full" bg="brand.solid" data-testid="notification-unread">
          <VisuallyHidden>{NOTIFICATION_TEXTS.unread}</VisuallyHidden>
        </Box>
      )}
    </Flex>
  );
  return (
    <Box as="li" listStyleType="none" data-testid="notification-item" data-read={data.isRead ? "true" : "false"}>
      {to ? (
        <ItemShell asLink to={to} onClick={open}>
          {content}
        </ItemShell>
      ) : (
        <ItemShell onClick={open}>{content}</ItemShell>
      )}
    </Box>
  );
}

const itemStyle = {
  display: "block",
  w: "full",
  textAlign: "start",
  px: "4",
  py: "3",
  textDecoration: "none",
  color: "inherit",
  cursor: "pointer",
  transition: "background-color 120ms",
  _hover: { bg: "bg.muted" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px", bg: "bg.muted" },
} as const;

function ItemShell({ asLink, to, onClick, children }: { asLink?: boolean; to?: string; onClick: () => void; children: ReactNode }) {
  if (asLink && to) {
    return (
      <chakra.a asChild {...itemStyle}>
        <RouterLink to={to} onClick={onClick}>
          {children}
        </RouterLink>
      </chakra.a>
    );
  }
  return (
    <chakra.button type="button" onClick={onClick} {...itemStyle}>
      {children}
    </chakra.button>
  );
}
