import { useState } from "react";
import { Button } from "@chakra-ui/react";
import { Repeat } from "lucide-react";
import { Link } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { recordListPage, type RecordListContentProps } from "../../components/RecordListPage";
import { preloadRouteQuery } from "../../relay/preload";
import { INVOICES_HEADING } from "./heading";
import { InvoiceList, InvoiceListSkeleton } from "./InvoiceList";
import { INVOICE_TEXTS, INVOICES_PAGE_SIZE, OPTIONS_LIMIT, RECURRING_PATH } from "./texts";
import { invoiceListConnectionId } from "./useDeleteInvoiceMutation";
import InvoicesPageQueryNode, { type InvoicesPageQuery } from "./__generated__/InvoicesPageQuery.graphql";
import type { InvoiceForm_invoice$key } from "./__generated__/InvoiceForm_invoice.graphql";

/** The create dialog loads with its first opening (its form, Formik and Yup are not part of the screen). */
const InvoiceForm = lazyComponent(() => import("./InvoiceForm"), "InvoiceForm");

const query = graphql`
  query InvoicesPageQuery($count: Int!, $optionCount: Int!) {
    viewer {
      id
      ...InvoiceList_viewer @arguments(count: $count)
      ...InvoiceForm_viewer @arguments(optionCount: $optionCount)
    }
  }
`;

/**
 * The route's loader: starts the page query. "store-and-network": a visit shows what the store holds at once and
 * refreshes it, so a status changed on an invoice's page or elsewhere shows up in the list.
 */
export function load(environment: IEnvironment): PreloadedQuery<InvoicesPageQuery> {
  return preloadRouteQuery<InvoicesPageQuery>(
    environment,
    "invoicing",
    InvoicesPageQueryNode,
    { count: INVOICES_PAGE_SIZE, optionCount: OPTIONS_LIMIT },
    "store-and-network",
  );
}

/** /invoicing: the heading and 'Create Invoice' at once, the invoice rows (or 5 skeleton rows) below. */
export const Component = recordListPage<InvoicesPageQuery, InvoiceForm_invoice$key>({
  heading: INVOICES_HEADING,
  addLabel: INVOICE_TEXTS.add,
  links: (
    <Button asChild variant="outline" colorPalette="gray">
      <Link to={RECURRING_PATH}>
        <Repeat aria-hidden="true" /> {INVOICE_TEXTS.recurring}
      </Link>
    </Button>
  ),
  skeleton: <InvoiceListSkeleton />,
  Content: InvoicesContent,
});

type InvoicesContentProps = RecordListContentProps<InvoicesPageQuery, InvoiceForm_invoice$key>;

function InvoicesContent({ queryRef, dialog, openCreate, setOpen }: InvoicesContentProps) {
  const { viewer } = usePreloadedQuery<InvoicesPageQuery>(query, queryRef);
  const [statusFilter, setStatusFilter] = useState<string | null>(null);
  const connectionId = invoiceListConnectionId(viewer.id);
  return (
    <>
      <InvoiceList viewer={viewer} statusFilter={statusFilter} onStatusFilterChange={setStatusFilter} onCreate={openCreate} />
      <OnFirstOpen open={dialog.open}>
        <InvoiceForm
          open={dialog.open}
          onOpenChange={setOpen}
          viewer={viewer}
          invoice={null}
          // a new invoice joins the list unless the list shows another status
          listConnections={(status) => (statusFilter == null || statusFilter === status ? [connectionId] : [])}
        />
      </OnFirstOpen>
    </>
  );
}
