/**
 * A log of every row change of every tenant, for tests that ask "did this request change anything of tenant A?"
 * after thousands of requests (the write fuzz): triggers append one line per changed row to an unlogged table, so the
 * question is one indexed read of the lines written since a marker, where hashing all of a tenant's rows grows with
 * its data. Test-only: installed on the worker's database by the file that uses it, and removed at its end.
 *
 * A change is what a tenant snapshot hashing its rows would see: an insert, a delete, an update whose row reads
 * differently (an update to the same values is none), for the user row itself too (`users`, by its id). The logs that
 * only grow (`activities`, `domain_events`) are compared by their ids, as the snapshot does: their rows are stamped
 * after the answer (`dispatchedAt`, by the background dispatch), so there an update is a change only when it moves
 * the row (another id or another tenant). A rolled-back write leaves no line: the log is transactional.
 */
import { Client } from "pg";

/** What the log's functions need of a connection: the app's Prisma client, or the log's own (openChangeLog). */
interface Db {
  $queryRawUnsafe<T = unknown>(sql: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(sql: string, ...values: unknown[]): Promise<number>;
}

/**
 * The log on a connection of its own, installed on the database at `url` (`installChangeLog`): the log is installed,
 * read and removed through it, apart from the app's pool, and `close()` removes the log and ends the connection, so
 * no statement of the log is left to a pool the app closes on its own schedule. A plain pg client also skips Prisma's
 * query layer on the reads the fuzz makes after every request.
 */
export type ChangeLogDb = Db & { close(): Promise<void> };

export async function openChangeLog(url: string): Promise<ChangeLogDb> {
  const client = new Client({ connectionString: url, application_name: "clientfolio-test-change-log" });
  await client.connect();
  const db: Db = {
    $queryRawUnsafe: async <T>(sql: string, ...values: unknown[]) => (await client.query(sql, values)).rows as T,
    $executeRawUnsafe: async (sql: string, ...values: unknown[]) => (await client.query(sql, values)).rowCount ?? 0,
  };
  try {
    await installChangeLog(db);
  } catch (e) {
    await client.end();
    throw e;
  }
  return {
    ...db,
    close: async () => {
      try {
        await removeChangeLog(db);
      } finally {
        await client.end();
      }
    },
  };
}

const LOG = "_test_row_changes";
const FN = "_test_log_row_change";
/** the name of the triggers on each table (and of the row triggers PostgreSQL clones to its partitions) */
const CHANGE_TRIGGER = "_test_row_changes";

/** The logs that only grow, compared by their ids (see above). */
export const APPEND_ONLY = new Set(["activities", "domain_events"]);

/**
 * The tables of the schema the log leaves out, and why: none has a userId column (a tenant's rows all carry one, see
 * the schema). A new table fails the coverage test until it has a userId column or is listed here.
 */
export const CHANGE_LOG_EXEMPT: Record<string, string> = {
  _prisma_migrations: "the migrations' bookkeeping",
  automation_templates: "shared by every workspace (no owner), seeded by a migration",
  sessions: "sign-in sessions, no tenant column (the sign-up and sign-in fuzz compares every account and session instead)",
  handled_events: "which handler did which domain event: reached through its event, whose row is the tenant's",
  [LOG]: "this log itself",
};

/**
 * The tables a tenant owns rows of: each table with a userId column (a partitioned one as a whole, not each of its
 * partitions), and `users` for the tenant's own row. The tenant snapshot of the fuzz reads the same list.
 */
export async function tenantTables(db: Db): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(`
    SELECT c.relname AS name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'userId' AND NOT a.attisdropped
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY 1`);
  return rows.map((r) => r.name);
}

