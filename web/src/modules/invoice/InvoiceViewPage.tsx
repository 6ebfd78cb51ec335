import { Suspense, useEffect, useRef } from "react";
import { Box, Button, Card, Flex, HStack, Skeleton, Stack } from "@chakra-ui/react";
import { ArrowLeft, FileQuestion } from "lucide-react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { fetchQuery, graphql, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment, Subscription } from "relay-runtime";
import { NoticeCard } from "../../components/NoticeCard";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { invoicePageTitle } from "@common/record-pages";
import { drawnFirstScreen } from "../../components/firstScreen";
import { PageHeader } from "../../components/PageHeader";
import { useRecordDialog } from "../../components/useRecordDialog";
import { recordListPath } from "../../lib/recordPaths";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preloadRouteQuery } from "../../relay/preload";
import { formatInvoiceDay, formatInvoiceMoney } from "./format";
import { InvoiceActions } from "./InvoiceActions";
import { InvoiceDocument } from "./InvoiceDocument";
import { InvoicePayments } from "./InvoicePayments";
import { InvoiceReminders } from "./InvoiceReminders";
import { INVOICE_TEXTS, OPTIONS_LIMIT } from "./texts";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import InvoiceViewPageQueryNode, { type InvoiceViewPageQuery } from "./__generated__/InvoiceViewPageQuery.graphql";
import type { InvoiceForm_invoice$key } from "./__generated__/InvoiceForm_invoice.graphql";
import type { InvoiceViewPage_invoice$key } from "./__generated__/InvoiceViewPage_invoice.graphql";

/** The edit dialog loads with its first opening. */
const InvoiceForm = lazyComponent(() => import("./InvoiceForm"), "InvoiceForm");

const query = graphql`
  query InvoiceViewPageQuery($id: ID!, $optionCount: Int!) {
    viewer {
      id
      timeZone
      ...InvoiceDocument_viewer
      ...InvoiceForm_viewer @arguments(optionCount: $optionCount)
    }
    node(id: $id) {
      ...InvoiceViewPage_invoice @alias(as: "invoice")
    }
  }
`;

const invoiceFragment = graphql`
  fragment InvoiceViewPage_invoice on Invoice {
    id
    invoiceNumber
    currency
    total
    dueDate
    client {
      name
    }
    ...InvoiceDocument_invoice
    ...InvoiceActions_invoice
    ...InvoicePayments_invoice
    ...InvoiceReminders_invoice
    ...InvoiceForm_invoice
  }
`;

/**
 * The route's loader: the invoice of the address (a Relay global id) with the viewer's brand. "store-and-network": a
 * visit from the list shows the invoice at once and refreshes it.
 */
export function load(environment: IEnvironment, { params }: LoaderFunctionArgs): PreloadedQuery<InvoiceViewPageQuery> {
  return preloadRouteQuery<InvoiceViewPageQuery>(
    environment,
    "invoice-view",
    InvoiceViewPageQueryNode,
    { id: params.id ?? "", optionCount: OPTIONS_LIMIT },
    "store-and-network",
  );
}

