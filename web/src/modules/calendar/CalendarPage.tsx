import { Suspense, useCallback, useEffect, useId, useState } from "react";
import { Button, Card, Flex, HStack, Heading, IconButton, Skeleton, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ArrowLeft, ArrowRight, CalendarDays, Columns3, Globe, List, ListTodo, Plus, Square } from "lucide-react";
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
import { whenIdle } from "../../lib/idle";
import { preloadRouteQuery } from "../../relay/preload";
import { useWorkspaceChanges } from "../../relay/useWorkspaceChanges";
import { CalendarRefreshContext } from "./calendarRefresh";
import { CALENDAR_HEADING } from "./heading";
import { CalendarEventListSkeleton } from "./CalendarEventListSkeleton";
import { linkedDay, startOfDay, stepAnchor, storeView, storedView, viewRange, viewTitle, weekStartDay, type CalendarView, type Weekday } from "./calendarView";
import { CALENDAR_PAGE_SIZE, CALENDAR_TEXTS, INTEGRATION_TEXTS } from "./texts";
import { panelCard } from "../../theme/surfaces";
import CalendarPageQueryNode, { type CalendarPageQuery } from "./__generated__/CalendarPageQuery.graphql";
import type { EventDialogTarget } from "./CalendarEventForm";
import type { CalendarEventForm_calendarEvent$key } from "./__generated__/CalendarEventForm_calendarEvent.graphql";
import type { CalendarPageLinkQuery } from "./__generated__/CalendarPageLinkQuery.graphql";

/** The create / edit dialog loads with its first opening (its form, Formik and Yup are not part of the screen). */
const CalendarEventForm = lazyComponent(() => import("./CalendarEventForm"), "CalendarEventForm");

/**
 * The list view's code (its cards, their actions and icons): not part of the other views' first screen, fetched once the
 * browser is idle after the page has rendered (useEffect below, so after the shown view's own code and data), so that
 * the list shows at once when chosen.
 */
const loadEventList = () => import("./CalendarEventList");
const CalendarEventList = lazyComponent(loadEventList, "CalendarEventList");

/** The Upcoming, Day, Week and Month views load with the page's first render of one (their grid, details card and dialogs). */
const CalendarViews = lazyComponent(() => import("./CalendarViews"), "CalendarViews");

/** The integration panel loads when first shown. */
const CalendarIntegrationPanel = lazyComponent(() => import("./CalendarIntegrationPanel"), "CalendarIntegrationPanel");

const query = graphql`
  query CalendarPageQuery($count: Int!) {
    viewer {
      id
      settings {
        calendar {
          weekStart
        }
      }
      ...CalendarEventList_viewer @arguments(count: $count)
    }
  }
`;

/** The route's loader: starts the page query while the route's code is still arriving. */
export function load(environment: IEnvironment): PreloadedQuery<CalendarPageQuery> {
  return preloadRouteQuery<CalendarPageQuery>(environment, "calendar", CalendarPageQueryNode, { count: CALENDAR_PAGE_SIZE });
}

/** Drops a parameter read once (the address stays the calendar's own). */
function useDropParam(name: string) {
  const [params, setParams] = useSearchParams();
  const present = params.has(name);
  useEffect(() => {
    if (!present) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [present, name, setParams]);
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
  const [view, setViewState] = useState<CalendarView>(storedView);
  const [params] = useSearchParams();
  const [anchor, setAnchor] = useState(() => linkedDay(params.get("date")) ?? startOfDay(new Date()));
  const [fetchKey, setFetchKey] = useState(0);
  const [integration, setIntegration] = useState(false);
  const panelId = useId();
  const refresh = useCallback(() => setFetchKey((k) => k + 1), []);
  const setView = useCallback((next: CalendarView) => {
    storeView(next);
    setViewState(next);
  }, []);
  // the views read their range again after a change made anywhere
  useWorkspaceChanges("calendar_event", refresh);
  useNewEventLink(recordDialog.openEdit);
  useDropParam("date");
  useIntegrationResult(useCallback(() => setIntegration(true), []));
  useCalendarKeys(view, setView, setAnchor);
  useEffect(() => whenIdle(() => void loadEventList()), []);

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
      <Suspense fallback={view === "list" ? <CalendarEventListSkeleton /> : <Skeleton h="lg" borderRadius="xl" data-testid="view-loading" />}>
        <CalendarContent queryRef={queryRef} view={view} anchor={anchor} onAnchor={setAnchor} fetchKey={fetchKey} {...recordDialog} />
      </Suspense>
    </CalendarRefreshContext.Provider>
  );
}

/** Whether a key press belongs to a field or a dialog rather than to the calendar. */
function typingOrDialog(e: KeyboardEvent): boolean {
  const el = e.target instanceof HTMLElement ? e.target : null;
  if (el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || el.closest("[role=dialog],[role=alertdialog],[role=menu],[role=listbox]"))) return true;
  return document.querySelector("[role=dialog][data-state=open],[role=alertdialog][data-state=open]") != null;
}

