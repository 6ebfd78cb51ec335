import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import { ConnectionHandler, type GraphQLSubscriptionConfig } from "relay-runtime";
import type { useLiveNotificationsSubscription } from "./__generated__/useLiveNotificationsSubscription.graphql";

const subscription = graphql`
  subscription useLiveNotificationsSubscription {
    notificationsUpdated {
      unreadCount
      notification {
        id
        ...NotificationItem_notification
      }
    }
  }
`;

/**
 * Keeps the bell live: after any change in the workspace (from this tab, another one, or the product itself, such as
 * an e-mail that failed) the server pushes the unread count, written onto `viewer.unreadNotificationCount`; a new
 * notification goes to the top of the panel's list when that list is loaded.
 */
export function useLiveNotifications(): void {
  const config = useMemo<GraphQLSubscriptionConfig<useLiveNotificationsSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const update = store.getRootField("notificationsUpdated");
        const viewer = store.getRoot().getLinkedRecord("viewer");
        if (!update || !viewer) return;
        const unread = update.getValue("unreadCount");
        if (typeof unread === "number") viewer.setValue(unread, "unreadNotificationCount");
        const notification = update.getLinkedRecord("notification");
        const connection = ConnectionHandler.getConnection(viewer, "NotificationsPanel_notifications");
        if (!notification || !connection) return;
        const id = notification.getDataID();
        if (connection.getLinkedRecords("edges")?.some((edge) => edge?.getLinkedRecord("node")?.getDataID() === id)) return;
        ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, notification, "NotificationEdge"));
      },
      // a lost connection only stops the live badge; the next load has the fresh count
      onError: () => undefined,
    }),
    [],
  );
  useSubscription<useLiveNotificationsSubscription>(config);
}
