import { Badge, type BadgeProps } from "@chakra-ui/react";
import { invoiceStatusColor, invoiceStatusLabel } from "@common/invoice";
import { roundToCents } from "@common/money";
import { formatInvoiceMoney } from "./format";
import { PAYMENT_TEXTS } from "./texts";

interface InvoiceStatusBadgeProps {
  status: string | null | undefined;
  size?: BadgeProps["size"];
  /** what was paid so far: a sent or overdue invoice with some paid reads "Partly paid · $500.00" */
  amountPaid?: string | null;
  currency?: string | null;
  /** "Partly paid" alone (a list's narrow column, where what is owed shows beside the total) */
  compact?: boolean;
}

/** Is this a sent or overdue invoice with part of it paid? */
function isPartlyPaid(status: string | null | undefined, amountPaid: string | null | undefined): boolean {
  return (status === "sent" || status === "overdue") && (roundToCents(amountPaid ?? "0") ?? 0n) > 0n;
}

/** An invoice's status badge: draft grey, sent blue, paid green, overdue red, cancelled orange; "Partly paid" with the amount. */
export function InvoiceStatusBadge({ status, size = "sm", amountPaid, currency, compact = false }: InvoiceStatusBadgeProps) {
  const palette = invoiceStatusColor(status);
  const partly = isPartlyPaid(status, amountPaid);
  return (
    <Badge colorPalette={palette} variant="subtle" size={size} borderRadius="full" px="2" data-testid="invoice-status" data-palette={palette}
      data-partly-paid={partly || undefined} title={partly ? `${invoiceStatusLabel(status)}: ${formatInvoiceMoney(amountPaid, currency)} paid` : undefined}>
      {partly ? (compact ? PAYMENT_TEXTS.partlyPaid : `${PAYMENT_TEXTS.partlyPaid} · ${formatInvoiceMoney(amountPaid, currency)}`) : invoiceStatusLabel(status)}
    </Badge>
  );
}
