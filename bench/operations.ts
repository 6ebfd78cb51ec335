import type { Pool } from "pg";
import { request } from "./load";
import type { SeedResult } from "./seed";
import { globalId } from "../api/src/graphql/util";
import "../api/src/modules";
import { searchStatement, searchTerms } from "../api/src/modules/search/search.service";
import { invoicePageToken } from "../api/src/modules/invoice/invoice.public";
import { publicTokenHash } from "../api/src/rest/public";

export interface BenchContext {
  base: string;
  /** the server's SESSION_SECRET (what the client's pages' tokens are made with) */
  secret: string;
  pool: Pool;
  tenants: SeedResult["tenants"];
}

/** One measured read: through the app (HTTP) and the same read as raw SQL through pg. */
export interface Operation {
  name: string;
  http(ctx: BenchContext, i: number): Promise<unknown>;
  raw(ctx: BenchContext, i: number): Promise<unknown>;
  /** A reference row, not a goal: what any request costs on this machine ("signed-in": what any signed-in request costs). */
  floor?: boolean | "signed-in";
  /** The goal of a read: its p50 at most this many ms over the signed-in floor's, and its p95 at most twice its p50. */
  budgetMs?: number;
  /** The goal of a write: its p50 at most this many ms. */
  p50GoalMs?: number;
  /** requests per second for this operation, when a request costs too much CPU for the common rate on a small machine */
  rate?: number;
}

/**
 * The floor: an HTTP round trip to the server plus one trivial SQL round trip, next to that SQL alone. On a small
 * virtual machine each hop between processes costs a wake-up, so this shows how much of every row below is transport.
 */
export const floorOperations: Operation[] = [
  {
    name: "floor: GET /api/health",
    floor: true,
    http: (ctx) => request(`${ctx.base}/api/health`),
    raw: (ctx) => ctx.pool.query("SELECT 1"),
  },
  {
    name: "floor: GraphQL { viewer { id } }",
    floor: "signed-in",
    http: (ctx, i) => graphql(ctx, i, "{ viewer { id } }"),
    raw: (ctx, i) => ctx.pool.query(`SELECT id FROM users WHERE id = $1`, [tenant(ctx, i).userId]),
  },
];

const tenant = (ctx: BenchContext, i: number) => ctx.tenants[i % ctx.tenants.length];

