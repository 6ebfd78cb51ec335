import { createContext, useContext } from "react";
import { toast } from "../../components/toaster";
import { withRefusal, type MutationOutcome } from "../../relay/mutationResult";

/**
 * Refreshes what the calendar shows from the server after a change (the month view's occurrences): a change to one
 * occurrence or to a series moves more than the record the mutation answers with.
 */
export const CalendarRefreshContext = createContext<() => void>(() => {});

/** The screen's refresh: call it after a change the month view must show. */
export function useCalendarRefresh(): () => void {
  return useContext(CalendarRefreshContext);
}

/**
 * The 'Error' toast of a refused or failed calendar change: the server's message when it gave one (the field it
 * refused, the record changed meanwhile or gone), else `fallback`; a refusal's reason (a quota) on a second line.
 */
export function showCalendarFailure(fallback: string, outcome: MutationOutcome): void {
  if (outcome.ok || outcome.silent) return;
  const message = outcome.validationMessage ?? outcome.detail ?? fallback;
  toast.error({ title: "Error", description: withRefusal(message, outcome) });
}
