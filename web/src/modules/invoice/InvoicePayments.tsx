import { useState } from "react";
import { Box, Button, Card, Flex, Grid, Heading, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { Plus, Trash2 } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { paymentMethodLabel } from "@common/payment";
import { roundToCents } from "@common/money";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { formatDay } from "../../lib/format";
import { formatInvoiceMoney, todayIn } from "./format";
import { PAYMENT_TEXTS } from "./texts";
import { useDeletePaymentMutation } from "./useDeletePaymentMutation";
import type { InvoicePayments_invoice$key } from "./__generated__/InvoicePayments_invoice.graphql";

/** The payments' columns: date, method, reference, amount, delete (small screens: the same, narrower). */
const PAYMENT_COLUMNS = { base: "auto minmax(0, 1fr) minmax(0, 1fr) auto 2rem", sm: "8rem 9rem minmax(0, 1fr) 7rem 2.5rem" };

/** The dialog loads with its first opening. */
const RecordPaymentDialog = lazyComponent(() => import("./RecordPaymentDialog"), "RecordPaymentDialog");

const fragment = graphql`
  fragment InvoicePayments_invoice on Invoice {
    id
    status
    currency
    total
    amountPaid
    balanceDue
    payments {
      id
      amount
      method
      paidAt
      reference
      note
      provider
    }
  }
`;

/**
 * The invoice's money received: Amount paid and Balance due, each payment (date, method, reference, amount; one
 * recorded by hand may be deleted after a confirmation), and Record payment while a sent or overdue invoice has a balance.
 */
export function InvoicePayments({ invoice, timeZone }: { invoice: InvoicePayments_invoice$key; timeZone: string | null | undefined }) {
  const data = useFragment(fragment, invoice);
  const [recording, setRecording] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [remove, removing] = useDeletePaymentMutation();
  const money = (v: string) => formatInvoiceMoney(v, data.currency);
  const hasBalance = (roundToCents(data.balanceDue) ?? 0n) > 0n;
  const canRecord = hasBalance && (data.status === "sent" || data.status === "overdue");

  return (
    <Card.Root variant="outline" borderColor="border.muted" borderRadius="xl" bg="bg.panel" mb="6" data-testid="invoice-payments">
      <Card.Body gap="4" p={{ base: "4", md: "6" }}>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">{PAYMENT_TEXTS.title}</Heading>
          {canRecord ? (
            <Button size="sm" onClick={() => setRecording(true)} data-testid="record-payment">
              <Plus aria-hidden="true" /> {PAYMENT_TEXTS.record}
            </Button>
          ) : null}
        </Flex>
        <HStack gap={{ base: "6", md: "10" }} wrap="wrap">
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">{PAYMENT_TEXTS.amountPaid}</Text>
            <Text fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="amount-paid">{money(data.amountPaid)}</Text>
          </Stack>
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">{PAYMENT_TEXTS.balanceDue}</Text>
            <Text fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums" color={hasBalance ? "fg" : "green.fg"} data-testid="balance-due">
              {money(data.balanceDue)}
            </Text>
          </Stack>
        </HStack>
        {data.payments.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="no-payments">{PAYMENT_TEXTS.none}</Text>
        ) : (
          <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="border.muted" borderRadius="lg" data-testid="payments-table">
            <Grid templateColumns={PAYMENT_COLUMNS} columnGap="4" px="4" py="2" bg="bg.subtle" borderTopRadius="lg" fontSize="xs" fontWeight="semibold"
              color="fg.muted" textTransform="uppercase" letterSpacing="wide" aria-hidden="true" display={{ base: "none", sm: "grid" }}>
              <Text>{PAYMENT_TEXTS.date}</Text>
              <Text>{PAYMENT_TEXTS.method}</Text>
              <Text>{PAYMENT_TEXTS.reference}</Text>
              <Text textAlign="end">{PAYMENT_TEXTS.amount}</Text>
              <span />
            </Grid>
            {data.payments.map((p) => (
              <Grid as="li" key={p.id} templateColumns={PAYMENT_COLUMNS} columnGap="4" rowGap="1" px="4" py="2.5" alignItems="center" fontSize="sm"
                borderTopWidth="1px" borderColor="border.muted" data-testid="payment-row">
                <Text whiteSpace="nowrap">{formatDay(p.paidAt, timeZone) ?? "—"}</Text>
                <Text>{p.provider ? PAYMENT_TEXTS.byProvider : paymentMethodLabel(p.method)}</Text>
                <Text color="fg.muted" wordBreak="break-word" title={p.note ?? undefined}>{p.reference ?? "—"}</Text>
                <Text textAlign="end" fontWeight="medium" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{money(p.amount)}</Text>
                <Box textAlign="end">
                  {p.provider ? null : (
                    <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Delete payment of ${money(p.amount)}`}
                      onClick={() => setDeleting(p.id)} disabled={removing}>
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  )}
                </Box>
              </Grid>
            ))}
          </Box>
        )}
      </Card.Body>
      <ConfirmDialog
        open={deleting !== null}
        title={PAYMENT_TEXTS.confirmDeleteTitle}
        message={PAYMENT_TEXTS.confirmDelete}
        confirmLabel={PAYMENT_TEXTS.confirmDeleteAction}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
        testId="confirm-delete-payment"
      />
      <OnFirstOpen open={recording}>
        <RecordPaymentDialog open={recording} onOpenChange={setRecording} invoiceId={data.id} balance={data.balanceDue} currency={data.currency}
          today={todayIn(timeZone)} />
      </OnFirstOpen>
    </Card.Root>
  );
}