export function graphql(ctx: BenchContext, i: number, query: string, variables?: Record<string, unknown>) {
  return request(`${ctx.base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: tenant(ctx, i).cookie },
    body: JSON.stringify({ query, variables }),
  });
}

export function restGet(ctx: BenchContext, i: number, path: string) {
  return request(`${ctx.base}${path}`, { headers: { cookie: tenant(ctx, i).cookie } });
}

const CLIENT_COLUMNS = `id, name, company, status, email, phone, website, "linkedinUrl", "twitterUsername", "facebookUsername",
  "instagramUsername", "tiktokUsername", "youtubeChannel"`;
const CLIENT_FIELDS = "id name company status email phone website linkedinUrl twitterUsername facebookUsername instagramUsername tiktokUsername youtubeChannel";

export const clientOperations: Operation[] = [
  {
    name: "GraphQL clients page (50)",
    budgetMs: 1.5,
    http: (ctx, i) => graphql(ctx, i, `{ viewer { clients(first: 50) { totalCount edges { cursor node { ${CLIENT_FIELDS} } } } } }`),
    raw: (ctx, i) => ctx.pool.query(`SELECT ${CLIENT_COLUMNS} FROM clients WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT 50`, [tenant(ctx, i).userId]),
  },
  {
    name: "REST GET /api/clients",
    budgetMs: 1.5,
    http: (ctx, i) => restGet(ctx, i, "/api/clients"),
    raw: (ctx, i) => ctx.pool.query(`SELECT * FROM clients WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC`, [tenant(ctx, i).userId]),
  },
  {
    name: "GraphQL node(id) of a client",
    budgetMs: 1,
    http: (ctx, i) => {
      const t = tenant(ctx, i);
      return graphql(ctx, i, `query($id: ID!) { node(id: $id) { ... on Client { ${CLIENT_FIELDS} } } }`,
        { id: globalId("Client", t.clientIds[i % t.clientIds.length]) });
    },
    raw: (ctx, i) => {
      const t = tenant(ctx, i);
      return ctx.pool.query(`SELECT ${CLIENT_COLUMNS} FROM clients WHERE id = $1 AND "userId" = $2`, [t.clientIds[i % t.clientIds.length], t.userId]);
    },
  },
];

const PROJECT_FIELDS = "id name description status priority progress budget startDate dueDate completedAt client { id name }";

export const projectOperations: Operation[] = [
  {
    name: "GraphQL projects page (50)",
    budgetMs: 1.5,
    http: (ctx, i) => graphql(ctx, i, `{ viewer { projects(first: 50) { totalCount edges { cursor node { ${PROJECT_FIELDS} } } } } }`),
    raw: (ctx, i) => ctx.pool.query(`SELECT p.id, p.name, p.description, p.status, p.priority, p.progress, p.budget, p."startDate", p."dueDate",
        p."completedAt", c.id AS "clientId", c.name AS "clientName"
      FROM projects p JOIN clients c ON c.id = p."clientId" WHERE p."userId" = $1 ORDER BY p."createdAt" DESC, p.id DESC LIMIT 50`, [tenant(ctx, i).userId]),
  },
  {
    name: "REST GET /api/projects",
    budgetMs: 1.5,
    http: (ctx, i) => restGet(ctx, i, "/api/projects"),
    raw: (ctx, i) => ctx.pool.query(`SELECT * FROM projects WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC`, [tenant(ctx, i).userId]),
  },
];

const TASK_FIELDS = "id title description status priority dueDate completedAt estimatedHours isOverdue project { id name } client { id name }";

export const taskOperations: Operation[] = [
  {
    name: "GraphQL tasks page (50)",
    budgetMs: 1.5,
    http: (ctx, i) => graphql(ctx, i, `{ viewer { tasks(first: 50) { totalCount edges { cursor node { ${TASK_FIELDS} } } } } }`),
    raw: (ctx, i) => ctx.pool.query(`SELECT t.id, t.title, t.description, t.status, t.priority, t."dueDate", t."completedAt", t."estimatedHours",
        (t.status <> 'completed' AND t."dueDate" < current_date) AS "isOverdue", p.id AS "projectId", p.name AS "projectName", c.id AS "clientId", c.name AS "clientName"
      FROM tasks t LEFT JOIN projects p ON p.id = t."projectId" LEFT JOIN clients c ON c.id = t."clientId"
      WHERE t."userId" = $1 ORDER BY t."createdAt" DESC, t.id DESC LIMIT 50`, [tenant(ctx, i).userId]),
  },
  {
    name: "REST GET /api/tasks",
    budgetMs: 1.5,
    http: (ctx, i) => restGet(ctx, i, "/api/tasks"),
    raw: (ctx, i) => ctx.pool.query(`SELECT * FROM tasks WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC`, [tenant(ctx, i).userId]),
  },
];

// ---- dashboard ------------------------------------------------------------------------------------------------
import { DASHBOARD_STATS_SQL, REVENUE_ANALYTICS_SQL } from "../api/src/modules/dashboard/dashboard.service";
import { REPORT_INVOICES_SQL, REPORT_SQL } from "../api/src/modules/report/report.service";
import { DEFAULT_CURRENCY } from "../common/money";
import { REPORT_SERIES_MONTHS } from "../common/report";

/**
 * The dashboard reads a whole workspace. The first dashboard call (during the warm-up) adds, set-based and once, what
 * the seed did not: per tenant 12 projects and 40 tasks (when there are no projects / tasks yet), 60 invoices over
 * two years (a third paid) and 100 activity lines (when there are none).
 */
let dashboardData: Promise<void> | null = null;
function ensureDashboardData(ctx: BenchContext): Promise<void> {
  return (dashboardData ??= (async () => {
    const has = async (table: string) => (await ctx.pool.query(`SELECT EXISTS (SELECT 1 FROM ${table}) AS x`)).rows[0].x as boolean;
    const t0 = Date.now();
    const added: string[] = [];
    const clientOf = `(SELECT id FROM clients c WHERE c."userId" = u.id ORDER BY c.id OFFSET g % 10 LIMIT 1)`;
    if (!(await has("projects"))) {
      added.push("projects");
      await ctx.pool.query(`
        INSERT INTO projects ("userId", "clientId", name, description, status, priority, "dueDate", budget, progress, "createdAt", "updatedAt")
        SELECT u.id, ${clientOf}, 'Project ' || g, 'Scope of project ' || g, (ARRAY['planning','active','active','completed','cancelled'])[1 + g % 5],
               (ARRAY['low','medium','high','urgent'])[1 + g % 4], now() + ((g * 7 - 30) || ' days')::interval, 500 * g, (g * 9) % 101,
               now() - ((g * 33) || ' days')::interval, now()
        FROM users u CROSS JOIN generate_series(1, 12) g WHERE u.email LIKE 'bench%'`);
    }
    if (!(await has("tasks"))) {
      added.push("tasks");
      await ctx.pool.query(`
        INSERT INTO tasks ("userId", "projectId", title, status, priority, "dueDate", "createdAt", "updatedAt")
        SELECT u.id, CASE WHEN g % 2 = 0 THEN (SELECT id FROM projects p WHERE p."userId" = u.id ORDER BY p.id OFFSET g % 12 LIMIT 1) END,
               'Task ' || g, (ARRAY['pending','in_progress','completed','pending','cancelled'])[1 + g % 5], (ARRAY['low','medium','high'])[1 + g % 3],
               CASE WHEN g % 7 = 0 THEN NULL ELSE now() + ((g * 2 - 30) || ' days')::interval END, now() - (g || ' days')::interval, now()
        FROM users u CROSS JOIN generate_series(1, 40) g WHERE u.email LIKE 'bench%'`);
    }
    if (!(await has("invoices"))) {
      added.push("invoices");
      await ctx.pool.query(`
        INSERT INTO invoices ("userId", "clientId", "invoiceNumber", status, "issueDate", "dueDate", "paidDate", subtotal, total, "createdAt", "updatedAt")
        SELECT u.id, ${clientOf}, 'BENCH-' || g, (ARRAY['paid','sent','draft'])[1 + g % 3], now() - ((g * 12) || ' days')::interval,
               now() - ((g * 12 - 30) || ' days')::interval, CASE WHEN g % 3 = 0 THEN now() - ((g * 12 - 5) || ' days')::interval END,
               100 + g * 37, 100 + g * 37, now(), now()
        FROM users u CROSS JOIN generate_series(1, 60) g WHERE u.email LIKE 'bench%'`);
    }
    if (!(await has("activities"))) {
      added.push("activities");
      await ctx.pool.query(`
        INSERT INTO activities ("userId", "entityType", "entityId", action, title, "createdAt")
        SELECT u.id, 'client', ${clientOf}, (ARRAY['created','updated'])[1 + g % 2], 'Activity ' || g, now() - (g || ' hours')::interval
        FROM users u CROSS JOIN generate_series(1, 100) g WHERE u.email LIKE 'bench%'`);
    }
    if (added.length) {
      await ctx.pool.query("ANALYZE");
      console.log(`(dashboard: added ${added.join(", ")} to every tenant in ${((Date.now() - t0) / 1000).toFixed(2)} s)`);
    }
  })());
}

const DASHBOARD_QUERY = `{ viewer {
  dashboardStats { totalClients activeProjects monthlyRevenue totalRevenue pendingTasks overdueTasks clientsGrowth projectsGrowth revenueGrowth asOf }
  projects(first: 3) { edges { node { id name status progress dueDate } } }
  upcomingTasks { id title status dueDate project { id name } }
  revenueAnalytics(days: 30) { totalRevenue averageProjectValue growth series { startDate endDate revenue } }
  recentActivity { id entityType entityId action title createdAt }
} }`;

const REPORT_QUERY = `{ viewer { report(period: "all") {
  period periodLabel today currency totalClients activeProjects totalRevenue monthlyRevenue
  clients { active inactive total } projects { planning active completed cancelled total }
  revenueBreakdown { paid pending overdue draft paidCount pendingCount overdueCount draftCount invoiceCount }
  performance { averageProjectValue completionRate activeClientRate paymentSuccessRate }
  monthlyRevenueSeries { month revenue } currencies { currency totalRevenue monthlyRevenue paid pending overdue draft invoiceCount }
} } }`;

/** The same reads as the dashboard screen query, as raw SQL, concurrently (as GraphQL resolves sibling fields). */
function dashboardScreenRaw(ctx: BenchContext, i: number) {
  const uid = tenant(ctx, i).userId;
  return Promise.all([
    ctx.pool.query(`SELECT id, email, "firstName", "lastName" FROM users WHERE id = $1`, [uid]),
    ctx.pool.query(DASHBOARD_STATS_SQL, [uid, null]),
    ctx.pool.query(`SELECT id, name, status, progress, "dueDate" FROM projects WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT 4`, [uid]),
    ctx.pool.query(`SELECT t.id, t.title, t.status, t."dueDate", p.id AS "projectId", p.name AS "projectName" FROM tasks t LEFT JOIN projects p ON p.id = t."projectId"
      WHERE t."userId" = $1 AND t.status NOT IN ('completed', 'cancelled') ORDER BY t."dueDate" ASC NULLS LAST, t."createdAt", t.id LIMIT 4`, [uid]),
    ctx.pool.query(REVENUE_ANALYTICS_SQL, [uid, 30, "day", null]),
    ctx.pool.query(`SELECT id, "entityType", "entityId", action, title, "createdAt" FROM activities WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT 10`, [uid]),
  ]);
}

// ---- invoices -------------------------------------------------------------------------------------------------

/** What the invoices list shows of each row (InvoiceRow_invoice). */
const INVOICE_FIELDS = "id invoiceNumber status currency dueDate total client { id name }";

export const invoiceOperations: Operation[] = [
  // the workspace's invoices are the dashboard's (60 per tenant, added on first use)
  {
    name: "GraphQL invoices page (50)",
    budgetMs: 1.5,
    http: async (ctx, i) => { await ensureDashboardData(ctx); return graphql(ctx, i, `{ viewer { invoices(first: 50) { totalCount edges { cursor node { ${INVOICE_FIELDS} } } } } }`); },
    raw: async (ctx, i) => {
      await ensureDashboardData(ctx);
      return ctx.pool.query(`SELECT i.id, i."invoiceNumber", i.status, i.currency, i."dueDate", i.total, c.id AS "clientId", c.name AS "clientName",
          (SELECT count(*) FROM invoices n WHERE n."userId" = $1) AS total
        FROM invoices i JOIN clients c ON c.id = i."clientId" WHERE i."userId" = $1 ORDER BY i."createdAt" DESC, i.id DESC LIMIT 50`, [tenant(ctx, i).userId]);
    },
  },
  {
    name: "GraphQL invoices page (50, status filter)",
    budgetMs: 1.5,
    http: async (ctx, i) => { await ensureDashboardData(ctx); return graphql(ctx, i, `{ viewer { invoices(first: 50, status: "paid") { totalCount edges { cursor node { ${INVOICE_FIELDS} } } } } }`); },
    raw: async (ctx, i) => {
      await ensureDashboardData(ctx);
      return ctx.pool.query(`SELECT i.id, i."invoiceNumber", i.status, i.currency, i."dueDate", i.total, c.id AS "clientId", c.name AS "clientName",
          (SELECT count(*) FROM invoices n WHERE n."userId" = $1 AND n.status = 'paid') AS total
        FROM invoices i JOIN clients c ON c.id = i."clientId" WHERE i."userId" = $1 AND i.status = 'paid' ORDER BY i."createdAt" DESC, i.id DESC LIMIT 50`, [tenant(ctx, i).userId]);
    },
  },
  {
    name: "REST GET /api/invoices",
    budgetMs: 3,
    http: async (ctx, i) => { await ensureDashboardData(ctx); return restGet(ctx, i, "/api/invoices"); },
    raw: async (ctx, i) => {
      await ensureDashboardData(ctx);
      return ctx.pool.query(`SELECT i.*, c.name AS "clientName",
          (SELECT coalesce(json_agg(it ORDER BY it."createdAt", it.id), '[]') FROM invoice_items it WHERE it."invoiceId" = i.id) AS items
        FROM invoices i JOIN clients c ON c.id = i."clientId" WHERE i."userId" = $1 ORDER BY i."createdAt" DESC, i.id DESC`, [tenant(ctx, i).userId]);
    },
  },
  {
    // the client's page: no session, the token its only key; each request from an address of its own (as many clients
    // behind the proxy: the page is limited per address, TRUST_PROXY on the benchmark's server)
    name: "GET /i/{token} (the client's invoice page)",
    budgetMs: 2,
    http: async (ctx, i) => {
      const pages = await ensureInvoicePages(ctx);
      return request(`${ctx.base}/i/${pages.get(tenant(ctx, i).userId)!}`, { headers: { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` } });
    },
    raw: async (ctx, i) => {
      const pages = await ensureInvoicePages(ctx);
      return ctx.pool.query(`SELECT i.*, c.name AS "clientName", c.company, u."companyName", u."firstName", u."lastName", u.email, u."brandColor", u."brandLogo",
          (SELECT coalesce(json_agg(it ORDER BY it."createdAt", it.id), '[]') FROM invoice_items it WHERE it."invoiceId" = i.id) AS items,
          (SELECT coalesce(json_agg(p ORDER BY p."paidAt", p."createdAt", p.id), '[]') FROM payments p WHERE p."invoiceId" = i.id) AS payments
        FROM invoices i JOIN clients c ON c.id = i."clientId" JOIN users u ON u.id = i."userId" WHERE i."publicTokenHash" = $1`,
      [publicTokenHash(pages.get(tenant(ctx, i).userId)!)]);
    },
  },
  // the recurring invoices screen: 5 profiles per tenant (the invoices a profile made are read when its card shows them)
  {
    name: "GraphQL recurring invoices page (20)",
    budgetMs: 2,
    http: async (ctx, i) => { await ensureRecurringData(ctx); return graphql(ctx, i, `{ viewer { recurringInvoices(first: 20) { totalCount edges { cursor node { ${RECURRING_FIELDS} } } } } }`); },
    raw: async (ctx, i) => {
      await ensureRecurringData(ctx);
      return ctx.pool.query(`SELECT p.id, p.status, p.frequency, p.interval, p."sendHour", p.total, p.currency, p."startDate", p."nextSendDate", p."autoSend",
          p."generatedCount", p.items, c.name, c.company, pr.name AS "projectName",
          (SELECT count(*) FROM recurring_invoices n WHERE n."userId" = $1) AS count
        FROM recurring_invoices p JOIN clients c ON c.id = p."clientId" LEFT JOIN projects pr ON pr.id = p."projectId"
        WHERE p."userId" = $1 ORDER BY p."createdAt" DESC, p.id DESC LIMIT 20`, [tenant(ctx, i).userId]);
    },
  },
  {
    name: "REST GET /api/recurring-invoices",
    budgetMs: 2,
    http: async (ctx, i) => { await ensureRecurringData(ctx); return restGet(ctx, i, "/api/recurring-invoices"); },
    raw: async (ctx, i) => {
      await ensureRecurringData(ctx);
      return ctx.pool.query(`SELECT p.* FROM recurring_invoices p WHERE p."userId" = $1 ORDER BY p."createdAt" DESC, p.id DESC`, [tenant(ctx, i).userId]);
    },
  },
];

