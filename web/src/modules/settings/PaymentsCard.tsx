import { Suspense, useEffect, useRef, useState, useTransition } from "react";
import { useLocation } from "react-router";
import { Alert, Badge, Box, Button, Card, Field, HStack, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { CreditCard, Unplug } from "lucide-react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { stripeConnectSchema } from "@common/integration";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { panelCard } from "../../theme/surfaces";
import { PAYMENTS_TEXTS } from "./PaymentsTexts";
import { useConnectStripeMutation, useDisconnectStripeMutation } from "./usePaymentsMutations";
import type { PaymentsCardQuery } from "./__generated__/PaymentsCardQuery.graphql";

const query = graphql`
  query PaymentsCardQuery {
    viewer {
      id
      paymentSettings {
        connected
        status
        error
        accountName
        mode
        keyLast4
        warning
      }
    }
  }
`;

/**
 * Settings' Payments card: connect the workspace's own Stripe account by pasting its secret key (checked by the
 * server with Stripe before anything is stored), then its account, mode and the key's last 4 characters, and
 * Disconnect with a confirmation. Its data loads on its own.
 */
export function PaymentsCard() {
  // "Reconnect Stripe" in the bell links here (/settings#payments)
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === "#payments") card.current?.scrollIntoView?.({ block: "start" });
  }, [hash]);
  return (
    <Card.Root {...panelCard} ref={card} as="section" id="payments" aria-labelledby="payments-title" data-testid="payments-card">
      <Card.Header pb="0">
        <Card.Title fontSize="md" as="h2" id="payments-title">
          {PAYMENTS_TEXTS.title}
        </Card.Title>
        <Card.Description fontSize="sm">{PAYMENTS_TEXTS.description}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Suspense fallback={<Skeleton h="24" aria-busy="true" aria-label={PAYMENTS_TEXTS.loading} />}>
          <PaymentsContent />
        </Suspense>
      </Card.Body>
    </Card.Root>
  );
}

function PaymentsContent() {
  const t = PAYMENTS_TEXTS;
  const [fetchKey, setFetchKey] = useState(0);
  const { viewer } = useLazyLoadQuery<PaymentsCardQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey === 0 ? "store-or-network" : "network-only" });
  const [, startRefresh] = useTransition();
  const refetch = () => startRefresh(() => setFetchKey((k) => k + 1));
  const s = viewer.paymentSettings;

  return (
    <Stack gap="4">
      {s.warning ? (
        <Alert.Root status="warning" size="sm" data-testid="payments-warning">
          <Alert.Indicator />
          <Alert.Description>{s.warning}</Alert.Description>
        </Alert.Root>
      ) : null}
      {s.connected ? <Connected settings={s} onDisconnected={refetch} /> : <Text fontSize="sm" color="fg.muted">{t.notConnected}</Text>}
      {!s.connected || s.status !== "connected" ? <ConnectForm onConnected={refetch} /> : null}
    </Stack>
  );
}

type Settings = PaymentsCardQuery["response"]["viewer"]["paymentSettings"];

function Connected({ settings: s, onDisconnected }: { settings: Settings; onDisconnected: () => void }) {
  const t = PAYMENTS_TEXTS;
  const [confirming, setConfirming] = useState(false);
  const [disconnect, removing] = useDisconnectStripeMutation();
  const name = s.accountName ?? "Stripe";
  const onConfirm = async () => {
    setConfirming(false);
    if ((await disconnect()).ok) onDisconnected();
  };
  return (
    <Box borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="4" data-testid="payments-connected">
      <HStack justify="space-between" align="start" gap="4" flexWrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="2">
            <CreditCard size={18} aria-hidden="true" />
            <Text fontWeight="semibold" truncate>{name}</Text>
            <Badge colorPalette={s.mode === "live" ? "green" : "orange"} data-testid="payments-mode">{s.mode === "live" ? t.liveMode : t.testMode}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t.key} <Text as="span" fontFamily="mono" data-testid="payments-key">{t.keyEnding(s.keyLast4 ?? "????")}</Text>
          </Text>
          {s.mode === "test" ? <Text fontSize="xs" color="fg.muted">{t.testHelp}</Text> : null}
          {s.status !== "connected" ? <Text fontSize="sm" color="fg.error">{s.error ?? t.needsReconnect}</Text> : null}
        </Stack>
        <Button size="sm" variant="outline" colorPalette="red" loading={removing} onClick={() => setConfirming(true)}>
          <Unplug aria-hidden="true" />
          {t.disconnect}
        </Button>
      </HStack>
      <ConfirmDialog open={confirming} title={t.disconnectTitle} message={t.confirmDisconnect(name)} confirmLabel={t.disconnect}
        cancelLabel={t.cancel} onConfirm={() => void onConfirm()} onClose={() => setConfirming(false)} testId="confirm-disconnect-stripe" />
    </Box>
  );
}

function ConnectForm({ onConnected }: { onConnected: () => void }) {
  const t = PAYMENTS_TEXTS;
  const [key, setKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [connect, connecting] = useConnectStripeMutation();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      stripeConnectSchema.validateSync({ stripeSecretKey: key });
    } catch (err) {
      setError((err as Error).message);
      return;
    }
    setError(null);
    const outcome = await connect({ stripeSecretKey: key.trim() });
    if (outcome.ok) {
      setKey("");
      onConnected();
    } else if (outcome.fieldErrors.stripeSecretKey || outcome.validationMessage) {
      setError(outcome.fieldErrors.stripeSecretKey ?? outcome.validationMessage ?? null);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t.connect}>
      <Stack gap="3">
        <Field.Root invalid={!!error} required>
          <Field.Label>{t.keyLabel}</Field.Label>
          <Input name="stripeSecretKey" type="password" autoComplete="off" spellCheck={false} value={key} placeholder={t.keyPlaceholder}
            onChange={(e) => setKey(e.target.value)} fontFamily="mono" />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t.keyHelp}</Field.HelperText>}
        </Field.Root>
        <Box>
          <Button type="submit" size="sm" loading={connecting} loadingText={t.connecting}>
            {t.connect}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
