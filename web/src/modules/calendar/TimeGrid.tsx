import { useEffect, useRef, useState } from "react";
import { Box, Flex, Text } from "@chakra-ui/react";
import { dateTimeFormat } from "@common/timezone";
import { formatEventStart, formatEventTime } from "./format";
import { dayKey, isOnDay } from "./monthGrid";
import { addDays, minutesInto } from "./calendarView";
import { occurrenceTimes, type Occurrence } from "./CalendarRange";
import { useGridDrag, withPreview, type DragPreview } from "./gridDrag";
import { CALENDAR_TEXTS } from "./texts";

/** Pixels per hour of the grid. */
const HOUR_PX = 48;
const SLOT_MINUTES = 30;
const DAY_MINUTES = 1440;
/** An event shorter than this still shows its title. */
const MIN_EVENT_MINUTES = 20;
/** The hour the grid scrolls to first (unless today is shown: an hour before now). */
const FIRST_HOUR = 7;

interface TimeGridProps {
  /** The columns: one day (Day view) or seven (Week view), as local midnights. */
  days: Date[];
  occurrences: readonly Occurrence[];
  /** An occurrence clicked: its details. */
  onOpen: (occurrence: Occurrence) => void;
  /** An empty slot clicked (30 minutes), or a range dragged over: a new event there, [start, end). */
  onSlot: (start: Date, end: Date) => void;
  /** An occurrence dragged to new times (moved, or its end dragged); none: the events stay where they are. */
  onMove?: (occurrence: Occurrence, start: Date, end: Date) => void;
  /** When the connected calendar is busy: grey bands behind the events. */
  busy?: readonly BusyPeriod[];
}

/** A time the connected calendar is busy. */
export interface BusyPeriod {
  start: Date;
  end: Date;
}

/** Whether an occurrence belongs to the all-day row: an all-day event, or one lasting a day or more. */
const inAllDayRow = (o: Occurrence) => {
  const { start, end } = occurrenceTimes(o);
  return o.event.isAllDay || end.getTime() - start.getTime() >= DAY_MINUTES * 60_000;
};

interface Placed {
  occurrence: Occurrence;
  top: number;
  bottom: number;
  column: number;
  columns: number;
}

/** A day's timed occurrences as blocks: overlapping ones side by side, each group as wide as its most crowded moment. */
export function layoutDay(day: Date, occurrences: readonly Occurrence[]): Placed[] {
  const blocks = occurrences
    .map((occurrence) => {
      const { start, end } = occurrenceTimes(occurrence);
      const top = Math.max(0, minutesInto(day, start));
      const bottom = Math.min(DAY_MINUTES, Math.max(minutesInto(day, end), top + MIN_EVENT_MINUTES));
      return { occurrence, top, bottom, column: 0, columns: 1 };
    })
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  let group: Placed[] = [];
  let groupEnd = -1;
  const close = () => {
    const columns = Math.max(1, ...group.map((b) => b.column + 1));
    for (const b of group) b.columns = columns;
    group = [];
  };
  for (const block of blocks) {
    if (block.top >= groupEnd) {
      close();
      groupEnd = -1;
    }
    const taken = new Set(group.filter((b) => b.bottom > block.top).map((b) => b.column));
    let column = 0;
    while (taken.has(column)) column += 1;
    block.column = column;
    group.push(block);
    groupEnd = Math.max(groupEnd, block.bottom);
  }
  close();
  return blocks;
}

const hourLabel = (hour: number) => dateTimeFormat(undefined, { hour: "numeric" }).format(new Date(2024, 0, 1, hour));