/** What the recurring invoices screen shows of each profile (RecurringInvoiceCard_recurringInvoice). */
const RECURRING_FIELDS = `id status frequency interval sendHour total currency startDate nextSendDate autoSend generatedCount
  client { name company } project { name } items { description }`;

let recurringData: Promise<void> | undefined;

/** Per tenant, once: 5 monthly profiles, and for the last two 3 invoices each made for their past periods. */
function ensureRecurringData(ctx: BenchContext): Promise<void> {
  return (recurringData ??= (async () => {
    await ensureDashboardData(ctx);
    const exists = (await ctx.pool.query(`SELECT EXISTS (SELECT 1 FROM recurring_invoices) AS x`)).rows[0].x as boolean;
    if (exists) return;
    const clientOf = `(SELECT id FROM clients c WHERE c."userId" = u.id ORDER BY c.id OFFSET g LIMIT 1)`;
    await ctx.pool.query(`
      INSERT INTO recurring_invoices ("userId", "clientId", items, subtotal, "taxRate", "taxAmount", total, currency, frequency, interval, "startDate",
                                      "nextSendDate", "nextPeriod", "sendHour", "dueInDays", "autoSend", "generatedCount", "createdAt", "updatedAt")
      SELECT u.id, ${clientOf}, '[{"description": "Retainer {period_start} to {period_end}", "quantity": 1, "rate": "1500.00", "amount": "1500.00"}]'::jsonb,
             1500, 0, 0, 1500, 'USD', 'monthly', 1, date_trunc('month', now())::date - interval '3 months',
             date_trunc('month', now())::date, 3, 9, 14, true, CASE WHEN g >= 3 THEN 3 ELSE 0 END, now() - (g || ' minutes')::interval, now()
      FROM users u CROSS JOIN generate_series(0, 4) g WHERE u.email LIKE 'bench%'`);
    await ctx.pool.query(`
      INSERT INTO invoices ("userId", "clientId", "invoiceNumber", status, "issueDate", "dueDate", subtotal, total, "recurringInvoiceId", "periodStart", "createdAt", "updatedAt")
      SELECT p."userId", p."clientId", 'REC-' || left(p.id::text, 8) || '-' || k, 'sent', (p."startDate" + make_interval(months => k))::date,
             (p."startDate" + make_interval(months => k))::date + 14, 1500, 1500, p.id, (p."startDate" + make_interval(months => k))::date, now(), now()
      FROM recurring_invoices p CROSS JOIN generate_series(0, 2) k WHERE p."generatedCount" = 3`);
    await ctx.pool.query("ANALYZE recurring_invoices; ANALYZE invoices");
  })());
}

