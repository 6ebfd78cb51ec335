import { Suspense, useCallback, useEffect, useId, useState } from "react";
import { Button, Card, Skeleton, SimpleGrid, Stack, Tabs } from "@chakra-ui/react";
import { CalendarDays, List, Plug, Plus } from "lucide-react";
import { useLoaderData, useSearchParams } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { ConnectionHandler, type IEnvironment } from "relay-runtime";
import { EVENT_TYPES, type EventType } from "@common/calendar";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { PageHeader } from "../../components/PageHeader";
import { useRecordDialog, type RecordDialog } from "../../components/useRecordDialog";
import { preloadRouteQuery } from "../../relay/preload";
import { CalendarRefreshContext } from "./calendarRefresh";
import { CALENDAR_HEADING } from "./heading";
import { CalendarEventList, CalendarEventListSkeleton } from "./CalendarEventList";
import { CalendarMonth, MonthSkeleton } from "./CalendarMonth";
import { monthOf } from "./monthGrid";
import { CALENDAR_PAGE_SIZE, CALENDAR_TEXTS, INTEGRATION_TEXTS } from "./texts";
import { panelCard } from "../../theme/surfaces";
import CalendarPageQueryNode, { type CalendarPageQuery } from "./__generated__/CalendarPageQuery.graphql";
import type { EventDialogTarget } from "./CalendarEventForm";

/** The create / edit dialog loads with its first opening (its form, Formik and Yup are not part of the screen). */
const CalendarEventForm = lazyComponent(() => import("./CalendarEventForm"), "CalendarEventForm");

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
  useNewEventLink(recordDialog.openEdit);

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
              <Plug aria-hidden="true" /> {INTEGRATION_TEXTS.toggle}
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
      <Tabs.Root value={view} onValueChange={(e) => setView(e.value as CalendarView)} variant="enclosed" size="sm" lazyMount unmountOnExit>
        <Tabs.List aria-label={CALENDAR_TEXTS.views} mb="5">
          <Tabs.Trigger value="list">
            <List size={16} aria-hidden="true" /> {CALENDAR_TEXTS.listTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="month">
            <CalendarDays size={16} aria-hidden="true" /> {CALENDAR_TEXTS.monthTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Suspense fallback={view === "list" ? <CalendarEventListSkeleton /> : <MonthSkeleton month={monthOf(new Date())} />}>
          <CalendarContent queryRef={queryRef} fetchKey={fetchKey} {...recordDialog} />
        </Suspense>
      </Tabs.Root>
    </CalendarRefreshContext.Provider>
  );
}

type CalendarContentProps = RecordDialog<EventDialogTarget> & { queryRef: PreloadedQuery<CalendarPageQuery>; fetchKey: number };

function CalendarContent({ queryRef, fetchKey, dialog, openCreate, openEdit, setOpen }: CalendarContentProps) {
  const { viewer } = usePreloadedQuery<CalendarPageQuery>(query, queryRef);
  const connectionId = ConnectionHandler.getConnectionID(viewer.id, "CalendarEventList_calendarEvents");
  return (
    <>
      <Tabs.Content value="list" p="0">
        <CalendarEventList viewer={viewer} onCreate={openCreate} onEdit={(event) => openEdit({ event })} />
      </Tabs.Content>
      <Tabs.Content value="month" p="0">
        <CalendarMonth connectionId={connectionId} fetchKey={fetchKey} onEdit={openEdit} />
      </Tabs.Content>
      <OnFirstOpen open={dialog.open}>
        <CalendarEventForm open={dialog.open} onOpenChange={setOpen} target={dialog.record} connectionId={connectionId} />
      </OnFirstOpen>
    </>
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
