import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from "react";
import { occurrenceTimes, type Occurrence } from "./CalendarRange";
import { minutesInto } from "./calendarView";

/*
 * The time grid's pointer gestures (mouse, pen and touch): drag on an empty slot to create an event over the dragged
 * range, drag an event to move it (to another day of the week too), drag its bottom edge to change its end. Times
 * snap to 15 minutes. A mouse or a pen drags once it has moved a few pixels; a finger holds still a moment first (a
 * swipe scrolls the grid). Escape cancels a drag under way. A press that never became a drag stays a click.
 */

/** Minutes a dragged time snaps to. */
const SNAP_MINUTES = 15;
const DAY_MINUTES = 1440;
/** Pixels a mouse or pen moves before a press becomes a drag. */
const DRAG_THRESHOLD_PX = 4;
/** How long a finger holds still before it drags (ms), and how far it may wander meanwhile (px). */
const TOUCH_HOLD_MS = 350;
const TOUCH_SLOP_PX = 8;

const floorTo = (m: number) => Math.floor(m / SNAP_MINUTES) * SNAP_MINUTES;
const ceilTo = (m: number) => Math.ceil(m / SNAP_MINUTES) * SNAP_MINUTES;
const roundTo = (m: number) => Math.round(m / SNAP_MINUTES) * SNAP_MINUTES;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The local time `minutes` after the midnight starting `day` (a wall-clock time, across daylight-saving changes). */
const atMinutes = (day: Date, minutes: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, minutes);

/** What a drag shows while under way: a new event's range, or an occurrence at its new times. */
export type DragPreview = { kind: "create"; day: number; start: Date; end: Date } | { kind: "move" | "resize"; occurrenceId: string; start: Date; end: Date };

interface Gesture {
  kind: "create" | "move" | "resize";
  pointerId: number;
  touch: boolean;
  x0: number;
  y0: number;
  active: boolean;
  cancelled: boolean;
  /** the column pressed and the minutes into its day */
  day: number;
  minutes: number;
  occurrence?: Occurrence;
  /** a move: minutes from the occurrence's start to the pointer, on the day pressed */
  grab?: number;
  timer?: number;
  preview?: DragPreview;
}

interface GridDragOptions {
  /** The element holding the day columns (`[data-testid=grid-day]`, in the order of `days`). */
  body: RefObject<HTMLElement | null>;
  days: Date[];
  hourPx: number;
  occurrences: readonly Occurrence[];
  onCreate: (start: Date, end: Date) => void;
  onMove: (occurrence: Occurrence, start: Date, end: Date) => void;
}

/** A point of the grid: the day column under it (the nearest one at the sides) and the minutes into that day. */
function locate(body: HTMLElement, hourPx: number, x: number, y: number, column?: number): { day: number; minutes: number } | null {
  const columns = Array.from(body.querySelectorAll<HTMLElement>('[data-testid="grid-day"]'));
  if (columns.length === 0) return null;
  const rects = columns.map((c) => c.getBoundingClientRect());
  let day = column ?? rects.findIndex((r) => x >= r.left && x < r.right);
  if (day < 0) day = x < rects[0].left ? 0 : columns.length - 1;
  return { day, minutes: clamp(((y - rects[day].top) / hourPx) * 60, 0, DAY_MINUTES) };
}

/** The new times a gesture's pointer position stands for. */
function previewAt(g: Gesture, at: { day: number; minutes: number }, days: Date[]): DragPreview | undefined {
  if (g.kind === "create") {
    const lo = floorTo(Math.min(g.minutes, at.minutes));
    const hi = Math.max(ceilTo(Math.max(g.minutes, at.minutes)), lo + SNAP_MINUTES);
    return { kind: "create", day: g.day, start: atMinutes(days[g.day], lo), end: atMinutes(days[g.day], Math.min(hi, DAY_MINUTES)) };
  }
  const o = g.occurrence as Occurrence;
  const { start, end } = occurrenceTimes(o);
  if (g.kind === "move") {
    const startMinutes = clamp(roundTo(at.minutes - (g.grab ?? 0)), 0, DAY_MINUTES - SNAP_MINUTES);
    const newStart = atMinutes(days[at.day], startMinutes);
    return { kind: "move", occurrenceId: o.id, start: newStart, end: new Date(newStart.getTime() + (end.getTime() - start.getTime())) };
  }
  const newEnd = atMinutes(days[at.day], roundTo(at.minutes));
  const shortest = new Date(start.getTime() + SNAP_MINUTES * 60_000);
  return { kind: "resize", occurrenceId: o.id, start, end: newEnd < shortest ? shortest : newEnd };
}

/**
 * The grid's drag gestures: `onPointerDown` for the element holding the columns, the drag's preview to draw, and
 * `clickSuppressed()` for the click a finished or cancelled drag leaves behind (it must not open or create anything).
 */