let invoicePages: Promise<Map<string, string>> | undefined;

/**
 * Per tenant, one sent invoice of the dashboard's with three lines, opened by its page's token (a nonce and the token's
 * hash stored as the first sending stores them); once. The tokens by tenant.
 */
function ensureInvoicePages(ctx: BenchContext): Promise<Map<string, string>> {
  return (invoicePages ??= (async () => {
    await ensureDashboardData(ctx);
    const rows = (await ctx.pool.query<{ id: string; userId: string }>(`SELECT DISTINCT ON (i."userId") i.id::text, i."userId"::text FROM invoices i
      WHERE i."userId" = ANY($1::uuid[]) AND i.status = 'sent' ORDER BY i."userId", i."invoiceNumber"`, [ctx.tenants.map((t) => t.userId)])).rows;
    const tokens = rows.map((r) => invoicePageToken(ctx.secret, r.id, `bench-${r.id}`));
    await ctx.pool.query(`UPDATE invoices i SET "publicTokenNonce" = 'bench-' || i.id, "publicTokenHash" = h.hash
      FROM unnest($1::uuid[], $2::text[]) AS h(id, hash) WHERE i.id = h.id`, [rows.map((r) => r.id), tokens.map(publicTokenHash)]);
    await ctx.pool.query(`INSERT INTO invoice_items ("userId", "invoiceId", description, quantity, rate, amount, "createdAt")
      SELECT i."userId", i.id, l.description, l.quantity, l.rate, l.quantity * l.rate, now() + l.n * interval '1 millisecond'
      FROM invoices i CROSS JOIN (VALUES (1, 'Brand identity', 1, 2400), (2, 'Website design, 6 pages', 6, 350), (3, 'Hosting (12 months)', 1, 240))
        AS l(n, description, quantity, rate)
      WHERE i.id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM invoice_items x WHERE x."invoiceId" = i.id)`, [rows.map((r) => r.id)]);
    return new Map(rows.map((r, n) => [r.userId, tokens[n]]));
  })());
}

