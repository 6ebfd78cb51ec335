import { eachTestWithTenant, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

describe("the cost of a write", () => {
  const activities = (entityId: string) => t.app.resources.prisma.activity.findMany({ where: { entityId }, orderBy: { createdAt: "asc" } });

  it("createClient runs 1 statement: the row and its activity line together, no BEGIN/COMMIT, no read after", async () => {
    t.statements.length = 0;
    const r = await gql(t.app, a, `mutation { createClient(input: { name: "Umbrella" }) { ... on CreateClientPayload { client { id name status createdAt } } } }`);
    expect(r.data.createClient.client).toMatchObject({ name: "Umbrella", status: "active" });
    expect(t.statements).toHaveLength(1);
    expect(t.statements[0]).toMatch(/^WITH r AS \(INSERT INTO "clients"/);
    const rest1 = await rest(t.app, a, "POST", "/api/clients", { name: "Wayne" });
    expect((await activities(rest1.body.id)).map((x) => x.title)).toEqual(["New client added: Wayne"]);
  });

  it("updateClient runs 2 statements: the stored record to merge, then the update with its activity line", async () => {
    const c = await rest(t.app, a, "POST", "/api/clients", { name: "Cyberdyne", company: "Cyberdyne Systems" });
    t.statements.length = 0;
    const r = await gql(t.app, a, `mutation($input: UpdateClientInput!) { updateClient(input: $input) { ... on UpdateClientPayload { client { name company } } } }`,
      { input: { id: globalId("Client", c.body.id), name: "Cyberdyne Inc" } });
    expect(r.data.updateClient.client).toEqual({ name: "Cyberdyne Inc", company: "Cyberdyne Systems" });
    expect(t.statements).toHaveLength(2);
    expect(t.statements[1]).toMatch(/^WITH r AS \(UPDATE "clients"/);
    expect((await activities(c.body.id)).map((x) => x.title)).toEqual(["New client added: Cyberdyne", "Client updated: Cyberdyne Inc"]);
    const put = await rest(t.app, a, "PUT", `/api/clients/${c.body.id}`, { phone: "+1 555 0199" });
    expect(put.body).toMatchObject({ name: "Cyberdyne Inc", phone: "+1 555 0199" });
    expect(new Date(put.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(c.body.updatedAt).getTime());
  });

  it("an update of another tenant's client writes nothing", async () => {
    const b = await registerUser(t.app);
    const c = await rest(t.app, b, "POST", "/api/clients", { name: "Theirs" });
    const r = await rest(t.app, a, "PUT", `/api/clients/${c.body.id}`, { name: "Mine" });
    expect(r.status).toBe(404);
    expect((await activities(c.body.id)).map((x) => x.action)).toEqual(["created"]);
  });
});
