import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeClient } from "../../client/__tests__/factory";
import { makeEvent } from "./factory";

export const calendarIsolation: IsolationSuite = {
  name: "calendar",
  seed: async (t, a) => {
    const c = await makeClient(t.app, a, { name: "A's calendar client" });
    const e = await makeEvent(t.app, a, { title: "A's secret event", clientId: c.id, attendeeEmails: ["a-guest@example.com"] });
    const series = await makeEvent(t.app, a, { title: "A's secret series", isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1" });
    return {
      ids: { event: e.id, eventClient: c.id, series: series.id },
      gids: { event: globalId("CalendarEvent", e.id), eventClient: globalId("Client", c.id), series: globalId("CalendarEvent", series.id) },
    };
  },
  rest: {
    "GET /api/calendar": () => ({ url: "/api/calendar?from=2029-12-01T00:00:00Z&to=2030-03-01T00:00:00Z", expectStatus: 200 }),
    // B cannot link an event to A's client
    "POST /api/calendar": (s) => ({ url: "/api/calendar", body: { title: "B's", startTime: "2030-01-07T10:00:00Z", endTime: "2030-01-07T11:00:00Z", clientId: s.ids.eventClient } }),
    "PUT /api/calendar/:id": (s) => ({ url: `/api/calendar/${s.ids.series}?occurrence=2030-01-14T10:00:00Z&scope=this`, body: { title: "hijacked" } }),
    "DELETE /api/calendar/:id": (s) => ({ url: `/api/calendar/${s.ids.series}?occurrence=2030-01-14T10:00:00Z&scope=this` }),
  },
  graphql: {
    "Mutation.createCalendarEvent": (s) => ({
      query: `mutation($c: ID!) { createCalendarEvent(input: { title: "B's", startTime: "2030-01-07T10:00:00Z", endTime: "2030-01-07T11:00:00Z", clientId: $c }) { __typename } }`,
      variables: { c: s.gids.eventClient }, expectTypename: "NotFoundError",
    }),
    "Mutation.updateCalendarEvent": (s) => ({ query: `mutation($id: ID!) { updateCalendarEvent(input: { id: $id, title: "hijacked" }) { __typename } }`,
      variables: { id: s.gids.event }, expectTypename: "NotFoundError" }),
    "Mutation.deleteCalendarEvent": (s) => ({ query: `mutation($id: ID!) { deleteCalendarEvent(input: { id: $id, occurrence: "2030-01-14T10:00:00Z", scope: this }) { __typename } }`,
      variables: { id: s.gids.series }, expectTypename: "NotFoundError" }),
  },
  nodes: { CalendarEvent: (s) => s.gids.event },
};
