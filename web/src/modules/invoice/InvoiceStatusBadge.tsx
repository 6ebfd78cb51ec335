import { Badge, type BadgeProps } from "@chakra-ui/react";
import { invoiceStatusColor, invoiceStatusLabel } from "@common/invoice";

/** An invoice's status badge: draft grey, sent blue, paid green, overdue red, cancelled orange. */
export function InvoiceStatusBadge({ status, size = "sm" }: { status: string | null | undefined; size?: BadgeProps["size"] }) {
  const palette = invoiceStatusColor(status);
  return (
    <Badge colorPalette={palette} variant="subtle" size={size} borderRadius="full" px="2" data-testid="invoice-status" data-palette={palette}>
      {invoiceStatusLabel(status)}
    </Badge>
  );
}
