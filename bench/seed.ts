import crypto from "node:crypto";
import type { Pool } from "pg";
import { sign } from "../api/src/auth/session";

export interface SeedResult {
  tenants: { userId: string; cookie: string; clientIds: string[] }[];
  seconds: number;
}

/**
 * A realistic data set in a few set-based statements: `tenants` users with `clientsPerTenant` clients each (mixed
 * statuses, full contact details, staggered creation dates), `projectsPerTenant` projects spread over those clients
 * (every status and priority, budgets, dates) and `tasksPerTenant` tasks spread over the projects (some without a
 * project or client, some overdue, some completed), and one live session per tenant.
 */
export async function seed(pool: Pool, secret: string, tenants = 200, clientsPerTenant = 50,
  projectsPerTenant = Number(process.env.BENCH_PROJECTS ?? 20), tasksPerTenant = Number(process.env.BENCH_TASKS ?? 50)): Promise<SeedResult> {
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
  // project g of a tenant belongs to its client 1 + (g - 1) mod (number of its clients)
  await pool.query(`
    INSERT INTO projects ("userId", "clientId", name, description, status, priority, "startDate", "dueDate", "completedAt",
                          budget, "actualCost", progress, "createdAt", "updatedAt")
    SELECT c."userId", c.id, 'Project ' || g, 'Scope and deliverables of project ' || g,
           (ARRAY['planning','active','active','completed','cancelled'])[1 + g % 5], (ARRAY['low','medium','medium','high','urgent'])[1 + g % 5],
           now() - ((g * 3) || ' days')::interval, now() + (((g % 30) - 10) || ' days')::interval,
           CASE WHEN g % 5 = 3 THEN now() - (g || ' hours')::interval END,
           (1000 + g * 250)::numeric(10,2), CASE WHEN g % 2 = 0 THEN (400 + g * 90)::numeric(10,2) END, (g * 7) % 101,
           now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
    FROM (SELECT id, "userId", row_number() OVER (PARTITION BY "userId" ORDER BY "createdAt" DESC, id) AS n,
                 count(*) OVER (PARTITION BY "userId") AS cnt FROM clients) c
    CROSS JOIN generate_series(1, $1) g
    WHERE c.n = 1 + (g - 1) % c.cnt`, [projectsPerTenant]);
  // task g of a tenant belongs to its project 1 + (g - 1) mod (number of its projects); every fifth has no project
  await pool.query(`
    INSERT INTO tasks ("userId", "projectId", "clientId", title, description, status, priority, "dueDate", "completedAt",
                       "estimatedHours", "actualHours", "createdAt", "updatedAt")
    SELECT p."userId", CASE WHEN g % 5 = 0 THEN NULL ELSE p.id END, CASE WHEN g % 10 = 0 THEN NULL ELSE p."clientId" END,
           'Task ' || g, 'Details of task ' || g,
           (ARRAY['pending','pending','in_progress','completed','cancelled'])[1 + g % 5], (ARRAY['low','medium','medium','high','urgent'])[1 + g % 5],
           CASE WHEN g % 7 = 0 THEN NULL ELSE now() + (((g % 20) - 5) || ' days')::interval END,
           CASE WHEN g % 5 = 3 THEN now() - (g || ' hours')::interval END,
           1 + g % 16, CASE WHEN g % 5 = 3 THEN 1 + g % 12 END,
           now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
    FROM (SELECT id, "userId", "clientId", row_number() OVER (PARTITION BY "userId" ORDER BY "createdAt" DESC, id) AS n,
                 count(*) OVER (PARTITION BY "userId") AS cnt FROM projects) p
    CROSS JOIN generate_series(1, $1) g
    WHERE p.n = 1 + (g - 1) % p.cnt`, [tasksPerTenant]);
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
