import { useCallback, useEffect, useMemo, useState } from "react";
import type { Occurrence } from "./CalendarRange";
import type { ScopeQuestion } from "./OccurrenceScopeDialog";
import { useUpdateCalendarEventMutation } from "./useUpdateCalendarEventMutation";

/** An occurrence dragged to new times, waiting for its scope or its save. */
export interface PendingMove {
  occurrence: Occurrence;
  start: Date;
  end: Date;
}

interface Moved {
  startTime: string;
  endTime: string;
  /** the times it was read with: once saved, the new ones show until the range read again has them */
  fromStart: string;
  fromEnd: string;
  saved: boolean;
}

/**
 * Occurrences dragged in the time grid: shown at once at their new times, then saved through the event's update
 * (an occurrence of a series first asks 'This event' or 'All events': the former writes that occurrence's override).
 * A refused or failed save puts the occurrence back (the update's error toast says why); a cancelled question too.
 */
export function useOccurrenceMoves() {
  const [update] = useUpdateCalendarEventMutation();
  const [moved, setMoved] = useState<Record<string, Moved>>({});
  const [question, setQuestion] = useState<ScopeQuestion<PendingMove> | null>(null);

  const forget = useCallback((id: string) => {
    setMoved((m) => {
      const { [id]: _gone, ...rest } = m;
      return rest;
    });
  }, []);

  const save = useCallback(
    async ({ occurrence, start, end }: PendingMove, scope?: "this" | "all") => {
      const { event } = occurrence;
      const outcome = await update({
        id: event.id,
        unchangedSince: event.updatedAt,
        ...(scope ? { occurrence: occurrence.occurrenceOf, scope } : {}),
        startTime: start.toISOString(),
        endTime: end.toISOString(),
      });
      if (outcome.ok) setMoved((m) => (m[occurrence.id] ? { ...m, [occurrence.id]: { ...m[occurrence.id], saved: true } } : m));
      else forget(occurrence.id);
    },
    [update, forget],
  );

  const move = useCallback(
    (occurrence: Occurrence, start: Date, end: Date) => {
      const times = { startTime: start.toISOString(), endTime: end.toISOString() };
      setMoved((m) => ({ ...m, [occurrence.id]: { ...times, fromStart: occurrence.startTime as string, fromEnd: occurrence.endTime as string, saved: false } }));
      if (occurrence.occurrenceOf) setQuestion({ action: "move", occurrence: { occurrence, start, end } });
      else void save({ occurrence, start, end });
    },
    [save],
  );

  /** The occurrences as the moves under way show them. */
  const apply = useCallback(
    (occurrences: readonly Occurrence[]): readonly Occurrence[] => {
      if (Object.keys(moved).length === 0) return occurrences;
      return occurrences.map((o) => {
        const m = moved[o.id];
        // a saved move shows until the range is read again with its new times
        if (!m || (m.saved && (o.startTime !== m.fromStart || o.endTime !== m.fromEnd))) return o;
        return { ...o, startTime: m.startTime, endTime: m.endTime };
      });
    },
    [moved],
  );

  return {
    move,
    apply,
    /** Forgets the saved moves the range read again no longer needs (its occurrences have changed). */
    settle: useCallback((occurrences: readonly Occurrence[]) => {
      setMoved((m) => {
        const stale = Object.entries(m).filter(([id, v]) => {
          if (!v.saved) return false;
          const o = occurrences.find((x) => x.id === id);
          return !o || o.startTime !== v.fromStart || o.endTime !== v.fromEnd;
        });
        if (stale.length === 0) return m;
        const next = { ...m };
        for (const [id] of stale) delete next[id];
        return next;
      });
    }, []),
    scopeDialog: useMemo(
      () => ({
        question,
        onAnswer: (scope: "this" | "all", q: ScopeQuestion<PendingMove>) => void save(q.occurrence, scope),
        onClose: () => setQuestion(null),
        onCancel: (q: ScopeQuestion<PendingMove>) => forget(q.occurrence.occurrence.id),
      }),
      [question, save, forget],
    ),
  };
}

/** Forgets saved moves once the occurrences read again have them. */
export function useSettledMoves(occurrences: readonly Occurrence[], settle: (occurrences: readonly Occurrence[]) => void) {
  useEffect(() => settle(occurrences), [occurrences, settle]);
}
