import { useTransition } from "react";
import { Card, Skeleton, Stack } from "@chakra-ui/react";
import { Repeat } from "lucide-react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ListSkeleton } from "../../components/ListSkeleton";
import { RecordList } from "../../components/RecordList";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import { recordCard } from "../../theme/surfaces";
import { RecurringInvoiceCard } from "./RecurringInvoiceCard";
import { RECURRING_PAGE_SIZE, RECURRING_TEXTS } from "./texts";
import type { RecurringInvoiceList_viewer$key } from "./__generated__/RecurringInvoiceList_viewer.graphql";
import type { RecurringInvoiceListPaginationQuery } from "./__generated__/RecurringInvoiceListPaginationQuery.graphql";
import type { RecurringInvoiceForm_recurringInvoice$key } from "./__generated__/RecurringInvoiceForm_recurringInvoice.graphql";

const fragment = graphql`
  fragment RecurringInvoiceList_viewer on User
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "RecurringInvoiceListPaginationQuery") {
    id
    timeZone
    recurringInvoices(first: $count, after: $cursor) @connection(key: "RecurringInvoiceList_recurringInvoices") {
      __id
      totalCount
      edges {
        node {
          id
          ...RecurringInvoiceCard_recurringInvoice
          ...RecurringInvoiceForm_recurringInvoice
        }
      }
    }
  }
`;

interface RecurringInvoiceListProps {
  viewer: RecurringInvoiceList_viewer$key;
  onCreate: () => void;
  onEdit: (profile: RecurringInvoiceForm_recurringInvoice$key) => void;
}

/**
 * The recurring invoices (newest first) as cards with 'Load more', or the empty state. Live: a profile changed
 * elsewhere, or an invoice a scan made, shows here.
 */
export function RecurringInvoiceList({ viewer, onCreate, onEdit }: RecurringInvoiceListProps) {
  const { data, refetch, ...pagination } = usePaginationFragment<RecurringInvoiceListPaginationQuery, RecurringInvoiceList_viewer$key>(fragment, viewer);
  const [, startTransition] = useTransition();
  const { edges } = data.recurringInvoices;
  useWorkspaceChanges(["recurring_invoice", "invoice"], () =>
    startTransition(() => {
      refetch({ count: Math.max(RECURRING_PAGE_SIZE, edges.length) }, { fetchPolicy: "network-only" });
    }),
  );
  return (
    <RecordList
      connection={data.recurringInvoices}
      testIdPrefix="recurring-invoices"
      pagination={pagination}
      pageSize={RECURRING_PAGE_SIZE}
      empty={{ icon: Repeat, texts: RECURRING_TEXTS, onAction: onCreate }}
      renderList={(items) => (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="4" aria-label="Recurring invoices" data-testid="recurring-invoice-list">
          {items}
        </Stack>
      )}
      renderItem={(node) => (
        <li>
          <RecurringInvoiceCard recurringInvoice={node} viewerId={data.id} timeZone={data.timeZone} onEdit={() => onEdit(node)} />
        </li>
      )}
      loadMoreGap="6"
    />
  );
}

/** The list while it loads: 3 skeleton cards. */
export function RecurringInvoiceListSkeleton() {
  return (
    <ListSkeleton frame={<Stack gap="4" mt="12" />} label="Loading recurring invoices" count={3}>
      {() => (
        <Card.Root {...recordCard} data-testid="recurring-skeleton">
          <Card.Body gap="3" p="5">
            <Skeleton h="5" w="40%" borderRadius="md" />
            <Skeleton h="4" w="60%" borderRadius="md" />
            <Skeleton h="4" w="30%" borderRadius="md" />
          </Card.Body>
        </Card.Root>
      )}
    </ListSkeleton>
  );
}