export function useGridDrag({ body, days, hourPx, occurrences, onCreate, onMove }: GridDragOptions) {
  const [preview, setPreview] = useState<DragPreview | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const detach = useRef<(() => void) | null>(null);
  const latest = useRef({ days, hourPx, occurrences, onCreate, onMove });
  latest.current = { days, hourPx, occurrences, onCreate, onMove };

  const end = useCallback(() => {
    const g = gesture.current;
    if (g?.timer) window.clearTimeout(g.timer);
    gesture.current = null;
    detach.current?.();
    detach.current = null;
    setPreview(null);
  }, []);

  useEffect(() => end, [end]);

  const onPointerDown = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0 || gesture.current || !body.current) return;
    const target = e.target as HTMLElement;
    const handle = target.closest<HTMLElement>("[data-drag]");
    const kind = handle ? (handle.dataset.drag as "move" | "resize") : "create";
    const touch = e.pointerType === "touch";
    // a finger on an empty slot scrolls, or taps a new event: creating by dragging is for a mouse or a pen
    if (kind === "create" && (touch || !target.closest('[data-testid="grid-day"]'))) return;
    const at = locate(body.current, latest.current.hourPx, e.clientX, e.clientY);
    if (!at) return;
    const g: Gesture = { kind, pointerId: e.pointerId, touch, x0: e.clientX, y0: e.clientY, active: false, cancelled: false, ...at };
    if (kind !== "create") {
      const occurrence = latest.current.occurrences.find((o) => o.id === handle?.dataset.occurrenceId);
      if (!occurrence) return;
      g.occurrence = occurrence;
      const { start } = occurrenceTimes(occurrence);
      g.grab = at.minutes - minutesInto(latest.current.days[at.day], start);
    }
    const activate = () => {
      g.active = true;
      g.preview = previewAt(g, { day: g.day, minutes: g.minutes }, latest.current.days);
      setPreview(g.preview ?? null);
    };
    if (touch) g.timer = window.setTimeout(activate, TOUCH_HOLD_MS);

    const onMoveEvent = (ev: PointerEvent) => {
      if (ev.pointerId !== g.pointerId || g.cancelled || !body.current) return;
      const distance = Math.hypot(ev.clientX - g.x0, ev.clientY - g.y0);
      if (!g.active) {
        if (g.touch) {
          // the finger moved before holding still: a scroll, not a drag
          if (distance > TOUCH_SLOP_PX) end();
          return;
        }
        if (distance < DRAG_THRESHOLD_PX) return;
        g.active = true;
      }
      ev.preventDefault();
      const point = locate(body.current, latest.current.hourPx, ev.clientX, ev.clientY, g.kind === "create" ? g.day : undefined);
      if (!point) return;
      g.preview = previewAt(g, point, latest.current.days);
      setPreview(g.preview ?? null);
    };
    const onUp = (ev: PointerEvent) => {
      if (ev.pointerId !== g.pointerId) return;
      const { active, cancelled, preview: last, occurrence } = g;
      end();
      if (!active && !cancelled) return;
      // the click that follows the release belongs to the drag
      suppressClick.current = true;
      window.setTimeout(() => {
        suppressClick.current = false;
      }, 0);
      if (cancelled || !last) return;
      if (last.kind === "create") latest.current.onCreate(last.start, last.end);
      else if (occurrence) {
        const { start, end: stop } = occurrenceTimes(occurrence);
        if (last.start.getTime() !== start.getTime() || last.end.getTime() !== stop.getTime()) latest.current.onMove(occurrence, last.start, last.end);
      }
    };
    const onCancel = (ev: PointerEvent) => {
      if (ev.pointerId === g.pointerId) end();
    };
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key !== "Escape" || !g.active) return;
      ev.preventDefault();
      ev.stopPropagation();
      g.cancelled = true;
      g.preview = undefined;
      setPreview(null);
    };
    // while a finger drags, the grid must not scroll
    const onTouchMove = (ev: TouchEvent) => {
      if (g.active) ev.preventDefault();
    };
    window.addEventListener("pointermove", onMoveEvent);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
    window.addEventListener("keydown", onKey, true);
    window.addEventListener("touchmove", onTouchMove, { passive: false });
    detach.current = () => {
      window.removeEventListener("pointermove", onMoveEvent);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
      window.removeEventListener("keydown", onKey, true);
      window.removeEventListener("touchmove", onTouchMove);
    };
    gesture.current = g;
  }, [body, end]);

  const clickSuppressed = useCallback(() => suppressClick.current, []);
  return { preview, onPointerDown, clickSuppressed };
}

/** The occurrences as a drag under way shows them: the dragged one at its new times. */
export function withPreview(occurrences: readonly Occurrence[], preview: DragPreview | null): readonly Occurrence[] {
  if (!preview || preview.kind === "create") return occurrences;
  return occurrences.map((o) => (o.id === preview.occurrenceId ? { ...o, startTime: preview.start.toISOString(), endTime: preview.end.toISOString() } : o));
}
