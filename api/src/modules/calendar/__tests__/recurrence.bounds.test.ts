/**
 * No calendar request may stall the server: rules that never match, series from 1900, events stored across
 * centuries before the date limit, a feed of them, and reads of many series. How long each request holds the event
 * loop is recorded (event-loop.ts) and must stay under 250 ms; another tenant's request made at the same
 * moment is answered without waiting for it. Rows "stored before the checks" are written with SQL, as the migration
 * found them; the migration's clamping is run on rows of the test's own.
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { watchLoop } from "../../../../test/event-loop";
import { eachTestWithTenant, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const STALL_MS = 250;

/** Runs `fn`, answering its result, its time and the longest it held the event loop while it ran (ms). */
async function probe<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; stall: number }> {
  let ms = 0;
  const w = await watchLoop(async () => {
    const t0 = performance.now();
    const result = await fn();
    ms = performance.now() - t0;
    return result;
  });
  return { result: w.result, ms, stall: w.heldMs };
}

const EVENT = { title: "Standup", startTime: "2026-03-02T09:00:00Z", endTime: "2026-03-02T09:15:00Z", timeZone: "Europe/Berlin", reminderMinutes: 15 };

async function create(body: Record<string, unknown>, s: Session = a) {
  const r = await rest(t.app, s, "POST", "/api/calendar", body);
  expect([r.status, r.body?.errors]).toEqual([201, undefined]);
  return r.body as { id: string };
}

/** A row as it may have been stored before the checks: written over a valid one with SQL. */
async function storedAsIs(id: string, values: { rule?: string | null; start?: string; end?: string; zone?: string }) {
  const db = t.app.resources.prisma;
  await db.$executeRaw`UPDATE calendar_events SET
    "recurrenceRule" = COALESCE(${values.rule ?? null}::text, "recurrenceRule"), "isRecurring" = ("recurrenceRule" IS NOT NULL OR ${values.rule ?? null}::text IS NOT NULL),
    "startTime" = COALESCE(${values.start ?? null}::timestamptz, "startTime"), "endTime" = COALESCE(${values.end ?? null}::timestamptz, "endTime"),
    "timeZone" = COALESCE(${values.zone ?? null}::text, "timeZone")
    WHERE id = ${id}::uuid AND "userId" = ${a.user.id}::uuid`;
}

const MONTH = "/api/calendar?from=2026-02-23T00:00:00Z&to=2026-04-06T00:00:00Z";

