import { Button, Card, EmptyState, Flex, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Plus, Users } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay";
import { ClientCard } from "./ClientCard";
import { ClientForm } from "./ClientForm";
import type { ClientListPaginationQuery } from "./__generated__/ClientListPaginationQuery.graphql";
import type { ClientList_viewer$key } from "./__generated__/ClientList_viewer.graphql";
import type { ClientForm_client$key } from "./__generated__/ClientForm_client.graphql";
import { panelCard } from "../../theme/surfaces";

/** Clients per page (first page and each 'Load more'). */
export const CLIENTS_PAGE_SIZE = 50;

/** Spec §9: 6 skeleton cards while the clients load. */
export const CLIENT_SKELETON_COUNT = 6;

/** The open dialog: adding a client, editing one, or none. */
export type ClientDialogState = { mode: "create" } | { mode: "edit"; client: ClientForm_client$key } | null;

const fragment = graphql`
  fragment ClientList_viewer on User
  @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" })
  @refetchable(queryName: "ClientListPaginationQuery") {
    clients(first: $first, after: $after) @connection(key: "ClientList_clients") {
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
  dialog: ClientDialogState;
  onDialogChange: (dialog: ClientDialogState) => void;
}

/** The card grid (newest first), the empty state, 'Load more', and the add/edit dialog bound to this connection. */
export function ClientList({ viewer, dialog, onDialogChange }: ClientListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ClientListPaginationQuery, ClientList_viewer$key>(fragment, viewer);
  const { __id: connectionId, edges, totalCount } = data.clients;
  const openCreate = () => onDialogChange({ mode: "create" });

  return (
    <>
      {edges.length === 0 ? (
        <ClientsEmptyState onAdd={openCreate} />
      ) : (
        <Stack gap="6">
          <SimpleGrid as="section" aria-label="Clients" columns={grid} gap="5">
            {edges.map(({ node }) => (
              <ClientCard key={node.id} client={node} connectionId={connectionId} onEdit={(client) => onDialogChange({ mode: "edit", client })} />
            ))}
          </SimpleGrid>
          {hasNext ? (
            <Flex direction="column" align="center" gap="2">
              <Button variant="outline" colorPalette="gray" onClick={() => loadNext(CLIENTS_PAGE_SIZE)} loading={isLoadingNext} loadingText="Loading...">
                Load more
              </Button>
              <Text fontSize="xs" color="fg.muted" data-testid="clients-shown">
                Showing {edges.length} of {totalCount} clients
              </Text>
            </Flex>
          ) : null}
        </Stack>
      )}

      <ClientForm
        open={dialog !== null}
        client={dialog?.mode === "edit" ? dialog.client : null}
        connectionId={connectionId}
        onClose={() => onDialogChange(null)}
      />
    </>
  );
}

function ClientsEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <Card.Root variant="outline" borderColor="border.muted" borderStyle="dashed" borderRadius="xl" bg="bg.panel">
      <EmptyState.Root py={{ base: "12", md: "16" }}>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Flex boxSize="14" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
              <Users size={26} aria-hidden="true" />
            </Flex>
          </EmptyState.Indicator>
          <Stack textAlign="center" gap="1">
            <EmptyState.Title as="h2">No clients yet</EmptyState.Title>
            <EmptyState.Description maxW="sm">
              Add your first client to keep their contact details, website and social profiles in one place.
            </EmptyState.Description>
          </Stack>
          <Button onClick={onAdd} mt="2">
            <Plus aria-hidden="true" />
            Add Your First Client
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Card.Root>
  );
}

/** The page content while the clients load: 6 card-shaped placeholders in the same grid. */
export function ClientListSkeleton() {
  return (
    <SimpleGrid columns={grid} gap="5" aria-busy="true" data-testid="clients-loading">
      <VisuallyHidden role="status">Loading clients...</VisuallyHidden>
      {Array.from({ length: CLIENT_SKELETON_COUNT }, (_, i) => (
        <Card.Root key={i} {...panelCard} data-testid="client-card-skeleton" aria-hidden="true">
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
      ))}
    </SimpleGrid>
  );
}