export const dashboardOperations: Operation[] = [
  {
    name: "GraphQL dashboard screen",
    http: async (ctx, i) => { await ensureDashboardData(ctx); return graphql(ctx, i, DASHBOARD_QUERY); },
    raw: async (ctx, i) => { await ensureDashboardData(ctx); return dashboardScreenRaw(ctx, i); },
  },
  {
    name: "REST GET /api/dashboard/stats",
    http: async (ctx, i) => { await ensureDashboardData(ctx); return restGet(ctx, i, "/api/dashboard/stats"); },
    raw: async (ctx, i) => { await ensureDashboardData(ctx); return ctx.pool.query(DASHBOARD_STATS_SQL, [tenant(ctx, i).userId, null]); },
  },
  {
    name: "GraphQL revenueAnalytics(365)",
    http: async (ctx, i) => { await ensureDashboardData(ctx); return graphql(ctx, i, `{ viewer { revenueAnalytics(days: 365) { totalRevenue previousRevenue growth averageProjectValue series { startDate endDate revenue } } } }`); },
    raw: async (ctx, i) => { await ensureDashboardData(ctx); return ctx.pool.query(REVENUE_ANALYTICS_SQL, [tenant(ctx, i).userId, 365, "month", null]); },
  },
  // Reports read the same workspace as the dashboard: the whole report is one statement, the export adds the invoice rows
  {
    name: "GraphQL reports screen (all time)",
    http: async (ctx, i) => { await ensureDashboardData(ctx); return graphql(ctx, i, REPORT_QUERY); },
    raw: async (ctx, i) => { await ensureDashboardData(ctx); return ctx.pool.query(REPORT_SQL, [tenant(ctx, i).userId, null, "all", DEFAULT_CURRENCY, REPORT_SERIES_MONTHS]); },
  },
  {
    name: "REST GET /api/reports/export.csv",
    http: async (ctx, i) => { await ensureDashboardData(ctx); return restGet(ctx, i, "/api/reports/export.csv?period=all"); },
    raw: async (ctx, i) => {
      await ensureDashboardData(ctx);
      const uid = tenant(ctx, i).userId;
      await ctx.pool.query(REPORT_SQL, [uid, null, "all", DEFAULT_CURRENCY, REPORT_SERIES_MONTHS]);
      return ctx.pool.query(REPORT_INVOICES_SQL, [uid, "UTC", null, new Date().toISOString().slice(0, 10), null, null, null, null]);
    },
  },
];

// ---- messages -------------------------------------------------------------------------------------------------

/** 40 messages per tenant on the first call (set-based, once): a third e-mailed and sent, some failed, half read. */
let messageData: Promise<void> | null = null;
function ensureMessageData(ctx: BenchContext): Promise<void> {
  return (messageData ??= (async () => {
    const exists = (await ctx.pool.query(`SELECT EXISTS (SELECT 1 FROM messages) AS x`)).rows[0].x as boolean;
    if (exists) return;
    const t0 = Date.now();
    await ctx.pool.query(`
      INSERT INTO messages ("userId", "clientId", subject, content, "isRead", "contactEmail", "contactName", "emailSent", "emailSentAt",
                            "notificationError", "emailMessageId", "emailAttempts", "createdAt", "updatedAt")
      SELECT u.id, (SELECT id FROM clients c WHERE c."userId" = u.id ORDER BY c.id OFFSET g % 10 LIMIT 1),
             CASE WHEN g % 7 = 0 THEN NULL ELSE 'Subject ' || g END, 'Message ' || g || ' about the project, with a few lines of text.',
             g % 2 = 0, CASE WHEN g % 3 = 0 THEN 'contact' || g || '@example.com' END, CASE WHEN g % 3 = 0 THEN 'Contact ' || g END,
             g % 3 = 0 AND g % 9 <> 0, CASE WHEN g % 3 = 0 AND g % 9 <> 0 THEN now() - (g || ' hours')::interval END,
             CASE WHEN g % 9 = 0 THEN '550 5.1.1 Recipient address rejected' END,
             CASE WHEN g % 3 = 0 THEN '<' || gen_random_uuid() || '@bench.example>' END, CASE WHEN g % 3 = 0 THEN 1 ELSE 0 END,
             now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
      FROM users u CROSS JOIN generate_series(1, 40) g WHERE u.email LIKE 'bench%'`);
    await ctx.pool.query("ANALYZE messages");
    console.log(`(messages: added 40 to every tenant in ${((Date.now() - t0) / 1000).toFixed(2)} s)`);
  })());
}

const MESSAGE_FIELDS = "id subject content isRead contactEmail contactName emailState emailSent emailSentAt notificationError createdAt client { id name }";

export const messageOperations: Operation[] = [
  {
    name: "GraphQL messages page (50)",
    budgetMs: 1.5,
    http: async (ctx, i) => { await ensureMessageData(ctx); return graphql(ctx, i, `{ viewer { messages(first: 50) { totalCount edges { cursor node { ${MESSAGE_FIELDS} } } } } }`); },
    raw: async (ctx, i) => {
      await ensureMessageData(ctx);
      return ctx.pool.query(`SELECT m.id, m.subject, m.content, m."isRead", m."contactEmail", m."contactName", m."emailSent", m."emailSentAt",
          m."notificationError", m."createdAt", c.id AS "clientId", c.name AS "clientName"
        FROM messages m LEFT JOIN clients c ON c.id = m."clientId" WHERE m."userId" = $1 ORDER BY m."createdAt" DESC, m.id DESC LIMIT 50`, [tenant(ctx, i).userId]);
    },
  },
  {
    name: "REST GET /api/messages",
    budgetMs: 1.5,
    http: async (ctx, i) => { await ensureMessageData(ctx); return restGet(ctx, i, "/api/messages"); },
    raw: async (ctx, i) => { await ensureMessageData(ctx); return ctx.pool.query(`SELECT * FROM messages WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC`, [tenant(ctx, i).userId]); },
  },
];

// ---- files ----------------------------------------------------------------------------------------------------

/** 40 file records per tenant on the first call (set-based, once): the list page reads records, not stored bytes. */
let fileData: Promise<void> | null = null;
function ensureFileData(ctx: BenchContext): Promise<void> {
  return (fileData ??= (async () => {
    const exists = (await ctx.pool.query(`SELECT EXISTS (SELECT 1 FROM files) AS x`)).rows[0].x as boolean;
    if (exists) return;
    const t0 = Date.now();
    await ctx.pool.query(`
      INSERT INTO files ("userId", "clientId", "projectId", name, "originalName", path, size, "mimeType", description, "createdAt")
      SELECT u.id, (SELECT id FROM clients c WHERE c."userId" = u.id ORDER BY c.id OFFSET g % 10 LIMIT 1),
             CASE WHEN g % 4 = 0 THEN (SELECT id FROM projects p WHERE p."userId" = u.id ORDER BY p.id OFFSET g % 5 LIMIT 1) END,
             'File ' || g, 'file-' || g || '.png', u.id || '/uploads/' || gen_random_uuid(), 1000 * g * g,
             (ARRAY['image/png', 'application/pdf', 'text/plain', 'video/mp4'])[1 + g % 4],
             CASE WHEN g % 3 = 0 THEN 'Description of file ' || g END, now() - (g || ' hours')::interval
      FROM users u CROSS JOIN generate_series(1, 40) g WHERE u.email LIKE 'bench%'`);
    await ctx.pool.query("ANALYZE files");
    console.log(`(files: added 40 to every tenant in ${((Date.now() - t0) / 1000).toFixed(2)} s)`);
  })());
}

