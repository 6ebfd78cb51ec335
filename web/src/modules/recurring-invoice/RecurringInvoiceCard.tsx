import { Suspense, useId, useState } from "react";
import { Badge, Box, Button, Card, Flex, HStack, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { ChevronDown, ChevronUp, Pause, Pencil, Play, Repeat, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import { formatMoney } from "@common/money";
import { hourText, scheduleText, type RecurringFrequency } from "@common/recurring-invoice";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { formatDay } from "../../lib/format";
import { recordPath } from "../../lib/recordPaths";
import { recordCard } from "../../theme/surfaces";
import { RECURRING_TEXTS, STATUS_LABELS } from "./texts";
import { useDeleteRecurringInvoiceMutation } from "./useDeleteRecurringInvoiceMutation";
import { usePauseRecurringInvoiceMutation } from "./usePauseRecurringInvoiceMutation";
import type { RecurringInvoiceCard_recurringInvoice$key } from "./__generated__/RecurringInvoiceCard_recurringInvoice.graphql";
import type { RecurringInvoiceCardHistoryQuery } from "./__generated__/RecurringInvoiceCardHistoryQuery.graphql";

const fragment = graphql`
  fragment RecurringInvoiceCard_recurringInvoice on RecurringInvoice {
    id
    status
    frequency
    interval
    sendHour
    total
    currency
    startDate
    nextSendDate
    autoSend
    generatedCount
    client {
      name
      company
    }
    project {
      name
    }
    items {
      description
    }
  }
`;

/** The invoices a profile made, read when its card shows them (the list itself is one statement). */
const historyQuery = graphql`
  query RecurringInvoiceCardHistoryQuery($id: ID!, $first: Int!) {
    node(id: $id) {
      ... on RecurringInvoice {
        invoices(first: $first) {
          id
          invoiceNumber
          status
          periodStart
          total
          currency
        }
      }
    }
  }
`;

/** The newest invoices a card lists. */
const HISTORY_SHOWN = 10;

const STATUS_PALETTE = { active: "green", paused: "orange", finished: "gray" } as const;

interface RecurringInvoiceCardProps {
  recurringInvoice: RecurringInvoiceCard_recurringInvoice$key;
  viewerId: string;
  timeZone: string;
  onEdit: () => void;
}

/**
 * One recurring invoice: its client (and project), its first line, the amount and schedule, its status with "Next
 * invoice on …", how its invoices go out, the newest invoices it made (each links to its page); Edit, Pause or
 * Resume, and Delete (asks first; the invoices it made are kept).
 */
export function RecurringInvoiceCard({ recurringInvoice, viewerId, timeZone, onEdit }: RecurringInvoiceCardProps) {
  const data = useFragment(fragment, recurringInvoice);
  const [setPaused, pausing] = usePauseRecurringInvoiceMutation();
  const [remove, deleting] = useDeleteRecurringInvoiceMutation();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const who = data.client.company && data.client.company !== data.client.name ? `${data.client.name} (${data.client.company})` : data.client.name;
  const schedule = scheduleText(data.frequency as RecurringFrequency, data.interval);
  const next = data.nextSendDate ? formatDay(data.nextSendDate) : null;
  const state =
    data.status === "paused" ? RECURRING_TEXTS.pausedText
    : data.status === "finished" || !next ? RECURRING_TEXTS.finishedText
    : `${RECURRING_TEXTS.nextOn(next)} at ${hourText(data.sendHour)}`;
  const status = data.status === "paused" || data.status === "finished" ? data.status : "active";
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();

  return (
    <Card.Root {...recordCard} as="article" aria-labelledby={titleId} data-testid="recurring-invoice-card">
      <Card.Body gap="3" p={{ base: "4", md: "5" }}>
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box minW="0">
            <HStack gap="2" mb="1">
              <Repeat size={16} aria-hidden="true" />
              <Heading as="h3" size="md" id={titleId} truncate>
                {who}
              </Heading>
              <Badge colorPalette={STATUS_PALETTE[status]} data-testid="recurring-status">
                {STATUS_LABELS[status]}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" truncate>
              {[data.project?.name, data.items[0]?.description].filter(Boolean).join(" · ")}
            </Text>
          </Box>
          <Box textAlign="end">
            <Text fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {formatMoney(data.total, { cents: true, currency: data.currency })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {schedule}
            </Text>
          </Box>
        </Flex>
        <Stack gap="1" fontSize="sm">
          <Text fontWeight="medium" data-testid="recurring-next">
            {state}
          </Text>
          <Text color="fg.muted">
            {data.autoSend ? RECURRING_TEXTS.emailed : RECURRING_TEXTS.drafted} · {data.generatedCount ? RECURRING_TEXTS.made(data.generatedCount) : RECURRING_TEXTS.noneMade}
          </Text>
        </Stack>
        {showHistory ? (
          <Box as="section" aria-label={RECURRING_TEXTS.history} id={historyId}>
            <Suspense fallback={<Skeleton h="16" borderRadius="md" />}>
              <History id={data.id} generatedCount={data.generatedCount} />
            </Suspense>
          </Box>
        ) : null}
        <HStack gap="2" justify="flex-end" wrap="wrap">
          {data.generatedCount > 0 ? (
            <Button size="sm" variant="ghost" colorPalette="gray" me="auto" aria-expanded={showHistory} aria-controls={historyId} onClick={() => setShowHistory((v) => !v)}>
              {showHistory ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
              {showHistory ? RECURRING_TEXTS.hideHistory : RECURRING_TEXTS.showHistory}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" colorPalette="gray" onClick={onEdit}>
            <Pencil aria-hidden="true" /> {RECURRING_TEXTS.edit}
          </Button>
          {data.status !== "finished" ? (
            <Button size="sm" variant="outline" colorPalette="gray" loading={pausing} onClick={() => void setPaused(data.id, data.status === "active")}>
              {data.status === "active" ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              {data.status === "active" ? RECURRING_TEXTS.pause : RECURRING_TEXTS.resume}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" colorPalette="red" loading={deleting} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" /> {RECURRING_TEXTS.delete}
          </Button>
        </HStack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title={RECURRING_TEXTS.confirmDeleteTitle}
        message={RECURRING_TEXTS.confirmDelete}
        confirmLabel={RECURRING_TEXTS.confirmDeleteAction}
        onConfirm={() => {
          setConfirming(false);
          void remove(data.id, viewerId);
        }}
        onClose={() => setConfirming(false)}
        testId="recurring-delete-confirm"
      />
    </Card.Root>
  );
}

/** The newest invoices a profile made: number (a link to the invoice), period start, total and status. */
function History({ id, generatedCount }: { id: string; generatedCount: number }) {
  // read again when the count changes (a scan made another one)
  const { node } = useLazyLoadQuery<RecurringInvoiceCardHistoryQuery>(historyQuery, { id, first: HISTORY_SHOWN }, { fetchPolicy: "store-and-network", fetchKey: generatedCount });
  const invoices = node?.invoices ?? [];
  return (
    <>
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider" mb="1">
        {RECURRING_TEXTS.history}
      </Text>
      <Box as="ul" listStyleType="none" m="0" p="0" data-testid="recurring-history">
        {invoices.map((i) => (
          <Flex as="li" key={i.id} justify="space-between" gap="3" py="1" fontSize="sm" borderTopWidth="1px" borderColor="border.muted">
            <Link to={recordPath("invoice", i.id)}>
              <Text as="span" color="brand.fg" fontWeight="medium">
                {i.invoiceNumber}
              </Text>
            </Link>
            <Text color="fg.muted" flex="1">
              {i.periodStart ? formatDay(i.periodStart) : null}
            </Text>
            <Text fontVariantNumeric="tabular-nums">{formatMoney(i.total, { cents: true, currency: i.currency })}</Text>
            <Text color="fg.muted" w="16" textAlign="end" textTransform="capitalize">
              {i.status}
            </Text>
          </Flex>
        ))}
      </Box>
    </>
  );
}
