import { builder } from "../../graphql/builder";
import { hubBlock } from "../../graphql/hub";

// The upcoming events blocks of a client's hub and a project's page (graphql/hub.ts): events that have not ended, a
// series by its first occurrence, soonest first.
const upcoming = () => ({ endTime: { gte: new Date() }, parentEventId: null });
const soonest = [{ startTime: "asc" as const }, { id: "asc" as const }];
builder.prismaObjectFields("Client", (t) => ({
  upcomingEvents: t.relatedConnection("calendarEvents",
    hubBlock("The client's events that have not ended (series by their first occurrence), soonest first.", upcoming, soonest)),
}));
builder.prismaObjectFields("Project", (t) => ({
  upcomingEvents: t.relatedConnection("calendarEvents",
    hubBlock("The project's events that have not ended (series by their first occurrence), soonest first.", upcoming, soonest)),
}));
