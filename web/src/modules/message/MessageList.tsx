import { Box, Card, Flex, HStack, Skeleton, SkeletonCircle, Stack } from "@chakra-ui/react";
import { MessageSquare } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ListSkeleton } from "../../components/ListSkeleton";
import { RecordList } from "../../components/RecordList";
import { panelCard } from "../../theme/surfaces";
import { MessageCard } from "./MessageCard";
import { MESSAGE_SKELETON_COUNT, MESSAGE_TEXTS, MESSAGES_PAGE_SIZE } from "./texts";
import type { MessageDetail_message$key } from "./__generated__/MessageDetail_message.graphql";
import type { MessageList_viewer$key } from "./__generated__/MessageList_viewer.graphql";
import type { MessageListPaginationQuery } from "./__generated__/MessageListPaginationQuery.graphql";

const fragment = graphql`
  fragment MessageList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "MessageListPaginationQuery") {
    timeZone
    messages(first: $count, after: $cursor) @connection(key: "MessageList_messages") {
      __id
      edges {
        node {
          id
          ...MessageCard_message
        }
      }
    }
  }
`;

interface MessageListProps {
  viewer: MessageList_viewer$key;
  onCompose: () => void;
  onOpen: (message: MessageDetail_message$key) => void;
}

/** The message cards (newest first) with 'Load more', or the empty state. */
export function MessageList({ viewer, onCompose, onOpen }: MessageListProps) {
  const { data, ...pagination } = usePaginationFragment<MessageListPaginationQuery, MessageList_viewer$key>(fragment, viewer);
  const connectionId = data.messages.__id;
  return (
    <RecordList
      connection={data.messages}
      testIdPrefix="messages"
      pagination={pagination}
      pageSize={MESSAGES_PAGE_SIZE}
      empty={{ icon: MessageSquare, texts: MESSAGE_TEXTS, onAction: onCompose }}
      renderList={(items) => (
        <Stack as="section" aria-label="Messages" gap="3" data-testid="message-list">
          {items}
        </Stack>
      )}
      renderItem={(node) => <MessageCard message={node} timeZone={data.timeZone} connectionId={connectionId} onOpen={onOpen} />}
      loadMoreGap="6"
    />
  );
}

/** The list while it loads: 5 skeleton rows shaped like message cards. */
export function MessageListSkeleton() {
  return (
    <ListSkeleton frame={<Stack gap="3" data-testid="messages-loading" />} label="Loading messages" count={MESSAGE_SKELETON_COUNT}>
      {(i) => (
        <Card.Root {...panelCard} bg="bg.panel" data-testid="message-skeleton" aria-hidden="true">
          <Card.Body px={{ base: "4", md: "5" }} py="4">
            <Flex gap="3" align="flex-start">
              <SkeletonCircle size="9" flexShrink={0} />
              <Box flex="1" minW="0">
                <Flex justify="space-between" gap="3">
                  <Skeleton h="4" w={`${50 - (i % 3) * 10}%`} borderRadius="md" />
                  <HStack gap="2">
                    <Skeleton h="4" w="14" borderRadius="full" />
                    <Skeleton h="3" w="24" />
                  </HStack>
                </Flex>
                <Skeleton mt="2.5" h="3" w="90%" />
                <Skeleton mt="1.5" h="3" w={`${70 - (i % 2) * 15}%`} />
                {i % 2 === 0 ? <Skeleton mt="3" h="9" w="full" borderRadius="lg" /> : null}
              </Box>
            </Flex>
          </Card.Body>
        </Card.Root>
      )}
    </ListSkeleton>
  );
}
