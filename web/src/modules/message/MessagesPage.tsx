import { Suspense, useState } from "react";
import { PenSquare } from "lucide-react";
import { useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { ListPage } from "../../components/ListPage";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { useLinkedRecordId } from "../../components/useLinkedRecordId";
import { preloadRouteQuery } from "../../relay/preload";
import { MESSAGES_HEADING } from "./heading";
import { MessageDetail, MessageFromLink } from "./MessageDetail";
import { MessageList, MessageListSkeleton } from "./MessageList";
import { useLiveMessages } from "./useLiveMessages";
import { MESSAGE_TEXTS, MESSAGES_PAGE_SIZE, OPTIONS_LIMIT } from "./texts";
import MessagesPageQueryNode, { type MessagesPageQuery } from "./__generated__/MessagesPageQuery.graphql";
import type { MessageDetail_message$key } from "./__generated__/MessageDetail_message.graphql";

/** The compose dialog loads with its first opening (its form, Formik and Yup are not part of the screen). */
const MessageForm = lazyComponent(() => import("./MessageForm"), "MessageForm");

const query = graphql`
  query MessagesPageQuery($count: Int!, $optionCount: Int!) {
    viewer {
      id
      timeZone
      ...MessageList_viewer @arguments(count: $count)
      ...MessageForm_viewer @arguments(optionCount: $optionCount)
    }
  }
`;

/**
 * The route's loader: starts the page query. "store-and-network": a visit shows what the store holds at once and
 * refreshes it (e-mails delivered meanwhile, clients and projects added elsewhere for the compose dialog).
 */
export function load(environment: IEnvironment): PreloadedQuery<MessagesPageQuery> {
  return preloadRouteQuery<MessagesPageQuery>(
    environment,
    "messages",
    MessagesPageQueryNode,
    { count: MESSAGES_PAGE_SIZE, optionCount: OPTIONS_LIMIT },
    "store-and-network",
  );
}

/** /messages: the heading and 'Compose Message' at once, the message cards (or 5 skeleton rows) below. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<MessagesPageQuery>;
  const [composing, setComposing] = useState(false);
  const openCompose = () => setComposing(true);
  return (
    <ListPage heading={MESSAGES_HEADING} addLabel={MESSAGE_TEXTS.compose} addIcon={PenSquare} onAdd={openCompose} skeleton={<MessageListSkeleton />}>
      <MessagesContent queryRef={queryRef} composing={composing} setComposing={setComposing} onCompose={openCompose} />
    </ListPage>
  );
}

interface MessagesContentProps {
  queryRef: PreloadedQuery<MessagesPageQuery>;
  composing: boolean;
  setComposing: (open: boolean) => void;
  onCompose: () => void;
}

function MessagesContent({ queryRef, composing, setComposing, onCompose }: MessagesContentProps) {
  const { viewer } = usePreloadedQuery<MessagesPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "MessageList_messages");
  useLiveMessages(connectionId);
  // the message opened from its card, or from a link (`?id=`: the bell's notifications)
  const [opened, setOpened] = useState<MessageDetail_message$key | null>(null);
  const [linkedId, closeLinked] = useLinkedRecordId();
  const detailProps = { timeZone: viewer.timeZone, connectionId };
  return (
    <>
      <MessageList viewer={viewer} onCompose={onCompose} onOpen={setOpened} />
      <OnFirstOpen open={composing}>
        <MessageForm open={composing} onOpenChange={setComposing} viewer={viewer} connectionId={connectionId} />
      </OnFirstOpen>
      {opened ? (
        <MessageDetail message={opened} {...detailProps} onClose={() => setOpened(null)} />
      ) : linkedId ? (
        <Suspense fallback={null}>
          <MessageFromLink key={linkedId} id={linkedId} {...detailProps} onClose={closeLinked} />
        </Suspense>
      ) : null}
    </>
  );
}
