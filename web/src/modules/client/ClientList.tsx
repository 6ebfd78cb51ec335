import { Card, Flex, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack } from "@chakra-ui/react";
import { Users } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ListSkeleton } from "../../components/ListSkeleton";
import { RecordList } from "../../components/RecordList";
import { panelCard } from "../../theme/surfaces";
import { ClientCard } from "./ClientCard";
import { CLIENT_SKELETON_COUNT, CLIENT_TEXTS, CLIENTS_PAGE_SIZE } from "./texts";
import type { ClientForm_client$key } from "./__generated__/ClientForm_client.graphql";
import type { ClientList_viewer$key } from "./__generated__/ClientList_viewer.graphql";
import type { ClientListPaginationQuery } from "./__generated__/ClientListPaginationQuery.graphql";

const fragment = graphql`
  fragment ClientList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "ClientListPaginationQuery") {
    clients(first: $count, after: $cursor) @connection(key: "ClientList_clients") {
      __id
      totalCount
      edges {
        node {
          id
          ...ClientCard_client
        }
      }
    }
  }
`;

const grid = { base: 1, lg: 2, xl: 3 } as const;

interface ClientListProps {
  viewer: ClientList_viewer$key;
  onCreate: () => void;
  onEdit: (client: ClientForm_client$key) => void;
}

/** The client cards (newest first) with 'Load more', or the empty state. */
export function ClientList({ viewer, onCreate, onEdit }: ClientListProps) {
  const { data, ...pagination } = usePaginationFragment<ClientListPaginationQuery, ClientList_viewer$key>(fragment, viewer);
  const connectionId = data.clients.__id;
  return (
    <RecordList
      connection={data.clients}
      testIdPrefix="clients"
      pagination={pagination}
      pageSize={CLIENTS_PAGE_SIZE}
      empty={{ icon: Users, texts: CLIENT_TEXTS, onAction: onCreate }}
      renderList={(items) => (
        <SimpleGrid as="section" aria-label="Clients" columns={grid} gap="5">
          {items}
        </SimpleGrid>
      )}
      renderItem={(node) => <ClientCard client={node} connectionId={connectionId} onEdit={onEdit} />}
      loadMoreGap="6"
      shownNoun="clients"
    />
  );
}

/** The list while it loads: 6 card-shaped placeholders in the same grid. */
export function ClientListSkeleton() {
  return (
    <ListSkeleton frame={<SimpleGrid columns={grid} gap="5" data-testid="clients-loading" />} label="Loading clients..." hiddenStatus count={CLIENT_SKELETON_COUNT}>
      {() => (
        <Card.Root {...panelCard} data-testid="client-card-skeleton" aria-hidden="true">
          <Card.Body p="5" gap="4">
            <Flex align="center" gap="3">
              <SkeletonCircle size="10" />
              <Stack flex="1" gap="2">
                <Skeleton h="4" w="60%" />
                <Skeleton h="3" w="40%" />
              </Stack>
              <Skeleton h="5" w="14" borderRadius="full" />
            </Flex>
            <SkeletonText noOfLines={3} gap="2.5" />
            <Flex gap="2">
              {Array.from({ length: 4 }, (_, j) => (
                <SkeletonCircle key={j} size="7" />
              ))}
            </Flex>
          </Card.Body>
          <Card.Footer px="5" py="3" justifyContent="flex-end" gap="2" borderTopWidth="1px" borderColor="border.muted">
            <Skeleton h="8" w="16" />
            <Skeleton h="8" w="20" />
          </Card.Footer>
        </Card.Root>
      )}
    </ListSkeleton>
  );
}
