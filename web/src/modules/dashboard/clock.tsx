import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { safeTimeZone } from "@common/timezone";

/** How often relative times ('5 minutes ago') and today's date are re-evaluated. */
const CLOCK_TICK_MS = 30_000;

interface Clock {
  now: Date;
  /** The viewer's IANA time zone (undefined: the browser's). */
  timeZone: string | undefined;
}

const ClockContext = createContext<Clock>({ now: new Date(), timeZone: undefined });

/** Gives the dashboard one shared clock that ticks every 30 s, and the viewer's time zone. */
export function DashboardClock({ timeZone, children }: { timeZone: string | null | undefined; children: ReactNode }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(id);
  }, []);
  return <ClockContext.Provider value={{ now, timeZone: safeTimeZone(timeZone) }}>{children}</ClockContext.Provider>;
}

export const useClock = () => useContext(ClockContext);
