import { eachTestWithTenant, gql, registerUser, statementsFor10And50, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { backgroundDispatches } from "../../../jobs/outbox";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { hubOccurrences } from "../calendar.hub";
import { makeEvent } from "./factory";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A time `hours` from now, on the minute. */
const fromNow = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);
const event = (s: Session, title: string, startHours: number, more: Record<string, unknown> = {}) =>
  makeEvent(t.app, s, { title, startTime: fromNow(startHours).toISOString(), endTime: fromNow(startHours + 1).toISOString(), ...more });

const CLIENT = `query($id: ID!, $first: Int) { node(id: $id) { ... on Client { id
  eventOccurrences(first: $first) { edges { node { id startTime endTime occurrenceOf event { id title client { id } } } } } } } }`;
const PROJECT = `query($id: ID!) { node(id: $id) { ... on Project { id eventOccurrences { edges { node { startTime event { title } } } } } } }`;

const rowsOf = (res: { data: { node: { eventOccurrences: { edges: { node: Row }[] } } } }) => res.data.node.eventOccurrences.edges.map((e) => e.node);
type Row = { startTime: string; occurrenceOf: string | null; event: { title: string; client: { id: string } | null } };
const titles = (rows: Row[]) => rows.map((r) => r.event.title);

describe("a client's and a project's events", () => {
  it("lists the client's linked events and those its e-mail is invited to, not ended first (soonest first), then past ones", async () => {
    const client = await makeClient(t.app, a, { name: "Lucía", email: "Lucia@Brightline.test" });
    const other = await makeClient(t.app, a, { name: "Other", email: "other@brightline.test" });
    await event(a, "Linked later", 48, { clientId: client.id });
    await event(a, "Invited soon", 2, { attendeeEmails: ["lucia@brightline.test", "x@brightline.test"] });
    await event(a, "Linked past", -30, { clientId: client.id });
    await event(a, "Invited past", -72, { attendeeEmails: ["lucia@brightline.test"] });
    await event(a, "Other client's", 3, { clientId: other.id, attendeeEmails: ["other@brightline.test"] });
    await event(a, "Nobody's", 4);
    await event(a, "Long ago", -200 * 24, { clientId: client.id });
    // a weekly series that began weeks ago shows by its next occurrence, not its first
    const weekly = await event(a, "Weekly sync", -21 * 24 + 5, { clientId: client.id, isRecurring: true, recurrenceRule: "FREQ=WEEKLY;INTERVAL=1;COUNT=5" });

    const res = await gql(t.app, a, CLIENT, { id: globalId("Client", client.id), first: 10 });
    expect(res.errors).toBeUndefined();
    const rows = rowsOf(res);
    expect(titles(rows)).toEqual(["Invited soon", "Weekly sync", "Linked later", "Weekly sync", "Linked past", "Invited past", "Weekly sync", "Weekly sync", "Weekly sync"]);
    const nextSync = rows[1];
    expect(new Date(nextSync.startTime).getTime()).toBe(weekly.startTime.getTime() + 21 * DAY);
    expect(nextSync.occurrenceOf).toBe(nextSync.startTime);
    // an invited event is not linked: the page can say so
    expect(rows[0].event.client).toBeNull();
    expect(rows[2].event.client).toEqual({ id: globalId("Client", client.id) });

    // 5 unless told
    const five = await gql(t.app, a, CLIENT, { id: globalId("Client", client.id) });
    expect(titles(rowsOf(five))).toEqual(["Invited soon", "Weekly sync", "Linked later", "Weekly sync", "Linked past"]);
    // a client without an e-mail has its linked events only
    const bare = await makeClient(t.app, a, { name: "No mail", email: null });
    await event(a, "Bare linked", 6, { clientId: bare.id });
    const b = await gql(t.app, a, CLIENT, { id: globalId("Client", bare.id) });
    expect(titles(rowsOf(b))).toEqual(["Bare linked"]);
  });

  it("shows an occurrence moved on its own at its new time, and leaves a deleted one out", async () => {
    const client = await makeClient(t.app, a, { email: "moved@brightline.test" });
    const daily = await event(a, "Daily", -2, { clientId: client.id, isRecurring: true, recurrenceRule: "FREQ=DAILY;INTERVAL=1;COUNT=4" });
    const second = new Date(daily.startTime.getTime() + DAY);
    const third = new Date(daily.startTime.getTime() + 2 * DAY);
    const MOVE = `mutation($input: UpdateCalendarEventInput!) { updateCalendarEvent(input: $input) { __typename } }`;
    const moved = await gql(t.app, a, MOVE, { input: { id: globalId("CalendarEvent", daily.id), occurrence: second.toISOString(), scope: "this",
      startTime: new Date(second.getTime() + 5 * HOUR).toISOString(), endTime: new Date(second.getTime() + 6 * HOUR).toISOString() } });
    expect(moved.data.updateCalendarEvent.__typename).toBe("UpdateCalendarEventPayload");
    const DELETE = `mutation($input: DeleteCalendarEventInput!) { deleteCalendarEvent(input: $input) { __typename } }`;
    const deleted = await gql(t.app, a, DELETE, { input: { id: globalId("CalendarEvent", daily.id), occurrence: third.toISOString(), scope: "this" } });
    expect(deleted.errors).toBeUndefined();
    const res = await gql(t.app, a, CLIENT, { id: globalId("Client", client.id), first: 10 });
    const rows = rowsOf(res);
    // the first (started 2 hours ago, ended an hour ago) is past; the second moved 5 hours later; the third deleted
    expect(rows.map((r) => [new Date(r.startTime).getTime() - daily.startTime.getTime(), r.occurrenceOf && new Date(r.occurrenceOf).getTime() - daily.startTime.getTime()])).toEqual([
      [DAY + 5 * HOUR, DAY], [3 * DAY, 3 * DAY], [0, 0],
    ]);
  });

  it("lists a project's linked events", async () => {
    const project = await makeProject(t.app, a, { name: "Site" });
    await event(a, "Project review", 30, { projectId: project.id });
    await event(a, "Project kickoff", -50, { projectId: project.id });
    await event(a, "Unlinked", 5);
    const res = await gql(t.app, a, PROJECT, { id: globalId("Project", project.id) });
    expect(res.errors).toBeUndefined();
    expect(titles(rowsOf(res))).toEqual(["Project review", "Project kickoff"]);
  });

  it("is another tenant's nothing: a foreign client or project id is missing, and the same e-mail in another workspace finds none of its events", async () => {
    const client = await makeClient(t.app, a, { email: "shared@brightline.test" });
    const project = await makeProject(t.app, a, { clientId: client.id });
    await event(a, "A's meeting", 3, { clientId: client.id, projectId: project.id, attendeeEmails: ["shared@brightline.test"] });
    const b = await registerUser(t.app);
    expect((await gql(t.app, b, CLIENT, { id: globalId("Client", client.id) })).data.node).toBeNull();
    expect((await gql(t.app, b, PROJECT, { id: globalId("Project", project.id) })).data.node).toBeNull();
    const theirs = await makeClient(t.app, b, { email: "shared@brightline.test" });
    const res = await gql(t.app, b, CLIENT, { id: globalId("Client", theirs.id) });
    expect(res.errors).toBeUndefined();
    expect(rowsOf(res)).toEqual([]);
  });

  it("reads the block in one statement, for 10 events as for 50", async () => {
    let clientId = "";
    const read = async (s: Session) => {
      const res = await gql(t.app, s, CLIENT, { id: globalId("Client", clientId) });
      expect(res.errors).toBeUndefined();
      expect(rowsOf(res)).toHaveLength(5);
    };
    const { ten, fifty } = await statementsFor10And50(t, async (s, n) => {
      const client = await makeClient(t.app, s, { email: `c${n}@brightline.test` });
      clientId = client.id;
      for (let i = 0; i < n; i++) {
        await makeEvent(t.app, s, { title: `E${i}`, startTime: fromNow(i + 1).toISOString(), endTime: fromNow(i + 2).toISOString(),
          ...(i % 2 ? { clientId: client.id } : { attendeeEmails: [`c${n}@brightline.test`] }) });
      }
      // the writes' events are dispatched in the background: their statements are not the read's
      await backgroundDispatches();
    }, read);
    expect(fifty).toBe(ten);
    // the client's node alone, to tell the block's own statements
    const s = await registerUser(t.app);
    const mine = await makeClient(t.app, s);
    await backgroundDispatches();
    t.statements.length = 0;
    await gql(t.app, s, `query($id: ID!) { node(id: $id) { ... on Client { id } } }`, { id: globalId("Client", mine.id) });
    const nodeOnly = t.statements.length;
    t.statements.length = 0;
    await gql(t.app, s, CLIENT, { id: globalId("Client", mine.id) });
    expect(t.statements.length - nodeOnly).toBe(1);
    console.log(`client events block: ${ten} statements with the node for 10 events, ${fifty} for 50; the block itself 1`);
  });
});

describe("hubOccurrences", () => {
  it("gives each series at most as many as asked and puts past ones after those to come", () => {
    const now = new Date("2030-01-10T12:00:00Z");
    const base = { id: "s", parentEventId: null, isRecurring: true, recurrenceRule: "FREQ=DAILY;INTERVAL=1", timeZone: "UTC", exDates: [] };
    const series = { ...base, startTime: new Date("2030-01-01T09:00:00Z"), endTime: new Date("2030-01-01T10:00:00Z") } as never;
    const out = hubOccurrences([series], now, 3);
    expect(out.map((o) => o.start.toISOString())).toEqual(["2030-01-11T09:00:00.000Z", "2030-01-12T09:00:00.000Z", "2030-01-13T09:00:00.000Z"]);
    const ended = { ...base, recurrenceRule: "FREQ=DAILY;INTERVAL=1;COUNT=3", startTime: new Date("2030-01-01T09:00:00Z"), endTime: new Date("2030-01-01T10:00:00Z") } as never;
    expect(hubOccurrences([ended], now, 5).map((o) => o.start.toISOString())).toEqual(["2030-01-03T09:00:00.000Z", "2030-01-02T09:00:00.000Z", "2030-01-01T09:00:00.000Z"]);
  });
});
