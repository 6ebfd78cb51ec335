import { useId, useRef, useState, type ReactNode } from "react";
import { Badge, Box, Button, Card, Field, Flex, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { CalendarX2, CircleCheck, Info, Plus, RefreshCw, RotateCw } from "lucide-react";
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay/hooks";
import { toast } from "../../components/toaster";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import { panelCard } from "../../theme/surfaces";
import { formatEventStart } from "./format";
import { AccountRow, ProviderRow } from "./CalendarConnections";
import { CALENDAR_PAGE_SIZE, INTEGRATION_TEXTS } from "./texts";
import { useAddMeetingLinkMutation } from "./useAddMeetingLinkMutation";
import { useRegenerateCalendarFeedMutation } from "./useRegenerateCalendarFeedMutation";
import { useSyncCalendarEventMutation } from "./useSyncCalendarEventMutation";
import type { CalendarIntegrationPanelQuery, MeetingPlatform } from "./__generated__/CalendarIntegrationPanelQuery.graphql";

const query = graphql`
  query CalendarIntegrationPanelQuery($count: Int!) {
    viewer {
      id
      oauthApps {
        provider
        name
        available
        connectUrl
      }
      integrations {
        id
        provider
        label
        status
        error
        calendar {
          url
          name
        }
        calendars {
          url
          name
        }
        lastSyncAt
      }
      calendarIntegration {
        providers {
          name
          type
          configured
        }
        meetingPlatforms {
          platform
          name
          configured
        }
        feedUrl
      }
      # the list's own connection: events created or deleted on the screen are the panel's choices at once
      calendarEvents(first: $count) @connection(key: "CalendarEventList_calendarEvents") {
        edges {
          node {
            id
            title
            startTime
          }
        }
      }
    }
  }
`;

/** The provider type the panel's Sync pushes to. */
const SYNC_PROVIDER = "caldav";
/** The provider connected by a form (server, user name, password) in the providers' list. */
const FORM_PROVIDER = "caldav";

/**
 * The calendar's connections: the providers with the workspace's connected account (Connect by a form, Disconnect, the
 * calendar chosen), Sync of an event to the CalDAV calendar, a
 * meeting link from Zoom, Microsoft Teams or Google Meet, what the integration does, and the secret ICS feed with Copy
 * and Regenerate.
 */
export function CalendarIntegrationPanel({ id }: { id: string }) {
  const { viewer } = useLazyLoadQuery<CalendarIntegrationPanelQuery>(query, { count: CALENDAR_PAGE_SIZE }, { fetchPolicy: "store-and-network" });
  const environment = useRelayEnvironment();
  // a connection made, changed or removed: the providers' states are read again (the store updates the panel)
  const refresh = () => fetchQuery(environment, query, { count: CALENDAR_PAGE_SIZE }).subscribe({});
  // a pull of the connected calendar ended (Sync now, or the scan's): its time and note
  useWorkspaceChanges("integration", refresh);
  const { providers, meetingPlatforms, feedUrl } = viewer.calendarIntegration;
  const events = viewer.calendarEvents.edges.map((e) => e.node);
  const titleId = useId();
  const anyConfigured = providers.some((p) => p.configured);
  const canSync = providers.some((p) => p.type === SYNC_PROVIDER && p.configured);

  return (
    <Card.Root as="section" id={id} aria-labelledby={titleId} {...panelCard} mb="6" data-testid="integration-panel">
      <Card.Header px="5" pt="5" pb="0" gap="0.5">
        <Heading as="h2" id={titleId} fontSize="md" fontWeight="semibold">
          {INTEGRATION_TEXTS.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {INTEGRATION_TEXTS.description}
        </Text>
      </Card.Header>
      <Card.Body px="5" pt="4" pb="5">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "6", lg: "8" }}>
          <Stack gap="6" minW="0">
            <Section title={INTEGRATION_TEXTS.providers}>
              {anyConfigured ? null : (
                <Flex gap="3" align="flex-start" p="3" borderRadius="lg" bg="bg.muted" data-testid="no-providers">
                  <Box color="fg.muted" mt="0.5">
                    <CalendarX2 size={18} aria-hidden="true" />
                  </Box>
                  <Box>
                    <Text fontSize="sm" fontWeight="semibold">
                      {INTEGRATION_TEXTS.noProvidersTitle}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {INTEGRATION_TEXTS.noProviders}
                    </Text>
                  </Box>
                </Flex>
              )}
              <Stack as="ul" gap="2" listStyleType="none" m="0" mt={anyConfigured ? "0" : "3"} p="0" aria-label={INTEGRATION_TEXTS.providers}>
                {/* Google and Outlook, connected in one click, are rows of the accounts below */}
                {providers.filter((p) => p.type === FORM_PROVIDER).map((p) => (
                  <ProviderRow key={p.type} provider={p} connection={viewer.integrations.find((c) => c.provider === p.type)} onChanged={refresh} />
                ))}
              </Stack>
            </Section>
            <Section title={INTEGRATION_TEXTS.accountsTitle} help={INTEGRATION_TEXTS.accountsHelp}>
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={INTEGRATION_TEXTS.accountsTitle}>
                {viewer.oauthApps.map((app) => (
                  <AccountRow key={app.provider} app={app} connection={viewer.integrations.find((c) => c.provider === app.provider)} onChanged={refresh} />
                ))}
              </Stack>
            </Section>
            <EventActions events={events} canSync={canSync} platforms={meetingPlatforms} />
          </Stack>
          <Stack gap="6" minW="0">
            <Section title={INTEGRATION_TEXTS.capabilitiesTitle}>
              <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0" fontSize="sm" data-testid="integration-capabilities">
                {INTEGRATION_TEXTS.capabilities.map((c) => (
                  <HStack as="li" key={c} gap="2" align="flex-start">
                    <Box color="green.fg" mt="0.5" flexShrink={0}>
                      <CircleCheck size={15} aria-hidden="true" />
                    </Box>
                    <Text>{c}</Text>
                  </HStack>
                ))}
              </Stack>
            </Section>
            <Feed feedUrl={feedUrl} />
          </Stack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function Section({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  return (
    <Box as="section" minW="0">
      <Heading as="h3" fontSize="sm" fontWeight="semibold" mb={help ? "0.5" : "2.5"}>
        {title}
      </Heading>
      {help ? (
        <Text fontSize="xs" color="fg.muted" mb="2.5">
          {help}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}

interface EventActionsProps {
  events: ReadonlyArray<{ readonly id: string; readonly title: string; readonly startTime: unknown }>;
  canSync: boolean;
  platforms: ReadonlyArray<{ readonly platform: MeetingPlatform; readonly name: string; readonly configured: boolean }>;
}

/** An event to act on, then Sync (to the CalDAV calendar) and a meeting link from the platform chosen. */
function EventActions({ events, canSync, platforms }: EventActionsProps) {
  const [chosen, setChosen] = useState("");
  const [platform, setPlatform] = useState<MeetingPlatform | "">(() => platforms[0]?.platform ?? "");
  const [sync, syncing] = useSyncCalendarEventMutation();
  const [addLink, adding] = useAddMeetingLinkMutation();
  // an event deleted meanwhile is no choice any more
  const eventId = events.some((e) => e.id === chosen) ? chosen : "";
  const platformName = platforms.find((p) => p.platform === platform)?.name ?? "";

  return (
    <Section title={INTEGRATION_TEXTS.eventToolsTitle} help={INTEGRATION_TEXTS.eventToolsHelp}>
      <Stack gap="4">
        <Field.Root>
          <Field.Label fontSize="sm" fontWeight="medium">
            {INTEGRATION_TEXTS.event}
          </Field.Label>
          <NativeSelect.Root size="sm" disabled={events.length === 0}>
            <NativeSelect.Field value={eventId} onChange={(e) => setChosen(e.target.value)} placeholder={events.length === 0 ? INTEGRATION_TEXTS.noEvents : INTEGRATION_TEXTS.chooseEvent}>
              {events.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.title} · {formatEventStart(e.startTime)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" disabled={!canSync || !eventId} loading={syncing} loadingText="Syncing..." onClick={() => void sync(eventId)}>
            <RefreshCw aria-hidden="true" />
            {INTEGRATION_TEXTS.sync}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {canSync ? INTEGRATION_TEXTS.syncHelp : INTEGRATION_TEXTS.syncNeedsProvider}
          </Text>
        </HStack>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Field.Root flex="1" minW="44">
            <Field.Label fontSize="sm" fontWeight="medium">
              {INTEGRATION_TEXTS.platform}
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={platform} onChange={(e) => setPlatform(e.target.value as MeetingPlatform)}>
                {platforms.map((p) => (
                  <option key={p.platform} value={p.platform}>
                    {p.configured ? p.name : `${p.name} (${INTEGRATION_TEXTS.notConfigured})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button
            size="sm"
            variant="outline"
            disabled={!eventId || !platform}
            loading={adding}
            loadingText="Adding..."
            onClick={() => void (platform && addLink(eventId, platform, platformName))}
          >
            <Plus aria-hidden="true" />
            {INTEGRATION_TEXTS.addMeetingLink}
          </Button>
        </Flex>
      </Stack>
    </Section>
  );
}

/** The secret ICS feed: its URL to copy, Regenerate (asks first: the old URL stops working), and how Google reads it. */
function Feed({ feedUrl }: { feedUrl: string }) {
  const [regenerate, regenerating] = useRegenerateCalendarFeedMutation();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      toast.success({ title: INTEGRATION_TEXTS.copied });
    } catch {
      // no clipboard access: the address is selected for the user to copy
      input.current?.focus();
      input.current?.select();
      toast.error({ title: "Error", description: INTEGRATION_TEXTS.copyFailed });
    }
  };
  const onRegenerate = () => {
    if (!window.confirm(INTEGRATION_TEXTS.confirmRegenerate)) return;
    void regenerate();
  };
  return (
    <Section title={INTEGRATION_TEXTS.feedTitle} help={INTEGRATION_TEXTS.feedHelp}>
      <Stack gap="3">
        <Field.Root>
          <Field.Label fontSize="sm" fontWeight="medium">
            {INTEGRATION_TEXTS.feedLabel}
          </Field.Label>
          <Flex gap="2" w="full" wrap={{ base: "wrap", sm: "nowrap" }}>
            <Input ref={input} size="sm" readOnly value={feedUrl} fontFamily="mono" fontSize="xs" flex="1" minW="0" onFocus={(e) => e.currentTarget.select()} data-testid="feed-url" />
            <HStack gap="2" flexShrink={0}>
              <Button size="sm" variant="outline" colorPalette="gray" onClick={() => void copy()}>
                {INTEGRATION_TEXTS.copy}
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={onRegenerate} loading={regenerating} loadingText="Regenerating...">
                <RotateCw aria-hidden="true" />
                {INTEGRATION_TEXTS.regenerate}
              </Button>
            </HStack>
          </Flex>
        </Field.Root>
        <HStack gap="2" align="flex-start" fontSize="xs" color="fg.muted" data-testid="google-note">
          <Box mt="0.5" flexShrink={0}>
            <Info size={14} aria-hidden="true" />
          </Box>
          <Text>{INTEGRATION_TEXTS.googleNote}</Text>
        </HStack>
      </Stack>
    </Section>
  );
}
