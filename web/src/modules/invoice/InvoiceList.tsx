import { useTransition } from "react";
import { Box, Button, Card, Flex, Grid, HStack, NativeSelect, Skeleton, Text } from "@chakra-ui/react";
import { Receipt } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { INVOICE_STATUSES, INVOICE_STATUS_LABELS } from "@common/invoice";
import { EnumOptions } from "../../components/EnumOptions";
import { ListSkeleton } from "../../components/ListSkeleton";
import { RecordList } from "../../components/RecordList";
import { panelCard } from "../../theme/surfaces";
import { INVOICE_ROW_COLUMNS, InvoiceRow } from "./InvoiceRow";
import { INVOICE_SKELETON_COUNT, INVOICE_TEXTS, INVOICES_PAGE_SIZE } from "./texts";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import type { InvoiceList_viewer$key } from "./__generated__/InvoiceList_viewer.graphql";
import type { InvoiceListPaginationQuery } from "./__generated__/InvoiceListPaginationQuery.graphql";

// `filters: []`: every status filter shares one connection record, so a new or deleted invoice finds the list by its
// key alone, whatever it shows
const fragment = graphql`
  fragment InvoiceList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, status: { type: "String" })
  @refetchable(queryName: "InvoiceListPaginationQuery") {
    timeZone
    invoices(first: $count, after: $cursor, status: $status) @connection(key: "InvoiceList_invoices", filters: []) {
      __id
      edges {
        node {
          id
          ...InvoiceRow_invoice
        }
      }
    }
  }
`;

interface InvoiceListProps {
  viewer: InvoiceList_viewer$key;
  /** The status the list shows, or null for all. */
  statusFilter: string | null;
  onStatusFilterChange: (status: string | null) => void;
  onCreate: () => void;
}

const HEADER_CELLS = ["Invoice", "Client", "Due date", "Total", "Status"];

/** The invoices (newest first) with a status filter and 'Load more', or the empty state. */
export function InvoiceList({ viewer, statusFilter, onStatusFilterChange, onCreate }: InvoiceListProps) {
  const { data, refetch, ...pagination } = usePaginationFragment<InvoiceListPaginationQuery, InvoiceList_viewer$key>(fragment, viewer);
  const [filtering, startTransition] = useTransition();
  const { edges } = data.invoices;
  // live: an invoice created, changed or deleted elsewhere shows here (as many rows as are shown now)
  useWorkspaceChanges("invoice", () =>
    startTransition(() => {
      refetch({ status: statusFilter, count: Math.max(INVOICES_PAGE_SIZE, edges.length) }, { fetchPolicy: "network-only" });
    }),
  );

  const filterBy = (value: string) => {
    const status = value || null;
    startTransition(() => {
      onStatusFilterChange(status);
      refetch({ status, count: INVOICES_PAGE_SIZE }, { fetchPolicy: "network-only" });
    });
  };

  return (
    <RecordList
      connection={data.invoices}
      testIdPrefix="invoices"
      pagination={pagination}
      pageSize={INVOICES_PAGE_SIZE}
      empty={
        statusFilter == null
          ? { icon: Receipt, texts: INVOICE_TEXTS, onAction: onCreate }
          : undefined
      }
      renderList={(items) => (
        <>
          <InvoiceStatusFilter value={statusFilter} onChange={filterBy} />
          <Card.Root {...panelCard} bg="bg.panel" overflow="hidden" opacity={filtering ? 0.6 : 1} transition="opacity 120ms" aria-busy={filtering}>
            <Grid
              templateColumns={INVOICE_ROW_COLUMNS}
              display={{ base: "none", md: "grid" }}
              columnGap="4"
              px="5"
              py="2.5"
              bg="bg.subtle"
              borderBottomWidth="1px"
              borderColor="border.muted"
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wider"
              aria-hidden="true"
            >
              {HEADER_CELLS.map((c) => (
                <Text key={c}>{c}</Text>
              ))}
              <span />
            </Grid>
            {edges.length === 0 ? (
              <Flex direction="column" align="center" gap="3" py="12" px="4" textAlign="center" data-testid="invoices-filtered-empty">
                <Text color="fg.muted" fontSize="sm">
                  {INVOICE_TEXTS.filteredEmpty}
                </Text>
                <Button size="sm" variant="outline" colorPalette="gray" onClick={() => filterBy("")}>
                  {INVOICE_TEXTS.showAll}
                </Button>
              </Flex>
            ) : (
              <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Invoices" data-testid="invoice-list">
                {items}
              </Box>
            )}
          </Card.Root>
        </>
      )}
      renderItem={(node) => <InvoiceRow invoice={node} timeZone={data.timeZone} />}
      loadMoreGap="6"
    />
  );
}

/** The status filter above the list: a status, or '' for all. */
function InvoiceStatusFilter({ value, onChange }: { value: string | null; onChange: (value: string) => void }) {
  return (
    <Flex justify="flex-end" mb="4">
      <HStack gap="2">
        <Text asChild fontSize="sm" color="fg.muted" fontWeight="medium">
          <label htmlFor="invoice-status-filter">{INVOICE_TEXTS.filterLabel}</label>
        </Text>
        <NativeSelect.Root size="sm" width="44">
          <NativeSelect.Field id="invoice-status-filter" value={value ?? ""} onChange={(e) => onChange(e.currentTarget.value)} bg="bg.panel" data-testid="invoice-status-filter">
            <option value="">{INVOICE_TEXTS.allStatuses}</option>
            <EnumOptions values={INVOICE_STATUSES} labels={INVOICE_STATUS_LABELS} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </Flex>
  );
}

/** The list while it loads: 5 skeleton rows shaped like invoice rows. */
export function InvoiceListSkeleton() {
  return (
    <ListSkeleton frame={<Card.Root {...panelCard} bg="bg.panel" overflow="hidden" mt="12" />} label="Loading invoices" count={INVOICE_SKELETON_COUNT}>
      {(i) => (
        <Grid
          templateColumns={INVOICE_ROW_COLUMNS}
          alignItems="center"
          columnGap="4"
          px={{ base: "4", md: "5" }}
          py="4"
          borderBottomWidth={i < INVOICE_SKELETON_COUNT - 1 ? "1px" : "0"}
          borderColor="border.muted"
          data-testid="invoice-skeleton"
        >
          <Skeleton h="4" w={`${70 - (i % 3) * 10}%`} borderRadius="md" />
          <Skeleton h="4" w="60%" borderRadius="md" display={{ base: "none", md: "block" }} />
          <Skeleton h="4" w="20" borderRadius="md" display={{ base: "none", md: "block" }} />
          <Skeleton h="4" w="16" borderRadius="md" />
          <Skeleton h="5" w="14" borderRadius="full" display={{ base: "none", md: "block" }} />
          <Skeleton h="7" w="16" borderRadius="md" display={{ base: "none", md: "block" }} justifySelf="end" />
        </Grid>
      )}
    </ListSkeleton>
  );
}
