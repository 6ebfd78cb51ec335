import { Suspense, useState, useTransition } from "react";
import { Box, Button, Card, Flex, Skeleton, Stack, Text } from "@chakra-ui/react";
import { MAX_WEBHOOKS } from "@common/webhook";
import { RefreshCw } from "lucide-react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { SecretNotice } from "../../components/SecretNotice";
import { panelCard } from "../../theme/surfaces";
import { WEBHOOK_TEXTS } from "./WebhookTexts";
import { WebhookForm } from "./WebhookForm";
import { WebhookItem } from "./WebhookItem";
import type { WebhooksCardQuery } from "./__generated__/WebhooksCardQuery.graphql";

const query = graphql`
  query WebhooksCardQuery {
    viewer {
      id
      webhookEventTypes
      webhooks {
        id
        ...WebhookItem_webhook
      }
    }
  }
`;

/**
 * Settings' Webhooks card: the workspace's endpoints with their recent deliveries, Send test event and Delete on each,
 * the form that adds one, and the new endpoint's signing secret (shown once, with Copy). Its data loads on its own,
 * so the rest of Settings does not wait for it.
 */
export function WebhooksCard() {
  return (
    <Card.Root {...panelCard} as="section" aria-labelledby="webhooks-title" data-testid="webhooks-card">
      <Card.Header pb="0">
        <Card.Title fontSize="md" as="h2" id="webhooks-title">
          {WEBHOOK_TEXTS.title}
        </Card.Title>
        <Card.Description fontSize="sm">{WEBHOOK_TEXTS.description}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Suspense fallback={<WebhooksSkeleton />}>
          <WebhooksContent />
        </Suspense>
      </Card.Body>
    </Card.Root>
  );
}

function WebhooksContent() {
  // a new key reads the list again from the server (after an add, a delete, or Refresh)
  const [fetchKey, setFetchKey] = useState(0);
  const [secret, setSecret] = useState<string | null>(null);
  const { viewer } = useLazyLoadQuery<WebhooksCardQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey === 0 ? "store-or-network" : "network-only" });
  // in a transition: the list on screen stays while the new one loads (no skeleton flash, the secret stays shown)
  const [refreshing, startRefresh] = useTransition();
  const refetch = () => startRefresh(() => setFetchKey((k) => k + 1));

  return (
    <Stack gap="5">
      {secret ? <NewSecretNotice secret={secret} onDismiss={() => setSecret(null)} /> : null}
      <Stack gap="3">
        <Flex justify="space-between" align="center">
          <Text fontSize="sm" color="fg.muted">
            {viewer.webhooks.length ? `${viewer.webhooks.length} of ${MAX_WEBHOOKS} endpoints` : null}
          </Text>
          <Button size="xs" variant="ghost" colorPalette="gray" onClick={refetch} loading={refreshing}>
            <RefreshCw aria-hidden="true" />
            {WEBHOOK_TEXTS.refresh}
          </Button>
        </Flex>
        {viewer.webhooks.length === 0 ? (
          <Box textAlign="center" py="4" data-testid="webhooks-empty">
            <Text fontWeight="medium">{WEBHOOK_TEXTS.empty}</Text>
            <Text fontSize="sm" color="fg.muted">
              {WEBHOOK_TEXTS.emptyHelp}
            </Text>
          </Box>
        ) : (
          <Stack as="ul" gap="3" aria-label={WEBHOOK_TEXTS.title}>
            {viewer.webhooks.map((w) => (
              <WebhookItem key={w.id} webhook={w} onDeleted={refetch} />
            ))}
          </Stack>
        )}
      </Stack>
      <Box borderTopWidth="1px" borderColor="border.muted" pt="5">
        <WebhookForm eventTypes={viewer.webhookEventTypes} onCreated={(s) => { setSecret(s); refetch(); }} />
      </Box>
    </Stack>
  );
}

/** The new endpoint's secret, once: Copy, and Done to hide it. */
function NewSecretNotice({ secret, onDismiss }: { secret: string; onDismiss: () => void }) {
  const t = WEBHOOK_TEXTS;
  return (
    <SecretNotice title={t.secretTitle} help={t.secretHelp} secret={secret} copyLabel={t.copy} copied={t.copied} copyFailed={t.copyFailed}
      doneLabel={t.dismissSecret} onDismiss={onDismiss} testId="webhook-secret" />
  );
}

function WebhooksSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label={WEBHOOK_TEXTS.loading} data-testid="webhooks-skeleton">
      <Skeleton h="16" />
      <Skeleton h="10" />
      <Skeleton h="24" />
    </Stack>
  );
}
