/**
 * "This event" edits of one occurrence of a series made at the same moment: the first writes the occurrence's
 * override, the others find it and apply their change to it (as if they came one after the other), none answers 500.
 */
import { eachTestWithTenant, gql, rest, waitFor, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const WEEKLY = {
  title: "Weekly check-in", startTime: "2030-02-04T09:00:00Z", endTime: "2030-02-04T09:30:00Z", timeZone: "Europe/Berlin",
  isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1",
};

it("parallel REST edits of one occurrence all succeed on one override, none answers 500", async () => {
  const e = (await rest(t.app, a, "POST", "/api/calendar", WEEKLY)).body;
  const url = `/api/calendar/${e.id}?occurrence=2030-02-11T09:00:00Z&scope=this`;
  const answers = (await Promise.all(["11", "18", "25"].map((day) => Promise.all(Array.from({ length: 8 }, (_, i) =>
    rest(t.app, a, "PUT", url.replace("02-11", `02-${day}`), { title: `Edit ${i}` })))))).flat();
  expect(answers.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
  expect(answers.some((r) => r.status === 200)).toBe(true);
  for (const r of answers.filter((x) => x.status === 409)) expect(r.body.message).toBe("This calendar event was changed at the same time. Reload it and try again.");
  const overrides = await t.app.resources.prisma.calendarEvent.findMany({ where: { userId: a.user.id, parentEventId: e.id }, orderBy: { recurrenceId: "asc" } });
  expect(overrides.map((o) => o.recurrenceId?.toISOString())).toEqual(["2030-02-11T09:00:00.000Z", "2030-02-18T09:00:00.000Z", "2030-02-25T09:00:00.000Z"]);
});

it("an edit whose override another request inserts first (committed while it waits on the key) is applied to that override", async () => {
  const e = (await rest(t.app, a, "POST", "/api/calendar", WEEKLY)).body;
  const db = t.app.resources.prisma;
  let release!: () => void;
  const released = new Promise<void>((r) => { release = r; });
  let inserted!: () => void;
  const holding = new Promise<void>((r) => { inserted = r; });
  // the other request: its override inserted, its transaction still open while ours writes
  const other = db.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO calendar_events ("userId", title, "startTime", "endTime", "timeZone", "parentEventId", "recurrenceId", uid, "attendeeEmails")
      SELECT "userId", 'First edit', ${new Date("2030-02-11T09:00:00Z")}, ${new Date("2030-02-11T09:30:00Z")}, "timeZone", id, ${new Date("2030-02-11T09:00:00Z")}, uid, '{}'
      FROM calendar_events WHERE id = ${e.id}::uuid`;
    inserted();
    await released;
  }, { timeout: 30_000 });
  await holding;
  const answer = rest(t.app, a, "PUT", `/api/calendar/${e.id}?occurrence=2030-02-11T09:00:00Z&scope=this`, { location: "Room 2" });
  // ours waits on the unique key of (parentEventId, recurrenceId) until the other commits
  await waitFor("our insert waiting on the key", async () => (await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%calendar_events%'`)[0].n > 0);
  release();
  await other;
  const r = await answer;
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ title: "First edit", location: "Room 2", parentEventId: e.id });
  expect(await db.calendarEvent.count({ where: { userId: a.user.id, parentEventId: e.id } })).toBe(1);
});

it("parallel GraphQL edits of one occurrence answer the event or the conflict, never an unexpected error", async () => {
  const e = (await rest(t.app, a, "POST", "/api/calendar", WEEKLY)).body;
  const mutation = `mutation($input: UpdateCalendarEventInput!) {
    updateCalendarEvent(input: $input) {
      __typename ... on UpdateCalendarEventPayload { calendarEvent { title } } ... on Error { message } } }`;
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => gql(t.app, a, mutation, {
    input: { id: globalId("CalendarEvent", e.id), location: `Room ${i}`, occurrence: "2030-02-18T09:00:00Z", scope: "this" } })));
  for (const r of answers) {
    expect(r.errors).toBeUndefined();
    expect(["UpdateCalendarEventPayload", "ConflictError"]).toContain(r.data.updateCalendarEvent.__typename);
  }
  expect(await t.app.resources.prisma.calendarEvent.count({ where: { userId: a.user.id, parentEventId: e.id } })).toBe(1);
});