describe("rules that never match", () => {
  it.each([
    ["FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "BYMONTHDAY=30 never falls in February"],
    ["FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=30", "BYMONTHDAY=30 never falls in February"],
    ["FREQ=MONTHLY;BYMONTHDAY=0", "BYMONTHDAY=0 is not a day of the month (1 to 31, or -1 to -31 counted from its end)"],
    ["FREQ=MONTHLY;BYMONTHDAY=99", "BYMONTHDAY=99 is not a day of the month (1 to 31, or -1 to -31 counted from its end)"],
    ["FREQ=YEARLY;BYMONTH=13", "BYMONTH=13 is not a month (1 to 12)"],
    ["FREQ=MONTHLY;BYDAY=+99MO", "BYDAY=+99MO: a month has at most 5 of each weekday"],
    ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;UNTIL=20300101", "The recurrence rule has no occurrence within 28 years of its start"],
  ])("REST refuses %s with 400 naming the part, at once", async (rule, message) => {
    const { result: r, ms, stall } = await probe(() => rest(t.app, a, "POST", "/api/calendar", { ...EVENT, isRecurring: true, recurrenceRule: rule }));
    expect([r.status, r.body.errors]).toEqual([400, { recurrenceRule: message }]);
    expect(ms).toBeLessThan(1000);
    expect(stall).toBeLessThan(STALL_MS);
    expect(await t.app.resources.prisma.calendarEvent.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("GraphQL refuses it as a validation error with the same message", async () => {
    const r = await gql(t.app, a, `mutation($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) {
      ... on CreateCalendarEventPayload { calendarEvent { id } } ... on ValidationError { message fieldErrors { field message } } } }`,
    { input: { ...EVENT, isRecurring: true, recurrenceRule: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30" } });
    expect(JSON.stringify(r.data ?? r.errors)).toContain("BYMONTHDAY=30 never falls in February");
    expect(await t.app.resources.prisma.calendarEvent.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("one stored before the checks: the month view answers in under a second, and another tenant's request is not held up", async () => {
    const { id } = await create({ ...EVENT, isRecurring: true, recurrenceRule: "FREQ=DAILY" });
    await storedAsIs(id, { rule: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30" });
    const b = await registerUser(t.app);
    const { result: [month, clients], ms, stall } = await probe(async () => {
      const mine = rest(t.app, a, "GET", MONTH);
      const t0 = performance.now();
      const theirs = rest(t.app, b, "GET", "/api/clients").then((r) => ({ ...r, ms: performance.now() - t0 }));
      return Promise.all([mine, theirs]);
    });
    expect([month.status, month.body]).toEqual([200, []]);
    expect(clients.status).toBe(200);
    expect(clients.ms).toBeLessThan(1000);
    expect(ms).toBeLessThan(1000);
    expect(stall).toBeLessThan(STALL_MS);
    // and the GraphQL month view, and the next reminder
    const { result: g, stall: gStall } = await probe(() => gql(t.app, a, `{ viewer { calendarOccurrences(from: "2026-02-23T00:00:00Z", to: "2026-04-06T00:00:00Z") {
      edges { node { startTime } } } calendarEvents(first: 5) { edges { node { nextStartTime } } } } }`));
    expect(g.errors).toBeUndefined();
    expect(gStall).toBeLessThan(STALL_MS);
  });
});

describe("series far from the window", () => {
  it("a daily series from 1900: written and read in well under a second each, the window's occurrences right", async () => {
    const w = await probe(() => rest(t.app, a, "POST", "/api/calendar", { ...EVENT, startTime: "1900-01-01T09:00:00Z", endTime: "1900-01-01T09:15:00Z",
      isRecurring: true, recurrenceRule: "FREQ=DAILY;INTERVAL=3" }));
    expect(w.result.status).toBe(201);
    expect(w.ms).toBeLessThan(1000);
    expect(w.stall).toBeLessThan(STALL_MS);
    const r = await probe(() => rest(t.app, a, "GET", MONTH));
    expect(r.result.status).toBe(200);
    expect(r.ms).toBeLessThan(1000);
    expect(r.stall).toBeLessThan(STALL_MS);
    // every third day from 1900-01-01 (10:00 Berlin, 09:00 UTC in winter then): 1900-01-01 + 3k days
    const days = (r.result.body as { startTime: string }[]).map((o) => Math.round((Date.parse(o.startTime.slice(0, 10)) - Date.UTC(1900, 0, 1)) / 86_400_000));
    expect(days.length).toBe(14);
    expect(days.every((d) => d % 3 === 0)).toBe(true);
  });

  it("dates outside 1900-01-01 .. 2199-12-31 are refused on write: start, end and UNTIL", async () => {
    for (const [body, field, message] of [
      [{ ...EVENT, startTime: "1000-01-01T10:00:00Z", endTime: "1000-01-01T11:00:00Z" }, "startTime", "Dates must be between 1900-01-01 and 2199-12-31"],
      [{ ...EVENT, endTime: "9999-01-01T11:00:00Z" }, "endTime", "Dates must be between 1900-01-01 and 2199-12-31"],
      [{ ...EVENT, isRecurring: true, recurrenceRule: "FREQ=DAILY;UNTIL=99991231" }, "recurrenceRule", "The repeat end (UNTIL=99991231) must be between 1900-01-01 and 2199-12-31"],
    ] as const) {
      const r = await rest(t.app, a, "POST", "/api/calendar", body);
      expect([r.status, r.body.errors?.[field]]).toEqual([400, message]);
    }
    // the last day is allowed, as an all-day event in any zone
    await create({ ...EVENT, startTime: "2199-12-31", endTime: "2199-12-31", isAllDay: true, timeZone: "UTC" });
    // an occurrence named outside the dates is no occurrence
    const { id } = await create({ ...EVENT, isRecurring: true, recurrenceRule: "FREQ=DAILY" });
    const del = await rest(t.app, a, "DELETE", `/api/calendar/${id}?occurrence=9999-03-02T09:00:00Z&scope=this`);
    expect(del.status).toBe(400);
  });
});

describe("the feed and invitations", () => {
  it("an event stored from year 1000 to 9999 and a series to UNTIL=99991231: the feed is small and quick", async () => {
    const single = await create(EVENT);
    await storedAsIs(single.id, { start: "1000-01-01T10:00:00Z", end: "9999-01-01T11:00:00Z" });
    const series = await create({ ...EVENT, isRecurring: true, recurrenceRule: "FREQ=DAILY" });
    await storedAsIs(series.id, { rule: "FREQ=DAILY;UNTIL=99991231", start: "1000-01-01T10:00:00Z", end: "1000-01-01T11:00:00Z", zone: "America/New_York" });
    const { url } = (await rest(t.app, a, "GET", "/api/calendar/feed")).body;
    const feed = await probe(() => rest(t.app, null, "GET", new URL(url).pathname));
    expect(feed.result.status).toBe(200);
    expect(feed.result.text.length).toBeLessThan(50_000);
    expect(feed.ms).toBeLessThan(1000);
    expect(feed.stall).toBeLessThan(STALL_MS);
    expect(feed.result.text).toMatch(/RRULE:FREQ=DAILY;UNTIL=\d+T\d{6}Z\r\n/);
  });

  it("the feed keeps at most 5 MB, the events reaching furthest, and says how many it left out", async () => {
    const description = "x".repeat(9_000);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await create({ ...EVENT, description, attendeeEmails: [] })).id);
    // 700 events of ~9 KB each (6 MB): copies of one, a day apart, made by one INSERT .. SELECT in the database (every
    // column copied but the id, the UID and the invitation records, which take their defaults); sending the 6 MB through
    // the client's createMany took seconds
    const db = t.app.resources.prisma;
    const base = await db.calendarEvent.findUniqueOrThrow({ where: { id: ids[0] } });
    const columns = (await db.$queryRaw<{ column_name: string }[]>`SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = 'calendar_events' AND is_generated = 'NEVER'`).map((c) => c.column_name)
      .filter((c) => !["id", "uid", "invitationDeliveries", "invitationFailures"].includes(c));
    const copied = columns.map((c) => (c === "startTime" || c === "endTime" ? `"${c}" + i * interval '24 hours'` : `"${c}"`));
    await db.$executeRawUnsafe(`INSERT INTO calendar_events (${columns.map((c) => `"${c}"`).join(", ")})
      SELECT ${copied.join(", ")} FROM calendar_events, generate_series(0, 699) AS i WHERE id = $1::uuid AND "userId" = $2::uuid`, base.id, a.user.id);
    expect(await db.calendarEvent.count({ where: { userId: a.user.id } })).toBe(708);
    const { url } = (await rest(t.app, a, "GET", "/api/calendar/feed")).body;
    const feed = await probe(() => rest(t.app, null, "GET", new URL(url).pathname));
    expect(feed.result.status).toBe(200);
    expect(Buffer.byteLength(feed.result.text)).toBeLessThanOrEqual(5 * 1024 * 1024);
    const omitted = Number(/X-CLIENTFOLIO-OMITTED-EVENTS:(\d+)/.exec(feed.result.text)?.[1]);
    expect(omitted).toBeGreaterThan(0);
    // the latest event is kept
    const last = new Date(base.startTime.getTime() + 699 * 86_400_000).toISOString().slice(0, 10).replace(/-/g, "");
    expect(feed.result.text).toContain(`DTSTART;TZID=Europe/Berlin:${last}T100000`);
    // written in slices (about 60 ms of hold at most, against 240 ms in one piece); the same feed is fetched again
    // (twice at most) when a fetch held the loop too long: the whole suite on two cores can pause one fetch for reasons
    // of its own; the code's own hold is the shortest
    const holds = [feed.stall];
    while (Math.min(...holds) >= STALL_MS && holds.length < 3) holds.push((await probe(() => rest(t.app, null, "GET", new URL(url).pathname))).stall);
    console.log(`feed of 708 events of 9 KB: ${Buffer.byteLength(feed.result.text)} bytes in ${feed.ms.toFixed(0)} ms, longest hold ${holds.map((h) => h.toFixed(0)).join(" then ")} ms`);
    expect(Math.min(...holds)).toBeLessThan(STALL_MS);
  });
});

describe("one read of many series", () => {
  it("past 5,000 occurrences REST and GraphQL ask for a shorter range; the app's month view of the same workspace answers", async () => {
    for (let i = 0; i < 14; i++) await create({ ...EVENT, title: `Daily ${i}`, isRecurring: true, recurrenceRule: "FREQ=DAILY", attendeeEmails: [] });
    const year = await probe(() => rest(t.app, a, "GET", "/api/calendar?from=2026-03-01T00:00:00Z&to=2027-04-05T00:00:00Z"));
    expect([year.result.status, year.result.body.errors]).toEqual([400, { to: "The range holds more than 5000 occurrences: ask for a shorter range" }]);
    expect(year.stall).toBeLessThan(STALL_MS);
    const g = await gql(t.app, a, `{ viewer { calendarOccurrences(from: "2026-03-01T00:00:00Z", to: "2027-04-05T00:00:00Z", first: 10) { edges { node { startTime } } } } }`);
    expect(JSON.stringify(g.errors ?? g.data)).toContain("The range holds more than 5000 occurrences: ask for a shorter range");
    // what web/src/modules/calendar asks: the month grid's six weeks, 100 a page
    const month = await gql(t.app, a, `{ viewer { calendarOccurrences(from: "2026-02-23T00:00:00Z", to: "2026-04-06T00:00:00Z", first: 100) {
      edges { node { startTime } } pageInfo { hasNextPage } } } }`);
    expect(month.errors).toBeUndefined();
    expect(month.data.viewer.calendarOccurrences.edges).toHaveLength(100);
  });

  it("past 5 MB of JSON REST asks for a shorter range", async () => {
    const description = "y".repeat(9_500);
    for (let i = 0; i < 2; i++) await create({ ...EVENT, title: `Daily ${i}`, description, isRecurring: true, recurrenceRule: "FREQ=DAILY", attendeeEmails: [] });
    const r = await probe(() => rest(t.app, a, "GET", "/api/calendar?from=2026-03-01T00:00:00Z&to=2027-04-05T00:00:00Z"));
    expect([r.result.status, r.result.body.errors]).toEqual([400, { to: "The range's events come to more than 5 MB: ask for a shorter range" }]);
    expect(r.stall).toBeLessThan(STALL_MS);
    expect((await rest(t.app, a, "GET", MONTH)).status).toBe(200);
  });
});

describe("random rules, zones and windows", () => {
  const zones = ["UTC", "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Pacific/Chatham", "America/Sao_Paulo",
    "Africa/Casablanca", "Asia/Tehran", "Europe/Dublin", "Pacific/Apia", "America/St_Johns"];
  const part = fc.oneof(
    fc.integer({ min: -2, max: 14 }).map((m) => `BYMONTH=${m}`),
    fc.integer({ min: -40, max: 40 }).map((d) => `BYMONTHDAY=${d}`),
    fc.tuple(fc.integer({ min: -60, max: 60 }), fc.constantFrom("MO", "TU", "WE", "TH", "FR", "SA", "SU")).map(([n, d]) => `BYDAY=${n || ""}${d}`),
    fc.integer({ min: 1, max: 9999 }).map((n) => `COUNT=${n}`),
    fc.integer({ min: 1, max: 999 }).map((n) => `INTERVAL=${n}`),
    fc.integer({ min: 1900, max: 2199 }).map((y) => `UNTIL=${y}0615T120000Z`),
  );
  const rule = fc.tuple(fc.constantFrom("DAILY", "WEEKLY", "MONTHLY", "YEARLY"), fc.uniqueArray(part, { maxLength: 3, selector: (p) => p.split("=")[0] }))
    .map(([f, ps]) => [`FREQ=${f}`, ...ps].join(";"));

  it("no request holds the event loop 250 ms: writes (accepted or refused), stored rules, month and year reads, the feed", async () => {
    const { url } = (await rest(t.app, a, "GET", "/api/calendar/feed")).body;
    const feedPath = new URL(url).pathname;
    let worst = 0;
    await fc.assert(fc.asyncProperty(rule, fc.constantFrom(...zones), fc.integer({ min: 1900, max: 2190 }), fc.integer({ min: 1900, max: 2199 }),
      fc.integer({ min: 1, max: 400 }), async (text, zone, startYear, windowYear, days) => {
        const start = `${startYear}-03-30T01:30:00Z`;
        const body = { ...EVENT, startTime: start, endTime: `${startYear}-03-30T03:00:00Z`, timeZone: zone, isRecurring: true, recurrenceRule: text };
        const from = new Date(Date.UTC(windowYear, 0, 1));
        const to = new Date(from.getTime() + days * 86_400_000);
        const steps: [string, () => Promise<{ status: number }>][] = [
          ["write", () => rest(t.app, a, "POST", "/api/calendar", body)],
        ];
        const w = await probe(steps[0][1]);
        worst = Math.max(worst, w.stall);
        expect([text, "write", w.stall < STALL_MS]).toEqual([text, "write", true]);
        let id = w.result.status === 201 ? (w.result as unknown as { body: { id: string } }).body.id : null;
        if (!id) {
          // refused: stored as it is, as a row written before the checks could have been
          id = (await create({ ...EVENT, isRecurring: true, recurrenceRule: "FREQ=DAILY" })).id;
          await storedAsIs(id, { rule: text, start, end: `${startYear}-03-30T03:00:00Z`, zone });
        }
        for (const [name, run] of [
          ["range", () => rest(t.app, a, "GET", `/api/calendar?from=${from.toISOString()}&to=${to.toISOString()}`)],
          ["graphql", () => gql(t.app, a, `query($from: DateTime!, $to: DateTime!) { viewer { calendarOccurrences(from: $from, to: $to, first: 100) { edges { node { startTime } } }
            calendarEvents(first: 3) { edges { node { nextStartTime } } } } }`, { from: from.toISOString(), to: to.toISOString() })],
          ["feed", () => rest(t.app, null, "GET", feedPath)],
          ["delete", () => rest(t.app, a, "DELETE", `/api/calendar/${id}`)],
        ] as const) {
          const r = await probe(run as () => Promise<unknown>);
          worst = Math.max(worst, r.stall);
          expect([text, zone, name, r.stall < STALL_MS]).toEqual([text, zone, name, true]);
        }
      }), { numRuns: 40, seed: 42 });
    console.log(`random calendar requests: longest hold of the event loop ${worst.toFixed(1)} ms`);
  }, 120_000);
});

describe("the migration's clamping", () => {
  it("moves the test's own rows stored outside 1900..2199 into it", async () => {
    const db = t.app.resources.prisma;
    const single = await create(EVENT);
    await storedAsIs(single.id, { start: "1000-01-01T10:00:00Z", end: "9999-01-01T11:00:00Z" });
    const series = await create({ ...EVENT, isRecurring: true, recurrenceRule: "FREQ=DAILY" });
    await storedAsIs(series.id, { rule: "FREQ=DAILY;UNTIL=99991231T000000Z", start: "2500-01-01T10:00:00Z", end: "2500-01-01T11:00:00Z" });
    await db.$executeRaw`UPDATE calendar_events SET "exDates" = ARRAY['1000-01-02T10:00:00Z'::timestamptz, '2026-03-03T09:00:00Z'::timestamptz]
      WHERE id = ${series.id}::uuid AND "userId" = ${a.user.id}::uuid`;
    const dir = path.resolve(__dirname, "../../../../../prisma/migrations");
    const name = fs.readdirSync(dir).find((d) => d.endsWith("_calendar_date_bounds"))!;
    const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
    // its statements, limited to this tenant's rows (each one's own WHERE starts a line)
    for (const statement of sql.replace(/^--.*$/gm, "").split(";").map((s) => s.trim()).filter(Boolean)) {
      const [update, where] = statement.split(/\nWHERE /);
      await db.$executeRawUnsafe(`${update}\nWHERE (${where}) AND "userId" = '${a.user.id}'::uuid`);
    }
    const rows = await db.calendarEvent.findMany({ where: { userId: a.user.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.startTime.toISOString(), r.endTime.toISOString(), r.recurrenceRule, r.exDates.map((d) => d.toISOString())])).toEqual([
      ["1900-01-01T00:00:00.000Z", "2200-01-01T00:00:00.000Z", null, []],
      ["2199-12-31T00:00:00.000Z", "2200-01-01T00:00:00.000Z", "FREQ=DAILY;UNTIL=21991231", ["2026-03-03T09:00:00.000Z"]],
    ]);
    // and what it left is read and written again
    expect((await rest(t.app, a, "GET", "/api/calendar?from=2199-12-01T00:00:00Z&to=2200-01-01T00:00:00Z")).body).toHaveLength(2);
    expect((await rest(t.app, a, "PUT", `/api/calendar/${series.id}`, { title: "Renamed" })).status).toBe(200);
  });
});
