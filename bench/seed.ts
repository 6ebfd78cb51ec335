import crypto from "node:crypto";
import type { Pool } from "pg";
import { sign } from "../api/src/auth/session";

export interface SeedResult {
  tenants: { userId: string; cookie: string; clientIds: string[] }[];
  seconds: number;
}

/**
 * A realistic data set in a few set-based statements: `tenants` users with `clientsPerTenant` clients each (mixed
 * statuses, full contact details, staggered creation dates) and one live session per tenant.
 */
export async function seed(pool: Pool, secret: string, tenants = 200, clientsPerTenant = 50): Promise<SeedResult> {
  const t0 = Date.now();
  const users = (await pool.query<{ id: string }>(`
    INSERT INTO users (email, "firstName", "lastName", "companyName")
    SELECT 'bench' || g || '@example.com', 'Owner', 'No ' || g, 'Studio ' || g FROM generate_series(1, $1) g
    RETURNING id::text`, [tenants])).rows;
  await pool.query(`
    INSERT INTO clients ("userId", name, email, phone, company, address, status, website, "linkedinUrl", "twitterUsername", "createdAt", "updatedAt")
    SELECT u.id, 'Client ' || g, 'client' || g || '@example.com', '+1 555 ' || lpad(g::text, 4, '0'), 'Company ' || g, g || ' Main Street',
           (ARRAY['active','active','inactive','archived'])[1 + g % 4], 'https://client' || g || '.example', 'https://linkedin.com/company/c' || g, 'client' || g,
           now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
    FROM users u CROSS JOIN generate_series(1, $1) g WHERE u.email LIKE 'bench%'`, [clientsPerTenant]);
  const out: SeedResult["tenants"] = [];
  const expire = new Date(Date.now() + 86400_000);
  const sessionRows: string[] = [];
  const params: unknown[] = [];
  for (const u of users) {
    const sid = crypto.randomBytes(32).toString("base64url");
    params.push(sid, JSON.stringify({ userId: u.id }), expire);
    sessionRows.push(`($${params.length - 2}, $${params.length - 1}::json, $${params.length})`);
    out.push({ userId: u.id, cookie: `sid=${encodeURIComponent(`${sid}.${sign(sid, secret)}`)}`, clientIds: [] });
  }
  await pool.query(`INSERT INTO sessions (sid, sess, expire) VALUES ${sessionRows.join(", ")}`, params);
  const clients = (await pool.query<{ userId: string; id: string }>(`SELECT "userId"::text, id::text FROM clients`)).rows;
  const byUser = new Map(out.map((t) => [t.userId, t]));
  for (const c of clients) byUser.get(c.userId)?.clientIds.push(c.id);
  await pool.query("ANALYZE");
  return { tenants: out, seconds: (Date.now() - t0) / 1000 };
}
