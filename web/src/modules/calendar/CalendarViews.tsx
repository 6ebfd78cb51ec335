import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Box, Skeleton, Stack } from "@chakra-ui/react";
import { RangeOccurrences, type Occurrence } from "./CalendarRange";
import { CalendarMonth } from "./CalendarMonth";
import { MonthSkeleton } from "./MonthTable";
import { monthOf } from "./monthGrid";
import type { OccurrenceScopeDialogProps, ScopeQuestion } from "./OccurrenceScopeDialog";
import { TimeGrid, type BusyPeriod } from "./TimeGrid";
import { useBusyPeriods } from "./useBusyPeriods";
import { useOccurrenceMoves, useSettledMoves } from "./useOccurrenceMoves";
import { UpcomingList } from "./UpcomingList";
import { UPCOMING_DAYS, addDays, startOfDay, viewRange, type CalendarView, type Weekday } from "./calendarView";
import { CALENDAR_TEXTS } from "./texts";
import { useDeleteCalendarEventMutation } from "./useDeleteCalendarEventMutation";
import type { EventDialogTarget } from "./CalendarEventForm";
import { OnFirstOpen, lazyComponent } from "../../components/OnFirstOpen";
import { whenIdle } from "../../lib/idle";

/**
 * The details card and the 'This event' / 'All events' question: dialogs no view shows at first, so neither their
 * code nor their state machines are part of a view's first render. They mount at their first opening; their code is
 * fetched once the browser is idle after the view has rendered, so that opening is not kept waiting.
 */
const loadEventDetails = () => import("./EventDetails");
const loadScopeDialog = () => import("./OccurrenceScopeDialog");
const EventDetails = lazyComponent(loadEventDetails, "EventDetails");
const LazyScopeDialog = lazyComponent(loadScopeDialog, "OccurrenceScopeDialog");

function OccurrenceScopeDialog<O>(props: OccurrenceScopeDialogProps<O>) {
  return (
    <OnFirstOpen open={props.question != null}>
      <LazyScopeDialog {...(props as OccurrenceScopeDialogProps<unknown>)} />
    </OnFirstOpen>
  );
}

interface CalendarViewsProps {
  view: Exclude<CalendarView, "list">;
  /** The day the view shows (or holds: its week, its month). */
  anchor: Date;
  weekStart: Weekday;
  /** Bumped after every change: the range is read again. */
  fetchKey: number;
  /** The list's connection id: deleting a whole event from here removes its card there too. */
  connectionId: string;
  /** Opens the event dialog: an edit, a duplicate, or a new event at a slot's times. */
  onEdit: (target: EventDialogTarget) => void;
}

/**
 * The Upcoming, Day, Week and Month views over the occurrences of their range (recurring events expanded by the
 * server), with the details card a click on an occurrence opens, and its Edit, Duplicate and Delete: for an occurrence
 * of a series, Edit and Delete first ask 'This event' or 'All events'.
 */
