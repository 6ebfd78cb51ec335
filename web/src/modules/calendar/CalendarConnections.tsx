import { useId, useState, type FormEvent } from "react";
import { Badge, Box, Button, Field, Flex, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { Link2, RefreshCw, RotateCw, Unlink } from "lucide-react";
import { caldavConnectSchema, emptyCaldavForm, CONNECTION_STATUS_LABELS, type CaldavFormValues, type ConnectionStatus } from "@common/integration";
import { validateWith } from "@common/validation";
import { INTEGRATION_TEXTS } from "./texts";
import { useConnectCaldavMutation } from "./useConnectCaldavMutation";
import { useChooseIntegrationCalendarMutation } from "./useChooseIntegrationCalendarMutation";
import { useDisconnectIntegrationMutation } from "./useDisconnectIntegrationMutation";
import { usePullCalendarMutation } from "./usePullCalendarMutation";
import { formatEventStart } from "./format";

interface ConnectionView {
  readonly id: string;
  readonly provider: string;
  readonly label: string;
  readonly status: string;
  readonly error: string | null | undefined;
  readonly calendar: { readonly url: string; readonly name: string } | null | undefined;
  readonly calendars: ReadonlyArray<{ readonly url: string; readonly name: string }>;
  readonly lastSyncAt?: unknown;
}

interface ProviderRowProps {
  provider: { readonly name: string; readonly type: string };
  connection: ConnectionView | undefined;
  /** reads the panel again after a change (the providers' states follow the connections) */
  onChanged: () => void;
}

const statusLabel = (s: string) => CONNECTION_STATUS_LABELS[s as ConnectionStatus] ?? s;

/**
 * One provider of the panel: its state and the connected account with Disconnect (asks first), its calendar chosen
 * among those found; not connected: Connect, which opens the CalDAV form (server URL, user name, app password).
 */
export function ProviderRow({ provider, connection, onChanged }: ProviderRowProps) {
  const [open, setOpen] = useState(false);
  const [disconnect, disconnecting] = useDisconnectIntegrationMutation();
  const onDisconnect = async () => {
    if (!connection || !window.confirm(INTEGRATION_TEXTS.confirmDisconnect(connection.label))) return;
    if ((await disconnect(connection.id)).ok) onChanged();
  };
  const connected = connection?.status === "connected";
  return (
    <Box as="li" px="3" py="2.5" borderWidth="1px" borderColor="border.muted" borderRadius="lg" data-testid="calendar-provider">
      <HStack justify="space-between" gap="3" align="flex-start">
        <Box minW="0">
          <Text fontSize="sm" fontWeight="medium">
            {provider.name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate data-testid="provider-account">
            {connection ? connection.label : provider.type}
          </Text>
        </Box>
        <HStack gap="2" flexShrink={0}>
          <Badge
            size="sm"
            variant={connected ? "solid" : "subtle"}
            colorPalette={connected ? "green" : connection ? "orange" : "gray"}
            data-testid="provider-status"
          >
            {connection ? statusLabel(connection.status) : INTEGRATION_TEXTS.notConnected}
          </Badge>
          {connection ? (
            <Button size="xs" variant="outline" colorPalette="red" loading={disconnecting} loadingText="Disconnecting..." onClick={() => void onDisconnect()}>
              <Unlink aria-hidden="true" />
              {INTEGRATION_TEXTS.disconnect}
            </Button>
          ) : open ? null : (
            <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={`${INTEGRATION_TEXTS.connect} ${provider.name}`}>
              <Link2 aria-hidden="true" />
              {INTEGRATION_TEXTS.connect}
            </Button>
          )}
        </HStack>
      </HStack>
      {connection?.error ? (
        <Text fontSize="xs" color="fg.error" mt="1.5" data-testid="provider-error">
          {connection.error}
        </Text>
      ) : null}
      {connection ? <CalendarChoice connection={connection} /> : null}
      {connected && connection.calendar ? <SyncNow lastSyncAt={connection.lastSyncAt} /> : null}
      {!connection && open ? (
        <CaldavForm
          onCancel={() => setOpen(false)}
          onConnected={() => {
            setOpen(false);
            onChanged();
          }}
        />
      ) : null}
    </Box>
  );
}

interface OAuthAppView {
  readonly provider: string;
  readonly name: string;
  readonly available: boolean;
  readonly connectUrl: string;
}

interface AccountRowProps {
  app: OAuthAppView;
  connection: ConnectionView | undefined;
  onChanged: () => void;
}

/** The accounts whose calendar events can be synced with (Zoom makes meetings only). */
const CALENDAR_ACCOUNTS = new Set(["google", "microsoft"]);

/**
 * One platform connected in one click (Google, Microsoft, Zoom): Connect is a page navigation to the platform's
 * consent (it comes back to /calendar with the outcome); connected: the account and its state, Disconnect (asks
 * first); refused: "Needs reconnect", the reason and Reconnect (the consent again, renewing it in place); not available when
 * the server has no app for it. A Google or Microsoft account also has its calendar chosen here, and Sync now.
 */
export function AccountRow({ app, connection, onChanged }: AccountRowProps) {
  const [disconnect, disconnecting] = useDisconnectIntegrationMutation();
  const onDisconnect = async () => {
    if (!connection || !window.confirm(INTEGRATION_TEXTS.confirmDisconnectAccount(app.name, connection.label))) return;
    if ((await disconnect(connection.id)).ok) onChanged();
  };
  const connected = connection?.status === "connected";
  return (
    <Box as="li" px="3" py="2.5" borderWidth="1px" borderColor="border.muted" borderRadius="lg" data-testid="account-provider" data-provider={app.provider}>
      <HStack justify="space-between" gap="3" align="flex-start">
        <Box minW="0">
          <Text fontSize="sm" fontWeight="medium">
            {app.name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate data-testid="account-label">
            {connection ? connection.label : INTEGRATION_TEXTS.accountUses[app.provider] ?? app.name}
          </Text>
        </Box>
        <HStack gap="2" flexShrink={0}>
          <Badge
            size="sm"
            variant={connected ? "solid" : "subtle"}
            colorPalette={connected ? "green" : connection ? "orange" : "gray"}
            data-testid="account-status"
          >
            {connection ? statusLabel(connection.status) : app.available ? INTEGRATION_TEXTS.notConnected : INTEGRATION_TEXTS.notAvailable}
          </Badge>
          {connection && !connected && app.available ? (
            <Button asChild size="xs" variant="outline">
              {/* the consent again: the callback renews this connection in place */}
              <a href={app.connectUrl} aria-label={INTEGRATION_TEXTS.reconnectProvider(app.name)}>
                <RotateCw aria-hidden="true" />
                {INTEGRATION_TEXTS.reconnect}
              </a>
            </Button>
          ) : null}
          {connection ? (
            <Button size="xs" variant="outline" colorPalette="red" loading={disconnecting} loadingText="Disconnecting..." onClick={() => void onDisconnect()}>
              <Unlink aria-hidden="true" />
              {INTEGRATION_TEXTS.disconnect}
            </Button>
          ) : app.available ? (
            <Button asChild size="xs" variant="outline">
              {/* a page navigation: the platform's consent page, then back to the calendar */}
              <a href={app.connectUrl}>
                <Link2 aria-hidden="true" />
                {INTEGRATION_TEXTS.connectProvider(app.name)}
              </a>
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {connection?.error ? (
        <Text fontSize="xs" color="fg.error" mt="1.5" data-testid="account-error">
          {connection.error}
        </Text>
      ) : null}
      {connection && CALENDAR_ACCOUNTS.has(app.provider) ? <CalendarChoice connection={connection} /> : null}
      {connected && CALENDAR_ACCOUNTS.has(app.provider) && connection.calendar ? <SyncNow lastSyncAt={connection.lastSyncAt} /> : null}
      {!connection && !app.available ? (
        <Text fontSize="xs" color="fg.muted" mt="1.5" data-testid="account-unavailable">
          {INTEGRATION_TEXTS.notAvailableReason(app.name)}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * When the chosen calendar was last read back, and Sync now: it is read at once (the changes made there arrive in the
 * calendar as the pull makes them; the time here follows when it is over).
 */
function SyncNow({ lastSyncAt }: { lastSyncAt: unknown }) {
  const [pull, pulling] = usePullCalendarMutation();
  const when = formatEventStart(lastSyncAt);
  return (
    <HStack justify="space-between" gap="3" mt="2.5" wrap="wrap">
      <Text fontSize="xs" color="fg.muted" data-testid="last-synced">
        {when ? INTEGRATION_TEXTS.lastSynced(when) : INTEGRATION_TEXTS.notSyncedYet}
      </Text>
      <Button size="xs" variant="outline" loading={pulling} loadingText="Syncing..." onClick={() => void pull()}>
        <RefreshCw aria-hidden="true" />
        {INTEGRATION_TEXTS.syncNow}
      </Button>
    </HStack>
  );
}

/** The calendar events go to, among those found on the account. */
function CalendarChoice({ connection }: { connection: ConnectionView }) {
  const [choose, choosing] = useChooseIntegrationCalendarMutation();
  const id = useId();
  const none = connection.calendars.length === 0;
  return (
    <Field.Root mt="2.5" disabled={choosing || none}>
      <Field.Label htmlFor={id} fontSize="sm" fontWeight="medium">
        {INTEGRATION_TEXTS.calendar}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={id}
          value={connection.calendar?.url ?? ""}
          onChange={(e) => e.target.value && void choose(connection.id, e.target.value)}
          placeholder={none ? INTEGRATION_TEXTS.noCalendars : INTEGRATION_TEXTS.chooseCalendar}
          data-testid="calendar-choice"
        >
          {connection.calendars.map((c) => (
            <option key={c.url} value={c.url}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText fontSize="xs">{INTEGRATION_TEXTS.calendarHelp}</Field.HelperText>
    </Field.Root>
  );
}

type FormErrors = Partial<Record<keyof CaldavFormValues | "_", string>>;

/** Server URL, user name and app password, checked with the shared schema; the server's refusal under its field. */
function CaldavForm({ onCancel, onConnected }: { onCancel: () => void; onConnected: () => void }) {
  const [values, setValues] = useState<CaldavFormValues>(emptyCaldavForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const [connect, connecting] = useConnectCaldavMutation();
  const set = (k: keyof CaldavFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWith(caldavConnectSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors as FormErrors);
      return;
    }
    setErrors({});
    const outcome = await connect({ url: checked.value.url, username: checked.value.username, password: values.password });
    if (outcome.ok) onConnected();
    else if (Object.keys(outcome.fieldErrors).length) setErrors(outcome.fieldErrors as FormErrors);
    else if (outcome.validationMessage) setErrors({ _: outcome.validationMessage });
  };
  const field = (k: keyof CaldavFormValues, label: string, type: string, help?: string, autoComplete?: string) => (
    <Field.Root invalid={!!errors[k]} required>
      <Field.Label fontSize="sm" fontWeight="medium">
        {label}
      </Field.Label>
      <Input size="sm" type={type} value={values[k]} onChange={set(k)} autoComplete={autoComplete} name={k} />
      {errors[k] ? <Field.ErrorText>{errors[k]}</Field.ErrorText> : help ? <Field.HelperText fontSize="xs">{help}</Field.HelperText> : null}
    </Field.Root>
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Connect CalDAV" data-testid="caldav-form">
    <Stack gap="3" mt="3">
      {field("url", INTEGRATION_TEXTS.serverUrl, "url", INTEGRATION_TEXTS.serverUrlHelp, "url")}
      {field("username", INTEGRATION_TEXTS.username, "text", undefined, "username")}
      {field("password", INTEGRATION_TEXTS.appPassword, "password", INTEGRATION_TEXTS.appPasswordHelp, "new-password")}
      {errors._ ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {errors._}
        </Text>
      ) : null}
      <Flex gap="2" justify="flex-end">
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={connecting}>
          {INTEGRATION_TEXTS.cancel}
        </Button>
        <Button size="sm" type="submit" loading={connecting} loadingText="Connecting...">
          {INTEGRATION_TEXTS.connect}
        </Button>
      </Flex>
    </Stack>
    </form>
  );
}
