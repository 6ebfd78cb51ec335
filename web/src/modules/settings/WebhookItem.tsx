import { useState } from "react";
import { Badge, Box, Button, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { Send, Trash2 } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { webhookStatusLabel } from "@common/webhook";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { WEBHOOK_TEXTS } from "./WebhookTexts";
import { useDeleteWebhookMutation } from "./useDeleteWebhookMutation";
import { useSendWebhookTestEventMutation } from "./useSendWebhookTestEventMutation";
import type { WebhookItem_webhook$key } from "./__generated__/WebhookItem_webhook.graphql";

const fragment = graphql`
  fragment WebhookItem_webhook on Webhook {
    id
    url
    events
    enabled
    failingSince
    recentDeliveries {
      id
      eventType
      status
      attempts
      responseCode
      lastError
      createdAt
    }
  }
`;

const STATUS_PALETTE: Record<string, string> = { succeeded: "green", failed: "red", pending: "orange" };

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });
const when = (iso: string) => dateTime.format(new Date(iso));

interface WebhookItemProps {
  webhook: WebhookItem_webhook$key;
  /** The endpoint was deleted: the card reads its list again. */
  onDeleted: () => void;
}

/** One endpoint: its URL and state, its events, Send test event, Delete (asks first), and its recent deliveries. */
export function WebhookItem({ webhook, onDeleted }: WebhookItemProps) {
  const data = useFragment(fragment, webhook);
  const [sendTest, sending] = useSendWebhookTestEventMutation();
  const [remove, removing] = useDeleteWebhookMutation();
  const [confirming, setConfirming] = useState(false);

  const onDelete = async () => {
    const outcome = await remove({ id: data.id });
    if (outcome.ok) onDeleted();
  };

  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="4" data-testid="webhook-item">
      <Flex gap="3" align="flex-start" justify="space-between" wrap="wrap">
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" fontFamily="mono" fontSize="sm" wordBreak="break-all" data-testid="webhook-url">
              {data.url}
            </Text>
            <Badge colorPalette={data.enabled ? "green" : "red"} variant="subtle">
              {data.enabled ? WEBHOOK_TEXTS.enabled : WEBHOOK_TEXTS.disabled}
            </Badge>
          </HStack>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
            {data.events.join(", ")}
          </Text>
          {!data.enabled ? (
            <Text fontSize="xs" color="red.fg">
              {WEBHOOK_TEXTS.disabledHelp}
            </Text>
          ) : data.failingSince ? (
            <Text fontSize="xs" color="orange.fg">
              {WEBHOOK_TEXTS.failingSince(when(data.failingSince))}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="2">
          <Button size="xs" variant="outline" colorPalette="gray" loading={sending} onClick={() => void sendTest({ id: data.id })}
            aria-label={`${WEBHOOK_TEXTS.sendTest} to ${data.url}`}>
            <Send aria-hidden="true" />
            {WEBHOOK_TEXTS.sendTest}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" loading={removing} onClick={() => setConfirming(true)}
            aria-label={`${WEBHOOK_TEXTS.delete} the webhook to ${data.url}`}>
            <Trash2 aria-hidden="true" />
            {WEBHOOK_TEXTS.delete}
          </Button>
        </HStack>
      </Flex>

      <Stack gap="1" mt="3">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {WEBHOOK_TEXTS.deliveries}
        </Text>
        {data.recentDeliveries.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {WEBHOOK_TEXTS.noDeliveries}
          </Text>
        ) : (
          <Stack as="ul" gap="0" aria-label={`${WEBHOOK_TEXTS.deliveries} to ${data.url}`}>
            {data.recentDeliveries.map((d) => (
              <Flex as="li" key={d.id} gap="3" py="1.5" borderTopWidth="1px" borderColor="border.muted" align="center" wrap="wrap" fontSize="sm"
                data-testid="webhook-delivery" data-status={d.status}>
                <Text fontFamily="mono" fontSize="xs" minW="44">
                  {d.eventType}
                </Text>
                <Badge colorPalette={STATUS_PALETTE[d.status] ?? "gray"} variant="subtle">
                  {webhookStatusLabel(d.status)}
                </Badge>
                <Text fontSize="xs" color="fg.muted" data-testid="webhook-delivery-code" title={d.lastError ?? undefined}>
                  {d.responseCode ?? WEBHOOK_TEXTS.noResponse}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {WEBHOOK_TEXTS.attempts(d.attempts)}
                </Text>
                <Text fontSize="xs" color="fg.muted" ms="auto">
                  {when(d.createdAt)}
                </Text>
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>

      <ConfirmDialog open={confirming} title={WEBHOOK_TEXTS.deleteTitle} message={WEBHOOK_TEXTS.confirmDelete(data.url)} confirmLabel={WEBHOOK_TEXTS.delete}
        cancelLabel={WEBHOOK_TEXTS.cancel} onConfirm={() => void onDelete()} onClose={() => setConfirming(false)} testId="confirm-delete-webhook" />
    </Box>
  );
}
