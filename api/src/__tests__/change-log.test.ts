/**
 * The row-change log the write fuzz counts a request's changes with (api/test/change-log.ts): it covers every table a
 * tenant owns rows of, and it sees what a snapshot hashing the tenant's rows would see.
 */
import { createTestApp, registerUser, type Session, type TestApp } from "../../test/harness";
import {
  CHANGE_LOG_EXEMPT, changeLogCoverage, changeMarker, changedTablesOf, changesSince, openChangeLog, type ChangeLogDb,
} from "../../test/change-log";
import { makeClient } from "../modules/client/__tests__/factory";

let t: TestApp;
let logDb: ChangeLogDb;
let a: Session;
let b: Session;

beforeAll(async () => {
  t = await createTestApp();
  a = await registerUser(t.app);
  b = await registerUser(t.app);
  logDb = await openChangeLog(t.app.resources.config.databaseUrl!);
});

afterAll(async () => {
  await logDb?.close();
  await t?.close();
});

it("covers every table of the schema, or lists it as exempt with a reason", async () => {
  const tables = await changeLogCoverage(t.app.resources.prisma);
  // a table with a userId column holds tenants' rows: never exempt; any other needs a reason (none is stale)
  expect(tables.filter((x) => !x.triggered && !CHANGE_LOG_EXEMPT[x.table]).map((x) => x.table)).toEqual([]);
  expect(tables.filter((x) => x.hasUserId && !x.triggered).map((x) => x.table)).toEqual([]);
  expect(Object.keys(CHANGE_LOG_EXEMPT).filter((name) => !tables.some((x) => x.table === name && !x.triggered && !x.hasUserId))).toEqual([]);
  expect(tables.find((x) => x.table === "users")?.triggered).toBe(true);
});

it("sees a tenant's inserts, updates and deletes, and not another tenant's, a same-value update or a rolled-back write", async () => {
  const db = t.app.resources.prisma;
  const client = await makeClient(t.app, a);
  const since = async (fn: () => Promise<unknown>, userId = a.user.id) => {
    const m = await changeMarker(db);
    await fn();
    return changedTablesOf((await changesSince(db, m, [userId])).changes, userId);
  };

  expect(await since(() => db.client.update({ where: { id: client.id }, data: { company: "Renamed" } }))).toMatch(/^clients \(UPDATE\)/);
  // (raw: Prisma would stamp updatedAt)
  expect(await since(() => db.$executeRawUnsafe(`UPDATE clients SET company = company WHERE id = $1::uuid`, client.id))).toBe("");
  expect(await since(() => db.user.update({ where: { id: a.user.id }, data: { firstName: "Other" } }))).toBe("users (UPDATE)");
  expect(await since(() => makeClient(t.app, b))).toBe("");
  expect(await since(() => db.$transaction(async (tx) => {
    await tx.client.delete({ where: { id: client.id } });
    throw new Error("refused");
  }).catch(() => undefined))).toBe("");
  // the search documents (a partitioned table, written by the clients' trigger) are counted under the table's name
  expect(await since(() => db.client.delete({ where: { id: client.id } }))).toMatch(/clients \(DELETE\).*search_documents \(DELETE\)|search_documents \(DELETE\).*clients \(DELETE\)/);
  // moving a row to another tenant changes both
  const moved = await makeClient(t.app, a);
  expect(await since(() => db.client.update({ where: { id: moved.id }, data: { userId: b.user.id } }), b.user.id)).toMatch(/clients \(UPDATE\)/);

  // the logs that only grow: stamping a row is no change, adding one is
  const [event] = await db.domainEvent.findMany({ where: { userId: a.user.id }, take: 1 });
  expect(await since(() => db.domainEvent.update({ where: { id: event.id }, data: { dispatchedAt: new Date() } }))).toBe("");
});

it("a read's own marker counts exactly what that read did not see", async () => {
  const db = t.app.resources.prisma;
  const client = await makeClient(t.app, a);
  const m = await changeMarker(db);
  await db.client.update({ where: { id: client.id }, data: { company: "Before the read" } });
  const first = await changesSince(db, m, [a.user.id]);
  expect(changedTablesOf(first.changes, a.user.id)).toMatch(/^clients \(UPDATE\)/);
  // nothing since: the change the first read saw is not counted again
  const quiet = await changesSince(db, first.next, [a.user.id]);
  expect(quiet.changes).toEqual([]);
  // a change after the read is counted from its marker, and the marker moves on
  await db.client.update({ where: { id: client.id }, data: { company: "After the read" } });
  expect(changedTablesOf((await changesSince(db, quiet.next, [a.user.id])).changes, a.user.id)).toMatch(/^clients \(UPDATE\)/);
});
