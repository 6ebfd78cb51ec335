/**
 * The workspace's settings (settings.ts): every section declared by its module answers GET and PUT
 * /api/settings/<section> (each answer checked against the API document by the `rest` helper) and is a field of
 * `User.settings`, written by the one mutation `updateSettings`; a write validates whole, writes only what was sent,
 * and reaches the signed-in workspace only.
 */
import * as yup from "yup";
import { eachTestWithTenant, eventsDuring, gql, registerUser, rest, type Session, type TestApp } from "../../test/harness";
import { defineSettings } from "../settings";
import { j } from "../rest/shape";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const stored = (s: Session) => t.app.resources.prisma.user.findUniqueOrThrow({
  where: { id: s.user.id }, select: { firstName: true, lastName: true, timeZone: true, invoicePaperSize: true },
});

const SETTINGS_QUERY = `{ viewer { settings { invoices { paperSize } profile { firstName lastName } workspace { timeZone } } } }`;
const UPDATE = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { __typename
  ... on UpdateSettingsPayload { settings { invoices { paperSize } profile { firstName lastName } workspace { timeZone } } user { timeZone firstName } }
  ... on ValidationError { message fieldErrors { field message } } } }`;

describe("REST /api/settings/{section}", () => {
  it("answers each section with readable field names", async () => {
    expect(await rest(t.app, a, "GET", "/api/settings/invoices")).toMatchObject({ status: 200, body: { paperSize: "A4" } });
    expect(await rest(t.app, a, "GET", "/api/settings/workspace")).toMatchObject({ status: 200, body: { timeZone: "UTC" } });
    expect(await rest(t.app, a, "GET", "/api/settings/profile")).toMatchObject({ status: 200, body: { firstName: "Test", lastName: null } });
  });

  it("PUT writes the section, answers it whole, and the next read and the PDF's source have it", async () => {
    const invoices = await rest(t.app, a, "PUT", "/api/settings/invoices", { paperSize: "Letter" });
    expect({ status: invoices.status, body: invoices.body }).toEqual({ status: 200, body: { paperSize: "Letter", numberPrefix: "INV-", numberPadding: 4 } });
    expect((await rest(t.app, a, "GET", "/api/settings/invoices")).body).toEqual({ paperSize: "Letter", numberPrefix: "INV-", numberPadding: 4 });

    const workspace = await rest(t.app, a, "PUT", "/api/settings/workspace", { timeZone: " Europe/Berlin " });
    expect({ status: workspace.status, body: workspace.body }).toEqual({ status: 200, body: { timeZone: "Europe/Berlin" } });
    // the session's cached row is dropped: the viewer reads the new zone at once
    expect((await gql(t.app, a, "{ viewer { timeZone } }")).data.viewer.timeZone).toBe("Europe/Berlin");
    expect(await stored(a)).toEqual({ firstName: "Test", lastName: null, timeZone: "Europe/Berlin", invoicePaperSize: "Letter" });
  });

  it("keeps the fields a PUT leaves out, and clears a name sent as null or empty", async () => {
    expect((await rest(t.app, a, "PUT", "/api/settings/profile", { firstName: "Ada", lastName: "Lovelace" })).body).toEqual({ firstName: "Ada", lastName: "Lovelace" });
    expect((await rest(t.app, a, "PUT", "/api/settings/profile", { lastName: "Byron" })).body).toEqual({ firstName: "Ada", lastName: "Byron" });
    expect((await rest(t.app, a, "PUT", "/api/settings/profile", { firstName: null, lastName: "  " })).body).toEqual({ firstName: null, lastName: null });
    // an empty body changes nothing and answers the section; a field of no section is ignored
    expect((await rest(t.app, a, "PUT", "/api/settings/invoices", { timeZone: "Asia/Tokyo" })).body).toEqual({ paperSize: "A4", numberPrefix: "INV-", numberPadding: 4 });
    expect((await stored(a)).timeZone).toBe("UTC");
  });

  it.each([
    ["/api/settings/invoices", { paperSize: "A3" }, "paperSize", "Paper size must be A4 or Letter"],
    ["/api/settings/invoices", { paperSize: null }, "paperSize", "Paper size must be A4 or Letter"],
    ["/api/settings/invoices", { paperSize: { size: "A4" } }, "paperSize", "paperSize has the wrong type"],
    ["/api/settings/workspace", { timeZone: "Mars/Base" }, "timeZone", "Unknown time zone"],
    ["/api/settings/workspace", { timeZone: "" }, "timeZone", "Time zone is required"],
    ["/api/settings/profile", { firstName: "x".repeat(101) }, "firstName", "Must be at most 100 characters"],
  ])("PUT %s %j answers 400 with the form's message and writes nothing", async (url, body, field, message) => {
    const before = await stored(a);
    const r = await rest(t.app, a, "PUT", url, body);
    expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { message, errors: { [field]: message } } });
    expect(await stored(a)).toEqual(before);
  });

  it("answers 404 with the error JSON for a section nobody declares", async () => {
    for (const method of ["GET", "PUT"]) {
      const r = await rest(t.app, a, method, "/api/settings/payroll", method === "PUT" ? { rate: 1 } : undefined);
      expect({ status: r.status, body: r.body }).toEqual({ status: 404, body: { message: "Not found" } });
    }
  });

  it("answers 401 without a session", async () => {
    expect((await rest(t.app, null, "GET", "/api/settings/invoices")).status).toBe(401);
    expect((await rest(t.app, null, "PUT", "/api/settings/invoices", { paperSize: "Letter" })).status).toBe(401);
  });

  it("publishes the workspace's user.updated signal after a write", async () => {
    const events = await eventsDuring(t.app, a.user.id, () => rest(t.app, a, "PUT", "/api/settings/invoices", { paperSize: "Letter" }));
    expect(events).toEqual([{ type: "user.updated", entityId: a.user.id }]);
  });

  it("lists each section as a path of its own in the API document, with its shape and body", async () => {
    const doc = (await rest(t.app, a, "GET", "/api/openapi.json")).body;
    for (const [section, name] of [["invoices", "InvoiceSettings"], ["profile", "ProfileSettings"], ["workspace", "WorkspaceSettings"]]) {
      const item = doc.paths[`/api/settings/${section}`];
      expect(Object.keys(item).sort()).toEqual(["get", "put"]);
      expect(item.get.responses["200"].content["application/json"].schema).toEqual({ $ref: `#/components/schemas/${name}` });
      expect(item.put.requestBody.content["application/json"].schema.properties).toBeDefined();
    }
    expect(doc.components.schemas.InvoiceSettings.properties.paperSize.enum).toEqual(["A4", "Letter"]);
  });
});

