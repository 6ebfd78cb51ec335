// The calendar's events in the workspace search (search/registry.ts): singles and series, not their overrides.
import { registerSearch } from "../../search/registry";
import { CalendarEventRef } from "./calendar.schema";

registerSearch({
  type: "event", node: "CalendarEvent", ref: CalendarEventRef, delegate: "calendarEvent", table: "calendar_events",
  fields: { A: ["title"], B: ["location"], D: ["description"] },
  vector: `search_vector_calendar_events(t."title", t."location", t."description")`,
  title: `t."title"`,
  subtitle: `coalesce(t."location", to_char(t."startTime" AT TIME ZONE t."timeZone", 'YYYY-MM-DD HH24:MI'))`,
  trigram: `search_fold(t."title")`,
  where: `t."parentEventId" IS NULL`,
  url: (id) => `/calendar?event=${id}`,
});
