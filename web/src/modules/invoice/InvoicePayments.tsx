import { useState } from "react";
import { Box, Button, Card, Flex, Heading, HStack, IconButton, Stack, Table, Text } from "@chakra-ui/react";
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
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="payments-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{PAYMENT_TEXTS.date}</Table.ColumnHeader>
                  <Table.ColumnHeader>{PAYMENT_TEXTS.method}</Table.ColumnHeader>
                  <Table.ColumnHeader>{PAYMENT_TEXTS.reference}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{PAYMENT_TEXTS.amount}</Table.ColumnHeader>
                  <Table.ColumnHeader w="10"><span className="sr-only">Actions</span></Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.payments.map((p) => (
                  <Table.Row key={p.id} data-testid="payment-row">
                    <Table.Cell whiteSpace="nowrap">{formatDay(p.paidAt, timeZone) ?? "—"}</Table.Cell>
                    <Table.Cell>{p.provider ? PAYMENT_TEXTS.byProvider : paymentMethodLabel(p.method)}</Table.Cell>
                    <Table.Cell color="fg.muted" wordBreak="break-word" title={p.note ?? undefined}>{p.reference ?? "—"}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{money(p.amount)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {p.provider ? null : (
                        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Delete payment of ${money(p.amount)}`}
                          onClick={() => setDeleting(p.id)} disabled={removing}>
                          <Trash2 aria-hidden="true" />
                        </IconButton>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
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