const FILE_FIELDS = "id name originalName size mimeType description createdAt previewUrl downloadUrl thumbnailUrl client { id name } project { id name }";

export const fileOperations: Operation[] = [
  {
    // the Files screen: the first page with its total and the tenant's storage total (two statements)
    name: "GraphQL files page (50) + storageUsedBytes",
    budgetMs: 2,
    http: async (ctx, i) => { await ensureFileData(ctx); return graphql(ctx, i, `{ viewer { storageUsedBytes files(first: 50) { totalCount edges { cursor node { ${FILE_FIELDS} } } } } }`); },
    raw: async (ctx, i) => {
      await ensureFileData(ctx);
      const uid = tenant(ctx, i).userId;
      await ctx.pool.query(`SELECT coalesce(sum(size), 0)::float8 AS total FROM files WHERE "userId" = $1`, [uid]);
      return ctx.pool.query(`SELECT f.id, f.name, f."originalName", f.size, f."mimeType", f.description, f."createdAt",
          c.id AS "clientId", c.name AS "clientName", p.id AS "projectId", p.name AS "projectName", (SELECT count(*) FROM files WHERE "userId" = $1) AS total
        FROM files f LEFT JOIN clients c ON c.id = f."clientId" LEFT JOIN projects p ON p.id = f."projectId"
        WHERE f."userId" = $1 ORDER BY f."createdAt" DESC, f.id DESC LIMIT 50`, [uid]);
    },
  },
  {
    name: "REST GET /api/files",
    budgetMs: 1.5,
    http: async (ctx, i) => { await ensureFileData(ctx); return restGet(ctx, i, "/api/files"); },
    raw: async (ctx, i) => { await ensureFileData(ctx); return ctx.pool.query(`SELECT * FROM files WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC`, [tenant(ctx, i).userId]); },
  },
];

// ---- calendar -------------------------------------------------------------------------------------------------

/**
 * 200 weekly events per tenant on the first call (set-based, once), in Europe/Berlin, each a series started in the
 * past, every tenth with an override of one occurrence: the month view expands them over its six weeks.
 */
let calendarData: Promise<void> | null = null;
function ensureCalendarData(ctx: BenchContext): Promise<void> {
  return (calendarData ??= (async () => {
    const exists = (await ctx.pool.query(`SELECT EXISTS (SELECT 1 FROM calendar_events) AS x`)).rows[0].x as boolean;
    if (exists) return;
    const t0 = Date.now();
    await ctx.pool.query(`
      INSERT INTO calendar_events ("userId", title, "startTime", "endTime", type, "isRecurring", "recurrenceRule", "timeZone", color,
                                   "attendeeEmails", "createdAt", "updatedAt")
      SELECT u.id, 'Weekly ' || g, date_trunc('week', now()) - interval '8 weeks' + ((g % 5) || ' days')::interval + ((8 + g % 9) || ' hours')::interval,
             date_trunc('week', now()) - interval '8 weeks' + ((g % 5) || ' days')::interval + ((8 + g % 9) || ' hours')::interval + interval '30 minutes',
             (ARRAY['meeting','call','deadline','reminder'])[1 + g % 4], true, 'FREQ=WEEKLY;INTERVAL=1', 'Europe/Berlin',
             (ARRAY['#1976d2','#388e3c','#f57c00','#d32f2f','#7b1fa2','#0097a7'])[1 + g % 6], ARRAY['guest' || g || '@example.com'],
             now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      FROM users u CROSS JOIN generate_series(1, 200) g WHERE u.email LIKE 'bench%'`);
    await ctx.pool.query(`
      INSERT INTO calendar_events ("userId", "parentEventId", "recurrenceId", uid, title, "startTime", "endTime", type, "timeZone", color)
      SELECT e."userId", e.id, e."startTime" + interval '9 weeks', e.uid, e.title || ' (moved)', e."startTime" + interval '9 weeks 1 day',
             e."endTime" + interval '9 weeks 1 day', e.type, e."timeZone", e.color
      FROM calendar_events e WHERE e."isRecurring" AND e.title ~ '0$'`);
    await ctx.pool.query("ANALYZE calendar_events");
    console.log(`(calendar: added 200 weekly events to every tenant in ${((Date.now() - t0) / 1000).toFixed(2)} s)`);
  })());
}

/** The six weeks a month view shows, from this week's Monday. */
const monthRange = () => {
  const from = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
  return { from: from.toISOString(), to: new Date(from.getTime() + 42 * 86_400_000).toISOString() };
};

export const calendarOperations: Operation[] = [
  {
    // the app reads the rows in one statement and expands the rules in each series' zone; the raw side expands
    // them in SQL (by 7-day steps, which a DST change would shift: the app's expansion does not)
    name: "GraphQL month view (200 weekly events, 6 weeks)",
    // 1,200 occurrences an answer: about 40 ms of one core each, so the common 50 a second would only measure a queue
    rate: 10,
    http: async (ctx, i) => {
      await ensureCalendarData(ctx);
      return graphql(ctx, i, `query($from: DateTime!, $to: DateTime!) { viewer { calendarOccurrences(from: $from, to: $to) {
        edges { node { id startTime endTime occurrenceOf event { id title color type isRecurring } } } } } }`, monthRange());
    },
    raw: async (ctx, i) => {
      await ensureCalendarData(ctx);
      const { from, to } = monthRange();
      return ctx.pool.query(`
        SELECT e.id, e.title, e.color, e.type, e."isRecurring", g AS start, g + (e."endTime" - e."startTime") AS "end"
        FROM calendar_events e CROSS JOIN LATERAL generate_series(e."startTime", $3::timestamptz, interval '7 days') g
        WHERE e."userId" = $1 AND e."parentEventId" IS NULL AND g >= $2::timestamptz AND g < $3::timestamptz
          AND NOT EXISTS (SELECT 1 FROM calendar_events o WHERE o."parentEventId" = e.id AND o."recurrenceId" = g)
        UNION ALL
        SELECT o.id, o.title, o.color, o.type, false, o."startTime", o."endTime" FROM calendar_events o
        WHERE o."userId" = $1 AND o."parentEventId" IS NOT NULL AND o."startTime" < $3::timestamptz AND o."endTime" > $2::timestamptz
        ORDER BY start`, [tenant(ctx, i).userId, from, to]);
    },
  },
];

// ---- automation -----------------------------------------------------------------------------------------------

