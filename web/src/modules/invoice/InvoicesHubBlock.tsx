import { Receipt } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { formatMoney } from "@common/money";
import { HubBlock, HubRow, hubBlockTestId, hubRows, statusLabel } from "../../components/HubBlock";
import { defineHubBlock } from "../../components/HubBlocks";
import { formatDay } from "../../lib/format";
import { recordListPath, recordPath } from "../../lib/recordPaths";
import type { HubBlockProps } from "../../lib/webModule";
import type { InvoicesHubBlockQuery } from "./__generated__/InvoicesHubBlockQuery.graphql";
import type { InvoicesHubBlock_invoice$key } from "./__generated__/InvoicesHubBlock_invoice.graphql";

// The invoices block of a client's hub and a project's page: the 5 newest.

const query = graphql`
  query InvoicesHubBlockQuery($id: ID!) {
    node(id: $id) {
      ... on Client {
        invoices(first: 5) { edges { node { id ...InvoicesHubBlock_invoice } } }
      }
      ... on Project {
        invoices(first: 5) { edges { node { id ...InvoicesHubBlock_invoice } } }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment InvoicesHubBlock_invoice on Invoice {
    id
    invoiceNumber
    status
    total
    currency
    dueDate
  }
`;

const EMPTY = { client: "No invoices for this client yet.", project: "No invoices for this project yet." } as const;

function InvoicesBlock({ data, hub, timeZone }: HubBlockProps<InvoicesHubBlockQuery>) {
  const rows = hubRows(data.node?.invoices);
  return (
    <HubBlock title="Invoices" testId={hubBlockTestId(hub, "invoices")} icon={<Receipt size={18} />} emptyText={EMPTY[hub]}
      create="invoice" viewAll={recordListPath("invoice")} isEmpty={rows.length === 0}>
      {rows.map((i) => <InvoiceRow key={i.id} invoice={i} timeZone={timeZone} />)}
    </HubBlock>
  );
}

function InvoiceRow({ invoice, timeZone }: { invoice: InvoicesHubBlock_invoice$key; timeZone: string | null | undefined }) {
  const i = useFragment(rowFragment, invoice);
  return (
    <HubRow title={i.invoiceNumber} to={recordPath("invoice", i.id)} detail={i.dueDate ? `Due ${formatDay(i.dueDate, timeZone)}` : null}
      aside={formatMoney(i.total, { cents: true, currency: i.currency })} badge={statusLabel(i.status)} />
  );
}

export const invoicesHubBlock = defineHubBlock<InvoicesHubBlockQuery>({ query, follows: "invoice", Component: InvoicesBlock });
