import { Suspense, useCallback, useEffect, useId, useState } from "react";
import { Button, Card, HStack, Skeleton, SimpleGrid, Stack } from "@chakra-ui/react";
import { CalendarDays, Globe, ListTodo, Plus } from "lucide-react";
import { useLoaderData, useSearchParams } from "react-router";
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { EVENT_TYPES, type EventType } from "@common/calendar";
import { CONNECTION_PROVIDER_LABELS, type ConnectionProvider } from "@common/integration";
import { toast } from "../../components/toaster";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { PageHeader } from "../../components/PageHeader";
import { useLinkedRecordId, useOpenLinkedRecord } from "../../components/useLinkedRecordId";
import { useRecordDialog, type RecordDialog } from "../../components/useRecordDialog";
import { preloadRouteQuery } from "../../relay/preload";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import { CalendarRefreshContext } from "./calendarRefresh";
import { CALENDAR_HEADING } from "./heading";
import { CalendarEventList, CalendarEventListSkeleton } from "./CalendarEventList";
import { MonthSkeleton } from "./MonthTable";
import { monthOf } from "./monthGrid";
import { CALENDAR_PAGE_SIZE, CALENDAR_TEXTS, INTEGRATION_TEXTS } from "./texts";
import { panelCard } from "../../theme/surfaces";
import CalendarPageQueryNode, { type CalendarPageQuery } from "./__generated__/CalendarPageQuery.graphql";
import type { EventDialogTarget } from "./CalendarEventForm";
import type { CalendarEventForm_calendarEvent$key } from "./__generated__/CalendarEventForm_calendarEvent.graphql";
import type { CalendarPageLinkQuery } from "./__generated__/CalendarPageLinkQuery.graphql";

/** The create / edit dialog loads with its first opening (its form, Formik and Yup are not part of the screen). */
const CalendarEventForm = lazyComponent(() => import("./CalendarEventForm"), "CalendarEventForm");

/** The month view loads when first chosen (its menus and dialog with it). */
const CalendarMonth = lazyComponent(() => import("./CalendarMonth"), "CalendarMonth");

/** The integration panel loads when first shown. */
const CalendarIntegrationPanel = lazyComponent(() => import("./CalendarIntegrationPanel"), "CalendarIntegrationPanel");

const query = graphql`
  query CalendarPageQuery($count: Int!) {
    viewer {
      id
      ...CalendarEventList_viewer @arguments(count: $count)
    }
  }
`;

type CalendarView = "list" | "month";

/** The route's loader: starts the page query while the route's code is still arriving. */
export function load(environment: IEnvironment): PreloadedQuery<CalendarPageQuery> {
  return preloadRouteQuery<CalendarPageQuery>(environment, "calendar", CalendarPageQueryNode, { count: CALENDAR_PAGE_SIZE });
}

const isEventType = (v: string | null): v is EventType => v != null && (EVENT_TYPES as readonly string[]).includes(v);

/** `?new=<type>` (the dashboard's 'Schedule Client Call': `?new=call`) opens the create dialog for that type, once. */
function useNewEventLink(openCreate: (target: EventDialogTarget) => void) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("new");
  useEffect(() => {
    if (requested == null) return;
    if (isEventType(requested)) openCreate({ event: null, type: requested });
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete("new");
        return next;
      },
      { replace: true },
    );
  }, [requested, openCreate, setParams]);
}

/**
 * `?integration=connected&provider=google` (or `=error&reason=...`): where a platform's consent comes back to. The
 * outcome is said in a toast, the Integration panel is opened, and the parameters go.
 */
function useIntegrationResult(showPanel: () => void) {
  const [params, setParams] = useSearchParams();
  const outcome = params.get("integration");
  useEffect(() => {
    if (outcome !== "connected" && outcome !== "error") return;
    const provider = params.get("provider") ?? "";
    const name = CONNECTION_PROVIDER_LABELS[provider as ConnectionProvider] ?? provider;
    if (outcome === "connected") toast.success({ title: INTEGRATION_TEXTS.providerConnected(name) });
    else toast.error({ title: INTEGRATION_TEXTS.providerConnectFailed(name), description: params.get("reason") ?? undefined });
    showPanel();
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const k of ["integration", "provider", "reason"]) next.delete(k);
        return next;
      },
      { replace: true },
    );
  }, [outcome, params, setParams, showPanel]);
}