/** 10 workflows and 200 finished runs of 3 steps each per tenant, on the first call (set-based, once). */
let automationData: Promise<void> | null = null;
function ensureAutomationData(ctx: BenchContext): Promise<void> {
  return (automationData ??= (async () => {
    const exists = (await ctx.pool.query(`SELECT EXISTS (SELECT 1 FROM workflow_executions) AS x`)).rows[0].x as boolean;
    if (exists) return;
    const t0 = Date.now();
    await ctx.pool.query(`
      INSERT INTO workflows ("userId", name, trigger, actions, "runCount", "lastRun")
      SELECT u.id, 'Workflow ' || g, 'client.created',
             '[{"type":"send_email","config":{"to":"client","subject":"Hi {client_name}","message":"Welcome"}},{"type":"create_task","config":{"title":"Kickoff"}},{"type":"send_notification","config":{"message":"Done"}}]'::jsonb,
             20, now()
      FROM users u CROSS JOIN generate_series(1, 10) g WHERE u.email LIKE 'bench%'`);
    await ctx.pool.query(`
      INSERT INTO workflow_executions ("workflowId", "userId", "workflowName", status, "triggeredBy", "triggerType", "executionData", "startedAt", "updatedAt", "completedAt", "executionTime")
      SELECT w.id, w."userId", w.name, CASE WHEN g % 10 = 0 THEN 'failed' ELSE 'success' END, 'event', 'client.created',
             jsonb_build_object('workflow', jsonb_build_object('name', w.name, 'trigger', w.trigger, 'actions', w.actions), 'triggerData', '{"values":{}}'::jsonb),
             now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval + interval '80 ms', 80
      FROM workflows w CROSS JOIN generate_series(1, 20) g`);
    await ctx.pool.query(`
      INSERT INTO workflow_execution_steps ("executionId", step, "userId", type, status, attempts, output, ms, "completedAt")
      SELECT x.id, s, x."userId", (ARRAY['send_email','create_task','send_notification'])[s + 1], 'success', 1,
             jsonb_build_object('to', 'client@example.com', 'title', 'Kickoff', 'message', 'Done'), 20, x."completedAt"
      FROM workflow_executions x CROSS JOIN generate_series(0, 2) s`);
    await ctx.pool.query("ANALYZE workflows, workflow_executions, workflow_execution_steps");
    console.log(`(automation: added 10 workflows and 200 runs of 3 steps to every tenant in ${((Date.now() - t0) / 1000).toFixed(2)} s)`);
  })());
}

export const automationOperations: Operation[] = [
  {
    // the Execution History: the 20 newest runs with their steps
    name: "GraphQL execution history (20 runs, 3 steps each)",
    // two statements (the runs, then their 60 steps) and 80 objects to shape: more than a one-statement page
    budgetMs: 4,
    http: async (ctx, i) => {
      await ensureAutomationData(ctx);
      return graphql(ctx, i, `{ viewer { workflowExecutions(first: 20) { edges { cursor node { id workflowName status startedAt executionTime errorMessage
        results { step label status summary error ms attempts } } } } } }`);
    },
    raw: async (ctx, i) => {
      await ensureAutomationData(ctx);
      return ctx.pool.query(`
        SELECT x.id, x."workflowName", x.status, x."startedAt", x."executionTime", x."errorMessage",
               (SELECT json_agg(s ORDER BY s.step) FROM workflow_execution_steps s WHERE s."executionId" = x.id) AS steps
        FROM workflow_executions x WHERE x."userId" = $1 ORDER BY x."startedAt" DESC, x.id DESC LIMIT 20`, [tenant(ctx, i).userId]);
    },
  },
];

// ---- search ---------------------------------------------------------------------------------------------------

/**
 * 10,000 searchable records per tenant (4,000 clients with phones and e-mails, 3,000 projects, 3,000 tasks with notes)
 * across every tenant, on the first call (set-based, once): names from a small vocabulary, so a word finds about one
 * record in 40 of each type, as a real workspace's common words do.
 */
let searchData: Promise<void> | null = null;
const SEARCH_WORDS = ["acme", "zürich", "harbor", "summit", "orion", "nimbus", "delta", "vertex", "lumen", "atlas", "cobalt", "maple",
  "granite", "willow", "quartz", "falcon", "zephyr", "meridian", "aurora", "beacon", "cedar", "ember", "juniper", "kestrel", "lotus",
  "marlin", "nova", "onyx", "pioneer", "raven", "sierra", "tundra", "umbra", "vista", "wren", "yarrow", "boreal", "crescent", "dune", "echo"];
function ensureSearchData(ctx: BenchContext): Promise<void> {
  return (searchData ??= (async () => {
    const exists = (await ctx.pool.query(`SELECT count(*) >= 1000 AS x FROM tasks WHERE title LIKE 'Search task %'`)).rows[0].x as boolean;
    if (exists) return;
    const t0 = Date.now();
    // two million documents: their GIN indexes take them through pending lists (fastupdate), emptied in bulk by the
    // vacuum below, then write through again as the migration has them (a word at a time would take a quarter hour)
    await searchIndexesFastUpdate(ctx.pool, true);
    await insertSearchRecords(ctx.pool);
    await ctx.pool.query("VACUUM ANALYZE search_documents, search_words");
    await searchIndexesFastUpdate(ctx.pool, false);
    await ctx.pool.query("ANALYZE clients, projects, tasks");
    console.log(`(search: added 10,000 searchable records to every tenant in ${((Date.now() - t0) / 1000).toFixed(2)} s)`);
  })());
}

/**
 * The search's 10,000 records for every bench tenant (the users whose e-mail starts with "bench"), set-based: also
 * what `scripts/search-timing.ts` seeds, so its timings are of the bench's data.
 */
