/**
 * The calendar settings (calendar.settings.ts): the first day of the calendar's weeks, read and written by REST and
 * GraphQL like every settings section; null lets the viewer's locale decide.
 */
import { eachTestWithTenant, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

describe("calendar settings", () => {
  it("answers null (the locale's) at first, and keeps a week start written by REST", async () => {
    expect(await rest(t.app, a, "GET", "/api/settings/calendar")).toMatchObject({ status: 200, body: { weekStart: null } });
    const put = await rest(t.app, a, "PUT", "/api/settings/calendar", { weekStart: "monday" });
    expect({ status: put.status, body: put.body }).toEqual({ status: 200, body: { weekStart: "monday" } });
    expect((await gql(t.app, a, "{ viewer { settings { calendar { weekStart } } } }")).data.viewer.settings.calendar).toEqual({ weekStart: "monday" });
    expect((await rest(t.app, a, "PUT", "/api/settings/calendar", { weekStart: null })).body).toEqual({ weekStart: null });
  });

  it("refuses a day that is not a week start with the form's message", async () => {
    const res = await rest(t.app, a, "PUT", "/api/settings/calendar", { weekStart: "friday" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("Week start must be monday, sunday or saturday");
    const m = await gql(t.app, a, `mutation { updateSettings(input: { calendar: { weekStart: "tuesday" } }) { __typename ... on ValidationError { fieldErrors { field message } } } }`);
    expect(m.data.updateSettings).toEqual({ __typename: "ValidationError", fieldErrors: [{ field: "calendar.weekStart", message: "Week start must be monday, sunday or saturday" }] });
  });

  it("reads and writes the signed-in workspace only", async () => {
    const b = await registerUser(t.app, "b-calendar@acme.test");
    await rest(t.app, a, "PUT", "/api/settings/calendar", { weekStart: "saturday" });
    expect((await rest(t.app, b, "GET", "/api/settings/calendar")).body).toEqual({ weekStart: null });
  });
});