/** The minutes since midnight now, updated every minute. */
function useNowMinutes(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The Week and Day views' grid: a header of days, the all-day row, then the hours of each day with its occurrences as
 * blocks placed by their times, the current time as a line across today, and half-hour slots that create an event when
 * clicked.
 */
export function TimeGrid({ days, occurrences: read, onOpen, onSlot, onMove, busy = [] }: TimeGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const { preview, onPointerDown, clickSuppressed } = useGridDrag({ body, days, hourPx: HOUR_PX, occurrences: read, onCreate: onSlot, onMove: (o, start, end) => onMove?.(o, start, end) });
  const occurrences = withPreview(read, preview);
  // where the occurrence dragged was: an outline there while it is dragged elsewhere
  const dragged = preview && preview.kind !== "create" ? read.find((o) => o.id === preview.occurrenceId) : undefined;
  const origin = dragged ? occurrenceTimes(dragged) : null;
  const open = (o: Occurrence) => {
    if (!clickSuppressed()) onOpen(o);
  };
  const slot = (start: Date, end: Date) => {
    if (!clickSuppressed()) onSlot(start, end);
  };
  const now = useNowMinutes();
  const todayKey = dayKey(now);
  const showsToday = days.some((d) => dayKey(d) === todayKey);
  const allDay = occurrences.filter(inAllDayRow);
  const timed = occurrences.filter((o) => !inAllDayRow(o));
  const template = `3.5rem repeat(${days.length}, minmax(0, 1fr))`;

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const hour = showsToday ? Math.max(0, now.getHours() - 1) : FIRST_HOUR;
    el.scrollTop = hour * HOUR_PX;
    // only when the days shown change
  }, [days[0]?.getTime(), days.length]);

  return (
    <Box borderWidth="1px" borderColor="border.muted" borderRadius="xl" overflow="hidden" bg="bg.panel" boxShadow="xs" css={EVENT_STYLES} data-testid="time-grid" data-days={days.length}>
      <Box display="grid" gridTemplateColumns={template} borderBottomWidth="1px" borderColor="border.muted" bg="bg.subtle">
        <Box />
        {days.map((day) => {
          const isToday = dayKey(day) === todayKey;
          return (
            <Flex key={dayKey(day)} direction="column" align="center" py="1.5" borderInlineStartWidth="1px" borderColor="border.muted" data-testid="grid-day-header" data-date={dayKey(day)}>
              <Text fontSize="2xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color={isToday ? "brand.fg" : "fg.muted"}>
                {dateTimeFormat(undefined, { weekday: "short" }).format(day)}
              </Text>
              <Text
                as="span"
                fontSize={{ base: "sm", md: "md" }}
                fontWeight="semibold"
                minW="7"
                h="7"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                borderRadius="full"
                bg={isToday ? "brand.solid" : undefined}
                color={isToday ? "brand.contrast" : "fg"}
                aria-current={isToday ? "date" : undefined}
              >
                {day.getDate()}
              </Text>
            </Flex>
          );
        })}
      </Box>
      <Box display="grid" gridTemplateColumns={template} borderBottomWidth="1px" borderColor="border.muted" minH="7" data-testid="all-day-row">
        <Text fontSize="2xs" color="fg.muted" textAlign="end" pe="1.5" pt="1.5">
          {CALENDAR_TEXTS.allDay}
        </Text>
        {days.map((day) => (
          <Box key={dayKey(day)} borderInlineStartWidth="1px" borderColor="border.muted" p="0.5" minW="0">
            {allDay
              .filter((o) => {
                const { start, end } = occurrenceTimes(o);
                return isOnDay(start, end, day);
              })
              .map((o) => (
                <EventButton key={o.id} occurrence={o} onOpen={open} allDay />
              ))}
          </Box>
        ))}
      </Box>
      <Box ref={scroller} maxH={{ base: "62vh", md: "68vh" }} overflowY="auto" position="relative" data-testid="grid-scroller">
        <Box
          ref={body}
          display="grid"
          gridTemplateColumns={template}
          position="relative"
          style={{ height: 24 * HOUR_PX }}
          onPointerDown={onMove ? onPointerDown : undefined}
          userSelect={preview ? "none" : undefined}
          cursor={preview?.kind === "move" ? "grabbing" : preview?.kind === "resize" ? "ns-resize" : undefined}
          data-dragging={preview?.kind}
        >
          <Box position="relative" css={HOUR_LABEL_STYLES}>
            {Array.from({ length: 24 }, (_, h) =>
              h === 0 ? null : (
                <span key={h} style={{ top: h * HOUR_PX - 5 }} aria-hidden="true">
                  {hourLabel(h)}
                </span>
              ),
            )}
          </Box>
          {days.map((day, i) => (
            <DayColumn
              key={dayKey(day)}
              day={day}
              occurrences={timed.filter((o) => {
                const { start, end } = occurrenceTimes(o);
                return isOnDay(start, end, day);
              })}
              busy={busy}
              now={dayKey(day) === todayKey ? now : null}
              onOpen={open}
              onSlot={slot}
              draggable={onMove != null}
              preview={preview?.kind === "create" && preview.day === i ? preview : preview?.kind !== "create" ? preview : null}
              origin={origin}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

interface DayColumnProps {
  day: Date;
  occurrences: readonly Occurrence[];
  /** Now, when this day is today: the current-time line. */
  now: Date | null;
  onOpen: TimeGridProps["onOpen"];
  onSlot: TimeGridProps["onSlot"];
  busy: readonly BusyPeriod[];
  /** Whether the events can be dragged (moved, their end changed). */
  draggable: boolean;
  /** The drag under way: a new event's range in this column, or the occurrence dragged. */
  preview: DragPreview | null;
  /** The times of the occurrence dragged, as it was before the drag. */
  origin: { start: Date; end: Date } | null;
}

/** The part of [start, end) within the day starting at `day`, in minutes into it; null when they do not meet. */
function withinDay(day: Date, start: Date, end: Date): { top: number; bottom: number } | null {
  const top = Math.max(0, minutesInto(day, start));
  const bottom = Math.min(DAY_MINUTES, minutesInto(day, end));
  return bottom > top ? { top, bottom } : null;
}

const px = (minutes: number) => (minutes / 60) * HOUR_PX;

// The grid's many repeated parts (a day's 48 half-hour slots, the hour labels) are plain elements styled once by the
// element that holds them, so a Week view resolves a few style objects rather than one per slot (about 350 of them).
const SLOT_STYLES = {
  "& > .tg-slot": { position: "absolute", insetInline: "0", height: `${HOUR_PX / 2}px`, cursor: "pointer", _hover: { bg: "bg.muted" } },
  "& > .tg-hour": { borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.muted" },
} as const;

// An occurrence's block and its button (EventButton), many per view, as plain elements styled once by the grid.
const EVENT_STYLES = {
  "& .tg-block": { position: "absolute", zIndex: 1, borderRadius: "md", userSelect: "none" },
  "& .tg-block[data-dragged]": { zIndex: 3, opacity: 0.85, boxShadow: "lg" },
  "& .tg-resize": { position: "absolute", insetInline: "0", bottom: "0", height: "1.5", cursor: "ns-resize" },
  "& .tg-event": {
    display: "flex",
    flexDirection: "column",
    alignItems: "stretch",
    gap: "0",
    width: "full",
    height: "full",
    minWidth: "0",
    overflow: "hidden",
    paddingInline: "1.5",
    paddingBlock: "1",
    borderRadius: "md",
    borderInlineStartWidth: "3px",
    textAlign: "start",
    fontSize: "xs",
    lineHeight: "1.3",
    color: "fg",
    cursor: "pointer",
    _hover: { filter: "brightness(0.95)" },
    _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "1px" },
  },
  "& .tg-event[data-compact]": { flexDirection: "row", alignItems: "center", gap: "1" },
  "& .tg-event[data-all-day]": { height: "auto", paddingBlock: "0.5", marginBottom: "0.5" },
  "& .tg-event-title, & .tg-event-time": { minWidth: "0", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  "& .tg-event-title": { fontWeight: "semibold", flexShrink: 1 },
  "& .tg-event-time": { color: "fg.muted", flexShrink: 0, fontSize: "2xs" },
} as const;

const HOUR_LABEL_STYLES = {
  "& > span": { position: "absolute", insetEnd: "1.5", fontSize: "2xs", color: "fg.muted", lineHeight: "1" },
} as const;

function DayColumn({ day, occurrences, now, onOpen, onSlot, busy, draggable, preview, origin }: DayColumnProps) {
  const placed = layoutDay(day, occurrences);
  const slots = DAY_MINUTES / SLOT_MINUTES;
  const nextDay = addDays(day, 1);
  const bands = busy.map((b) => withinDay(day, b.start, b.end)).filter((b) => b != null);
  const creating = preview?.kind === "create" ? withinDay(day, preview.start, preview.end) : null;
  const moved = origin && preview && (preview.start.getTime() !== origin.start.getTime() || preview.end.getTime() !== origin.end.getTime());
  const was = moved ? withinDay(day, origin.start, origin.end) : null;
  return (
    <Box position="relative" borderInlineStartWidth="1px" borderColor="border.muted" css={SLOT_STYLES} data-testid="grid-day" data-date={dayKey(day)}>
      {bands.map(({ top, bottom }) => (
        <Box
          key={`${top}-${bottom}`}
          position="absolute"
          insetInline="0"
          pointerEvents="none"
          style={{
            top: px(top),
            height: px(bottom - top),
            backgroundImage: "repeating-linear-gradient(135deg, var(--chakra-colors-bg-emphasized) 0 5px, transparent 5px 10px)",
          }}
          bg="bg.muted"
          opacity={0.9}
          title={CALENDAR_TEXTS.busy}
          data-testid="busy-band"
        />
      ))}
      {Array.from({ length: slots }, (_, i) => {
        const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, i * SLOT_MINUTES);
        if (start >= nextDay) return null;
        const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
        return (
          <div
            key={i}
            className={i % 2 === 0 ? "tg-slot tg-hour" : "tg-slot"}
            style={{ top: (i * HOUR_PX) / 2 }}
            onClick={() => onSlot(start, end)}
            title={bands.some((b) => b.top < i * SLOT_MINUTES + SLOT_MINUTES && b.bottom > i * SLOT_MINUTES) ? `${CALENDAR_TEXTS.busy} · ${CALENDAR_TEXTS.newEventAt(formatEventStart(start))}` : CALENDAR_TEXTS.newEventAt(formatEventStart(start))}
            data-testid="time-slot"
            data-start={start.toISOString()}
          />
        );
      })}
      {placed.map(({ occurrence, top, bottom, column, columns }) => {
        const dragged = preview != null && preview.kind !== "create" && preview.occurrenceId === occurrence.id;
        const endsHere = minutesInto(day, occurrenceTimes(occurrence).end) <= DAY_MINUTES;
        return (
          <div
            key={occurrence.id}
            className="tg-block"
            style={{ top: px(top), height: Math.max(px(bottom - top) - 2, 16), left: `calc(${(column / columns) * 100}% + 2px)`, width: `calc(${100 / columns}% - 4px)` }}
            data-drag={draggable ? "move" : undefined}
            data-occurrence-id={occurrence.id}
            data-testid="grid-block"
            data-dragged={dragged || undefined}
          >
            <EventButton occurrence={occurrence} onOpen={onOpen} short={bottom - top < 45} />
            {draggable && endsHere ? (
              <div
                className="tg-resize"
                data-drag="resize"
                data-occurrence-id={occurrence.id}
                data-testid="resize-handle"
                title={CALENDAR_TEXTS.resizeHandle}
                aria-hidden="true"
              />
            ) : null}
          </div>
        );
      })}
      {was ? (
        <Box
          position="absolute"
          insetInline="2px"
          pointerEvents="none"
          borderRadius="md"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="border.emphasized"
          style={{ top: px(was.top), height: Math.max(px(was.bottom - was.top) - 2, 16) }}
          data-testid="drag-origin"
        />
      ) : null}
      {creating ? (
        <Box
          position="absolute"
          insetInline="2px"
          zIndex={3}
          pointerEvents="none"
          borderRadius="md"
          borderWidth="1px"
          borderColor="brand.solid"
          bg="brand.subtle"
          opacity={0.9}
          px="1.5"
          py="1"
          style={{ top: px(creating.top), height: Math.max(px(creating.bottom - creating.top), 12) }}
          data-testid="drag-preview"
        >
          <Text fontSize="2xs" fontWeight="semibold" color="brand.fg">
            {`${formatEventTime(preview?.start)} – ${formatEventTime(preview?.end)}`}
          </Text>
        </Box>
      ) : null}
      {now ? (
        <Box position="absolute" insetInline="0" zIndex={2} pointerEvents="none" style={{ top: (minutesInto(day, now) / 60) * HOUR_PX }} data-testid="now-line" role="img" aria-label={CALENDAR_TEXTS.now}>
          <Box position="absolute" insetInline="0" h="2px" bg="red.solid" />
          <Box position="absolute" boxSize="2.5" borderRadius="full" bg="red.solid" style={{ left: -5, top: -4 }} />
        </Box>
      ) : null}
    </Box>
  );
}

/** An occurrence in the grid: its colour, title and times; a click opens its details. */
function EventButton({ occurrence, onOpen, allDay = false, short = false }: { occurrence: Occurrence; onOpen: TimeGridProps["onOpen"]; allDay?: boolean; short?: boolean }) {
  const { event } = occurrence;
  const time = `${formatEventTime(occurrence.startTime)} – ${formatEventTime(occurrence.endTime)}`;
  return (
    <button
      type="button"
      className="tg-event"
      data-compact={short || allDay ? "" : undefined}
      data-all-day={allDay ? "" : undefined}
      style={{ borderInlineStartColor: event.color, backgroundColor: `color-mix(in srgb, ${event.color} 18%, var(--chakra-colors-bg-panel))` }}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(occurrence);
      }}
      aria-label={`${event.title}, ${allDay ? CALENDAR_TEXTS.allDay : `${formatEventStart(occurrence.startTime)} – ${formatEventTime(occurrence.endTime)}`}`}
      title={allDay ? event.title : `${time} ${event.title}`}
      data-testid="grid-event"
      data-event-id={event.id}
      data-start={occurrence.startTime as string}
    >
      <span className="tg-event-title" aria-hidden="true">
        {event.title}
      </span>
      {allDay ? null : (
        <span className="tg-event-time" aria-hidden="true">
          {short ? formatEventTime(occurrence.startTime) : time}
        </span>
      )}
    </button>
  );
}
