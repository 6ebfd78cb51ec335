import { useMemo } from "react";
import { graphql, useRelayEnvironment, useSubscription } from "react-relay/hooks";
import { ConnectionHandler, type GraphQLSubscriptionConfig } from "relay-runtime";
import { rememberSettledDelivery } from "./deliveryState";
import type { useLiveMessagesSubscription } from "./__generated__/useLiveMessagesSubscription.graphql";

const subscription = graphql`
  subscription useLiveMessagesSubscription {
    workspaceChanged {
      message {
        id
        ...MessageCard_message
      }
      createdMessage {
        id
        ...MessageCard_message
      }
      deletedMessageId
    }
  }
`;

/**
 * Keeps the Messages screen live while it is open: a message whose e-mail went out ('Sending...' -> 'Email sent') or
 * failed, was read or edited changes in place (the pushed record replaces the one in the store); a message written
 * elsewhere (another tab, the REST API, the product itself) appears at the top, and one deleted elsewhere leaves.
 * `connectionId` is the list's `__id`.
 */
export function useLiveMessages(connectionId: string): void {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<useLiveMessagesSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField("workspaceChanged");
        const message = change?.getLinkedRecord("message");
        if (message) rememberSettledDelivery(environment, message);
        const connection = store.get(connectionId);
        if (!change || !connection) return;
        const created = change.getLinkedRecord("createdMessage");
        if (created) {
          const id = created.getDataID();
          const present = connection.getLinkedRecords("edges")?.some((edge) => edge?.getLinkedRecord("node")?.getDataID() === id);
          // the tab that sent it already has it (the mutation's answer may arrive first or second)
          if (!present) {
            const edge = ConnectionHandler.createEdge(store, connection, created, "MessageEdge");
            ConnectionHandler.insertEdgeBefore(connection, edge);
          }
        }
        const deletedId = change.getValue("deletedMessageId");
        if (typeof deletedId === "string") ConnectionHandler.deleteNode(connection, deletedId);
      },
      // a lost connection only stops the live updates; the next visit loads fresh data
      onError: () => undefined,
    }),
    [connectionId, environment],
  );
  useSubscription<useLiveMessagesSubscription>(config);
}