describe("GraphQL settings", () => {
  it("reads every section under viewer.settings", async () => {
    const r = await gql(t.app, a, SETTINGS_QUERY);
    expect(r.errors).toBeUndefined();
    expect(r.data.viewer.settings).toEqual({ invoices: { paperSize: "A4" }, profile: { firstName: "Test", lastName: null }, workspace: { timeZone: "UTC" } });
  });

  it("updateSettings writes several sections at once, keeps what is left out and answers the settings and the user", async () => {
    const r = await gql(t.app, a, UPDATE, { input: { invoices: { paperSize: "Letter" }, workspace: { timeZone: "Asia/Tokyo" }, profile: { lastName: "Lovelace" } } });
    expect(r.data.updateSettings).toEqual({
      __typename: "UpdateSettingsPayload",
      settings: { invoices: { paperSize: "Letter" }, profile: { firstName: "Test", lastName: "Lovelace" }, workspace: { timeZone: "Asia/Tokyo" } },
      user: { timeZone: "Asia/Tokyo", firstName: "Test" },
    });
    expect((await gql(t.app, a, SETTINGS_QUERY)).data.viewer.settings.invoices).toEqual({ paperSize: "Letter" });
    expect((await rest(t.app, a, "GET", "/api/settings/workspace")).body).toEqual({ timeZone: "Asia/Tokyo" });
  });

  it("refuses every section when one value is refused, naming the field by its section", async () => {
    const r = await gql(t.app, a, UPDATE, { input: { invoices: { paperSize: "Letter" }, workspace: { timeZone: "Mars/Base" } } });
    expect(r.data.updateSettings).toEqual({
      __typename: "ValidationError", message: "Unknown time zone", fieldErrors: [{ field: "workspace.timeZone", message: "Unknown time zone" }],
    });
    const bad = await gql(t.app, a, UPDATE, { input: { invoices: { paperSize: "A3" } } });
    expect(bad.data.updateSettings.fieldErrors).toEqual([{ field: "invoices.paperSize", message: "Paper size must be A4 or Letter" }]);
    expect(await stored(a)).toEqual({ firstName: "Test", lastName: null, timeZone: "UTC", invoicePaperSize: "A4" });
  });
});

describe("tenancy", () => {
  it("reads and writes the signed-in workspace only", async () => {
    const b = await registerUser(t.app);
    await rest(t.app, a, "PUT", "/api/settings/invoices", { paperSize: "Letter" });
    const before = await stored(a);

    expect((await rest(t.app, b, "GET", "/api/settings/invoices")).body).toEqual({ paperSize: "A4", numberPrefix: "INV-", numberPadding: 4 });
    expect((await rest(t.app, b, "PUT", "/api/settings/workspace", { timeZone: "America/New_York" })).status).toBe(200);
    expect((await rest(t.app, b, "PUT", "/api/settings/profile", { firstName: "Bea" })).status).toBe(200);
    expect((await gql(t.app, b, UPDATE, { input: { invoices: { paperSize: "A4" } } })).data.updateSettings.__typename).toBe("UpdateSettingsPayload");

    expect(await stored(a)).toEqual(before);
    expect((await rest(t.app, a, "GET", "/api/settings/workspace")).body).toEqual({ timeZone: "UTC" });
    expect((await gql(t.app, a, SETTINGS_QUERY)).data.viewer.settings.profile).toEqual({ firstName: "Test", lastName: null });
    expect(await stored(b)).toEqual({ firstName: "Bea", lastName: null, timeZone: "America/New_York", invoicePaperSize: "A4" });
  });
});

describe("defineSettings", () => {
  const schema = yup.object({ paperSize: yup.string() });
  const shape = j.object({ paperSize: j.string() }, "OtherInvoiceSettings");
  const base = { title: "the other settings", read: () => ({ paperSize: "A4" }), write: async () => undefined };

  it("refuses a section declared twice, a badly named one, and a shape whose fields are not its schema's", () => {
    expect(() => defineSettings({ ...base, section: "invoices", schema, shape })).toThrow('the settings section "invoices" is declared twice');
    expect(() => defineSettings({ ...base, section: "Invoice-Settings", schema, shape })).toThrow("lowercase letters");
    expect(() => defineSettings({ ...base, section: "other", schema: yup.object({ size: yup.string() }), shape }))
      .toThrow('the settings section "other": its shape has paperSize, its schema size');
    expect(() => defineSettings({ ...base, section: "other", schema, shape: j.object({ paperSize: j.string() }) })).toThrow("needs a named shape");
  });
});