/** Creates the log and its triggers on every tenant table (after removing any left from before); returns the tables. */
async function installChangeLog(db: Db): Promise<string[]> {
  await removeChangeLog(db);
  const tables = await tenantTables(db);
  // unlogged: nothing to write ahead for a log that lives as long as a test file; `xid` tells which transaction wrote
  // the line, so that a marker (a snapshot) counts exactly the writes committed after it, whatever their order
  await db.$executeRawUnsafe(`CREATE UNLOGGED TABLE ${LOG} (
    seq bigserial PRIMARY KEY, xid xid8 NOT NULL DEFAULT pg_current_xact_id(), tbl text NOT NULL, op text NOT NULL, old_user uuid, new_user uuid)`);
  await db.$executeRawUnsafe(`CREATE INDEX ON ${LOG} (xid)`);
  // TG_ARGV: the table's name (a partition's trigger would name the partition) and its tenant column
  await db.$executeRawUnsafe(`CREATE FUNCTION ${FN}() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE o uuid; n uuid;
    BEGIN
      IF TG_LEVEL = 'STATEMENT' THEN
        -- a TRUNCATE empties the table for every tenant
        INSERT INTO ${LOG} (tbl, op) VALUES (TG_ARGV[0], TG_OP);
        RETURN NULL;
      END IF;
      IF TG_ARGV[1] = 'id' THEN
        IF TG_OP <> 'INSERT' THEN o := OLD.id; END IF;
        IF TG_OP <> 'DELETE' THEN n := NEW.id; END IF;
      ELSE
        IF TG_OP <> 'INSERT' THEN o := OLD."userId"; END IF;
        IF TG_OP <> 'DELETE' THEN n := NEW."userId"; END IF;
      END IF;
      INSERT INTO ${LOG} (tbl, op, old_user, new_user) VALUES (TG_ARGV[0], TG_OP, o, n);
      RETURN NULL;
    END $$`);
  for (const table of [...tables, "users"]) {
    const args = `'${table}', '${table === "users" ? "id" : "userId"}'`;
    // the row's text, as the snapshot hashes it (an equality operator would miss a change of json's spacing, say)
    const changed = APPEND_ONLY.has(table)
      ? `OLD.id IS DISTINCT FROM NEW.id OR OLD."userId" IS DISTINCT FROM NEW."userId"`
      : `OLD::text IS DISTINCT FROM NEW::text`;
    await db.$executeRawUnsafe(`CREATE TRIGGER ${CHANGE_TRIGGER} AFTER INSERT OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${FN}(${args})`);
    await db.$executeRawUnsafe(`CREATE TRIGGER ${CHANGE_TRIGGER}_update AFTER UPDATE ON "${table}" FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION ${FN}(${args})`);
    await db.$executeRawUnsafe(`CREATE TRIGGER ${CHANGE_TRIGGER}_truncate AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION ${FN}(${args})`);
  }
  return [...tables, "users"];
}

/** Removes the triggers, their function and the log, so the next test file on this database has none of them. */
async function removeChangeLog(db: Db): Promise<void> {
  // the triggers (and their clones on partitions) depend on the function
  await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS ${FN}() CASCADE`);
  await db.$executeRawUnsafe(`DROP TABLE IF EXISTS ${LOG}`);
}

/** A point in time to count changes from: the database's snapshot (which transactions had committed then). */
export type ChangeMarker = string;

export async function changeMarker(db: Db): Promise<ChangeMarker> {
  const [row] = await db.$queryRawUnsafe<{ m: string }[]>(`SELECT pg_current_snapshot()::text AS m`);
  return row.m;
}

interface RowChange { tbl: string; op: string; oldUser: string | null; newUser: string | null }

/**
 * The changes committed since `marker` to rows of any of `userIds` (on either side of an update that moves a row),
 * and any TRUNCATE; one line per table, operation and tenants. Transactions, not line numbers, decide: a line
 * numbered before the marker by a transaction that committed after it counts. With them, in the same statement, the
 * marker of this read (`next`): counting from it takes exactly the changes this read did not see, so a caller asking
 * again right away needs no separate read of a marker.
 */
export async function changesSince(db: Db, marker: ChangeMarker, userIds: string[]): Promise<{ changes: RowChange[]; next: ChangeMarker }> {
  // every transaction the marker did not see has an id at or past its xmin: the index reads only those lines;
  // pg_current_snapshot() is the statement's own snapshot, the one the read above sees
  const [row] = await db.$queryRawUnsafe<{ changes: RowChange[]; next: string }[]>(`
    WITH c AS (
      SELECT tbl, op, old_user::text AS "oldUser", new_user::text AS "newUser", min(seq) AS first FROM ${LOG}
      WHERE xid >= pg_snapshot_xmin($1::pg_snapshot) AND NOT pg_visible_in_snapshot(xid, $1::pg_snapshot)
        AND (old_user = ANY($2::uuid[]) OR new_user = ANY($2::uuid[]) OR op = 'TRUNCATE')
      GROUP BY 1, 2, 3, 4)
    SELECT pg_current_snapshot()::text AS next,
      coalesce((SELECT json_agg(json_build_object('tbl', tbl, 'op', op, 'oldUser', "oldUser", 'newUser', "newUser") ORDER BY first) FROM c), '[]') AS changes`,
  marker, userIds);
  return row;
}

/** The tables `changes` changed of `userId`'s rows, with the operations ("clients (UPDATE), tasks (INSERT)"; "" when none). */
export function changedTablesOf(changes: RowChange[], userId: string): string {
  const ops = new Map<string, Set<string>>();
  for (const c of changes) {
    if (c.op !== "TRUNCATE" && c.oldUser !== userId && c.newUser !== userId) continue;
    ops.set(c.tbl, (ops.get(c.tbl) ?? new Set()).add(c.op));
  }
  return [...ops].map(([tbl, o]) => `${tbl} (${[...o].join("/")})`).join(", ");
}

/**
 * Every table of the schema (a partitioned one as a whole) with whether it has the log's triggers and a userId
 * column: what the coverage test checks against CHANGE_LOG_EXEMPT.
 */
export async function changeLogCoverage(db: Db): Promise<{ table: string; triggered: boolean; hasUserId: boolean }[]> {
  return db.$queryRawUnsafe(`
    SELECT c.relname AS "table",
      EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = '${CHANGE_TRIGGER}') AS triggered,
      EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'userId' AND NOT a.attisdropped) AS "hasUserId"
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY 1`);
}
