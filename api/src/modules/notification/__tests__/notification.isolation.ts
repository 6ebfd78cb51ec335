import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeNotification } from "./factory";

export const notificationIsolation: IsolationSuite = {
  name: "notification",
  seed: async (t, a) => {
    const n = await makeNotification(t.app, a, { title: "A's secret notification" });
    return { ids: { notification: n.id }, gids: { notification: globalId("Notification", n.id) } };
  },
  rest: {},
  graphql: {
    "Mutation.markNotificationRead": (s) => ({ query: `mutation($id: ID!) { markNotificationRead(input: { id: $id }) { __typename } }`, variables: { id: s.gids.notification }, expectTypename: "NotFoundError" }),
    // acts on the caller's own notifications only: A's stay unread
    "Mutation.markAllNotificationsRead": () => ({ query: "mutation { markAllNotificationsRead { __typename ... on MarkAllNotificationsReadPayload { markedCount viewer { unreadNotificationCount notifications(first: 5) { edges { node { id title } } } } } } }", expectTypename: "MarkAllNotificationsReadPayload" }),
    "Subscription.notificationsUpdated": () => ({ query: "subscription { notificationsUpdated { unreadCount notification { id title } } }" }),
  },
  nodes: { Notification: (s) => s.gids.notification },
};