/**
 * /calendar: the heading with 'Integration' and 'Create Event' at once; the events as cards (or 5 skeleton cards)
 * or as a month, below.
 */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<CalendarPageQuery>;
  const recordDialog = useRecordDialog<EventDialogTarget>();
  const [view, setView] = useState<CalendarView>("list");
  const [fetchKey, setFetchKey] = useState(0);
  const [integration, setIntegration] = useState(false);
  const panelId = useId();
  const refresh = useCallback(() => setFetchKey((k) => k + 1), []);
  // the month view reads its range again after a change made anywhere
  useWorkspaceChanges("calendar_event", refresh);
  useNewEventLink(recordDialog.openEdit);
  useIntegrationResult(useCallback(() => setIntegration(true), []));

  return (
    <CalendarRefreshContext.Provider value={refresh}>
      <PageHeader
        title={CALENDAR_HEADING.heading}
        subtitle={CALENDAR_HEADING.subtitle}
        actions={
          <>
            <Button
              variant={integration ? "subtle" : "outline"}
              colorPalette={integration ? "brand" : "gray"}
              aria-expanded={integration}
              aria-controls={integration ? panelId : undefined}
              onClick={() => setIntegration((shown) => !shown)}
            >
              <Globe aria-hidden="true" /> {INTEGRATION_TEXTS.toggle}
            </Button>
            <Button onClick={recordDialog.openCreate}>
              <Plus aria-hidden="true" /> {CALENDAR_TEXTS.add}
            </Button>
          </>
        }
      />
      {integration ? (
        <Suspense fallback={<IntegrationPanelSkeleton />}>
          <CalendarIntegrationPanel id={panelId} />
        </Suspense>
      ) : null}
      <ViewSwitch view={view} onChange={setView} />
      <Suspense fallback={view === "list" ? <CalendarEventListSkeleton /> : <MonthSkeleton month={monthOf(new Date())} />}>
        <CalendarContent queryRef={queryRef} view={view} fetchKey={fetchKey} {...recordDialog} />
      </Suspense>
    </CalendarRefreshContext.Provider>
  );
}

type CalendarContentProps = RecordDialog<EventDialogTarget> & { queryRef: PreloadedQuery<CalendarPageQuery>; view: CalendarView; fetchKey: number };

function CalendarContent({ queryRef, view, fetchKey, dialog, openCreate, openEdit, setOpen }: CalendarContentProps) {
  const { viewer } = usePreloadedQuery<CalendarPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "CalendarEventList_calendarEvents");
  // a link to one event (`?event=`: a search result, a hub's event) opens it in the edit dialog
  const [linkedId, clearLink] = useLinkedRecordId("event");
  const openEvent = useCallback((event: CalendarEventForm_calendarEvent$key) => openEdit({ event }), [openEdit]);
  return (
    <>
      {linkedId ? (
        <Suspense fallback={null}>
          <EventFromLink key={linkedId} id={linkedId} onFound={openEvent} onDone={clearLink} />
        </Suspense>
      ) : null}
      {view === "list" ? (
        <CalendarEventList viewer={viewer} onCreate={openCreate} onEdit={(event) => openEdit({ event })} />
      ) : (
        <Suspense fallback={<MonthSkeleton month={monthOf(new Date())} />}>
          <CalendarMonth connectionId={connectionId} fetchKey={fetchKey} onEdit={openEdit} />
        </Suspense>
      )}
      <OnFirstOpen open={dialog.open}>
        <CalendarEventForm open={dialog.open} onOpenChange={setOpen} target={dialog.record} connectionId={connectionId} />
      </OnFirstOpen>
    </>
  );
}

const linkQuery = graphql`
  query CalendarPageLinkQuery($id: ID!) {
    node(id: $id) {
      ...CalendarEventForm_calendarEvent @alias(as: "event")
    }
  }
`;

/** Reads the linked event (from the store when it is there) and opens it; an event that is gone is said in a toast. */
function EventFromLink({ id, onFound, onDone }: { id: string; onFound: (event: CalendarEventForm_calendarEvent$key) => void; onDone: () => void }) {
  const { node } = useLazyLoadQuery<CalendarPageLinkQuery>(linkQuery, { id }, { fetchPolicy: "store-or-network" });
  useOpenLinkedRecord(node?.event ?? null, onFound, onDone, CALENDAR_TEXTS.notFound);
  return null;
}

const VIEWS = [
  { value: "list", label: CALENDAR_TEXTS.listTab, icon: ListTodo },
  { value: "month", label: CALENDAR_TEXTS.monthTab, icon: CalendarDays },
] as const;

/** 'List' | 'Month': two toggle buttons, the view shown pressed. */
function ViewSwitch({ view, onChange }: { view: CalendarView; onChange: (view: CalendarView) => void }) {
  return (
    <HStack role="group" aria-label={CALENDAR_TEXTS.views} gap="1" p="1" mb="5" w="fit-content" bg="bg.muted" borderRadius="lg">
      {VIEWS.map(({ value, label, icon: Icon }) => {
        const pressed = view === value;
        return (
          <Button
            key={value}
            size="sm"
            variant="ghost"
            colorPalette="gray"
            aria-pressed={pressed}
            bg={pressed ? "bg.panel" : undefined}
            color={pressed ? "fg" : "fg.muted"}
            boxShadow={pressed ? "xs" : undefined}
            _hover={{ bg: pressed ? "bg.panel" : "bg.emphasized", color: "fg" }}
            onClick={() => onChange(value)}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        );
      })}
    </HStack>
  );
}

/** The integration panel while its code and its data load. */
function IntegrationPanelSkeleton() {
  return (
    <Card.Root {...panelCard} mb="6" aria-busy="true" aria-label="Loading the integration..." role="status" data-testid="integration-loading">
      <Card.Body p="5">
        <Skeleton h="4" w="48" mb="5" />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
          {[0, 1].map((i) => (
            <Stack key={i} gap="3">
              <Skeleton h="3.5" w="36" />
              <Skeleton h="12" />
              <Skeleton h="8" w="60%" />
            </Stack>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