export function CalendarViews({ view, anchor, weekStart, fetchKey, connectionId, onEdit }: CalendarViewsProps) {
  const [details, setDetails] = useState<Occurrence | null>(null);
  const [question, setQuestion] = useState<ScopeQuestion<Occurrence> | null>(null);
  const [upcomingDays, setUpcomingDays] = useState(UPCOMING_DAYS);
  const [deleteEvent] = useDeleteCalendarEventMutation();
  const anchorTime = anchor.getTime();
  const range = useMemo(() => {
    if (view !== "upcoming") return viewRange(view, new Date(anchorTime), weekStart);
    const from = startOfDay(new Date());
    const days = Array.from({ length: upcomingDays }, (_, i) => addDays(from, i));
    return { days, from, to: addDays(from, upcomingDays) };
  }, [view, anchorTime, weekStart, upcomingDays]);

  // the card's action runs once the card has gone (a dialog opened meanwhile would take the card's closing as its own)
  const pending = useRef<(() => void) | null>(null);
  const afterDetails = (occurrence: Occurrence, action: "edit" | "delete" | "duplicate") => {
    pending.current = () => act(occurrence, action);
    setDetails(null);
  };

  const act = (occurrence: Occurrence, action: "edit" | "delete" | "duplicate") => {
    if (action === "duplicate") {
      onEdit({ event: occurrence.event, duplicate: { startTime: occurrence.startTime as string, endTime: occurrence.endTime as string } });
      return;
    }
    if (occurrence.occurrenceOf) {
      setQuestion({ action, occurrence });
      return;
    }
    if (action === "edit") onEdit({ event: occurrence.event });
    else if (window.confirm(CALENDAR_TEXTS.confirmDelete)) void deleteEvent(occurrence.event.id, connectionId);
  };

  const answer = (scope: "this" | "all", { action, occurrence }: ScopeQuestion<Occurrence>) => {
    const occurrenceOf = occurrence.occurrenceOf as string;
    if (action === "edit") {
      onEdit({ event: occurrence.event, occurrence: { startTime: occurrence.startTime as string, endTime: occurrence.endTime as string, occurrenceOf, scope } });
    } else {
      void deleteEvent(occurrence.event.id, connectionId, { occurrence: occurrenceOf, scope });
    }
  };

  const onSlot = useCallback((start: Date, end: Date) => onEdit({ event: null, slot: { start, end } }), [onEdit]);
  const moves = useOccurrenceMoves();
  const timed = view === "day" || view === "week";
  const busy = useBusyPeriods(range.from, range.to, timed, fetchKey);
  useEffect(() => whenIdle(() => void Promise.all([loadEventDetails(), loadScopeDialog()])), []);

  return (
    <>
      <Suspense fallback={<ViewSkeleton view={view} anchor={anchor} weekStart={weekStart} />}>
        <RangeOccurrences from={range.from} to={range.to} fetchKey={fetchKey}>
          {(occurrences) =>
            view === "month" ? (
              <CalendarMonth key={`${anchor.getFullYear()}-${anchor.getMonth()}`} month={monthOf(anchor)} days={range.days} occurrences={occurrences} onOpen={setDetails} />
            ) : view === "upcoming" ? (
              <UpcomingList days={range.days} occurrences={occurrences} onOpen={setDetails} onMore={() => setUpcomingDays((n) => n + UPCOMING_DAYS)} />
            ) : (
              <MovableGrid days={range.days} occurrences={occurrences} busy={busy} moves={moves} onOpen={setDetails} onSlot={onSlot} />
            )
          }
        </RangeOccurrences>
      </Suspense>
      <OnFirstOpen open={details != null}>
        <EventDetails
          target={details}
          onClose={() => setDetails(null)}
          onClosed={() => {
            const run = pending.current;
            pending.current = null;
            run?.();
          }}
          onEdit={() => details && afterDetails(details, "edit")}
          onDuplicate={() => details && afterDetails(details, "duplicate")}
          onDelete={() => details && afterDetails(details, "delete")}
        />
      </OnFirstOpen>
      <OccurrenceScopeDialog question={question} onAnswer={answer} onClose={() => setQuestion(null)} />
      <OccurrenceScopeDialog {...moves.scopeDialog} />
    </>
  );
}

interface MovableGridProps {
  days: Date[];
  occurrences: readonly Occurrence[];
  busy: readonly BusyPeriod[];
  moves: ReturnType<typeof useOccurrenceMoves>;
  onOpen: (occurrence: Occurrence) => void;
  onSlot: (start: Date, end: Date) => void;
}

/** The Week and Day grid with its occurrences where the drags made show them until the range is read again. */
function MovableGrid({ days, occurrences, busy, moves, onOpen, onSlot }: MovableGridProps) {
  useSettledMoves(occurrences, moves.settle);
  return <TimeGrid days={days} occurrences={moves.apply(occurrences)} busy={busy} onOpen={onOpen} onSlot={onSlot} onMove={moves.move} />;
}

/** A view while its occurrences load. */
export function ViewSkeleton({ view, anchor, weekStart }: { view: CalendarView; anchor: Date; weekStart: Weekday }) {
  if (view === "month") return <MonthSkeleton month={monthOf(anchor)} weekStart={weekStart} />;
  if (view === "upcoming") {
    return (
      <Stack gap="2" role="status" aria-label="Loading events..." aria-busy="true" data-testid="view-loading">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="14" borderRadius="lg" />
        ))}
      </Stack>
    );
  }
  return (
    <Box role="status" aria-label="Loading events..." aria-busy="true" data-testid="view-loading">
      <Skeleton h="lg" borderRadius="xl" />
    </Box>
  );
}
