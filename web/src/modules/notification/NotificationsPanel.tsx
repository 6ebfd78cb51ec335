import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { BellOff } from "lucide-react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { NotificationItem } from "./NotificationItem";
import { NOTIFICATION_TEXTS, NOTIFICATIONS_PAGE_SIZE } from "./texts";
import type { NotificationsPanelQuery } from "./__generated__/NotificationsPanelQuery.graphql";
import type { NotificationsPanel_viewer$key } from "./__generated__/NotificationsPanel_viewer.graphql";
import type { NotificationsPanelPaginationQuery } from "./__generated__/NotificationsPanelPaginationQuery.graphql";

const query = graphql`
  query NotificationsPanelQuery($count: Int!) {
    viewer {
      id
      ...NotificationsPanel_viewer @arguments(count: $count)
    }
  }
`;

const fragment = graphql`
  fragment NotificationsPanel_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "NotificationsPanelPaginationQuery") {
    notifications(first: $count, after: $cursor) @connection(key: "NotificationsPanel_notifications") {
      edges {
        node {
          id
          ...NotificationItem_notification
        }
      }
    }
  }
`;

interface NotificationsPanelProps {
  /** A notification was opened: mark it read (when it was unread) and close the panel. */
  onOpen: (id: string, isRead: boolean) => void;
}

/**
 * The panel's list, newest first, loaded each time the panel opens (what the store has shows at once, then the
 * server's answer); new notifications arrive at the top while it is open.
 */
export function NotificationsPanel({ onOpen }: NotificationsPanelProps) {
  const { viewer } = useLazyLoadQuery<NotificationsPanelQuery>(query, { count: NOTIFICATIONS_PAGE_SIZE }, { fetchPolicy: "store-and-network" });
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<NotificationsPanelPaginationQuery, NotificationsPanel_viewer$key>(fragment, viewer);
  const edges = data.notifications.edges;
  if (edges.length === 0) {
    return (
      <Flex direction="column" align="center" textAlign="center" gap="2" px="6" py="10" data-testid="notifications-empty">
        <Flex boxSize="10" borderRadius="full" bg="bg.muted" color="fg.muted" align="center" justify="center" aria-hidden="true">
          <BellOff size={18} />
        </Flex>
        <Text fontWeight="medium" fontSize="sm">
          {NOTIFICATION_TEXTS.emptyTitle}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {NOTIFICATION_TEXTS.emptyDescription}
        </Text>
      </Flex>
    );
  }
  return (
    <Box>
      <Box as="ul" m="0" p="0" aria-label={NOTIFICATION_TEXTS.title} data-testid="notification-list" css={{ "& > li + li": { borderTopWidth: "1px", borderColor: "border.muted" } }}>
        {edges.map(({ node }) => (
          <NotificationItem key={node.id} notification={node} onOpen={onOpen} />
        ))}
      </Box>
      {hasNext ? (
        <Flex justify="center" py="2" borderTopWidth="1px" borderColor="border.muted">
          <Button size="xs" variant="ghost" colorPalette="gray" onClick={() => loadNext(NOTIFICATIONS_PAGE_SIZE)} loading={isLoadingNext} loadingText="Loading...">
            Load more
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}