/** The calendar's keys: ← and → move back and forth, T comes to today, D / W / M show the day, the week, the month. */
function useCalendarKeys(view: CalendarView, setView: (view: CalendarView) => void, setAnchor: (update: (anchor: Date) => Date) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typingOrDialog(e)) return;
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      const views: Record<string, CalendarView> = { d: "day", w: "week", m: "month" };
      if (views[key]) setView(views[key]);
      else if (key === "t") setAnchor(() => startOfDay(new Date()));
      else if ((key === "ArrowLeft" || key === "ArrowRight") && view !== "list" && view !== "upcoming") setAnchor((a) => stepAnchor(view, a, key === "ArrowLeft" ? -1 : 1));
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [view, setView, setAnchor]);
}

type CalendarContentProps = RecordDialog<EventDialogTarget> & {
  queryRef: PreloadedQuery<CalendarPageQuery>;
  view: CalendarView;
  anchor: Date;
  onAnchor: (anchor: Date) => void;
  fetchKey: number;
};

function CalendarContent({ queryRef, view, anchor, onAnchor, fetchKey, dialog, openCreate, openEdit, setOpen }: CalendarContentProps) {
  const { viewer } = usePreloadedQuery<CalendarPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "CalendarEventList_calendarEvents");
  const weekStart = weekStartDay(viewer.settings.calendar.weekStart);
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
        <Suspense fallback={<CalendarEventListSkeleton />}>
          <CalendarEventList viewer={viewer} onCreate={openCreate} onEdit={(event) => openEdit({ event })} />
        </Suspense>
      ) : (
        <>
          {view === "upcoming" ? null : <ViewNavigation view={view} anchor={anchor} weekStart={weekStart} onAnchor={onAnchor} />}
          <Suspense fallback={<Skeleton h="lg" borderRadius="xl" data-testid="view-loading" />}>
            <CalendarViews view={view} anchor={anchor} weekStart={weekStart} fetchKey={fetchKey} connectionId={connectionId} onEdit={openEdit} />
          </Suspense>
        </>
      )}
      <OnFirstOpen open={dialog.open}>
        <CalendarEventForm open={dialog.open} onOpenChange={setOpen} target={dialog.record} connectionId={connectionId} />
      </OnFirstOpen>
    </>
  );
}

const STEP_LABELS = {
  day: [CALENDAR_TEXTS.previousDay, CALENDAR_TEXTS.nextDay],
  week: [CALENDAR_TEXTS.previousWeek, CALENDAR_TEXTS.nextWeek],
  month: [CALENDAR_TEXTS.previousMonth, CALENDAR_TEXTS.nextMonth],
} as const;

/** The view's title (its day, week or month) with Today, back and forth. */
function ViewNavigation({ view, anchor, weekStart, onAnchor }: { view: "day" | "week" | "month"; anchor: Date; weekStart: Weekday; onAnchor: (anchor: Date) => void }) {
  const { days } = viewRange(view, anchor, weekStart);
  const [previous, next] = STEP_LABELS[view];
  return (
    <Flex align="center" justify="space-between" gap="3" mb="4" wrap="wrap">
      <Heading as="h2" fontSize="lg" fontWeight="semibold" data-testid="view-title" aria-live="polite">
        {viewTitle(view, days, anchor)}
      </Heading>
      <HStack gap="1.5">
        <Text fontSize="xs" color="fg.subtle" display={{ base: "none", lg: "block" }} me="2">
          {CALENDAR_TEXTS.keyboardHint}
        </Text>
        <Button variant="outline" size="sm" colorPalette="gray" onClick={() => onAnchor(startOfDay(new Date()))}>
          {CALENDAR_TEXTS.today}
        </Button>
        <IconButton variant="outline" size="sm" colorPalette="gray" aria-label={previous} title={previous} onClick={() => onAnchor(stepAnchor(view, anchor, -1))}>
          <ArrowLeft />
        </IconButton>
        <IconButton variant="outline" size="sm" colorPalette="gray" aria-label={next} title={next} onClick={() => onAnchor(stepAnchor(view, anchor, 1))}>
          <ArrowRight />
        </IconButton>
      </HStack>
    </Flex>
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
  { value: "upcoming", label: CALENDAR_TEXTS.upcomingTab, icon: ListTodo },
  { value: "day", label: CALENDAR_TEXTS.dayTab, icon: Square },
  { value: "week", label: CALENDAR_TEXTS.weekTab, icon: Columns3 },
  { value: "month", label: CALENDAR_TEXTS.monthTab, icon: CalendarDays },
  { value: "list", label: CALENDAR_TEXTS.listTab, icon: List },
] as const;

/** 'Upcoming' | 'Day' | 'Week' | 'Month' | 'All events': toggle buttons, the view shown pressed. */
function ViewSwitch({ view, onChange }: { view: CalendarView; onChange: (view: CalendarView) => void }) {
  return (
    <HStack role="group" aria-label={CALENDAR_TEXTS.views} gap="1" p="1" mb="5" w="fit-content" maxW="full" overflowX="auto" bg="bg.muted" borderRadius="lg">
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
            px={{ base: "2", md: "3" }}
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
