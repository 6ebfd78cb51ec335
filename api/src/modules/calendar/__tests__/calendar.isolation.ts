import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeClient } from "../../client/__tests__/factory";
import { makeEvent } from "./factory";
import { contextOf } from "../../../../test/harness";
import { feedUrl } from "../calendar.feed";
import { rsvpLinks } from "../calendar.rsvp-links";

/** The token with its first character changed. */
const flip = (token: string) => (token[0] === "A" ? "B" : "A") + token.slice(1);

export const calendarIsolation: IsolationSuite = {
  name: "calendar",
  seed: async (t, a) => {
    const c = await makeClient(t.app, a, { name: "A's calendar client" });
    const e = await makeEvent(t.app, a, { title: "A's secret event", clientId: c.id, attendeeEmails: ["a-guest@example.com"] });
    const series = await makeEvent(t.app, a, { title: "A's secret series", isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1" });
    const url = await feedUrl(await contextOf(t.app, a));
    const rsvp = (await rsvpLinks(t.app.resources, { id: e.id, userId: a.user.id }, ["a-guest@example.com"])).get("a-guest@example.com")!;
    return {
      ids: { event: e.id, eventClient: c.id, series: series.id, feedToken: /feed\/([^/]+)\.ics$/.exec(url)![1], rsvpToken: /\/rsvp\/(.+)$/.exec(rsvp)![1] },
      gids: { event: globalId("CalendarEvent", e.id), eventClient: globalId("Client", c.id), series: globalId("CalendarEvent", series.id) },
    };
  },
  rest: {
    "GET /api/calendar": () => ({ url: "/api/calendar?from=2029-12-01T00:00:00Z&to=2030-03-01T00:00:00Z", expectStatus: 200 }),
    // B cannot link an event to A's client
    "POST /api/calendar": (s) => ({ url: "/api/calendar", body: { title: "B's", startTime: "2030-01-07T10:00:00Z", endTime: "2030-01-07T11:00:00Z", clientId: s.ids.eventClient } }),
    "PUT /api/calendar/:id": (s) => ({ url: `/api/calendar/${s.ids.series}?occurrence=2030-01-14T10:00:00Z&scope=this`, body: { title: "hijacked" } }),
    "DELETE /api/calendar/:id": (s) => ({ url: `/api/calendar/${s.ids.series}?occurrence=2030-01-14T10:00:00Z&scope=this` }),
    "GET /api/calendar/providers": () => ({ url: "/api/calendar/providers", expectStatus: 200 }),
    // B's own calendar only: none connected (A's connection is never read for B)
    "GET /api/calendar/busy": () => ({ url: "/api/calendar/busy?from=2030-01-01T00:00:00Z&to=2030-01-08T00:00:00Z", expectStatus: 400 }),
    // the event is checked before the provider and the platform: A's event is as unknown to B as a missing one
    "POST /api/calendar/sync": (s) => ({ url: "/api/calendar/sync", body: { eventId: s.ids.event, providerType: "caldav" } }),
    // B's own calendar only: none connected, so Sync now is refused (A's connection is never pulled for B)
    "POST /api/calendar/pull": () => ({ url: "/api/calendar/pull", body: {}, expectStatus: 400 }),
    "POST /api/calendar/meeting-link": (s) => ({ url: "/api/calendar/meeting-link", body: { eventId: s.ids.event, platform: "zoom" } }),
    // B's own feed: never A's
    "GET /api/calendar/feed": () => ({ url: "/api/calendar/feed", expectStatus: 200 }),
    "POST /api/calendar/feed/regenerate": () => ({ url: "/api/calendar/feed/regenerate", body: {}, expectStatus: 200 }),
    // B's own calendar settings: never A's week start
    "GET /api/settings/calendar": () => ({ url: "/api/settings/calendar", expectStatus: 200 }),
    "PUT /api/settings/calendar": () => ({ url: "/api/settings/calendar", body: { weekStart: "sunday" }, expectStatus: 200 }),
  },
  public: {
    "GET /api/calendar/feed/:token.ics": (s) => [
      { url: "/api/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics" },
      { url: `/api/calendar/feed/${flip(s.ids.feedToken)}.ics` },
      { url: "/api/calendar/feed/short.ics" },
    ],
    // an attendee's RSVP page: a wrong token opens nothing, and answers nothing
    "GET /rsvp/:token": (s) => ["A".repeat(43), flip(s.ids.rsvpToken), "short"].map((tk) => ({ url: `/rsvp/${tk}` })),
    "POST /rsvp/:token": (s) => ["A".repeat(43), flip(s.ids.rsvpToken), "short"].map((tk) => ({ url: `/rsvp/${tk}`, body: { answer: "accepted" } })),
  },
  graphql: {
    "User.calendarBusy": () => ({ query: `{ viewer { calendarBusy(from: "2030-01-01T00:00:00Z", to: "2030-01-08T00:00:00Z") { start end } } }` }),
    "Mutation.createCalendarEvent": (s) => ({
      query: `mutation($c: ID!) { createCalendarEvent(input: { title: "B's", startTime: "2030-01-07T10:00:00Z", endTime: "2030-01-07T11:00:00Z", clientId: $c }) { __typename } }`,
      variables: { c: s.gids.eventClient }, expectTypename: "NotFoundError",
    }),
    "Mutation.updateCalendarEvent": (s) => ({ query: `mutation($id: ID!) { updateCalendarEvent(input: { id: $id, title: "hijacked" }) { __typename } }`,
      variables: { id: s.gids.event }, expectTypename: "NotFoundError" }),
    "Mutation.syncCalendarEvent": (s) => ({ query: `mutation($id: ID!) { syncCalendarEvent(input: { id: $id, providerType: "caldav" }) { __typename } }`,
      variables: { id: s.gids.event }, expectTypename: "NotFoundError" }),
    "Mutation.addMeetingLink": (s) => ({ query: `mutation($id: ID!) { addMeetingLink(input: { id: $id, platform: zoom }) { __typename } }`,
      variables: { id: s.gids.event }, expectTypename: "NotFoundError" }),
    "Mutation.pullCalendar": () => ({ query: `mutation { pullCalendar { __typename } }`, expectTypename: "ValidationError" }),
    "Mutation.regenerateCalendarFeed": () => ({ query: `mutation { regenerateCalendarFeed { __typename } }`, expectTypename: "RegenerateCalendarFeedPayload" }),
    "Mutation.deleteCalendarEvent": (s) => ({ query: `mutation($id: ID!) { deleteCalendarEvent(input: { id: $id, occurrence: "2030-01-14T10:00:00Z", scope: this }) { __typename } }`,
      variables: { id: s.gids.series }, expectTypename: "NotFoundError" }),
  },
  nodes: { CalendarEvent: (s) => s.gids.event },
};
