import { Client } from "pg";
import { migrate } from "../migrate";
import { createPrisma } from "../prisma";
import { pgConfig } from "../pg-config";

/** A database whose server-side time zone is not UTC, as a self-hosted PostgreSQL often is. */
async function databaseInNewYork(): Promise<string> {
  const base = process.env.TEST_PG_BASE_URL!;
  const name = `tz_${process.env.JEST_WORKER_ID}`;
  const c = new Client({ connectionString: `${base}/postgres` });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await c.query(`CREATE DATABASE "${name}"`);
  await c.query(`ALTER DATABASE "${name}" SET timezone = 'America/New_York'`);
  await c.end();
  return `${base}/${name}`;
}

describe("time zones", () => {
  it("store and read the true instant when the database server runs in another time zone", async () => {
    const url = await databaseInNewYork();
    await migrate(url);
    const prisma = createPrisma(url);
    const plain = new Client({ connectionString: url });
    await plain.connect();
    try {
      expect((await plain.query("SHOW timezone")).rows[0].TimeZone).toBe("America/New_York");
      const at = new Date("2026-07-04T12:00:00.000Z");
      const user = await prisma.user.create({ data: { email: "tz@example.com", createdAt: at } });
      // what another client (psql, a report, SQL's now()) sees
      const stored = await plain.query(`SELECT extract(epoch FROM "createdAt") * 1000 AS ms, "updatedAt" > now() - interval '1 minute' AND "updatedAt" <= now() AS fresh FROM users WHERE id = $1`, [user.id]);
      expect(Number(stored.rows[0].ms)).toBe(at.getTime());
      expect(stored.rows[0].fresh).toBe(true);
      // and a value written by SQL reads back as the same instant through Prisma
      await plain.query(`UPDATE users SET "updatedAt" = '2026-01-15 09:30:00+00' WHERE id = $1`, [user.id]);
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).updatedAt.toISOString()).toBe("2026-01-15T09:30:00.000Z");
    } finally {
      await plain.end();
      await prisma.$disconnect();
    }
  });

  it("keep options given in DATABASE_URL next to the UTC session setting", () => {
    expect(pgConfig("postgres://u:p@db:5432/app", { max: 5 })).toEqual({ max: 5, connectionString: "postgres://u:p@db:5432/app", options: "-c TimeZone=UTC -c pg_trgm.word_similarity_threshold=0.4" });
    const withOptions = pgConfig("postgres://u:p@db:5432/app?sslmode=require&options=-c%20search_path%3Dcrm");
    expect(withOptions.options).toBe("-c search_path=crm -c TimeZone=UTC -c pg_trgm.word_similarity_threshold=0.4");
    expect(withOptions.connectionString).toBe("postgres://u:p@db:5432/app?sslmode=require");
  });
});
