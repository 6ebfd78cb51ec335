import type { ReactNode } from "react";
import { Box, Card, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { BrandLogo } from "../../components/BrandLogo";
import { displayCompanyName } from "../../lib/user";
import { formatInvoiceDay, formatInvoiceMoney } from "./format";
import { InvoiceStatusBadge } from "./InvoiceStatusBadge";
import { INVOICE_TEXTS } from "./texts";
import type { InvoiceDocument_invoice$key } from "./__generated__/InvoiceDocument_invoice.graphql";
import type { InvoiceDocument_viewer$key } from "./__generated__/InvoiceDocument_viewer.graphql";

const invoiceFragment = graphql`
  fragment InvoiceDocument_invoice on Invoice {
    invoiceNumber
    status
    currency
    issueDate
    dueDate
    paidDate
    subtotal
    taxRate
    taxAmount
    total
    amountPaid
    notes
    client {
      name
      company
      email
      phone
      address
    }
    project {
      name
    }
    items {
      id
      description
      quantity
      rate
      amount
    }
  }
`;

const viewerFragment = graphql`
  fragment InvoiceDocument_viewer on User {
    companyName
    brandLogo
    email
    firstName
    lastName
    timeZone
  }
`;

/** A tax rate as a person writes it: "8.25" -> "8.25%", "10.00" -> "10%". */
const percent = (rate: string) => `${String(rate).replace(/\.?0+$/, "") || "0"}%`;

const cell = { px: { base: "3", md: "4" }, py: "3", fontSize: "sm" } as const;

/** The quantity and rate columns, from sm up (a phone shows them under the description). */
const wideOnly = { display: { base: "none", sm: "table-cell" } } as const;

/**
 * The invoice as the client sees it: the provider's logo, company name and brand colour, the client block, the dates,
 * every item, subtotal, tax and total in the invoice's currency, and the notes. User content is rendered as text.
 */
export function InvoiceDocument({ invoice, viewer }: { invoice: InvoiceDocument_invoice$key; viewer: InvoiceDocument_viewer$key }) {
  const data = useFragment(invoiceFragment, invoice);
  const me = useFragment(viewerFragment, viewer);
  const money = (amount: string) => formatInvoiceMoney(amount, data.currency);
  const day = (value: string | null | undefined) => formatInvoiceDay(value, me.timeZone);
  const provider = displayCompanyName(me.companyName);
  const personName = [me.firstName, me.lastName].filter(Boolean).join(" ");
  return (
    <Card.Root as="article" aria-label={`Invoice ${data.invoiceNumber}`} variant="outline" borderColor="border.muted" borderRadius="xl" bg="bg.panel" boxShadow="sm" overflow="hidden" data-testid="invoice-document">
      <Box h="1.5" bg="brand.solid" data-testid="invoice-brand-bar" />
      <Card.Body p={{ base: "5", md: "10" }} gap="8">
        <Flex direction={{ base: "column", sm: "row" }} justify="space-between" gap="6">
          <Flex gap="3" align="center" minW="0">
            <BrandLogo src={me.brandLogo} size="12" />
            <Box minW="0">
              <Text fontWeight="semibold" fontSize="lg" truncate data-testid="invoice-provider">
                {provider}
              </Text>
              {personName ? (
                <Text fontSize="sm" color="fg.muted" truncate>
                  {personName}
                </Text>
              ) : null}
              <Text fontSize="sm" color="fg.muted" truncate>
                {me.email}
              </Text>
            </Box>
          </Flex>
          <Box textAlign={{ base: "start", sm: "end" }}>
            <Heading as="h2" fontSize="2xl" fontWeight="bold" letterSpacing="0.08em" textTransform="uppercase" color="brand.fg">
              {INVOICE_TEXTS.invoice}
            </Heading>
            <Text mt="1" fontWeight="semibold" fontVariantNumeric="tabular-nums" wordBreak="break-all" data-testid="document-number">
              {data.invoiceNumber}
            </Text>
            <Box mt="2">
              <InvoiceStatusBadge status={data.status} size="md" amountPaid={data.amountPaid} currency={data.currency} />
            </Box>
          </Box>
        </Flex>

        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="6">
          <Box data-testid="invoice-client-block">
            <Label>{INVOICE_TEXTS.billTo}</Label>
            <Text fontWeight="semibold" wordBreak="break-word">
              {data.client.name}
            </Text>
            {data.client.company && data.client.company !== data.client.name ? (
              <Text fontSize="sm" wordBreak="break-word">
                {data.client.company}
              </Text>
            ) : null}
            {data.client.address ? (
              <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" wordBreak="break-word">
                {data.client.address}
              </Text>
            ) : null}
            {data.client.email ? (
              <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                {data.client.email}
              </Text>
            ) : null}
            {data.client.phone ? (
              <Text fontSize="sm" color="fg.muted">
                {data.client.phone}
              </Text>
            ) : null}
          </Box>
          <Grid templateColumns="auto 1fr" columnGap="6" rowGap="1.5" alignContent="start" fontSize="sm" justifySelf={{ md: "end" }} data-testid="invoice-dates">
            <DateLine label={INVOICE_TEXTS.issued} value={day(data.issueDate)} />
            <DateLine label={INVOICE_TEXTS.due} value={day(data.dueDate)} />
            {data.paidDate ? <DateLine label={INVOICE_TEXTS.paid} value={day(data.paidDate)} /> : null}
            {data.project ? <DateLine label={INVOICE_TEXTS.project} value={data.project.name} /> : null}
          </Grid>
        </Grid>

        <Box overflowX="auto" borderWidth="1px" borderColor="border.muted" borderRadius="lg">
          <Box as="table" w="full" style={{ borderCollapse: "collapse" }} data-testid="invoice-items-table">
            <Box as="thead" bg="bg.subtle">
              <Box as="tr" textAlign="start" color="fg.muted" fontSize="xs" textTransform="uppercase" letterSpacing="wider">
                <Box as="th" {...cell} fontSize="xs" textAlign="start" fontWeight="semibold">
                  {INVOICE_TEXTS.description}
                </Box>
                <Box as="th" {...cell} {...wideOnly} fontSize="xs" textAlign="end" fontWeight="semibold">
                  {INVOICE_TEXTS.quantity}
                </Box>
                <Box as="th" {...cell} {...wideOnly} fontSize="xs" textAlign="end" fontWeight="semibold">
                  {INVOICE_TEXTS.rate}
                </Box>
                <Box as="th" {...cell} fontSize="xs" textAlign="end" fontWeight="semibold">
                  {INVOICE_TEXTS.amount}
                </Box>
              </Box>
            </Box>
            <Box as="tbody">
              {data.items.map((item) => (
                <Box as="tr" key={item.id} borderTopWidth="1px" borderColor="border.muted" data-testid="document-item">
                  <Box as="td" {...cell} whiteSpace="pre-line" wordBreak="break-word">
                    {item.description}
                    {/* on a phone the quantity and rate sit under the description */}
                    <Text as="span" display={{ base: "block", sm: "none" }} mt="0.5" fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {item.quantity} × {money(item.rate)}
                    </Text>
                  </Box>
                  <Box as="td" {...cell} {...wideOnly} textAlign="end" fontVariantNumeric="tabular-nums">
                    {item.quantity}
                  </Box>
                  <Box as="td" {...cell} {...wideOnly} textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    {money(item.rate)}
                  </Box>
                  <Box as="td" {...cell} textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" fontWeight="medium">
                    {money(item.amount)}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>

        <Flex justify="flex-end">
          <Stack gap="2" w={{ base: "full", sm: "72" }} fontSize="sm" data-testid="invoice-document-totals">
            <TotalLine label={INVOICE_TEXTS.subtotal} value={money(data.subtotal)} testId="document-subtotal" />
            <TotalLine label={`${INVOICE_TEXTS.tax} (${percent(data.taxRate)})`} value={money(data.taxAmount)} testId="document-tax" />
            <Flex justify="space-between" align="baseline" borderTopWidth="2px" borderColor="brand.solid" pt="2" mt="1">
              <Text fontWeight="semibold">{INVOICE_TEXTS.total}</Text>
              <Text fontWeight="bold" fontSize="xl" color="brand.fg" fontVariantNumeric="tabular-nums" data-testid="document-total">
                {money(data.total)}
              </Text>
            </Flex>
          </Stack>
        </Flex>

        {data.notes ? (
          <Box borderTopWidth="1px" borderColor="border.muted" pt="6">
            <Label>{INVOICE_TEXTS.notes}</Label>
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" wordBreak="break-word" data-testid="invoice-notes">
              {data.notes}
            </Text>
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function Label({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider" mb="1.5">
      {children}
    </Text>
  );
}

function DateLine({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" textAlign="end" wordBreak="break-word">
        {value ?? "—"}
      </Text>
    </>
  );
}

function TotalLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Flex justify="space-between">
      <Text color="fg.muted">{label}</Text>
      <Text fontVariantNumeric="tabular-nums" data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}
