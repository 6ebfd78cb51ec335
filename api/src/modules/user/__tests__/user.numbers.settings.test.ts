/**
 * The number settings (user.numbers.settings.ts): the format money and number fields are typed and shown in, read and
 * written by REST and GraphQL like every settings section; `auto` lets the viewer's locale decide. The API's own
 * amounts stay canonical whatever the format.
 */
import { eachTestWithTenant, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const MESSAGE = "Number format must be auto, 1,234.56, 1.234,56, 1 234,56 or 1'234.56";

describe("number settings", () => {
  it("answers auto at first, and keeps a format written by REST or GraphQL", async () => {
    expect(await rest(t.app, a, "GET", "/api/settings/numbers")).toMatchObject({ status: 200, body: { format: "auto" } });
    const put = await rest(t.app, a, "PUT", "/api/settings/numbers", { format: "1.234,56" });
    expect({ status: put.status, body: put.body }).toEqual({ status: 200, body: { format: "1.234,56" } });
    expect((await gql(t.app, a, "{ viewer { settings { numbers { format } } } }")).data.viewer.settings.numbers).toEqual({ format: "1.234,56" });
    const m = await gql(t.app, a, `mutation { updateSettings(input: { numbers: { format: "1 234,56" } }) { __typename ... on UpdateSettingsPayload { settings { numbers { format } } } } }`);
    expect(m.data.updateSettings).toEqual({ __typename: "UpdateSettingsPayload", settings: { numbers: { format: "1 234,56" } } });
    expect((await rest(t.app, a, "PUT", "/api/settings/numbers", { format: "auto" })).body).toEqual({ format: "auto" });
  });

  it("refuses a format that is not one of the list with the form's message", async () => {
    const res = await rest(t.app, a, "PUT", "/api/settings/numbers", { format: "1_234.56" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(MESSAGE);
    const m = await gql(t.app, a, `mutation { updateSettings(input: { numbers: { format: "" } }) { __typename ... on ValidationError { fieldErrors { field message } } } }`);
    expect(m.data.updateSettings).toEqual({ __typename: "ValidationError", fieldErrors: [{ field: "numbers.format", message: MESSAGE }] });
    expect((await rest(t.app, a, "GET", "/api/settings/numbers")).body).toEqual({ format: "auto" });
  });

  it("leaves the API canonical: a comma-decimal workspace still sends and reads a dot and no grouping", async () => {
    await rest(t.app, a, "PUT", "/api/settings/numbers", { format: "1.234,56" });
    const client = await rest(t.app, a, "POST", "/api/clients", { name: "Acme", email: "acme@acme.test" });
    const project = await rest(t.app, a, "POST", "/api/projects", { name: "Site", clientId: client.body.id, budget: "12500.50" });
    expect(project.status).toBe(201);
    expect(project.body.budget).toBe("12500.50");
    const refused = await rest(t.app, a, "POST", "/api/projects", { name: "Site", clientId: client.body.id, budget: "12.500,50" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Budget must be a number");
  });

  it("reads and writes the signed-in workspace only", async () => {
    const b = await registerUser(t.app, "b-numbers@acme.test");
    await rest(t.app, a, "PUT", "/api/settings/numbers", { format: "1'234.56" });
    expect((await rest(t.app, b, "GET", "/api/settings/numbers")).body).toEqual({ format: "auto" });
  });
});
