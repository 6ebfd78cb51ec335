import { Box, Button, Grid, HStack, Link as ChakraLink, Text } from "@chakra-ui/react";
import { Building2, CalendarDays, Eye } from "lucide-react";
import { Link } from "react-router";
import { graphql, useFragment } from "react-relay/hooks";
import { recordPath } from "../../lib/recordPaths";
import { formatInvoiceDay, formatInvoiceMoney } from "./format";
import { InvoiceStatusBadge } from "./InvoiceStatusBadge";
import { INVOICE_TEXTS, PAYMENT_TEXTS } from "./texts";
import type { InvoiceRow_invoice$key } from "./__generated__/InvoiceRow_invoice.graphql";

const fragment = graphql`
  fragment InvoiceRow_invoice on Invoice {
    id
    invoiceNumber
    status
    currency
    dueDate
    total
    amountPaid
    balanceDue
    client {
      id
      name
    }
  }
`;

/** The list's columns (md and up): number, client, due date, total, status, View. */
export const INVOICE_ROW_COLUMNS = { base: "minmax(0, 1fr) auto", md: "minmax(0, 1.1fr) minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) 6.5rem 5.5rem" };

interface InvoiceRowProps {
  invoice: InvoiceRow_invoice$key;
  /** The workspace's time zone: the due day is the day that was picked in it. */
  timeZone?: string | null;
}

/** One invoice: number, client, due date, total in its currency, status badge, and View (its page). */
export function InvoiceRow({ invoice, timeZone }: InvoiceRowProps) {
  const data = useFragment(fragment, invoice);
  const due = formatInvoiceDay(data.dueDate, timeZone);
  const total = formatInvoiceMoney(data.total, data.currency);
  // what is still owed, under the total, while a sent or overdue invoice has a balance
  const owed = (data.status === "sent" || data.status === "overdue") && data.balanceDue !== data.total ? formatInvoiceMoney(data.balanceDue, data.currency) : null;
  return (
    <Grid
      as="li"
      templateColumns={INVOICE_ROW_COLUMNS}
      alignItems="center"
      columnGap="4"
      rowGap="2"
      px={{ base: "4", md: "5" }}
      py={{ base: "3.5", md: "3" }}
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: "0" }}
      transition="background-color 120ms"
      _hover={{ bg: "bg.subtle" }}
      aria-label={`Invoice ${data.invoiceNumber}`}
      data-testid="invoice-row"
      data-status={data.status}
    >
      <Box minW="0">
        <Text fontWeight="semibold" fontSize="sm" color="fg" truncate fontVariantNumeric="tabular-nums" data-testid="invoice-number">
          {data.invoiceNumber}
        </Text>
        {/* below md the client, the due date and the status sit under the number */}
        <HStack display={{ base: "flex", md: "none" }} mt="1" gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
          <InvoiceStatusBadge status={data.status} amountPaid={data.amountPaid} currency={data.currency} compact />
          <HStack gap="1" minW="0">
            <Building2 size={12} aria-hidden="true" style={{ flexShrink: 0 }} />
            <ChakraLink asChild truncate maxW="40" color="inherit">
              <Link to={recordPath("client", data.client.id)}>{data.client.name}</Link>
            </ChakraLink>
          </HStack>
          {due ? (
            <HStack gap="1">
              <CalendarDays size={12} aria-hidden="true" />
              <Text as="span">Due {due}</Text>
            </HStack>
          ) : null}
        </HStack>
      </Box>
      <Text display={{ base: "none", md: "block" }} fontSize="sm" color="fg.muted" truncate data-testid="invoice-client">
        <ChakraLink asChild color="inherit" _hover={{ color: "brand.fg" }}>
          <Link to={recordPath("client", data.client.id)}>{data.client.name}</Link>
        </ChakraLink>
      </Text>
      <Text display={{ base: "none", md: "block" }} fontSize="sm" color="fg.muted" data-testid="invoice-due">
        {due ?? "—"}
      </Text>
      <HStack justify={{ base: "flex-end", md: "flex-start" }} gap="3" gridColumn={{ base: "2", md: "auto" }} gridRow={{ base: "1", md: "auto" }}>
        <Box textAlign={{ base: "end", md: "start" }}>
          <Text fontSize="sm" fontWeight="semibold" color="fg" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="invoice-total">
            {total}
          </Text>
          {owed ? (
            <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="invoice-owed">
              {owed} {PAYMENT_TEXTS.owed}
            </Text>
          ) : null}
        </Box>
      </HStack>
      <Box display={{ base: "none", md: "block" }}>
        <InvoiceStatusBadge status={data.status} amountPaid={data.amountPaid} currency={data.currency} compact />
      </Box>
      <Box gridColumn={{ base: "1 / -1", md: "auto" }} justifySelf={{ base: "stretch", md: "end" }}>
        <Button asChild size="xs" variant="outline" colorPalette="gray" w={{ base: "full", md: "auto" }}>
          <Link to={recordPath("invoice", data.id)} aria-label={`View invoice ${data.invoiceNumber}`}>
            <Eye aria-hidden="true" /> {INVOICE_TEXTS.view}
          </Link>
        </Button>
      </Box>
    </Grid>
  );
}
