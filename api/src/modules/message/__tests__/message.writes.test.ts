import { eachTestWithTenant, gql, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { backgroundDispatches } from "../../../jobs/outbox";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

describe("the cost of a message write", () => {
  it("createMessage runs 1 statement: the message, its activity line and its outbox event together; the event's jobs are queued after the answer", async () => {
    t.statements.length = 0;
    const r = await gql(t.app, a, `mutation { createMessage(input: { subject: "Hello", content: "Hi", contactEmail: "ann@example.com" }) {
      ... on CreateMessagePayload { record { id subject isRead emailState } } } }`);
    expect(r.data.createMessage.record).toMatchObject({ subject: "Hello", isRead: false });
    expect(t.statements).toHaveLength(1);
    expect(t.statements[0]).toMatch(/^WITH r AS \(INSERT INTO "messages"/);
    const id = r.data.createMessage.record.id;
    const uuid = Buffer.from(id, "base64").toString().split(":")[1];
    const { prisma } = t.app.resources;
    expect((await prisma.activity.findMany({ where: { entityId: uuid } })).map((x) => x.title)).toEqual(["New message: Hello"]);
    await backgroundDispatches();
    const events = await prisma.domainEvent.findMany({ where: { entityId: uuid } });
    expect(events.map((e) => [e.type, e.entityType, e.userId, e.payload, e.depth, e.causedBy, e.dispatchedAt !== null]))
      .toEqual([["message.created", "message", a.user.id, { email: true, record: expect.objectContaining({ id: uuid, subject: "Hello" }) }, 0, null, true]]);
    const [{ n }] = await prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pgboss.job WHERE name = 'message-email' AND data->>'eventId' = ${events[0].id}`;
    expect(n).toBe(1n);
  });

  it("a message with an unknown link writes nothing: no message, activity or event", async () => {
    t.statements.length = 0;
    const r = await gql(t.app, a, `mutation($c: ID!) { createMessage(input: { content: "Hi", clientId: $c }) { __typename } }`,
      { c: globalId("Client", "00000000-0000-4000-8000-000000000000") });
    expect(r.data.createMessage.__typename).toBe("NotFoundError");
    expect(t.statements.every((s) => !/INSERT/.test(s))).toBe(true);
    const { prisma } = t.app.resources;
    expect(await prisma.message.count({ where: { userId: a.user.id } })).toBe(0);
    expect(await prisma.domainEvent.count({ where: { userId: a.user.id } })).toBe(0);
    expect(await prisma.activity.count({ where: { userId: a.user.id, entityType: "message" } })).toBe(0);
  });

  it("updateMessage runs 2 statements, deleteMessage 1", async () => {
    const m = await rest(t.app, a, "POST", "/api/messages", { subject: "  ", content: "C" });
    // the create's event is queued in the background: its statements are not the update's
    await backgroundDispatches();
    t.statements.length = 0;
    const up = await rest(t.app, a, "PUT", `/api/messages/${m.body.id}`, { content: "C2" });
    expect(up.body).toMatchObject({ content: "C2" });
    expect(t.statements).toHaveLength(2);
    t.statements.length = 0;
    expect((await rest(t.app, a, "DELETE", `/api/messages/${m.body.id}`)).status).toBe(204);
    expect(t.statements).toHaveLength(1);
    const log = await t.app.resources.prisma.activity.findMany({ where: { entityId: m.body.id } });
    expect(log.map((l) => l.title).sort()).toEqual(["Message deleted: No Subject", "Message updated: No Subject", "New message: No Subject"]);
  });
});