export async function insertSearchRecords(pool: { query(sql: string): Promise<unknown> }) {
  const words = `ARRAY[${SEARCH_WORDS.map((w) => `'${w}'`).join(",")}]`;
  const word = (n: string) => `(${words})[1 + (${n}) % ${SEARCH_WORDS.length}]`;
  await pool.query(`
    INSERT INTO clients ("userId", name, company, email, phone, notes)
    SELECT u.id, initcap(${word("g")}) || ' ' || initcap(${word("g / 40")}) || ' ' || g, initcap(${word("g * 7")}) || ' Group',
           'contact' || g || '@' || ${word("g / 3")} || '.example', '555-' || lpad((g % 1000)::text, 3, '0') || '-' || lpad((g * 37 % 10000)::text, 4, '0'),
           'Met at the ' || ${word("g * 3")} || ' conference'
    FROM users u CROSS JOIN generate_series(1, 4000) g WHERE u.email LIKE 'bench%'`);
  await pool.query(`
    INSERT INTO projects ("userId", "clientId", name, description)
    SELECT c."userId", c.id, initcap(${word("g")}) || ' ' || initcap(${word("g / 40 + 3")}) || ' project', 'Scope agreed with ' || ${word("g * 11")}
    FROM (SELECT DISTINCT ON (cl."userId") cl.id, cl."userId" FROM clients cl JOIN users u ON u.id = cl."userId" AND u.email LIKE 'bench%'
          ORDER BY cl."userId", cl.id) c
    CROSS JOIN generate_series(1, 3000) g`);
  await pool.query(`
    INSERT INTO tasks ("userId", title, description)
    SELECT u.id, 'Search task ' || initcap(${word("g + 5")}) || ' ' || ${word("g / 40 + 7")}, 'Notes about ' || ${word("g * 13")}
    FROM users u CROSS JOIN generate_series(1, 3000) g WHERE u.email LIKE 'bench%'`);
}

/** Sets fastupdate of the search documents' GIN indexes (each partition's: a partitioned index takes no SET) and the words'. */
export async function searchIndexesFastUpdate(pool: { query(sql: string): Promise<unknown> }, on: boolean) {
  await pool.query(`DO $$ DECLARE ix regclass; BEGIN
    FOR ix IN SELECT i.indexrelid::regclass FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
      WHERE am.amname = 'gin' AND (i.indrelid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'search_documents'::regclass)
        OR i.indrelid = 'search_words'::regclass) LOOP
      EXECUTE format('ALTER INDEX %s SET (fastupdate = ${on ? "on" : "off"})', ix);
    END LOOP;
  END $$`);
}

/** What is typed: a word, a word being typed, two words, a typo, an accent left out, a phone in another format. */
export const SEARCH_QUERIES = ["harbor", "summ", "orion delta", "acmee", "zurich", "+1 (555) 012-0444", "quartz group", "kestrel 12"];

const searchStatementNames = new Map<string, string>();

export const searchOperations: Operation[] = [
  {
    // the whole workspace searched in one statement over its stored documents (GIN indexes led by the workspace)
    name: "search GET /api/search?q= (10,000 records per workspace)",
    budgetMs: 15,
    http: async (ctx, i) => {
      await ensureSearchData(ctx);
      return restGet(ctx, i, `/api/search?q=${encodeURIComponent(SEARCH_QUERIES[i % SEARCH_QUERIES.length])}`);
    },
    raw: async (ctx, i) => {
      await ensureSearchData(ctx);
      const terms = searchTerms(SEARCH_QUERIES[i % SEARCH_QUERIES.length])!;
      // the statement the service takes for these terms, each prepared under its own name
      const text = searchStatement(terms);
      if (!searchStatementNames.has(text)) searchStatementNames.set(text, `bench-search-${searchStatementNames.size + 1}`);
      return ctx.pool.query({ name: searchStatementNames.get(text), text,
        values: [tenant(ctx, i).userId, terms.words, terms.phone, terms.text, 20] });
    },
  },
];

// ---- webhooks -------------------------------------------------------------------------------------------------

/**
 * 3 endpoints per tenant with 60 deliveries each on the first call (set-based, once), so the card's list reads the
 * 20 most recent of each out of more.
 */
let webhookData: Promise<void> | null = null;
function ensureWebhookData(ctx: BenchContext): Promise<void> {
  return (webhookData ??= (async () => {
    const exists = (await ctx.pool.query(`SELECT EXISTS (SELECT 1 FROM webhooks) AS x`)).rows[0].x as boolean;
    if (exists) return;
    const t0 = Date.now();
    await ctx.pool.query(`
      INSERT INTO webhooks ("userId", url, events, secret, "createdAt", "updatedAt")
      SELECT u.id, 'https://hooks' || g || '.example.com/in', ARRAY['client.created', 'invoice.sent'], 'whsec_' || encode(decode(md5(random()::text) || md5(random()::text), 'hex'), 'base64'),
             now() - (g || ' days')::interval, now() - (g || ' days')::interval
      FROM users u CROSS JOIN generate_series(1, 3) g WHERE u.email LIKE 'bench%'`);
    await ctx.pool.query(`
      INSERT INTO webhook_deliveries ("userId", "webhookId", "eventId", "eventType", body, status, attempts, "responseCode", "createdAt", "updatedAt")
      SELECT w."userId", w.id, gen_random_uuid(), 'client.created', '{}', (ARRAY['succeeded','succeeded','failed','pending'])[1 + g % 4],
             1 + g % 3, (ARRAY[200, 204, 500, 502])[1 + g % 4], now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      FROM webhooks w CROSS JOIN generate_series(1, 60) g`);
    await ctx.pool.query("ANALYZE webhooks; ANALYZE webhook_deliveries");
    console.log(`(webhooks: added 3 endpoints with 60 deliveries each to every tenant in ${((Date.now() - t0) / 1000).toFixed(2)} s)`);
  })());
}

const WEBHOOK_QUERY = `{ viewer { webhookEventTypes webhooks { id url events enabled failingSince
  recentDeliveries { id eventType status attempts responseCode lastError createdAt } } } }`;

export const webhookOperations: Operation[] = [
  {
    name: "GraphQL webhooks card (3 endpoints, 20 recent deliveries each)",
    budgetMs: 2,
    http: async (ctx, i) => { await ensureWebhookData(ctx); return graphql(ctx, i, WEBHOOK_QUERY); },
    raw: async (ctx, i) => {
      await ensureWebhookData(ctx);
      return ctx.pool.query(`SELECT w.id, w.url, w.events, w.enabled, w."failingSince", d.id AS "deliveryId", d."eventType", d.status, d.attempts,
          d."responseCode", d."lastError", d."createdAt"
        FROM webhooks w LEFT JOIN LATERAL (
          SELECT * FROM webhook_deliveries d WHERE d."userId" = $1 AND d."webhookId" = w.id ORDER BY d."createdAt" DESC, d.id DESC LIMIT 20) d ON true
        WHERE w."userId" = $1 ORDER BY w."createdAt" DESC, w.id DESC, d."createdAt" DESC, d.id DESC`, [tenant(ctx, i).userId]);
    },
  },
];
