import { eachTestWithTenant, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { updateRecorded } from "../../../db/recorded";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const db = () => t.app.resources.prisma;
const MIN = 60_000;

describe("User.recentActivity and the Activity node", () => {
  const RECENT = `query($first: Int) { viewer { recentActivity(first: $first) { id entityType entityId action title createdAt } } }`;

  it("lists the viewer's activity log newest first, limited, with global ids of the records", async () => {
    const b = await registerUser(t.app);
    const now = Date.now();
    const clientId = (await db().client.create({ data: { userId: a.user.id, name: "Acme" } })).id;
    for (let i = 0; i < 12; i++) {
      await db().activity.create({ data: { userId: a.user.id, entityType: i % 2 ? "client" : "team_member", entityId: clientId, action: "updated",
        title: `Line ${i}`, createdAt: new Date(now - (12 - i) * MIN) } });
    }
    await db().activity.create({ data: { userId: b.user.id, entityType: "client", entityId: clientId, action: "created", title: "B's line", createdAt: new Date(now) } });

    const three = await gql(t.app, a, RECENT, { first: 3 });
    expect(three.data.viewer.recentActivity.map((l: { title: string }) => l.title)).toEqual(["Line 11", "Line 10", "Line 9"]);
    expect(three.data.viewer.recentActivity[0]).toMatchObject({ entityType: "client", action: "updated", entityId: globalId("Client", clientId) });
    expect(three.data.viewer.recentActivity[1].entityId).toBe(globalId("TeamMember", clientId));

    const byDefault = await gql(t.app, a, RECENT, {});
    expect(byDefault.data.viewer.recentActivity).toHaveLength(10);
    const forB = await gql(t.app, b, RECENT, { first: 20 });
    expect(forB.data.viewer.recentActivity.map((l: { title: string }) => l.title)).toEqual(["B's line"]);

    for (const first of [0, 21]) {
      const bad = await gql(t.app, a, RECENT, { first });
      expect(bad.errors?.map((e) => e.message)).toEqual(["first must be between 1 and 20"]);
    }
  });

  it("records what the services do and loads a line by node id, for its owner only", async () => {
    const b = await registerUser(t.app);
    const c = await rest(t.app, a, "POST", "/api/clients", { name: "Logged Co" });
    const r = await gql(t.app, a, `{ viewer { recentActivity { id title entityId } } }`);
    const line = r.data.viewer.recentActivity[0];
    expect(line).toMatchObject({ title: "New client added: Logged Co", entityId: globalId("Client", c.body.id) });
    const q = `query($id: ID!) { node(id: $id) { __typename ... on Activity { title action entityType } } }`;
    expect((await gql(t.app, a, q, { id: line.id })).data.node).toEqual({ __typename: "Activity", title: "New client added: Logged Co", action: "created", entityType: "client" });
    expect((await gql(t.app, b, q, { id: line.id })).data.node).toBeNull();
  });
});

describe("updateRecorded with unchangedSince", () => {
  it("writes only while the row is as the caller read it: after another write it writes nothing, activity line included", async () => {
    const client = await db().client.create({ data: { userId: a.user.id, name: "Acme" } });
    const line = { entityType: "client", action: "updated", title: "Client updated: Acme" } as const;
    const first = await updateRecorded<{ name: string; updatedAt: Date }>(db(), "clients", { viewer: a.user }, client.id,
      { values: { name: "Acme 2" }, activity: line, unchangedSince: client.updatedAt });
    expect(first?.name).toBe("Acme 2");
    // a second writer that read the row before the first one wrote
    const stale = await updateRecorded(db(), "clients", { viewer: a.user }, client.id, { values: { name: "Acme 3" }, activity: line, unchangedSince: client.updatedAt });
    expect(stale).toBeNull();
    expect((await db().client.findUniqueOrThrow({ where: { id: client.id } })).name).toBe("Acme 2");
    expect(await db().activity.count({ where: { userId: a.user.id, entityId: client.id } })).toBe(1);
  });
});