/** /invoicing/:id: the invoice as the client will see it, with its actions. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<InvoiceViewPageQuery>;
  return (
    <>
      <BackLink />
      <Suspense fallback={<InvoiceViewSkeleton />}>
        <InvoiceViewContent queryRef={queryRef} />
      </Suspense>
    </>
  );
}

function BackLink() {
  return (
    <Button asChild variant="ghost" colorPalette="gray" size="sm" ms="-3" mb="3" color="fg.muted">
      <Link to={recordListPath("invoice")}>
        <ArrowLeft aria-hidden="true" /> {INVOICE_TEXTS.backToList}
      </Link>
    </Button>
  );
}

function InvoiceViewContent({ queryRef }: { queryRef: PreloadedQuery<InvoiceViewPageQuery> }) {
  const { viewer, node } = usePreloadedQuery<InvoiceViewPageQuery>(query, queryRef);
  useLiveInvoice(queryRef.variables);
  // a missing, deleted or foreign id, or an id of another kind of record, has no invoice here
  if (!node?.invoice) return <InvoiceNotFound />;
  return <InvoiceView invoice={node.invoice} viewer={viewer} />;
}

function InvoiceView({ invoice, viewer }: { invoice: InvoiceViewPage_invoice$key; viewer: InvoiceViewPageQuery["response"]["viewer"] }) {
  const node = useFragment(invoiceFragment, invoice);
  const { dialog, openEdit, setOpen } = useRecordDialog<InvoiceForm_invoice$key>();
  const due = formatInvoiceDay(node.dueDate, viewer.timeZone);
  return (
    <>
      <PageHeader
        title={invoicePageTitle(node.invoiceNumber)}
        subtitle={`${node.client.name} · ${formatInvoiceMoney(node.total, node.currency)}${due ? ` · Due ${due}` : ""}`}
      />
      <InvoiceActions invoice={node} viewerId={viewer.id} onEdit={() => openEdit(node)} />
      <Box maxW="4xl">
        <InvoicePayments invoice={node} timeZone={viewer.timeZone} />
        <InvoiceReminders invoice={node} timeZone={viewer.timeZone} />
        <InvoiceDocument invoice={node} viewer={viewer} />
      </Box>
      <OnFirstOpen open={dialog.open}>
        <InvoiceForm open={dialog.open} onOpenChange={setOpen} viewer={viewer} invoice={dialog.record} />
      </OnFirstOpen>
    </>
  );
}

/**
 * Live: the invoice changed elsewhere (paid in another tab, made overdue by the daily scan, deleted) is read again, and
 * the page follows (a deleted one shows as not found).
 */
function useLiveInvoice(variables: InvoiceViewPageQuery["variables"]) {
  const environment = useRelayEnvironment();
  const running = useRef<Subscription | null>(null);
  useEffect(() => () => running.current?.unsubscribe(), []);
  useWorkspaceChanges("invoice", () => {
    running.current?.unsubscribe();
    running.current = fetchQuery<InvoiceViewPageQuery>(environment, query, variables, { fetchPolicy: "network-only" }).subscribe({ error: () => undefined });
  });
}

function InvoiceNotFound() {
  useDocumentTitle(INVOICE_TEXTS.notFoundTitle);
  return (
    <NoticeCard
      maxW="lg"
      bg="bg.panel"
      data-testid="invoice-not-found"
      icon={FileQuestion}
      iconSize={22}
      iconBg="bg.muted"
      iconColor="fg.muted"
      title={INVOICE_TEXTS.notFoundTitle}
      text={INVOICE_TEXTS.notFoundText}
    >
      <Flex>
        <Button asChild size="sm">
          <Link to={recordListPath("invoice")}>Back to invoices</Link>
        </Button>
      </Flex>
    </NoticeCard>
  );
}

/** The page while the invoice loads: the heading, the buttons and the document's shape. */
function InvoiceViewSkeleton() {
  // the heading the server drew for this invoice, if it did (components/firstScreen.ts), stays while the page loads
  const drawnHeading = drawnFirstScreen("heading");
  return (
    <Stack gap="6" role="status" aria-live="polite" aria-label="Loading invoice" aria-busy="true" data-testid="invoice-view-skeleton">
      {drawnHeading ? (
        <Box dangerouslySetInnerHTML={{ __html: drawnHeading }} />
      ) : (
        <Box>
          <Skeleton h="8" w="64" borderRadius="md" />
          <Skeleton h="4" w="48" mt="2.5" borderRadius="md" />
        </Box>
      )}
      <HStack gap="2">
        <Skeleton h="10" w="20" borderRadius="md" />
        <Skeleton h="10" w="36" borderRadius="md" />
        <Skeleton h="10" w="36" borderRadius="md" />
      </HStack>
      <Card.Root maxW="4xl" variant="outline" borderColor="border.muted" borderRadius="xl" bg="bg.panel">
        <Card.Body gap="6" p={{ base: "5", md: "10" }}>
          <Flex justify="space-between">
            <Skeleton h="12" w="48" borderRadius="md" />
            <Skeleton h="12" w="32" borderRadius="md" />
          </Flex>
          <Skeleton h="20" w="60%" borderRadius="md" />
          <Skeleton h="32" borderRadius="md" />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
