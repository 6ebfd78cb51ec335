import { useEffect, useMemo } from "react";
import { Button } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import { recurringFormValues } from "@common/recurring-invoice";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { recordListPage, type RecordListContentProps } from "../../components/RecordListPage";
import { preloadRouteQuery } from "../../relay/preload";
import { RECURRING_HEADING } from "./heading";
import { RecurringInvoiceList, RecurringInvoiceListSkeleton } from "./RecurringInvoiceList";
import { OPTIONS_LIMIT, RECURRING_PAGE_SIZE, RECURRING_TEXTS } from "./texts";
import { recurringListConnectionId } from "./useDeleteRecurringInvoiceMutation";
import RecurringInvoicesPageQueryNode, { type RecurringInvoicesPageQuery } from "./__generated__/RecurringInvoicesPageQuery.graphql";
import type { RecurringInvoiceForm_recurringInvoice$key } from "./__generated__/RecurringInvoiceForm_recurringInvoice.graphql";
import type { RecurringPreset } from "./RecurringInvoiceForm";

/** The form loads with its first opening. */
const RecurringInvoiceForm = lazyComponent(() => import("./RecurringInvoiceForm"), "RecurringInvoiceForm");

/** The address's parameter naming the invoice a new profile copies ("Make recurring" on an invoice's page). */
const FROM = "from";

const query = graphql`
  query RecurringInvoicesPageQuery($count: Int!, $optionCount: Int!, $from: ID!, $withFrom: Boolean!) {
    viewer {
      id
      ...RecurringInvoiceList_viewer @arguments(count: $count)
      ...RecurringInvoiceForm_viewer @arguments(optionCount: $optionCount)
    }
    from: node(id: $from) @include(if: $withFrom) {
      ... on Invoice {
        invoiceNumber
        currency
        taxRate
        notes
        client {
          id
        }
        project {
          id
        }
        items {
          description
          quantity
          rate
        }
      }
    }
  }
`;

/** The route's loader: the profiles, the form's options, and the invoice to copy when the address names one. */
export function load(environment: IEnvironment, { request }: LoaderFunctionArgs): PreloadedQuery<RecurringInvoicesPageQuery> {
  const from = new URL(request.url).searchParams.get(FROM) ?? "";
  return preloadRouteQuery<RecurringInvoicesPageQuery>(
    environment,
    "recurring-invoices",
    RecurringInvoicesPageQueryNode,
    { count: RECURRING_PAGE_SIZE, optionCount: OPTIONS_LIMIT, from, withFrom: from !== "" },
    "store-and-network",
  );
}

/** /invoicing/recurring: the heading, a link back to the invoices and 'New Recurring Invoice' at once; the cards below. */
export const Component = recordListPage<RecurringInvoicesPageQuery, RecurringInvoiceForm_recurringInvoice$key>({
  heading: RECURRING_HEADING,
  addLabel: RECURRING_TEXTS.add,
  links: (
    <Button asChild variant="outline" colorPalette="gray">
      <Link to="/invoicing">
        <ArrowLeft aria-hidden="true" /> {RECURRING_TEXTS.backToInvoices}
      </Link>
    </Button>
  ),
  skeleton: <RecurringInvoiceListSkeleton />,
  Content: RecurringInvoicesContent,
});

type ContentProps = RecordListContentProps<RecurringInvoicesPageQuery, RecurringInvoiceForm_recurringInvoice$key>;

function RecurringInvoicesContent({ queryRef, dialog, openCreate, openEdit, setOpen }: ContentProps) {
  const { viewer, from } = usePreloadedQuery<RecurringInvoicesPageQuery>(query, queryRef);
  const [params, setParams] = useSearchParams();
  const copying = params.has(FROM);
  // the invoice to copy, as the form's starting values (its client, project, lines, tax, currency and notes)
  const preset = useMemo<RecurringPreset | null>(() => {
    if (!copying || !from?.invoiceNumber || !from.client || !from.items) return null;
    const values = recurringFormValues({
      clientId: from.client.id, projectId: from.project?.id ?? null, currency: from.currency ?? "USD", taxRate: from.taxRate ?? "0",
      items: from.items, notes: from.notes, frequency: "monthly", interval: 1, startDate: "", sendHour: 9, dueInDays: 30, autoSend: true, skipIfUnpaid: false,
    });
    const { clientId, projectId, currency, taxRate, items, notes } = values;
    return { invoiceNumber: from.invoiceNumber, values: { clientId, projectId, currency, taxRate, items, notes } };
  }, [copying, from]);
  // "Make recurring": the dialog opens on the copy
  useEffect(() => {
    if (preset) openCreate();
  }, [preset, openCreate]);
  const onOpenChange = (open: boolean) => {
    setOpen(open);
    // once closed, the address no longer names the invoice (a reload does not open the copy again)
    if (!open && copying) setParams((p) => { p.delete(FROM); return p; }, { replace: true });
  };
  return (
    <>
      <RecurringInvoiceList viewer={viewer} onCreate={openCreate} onEdit={openEdit} />
      <OnFirstOpen open={dialog.open}>
        <RecurringInvoiceForm
          open={dialog.open}
          onOpenChange={onOpenChange}
          viewer={viewer}
          recurringInvoice={dialog.record}
          connectionId={recurringListConnectionId(viewer.id)}
          preset={dialog.record ? null : preset}
        />
      </OnFirstOpen>
    </>
  );
}
