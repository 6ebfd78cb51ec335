import { Alert, Badge, Box, Button, Card, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import { dateTimeFormat } from "@common/timezone";
import { formatDay } from "../../lib/format";
import { formatInvoiceMoney } from "./format";
import { REMINDER_HISTORY_TEXTS } from "./texts";
import { useResumeInvoiceRemindersMutation } from "./useResumeInvoiceRemindersMutation";
import type { InvoiceReminders_invoice$key } from "./__generated__/InvoiceReminders_invoice.graphql";

const fragment = graphql`
  fragment InvoiceReminders_invoice on Invoice {
    id
    currency
    remindersPausedAt
    reminders {
      reminderNumber
      status
      dueOn
      sentAt
      lateFee
      note
    }
  }
`;

const STATUS_PALETTE = { sent: "green", skipped: "gray", pending: "orange" } as const;

/**
 * The invoice's payment reminders: which went and when (the time in the workspace's zone), the late fee each added,
 * and those skipped or waiting, with why; when a refund paused them, since when, with Resume. Nothing is shown while
 * the invoice has none and they are not paused.
 */
export function InvoiceReminders({ invoice, timeZone }: { invoice: InvoiceReminders_invoice$key; timeZone: string | null | undefined }) {
  const data = useFragment(fragment, invoice);
  const [resume, resuming] = useResumeInvoiceRemindersMutation();
  if (data.reminders.length === 0 && !data.remindersPausedAt) return null;
  return (
    <Card.Root variant="outline" borderColor="border.muted" borderRadius="xl" bg="bg.panel" mb="6" data-testid="invoice-reminders">
      <Card.Body gap="4" p={{ base: "4", md: "6" }}>
        <Heading as="h2" size="md">{REMINDER_HISTORY_TEXTS.title}</Heading>
        {data.remindersPausedAt ? (
          <Alert.Root status="warning" size="sm" data-testid="reminders-paused">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{REMINDER_HISTORY_TEXTS.paused(formatDay(data.remindersPausedAt as string, timeZone) ?? "")}</Alert.Description>
            </Alert.Content>
            <Button size="xs" variant="outline" alignSelf="center" loading={resuming} onClick={() => void resume(data.id)}>
              {REMINDER_HISTORY_TEXTS.resume}
            </Button>
          </Alert.Root>
        ) : null}
        {data.reminders.length === 0 ? null : <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="border.muted" borderRadius="lg">
          {data.reminders.map((r) => {
            const palette = STATUS_PALETTE[r.status as keyof typeof STATUS_PALETTE] ?? "gray";
            const when = r.status === "sent" && r.sentAt
              ? REMINDER_HISTORY_TEXTS.sentOn(formatDay(r.sentAt, timeZone) ?? "", dateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: timeZone ?? undefined }).format(new Date(r.sentAt)))
              : REMINDER_HISTORY_TEXTS.dueOn(formatDay(r.dueOn, timeZone) ?? "");
            return (
              <Flex as="li" key={r.reminderNumber} gap="3" px="4" py="3" align="center" wrap="wrap" borderTopWidth="1px" borderColor="border.muted"
                _first={{ borderTopWidth: 0 }} data-testid={`invoice-reminder-${r.reminderNumber}`}>
                <Stack gap="0" flex="1" minW="0">
                  <Text fontSize="sm" fontWeight="medium">{REMINDER_HISTORY_TEXTS.name(r.reminderNumber)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {when}
                    {r.lateFee ? ` · ${REMINDER_HISTORY_TEXTS.lateFee(formatInvoiceMoney(r.lateFee, data.currency))}` : ""}
                    {r.status !== "sent" && r.note ? ` · ${r.note}` : ""}
                  </Text>
                </Stack>
                <Badge colorPalette={palette} variant="subtle">{REMINDER_HISTORY_TEXTS.status[r.status as keyof typeof STATUS_PALETTE] ?? r.status}</Badge>
              </Flex>
            );
          })}
        </Box>}
      </Card.Body>
    </Card.Root>
  );
}
