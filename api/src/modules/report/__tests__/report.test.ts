import { dayDate } from "@common/day";
import { calendarDay } from "@common/timezone";
import { eachTestWithTenant, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { addDays, firstOfMonth, localDate, zoned } from "../../dashboard/__tests__/zoned";
import { csvField, neutralizeFormula } from "../report.service";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const db = () => t.app.resources.prisma;
const MIN = 60_000;
const DAY = 86_400_000;
const setTimeZone = (s: Session, timeZone: string) => db().user.update({ where: { id: s.user.id }, data: { timeZone } });

let seq = 0;
interface InvoiceData { status: string; total: string; currency?: string; issueDate?: Date; paidDate?: Date | null; dueDate?: Date; subtotal?: string; taxAmount?: string; invoiceNumber?: string }
/** An invoice issued (and due) on the days its instants fall on in the workspace's zone (issue and due dates are days). */
async function anInvoice(s: Session, clientId: string, d: InvoiceData) {
  const issueDate = d.issueDate ?? new Date();
  const { timeZone } = await db().user.findUniqueOrThrow({ where: { id: s.user.id } });
  const day = (at: Date) => dayDate(calendarDay(at, timeZone));
  const paid = d.status === "paid";
  // revenue is cash received (issue 36): a paid invoice is stored with its payment of the whole total, on its paidDate
  // (else its issue day), as the payments migration made it for invoices paid before payments existed
  return db().invoice.create({ data: {
    userId: s.user.id, clientId, invoiceNumber: d.invoiceNumber ?? `INV-${++seq}`, status: d.status, currency: d.currency ?? "USD",
    issueDate: day(issueDate), dueDate: day(d.dueDate ?? new Date(issueDate.getTime() + 30 * DAY)), paidDate: d.paidDate ?? null,
    subtotal: d.subtotal ?? d.total, taxAmount: d.taxAmount ?? "0", total: d.total, amountPaid: paid ? d.total : "0",
    ...(paid ? { payments: { create: { userId: s.user.id, amount: d.total, currency: d.currency ?? "USD", method: "other", paidAt: d.paidDate ?? issueDate } } } : {}),
  } });
}

const REPORT = `query($period: String) { viewer { report(period: $period) {
  period periodLabel periodStart today currency totalClients activeProjects totalRevenue monthlyRevenue
  clients { active inactive total }
  projects { planning active completed cancelled total }
  revenueBreakdown { paid pending overdue draft paidCount pendingCount overdueCount draftCount invoiceCount }
  performance { averageProjectValue completionRate activeClientRate paymentSuccessRate }
  monthlyRevenueSeries { month revenue }
  currencies { currency totalRevenue monthlyRevenue paid pending overdue draft invoiceCount }
  asOf
} } }`;

async function report(s: Session, period?: string) {
  const r = await gql(t.app, s, REPORT, period === undefined ? {} : { period });
  expect(r.errors).toBeUndefined();
  return r.data.viewer.report;
}

/** The last `n` months as YYYY-MM, oldest first, ending with today's month in the zone. */
function lastMonths(tz: string, n: number): string[] {
  const today = localDate(tz);
  return Array.from({ length: n }, (_, i) => firstOfMonth(today, n - 1 - i).slice(0, 7));
}

/** A small RFC 4180 reader: CRLF records, quoted fields with doubled quotes, commas and line breaks inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i += 2; continue; }
      if (ch === '"') { quoted = false; i++; continue; }
      field += ch; i++; continue;
    }
    if (ch === '"') {
      if (field !== "") throw new Error(`a quote inside an unquoted field at ${i}`);
      quoted = true; i++; continue;
    }
    if (ch === ",") { row.push(field); field = ""; i++; continue; }
    if (ch === "\r" && text[i + 1] === "\n") { row.push(field); rows.push(row); row = []; field = ""; i += 2; continue; }
    if (ch === "\n" || ch === "\r") throw new Error(`a bare line break outside quotes at ${i}`);
    field += ch; i++;
  }
  if (quoted) throw new Error("unterminated quoted field");
  if (field !== "" || row.length) throw new Error("the last record does not end with CRLF");
  return rows;
}

async function exportCsv(s: Session, query = "") {
  const r = await rest(t.app, s, "GET", `/api/reports/export.csv${query}`);
  return r;
}

/** The figure rows of the export as "Section|Figure|Currency" -> Value, and the invoice table. */
function splitExport(text: string) {
  const rows = parseCsv(text);
  const blank = rows.findIndex((r) => r.length === 1 && r[0] === "");
  expect(blank).toBeGreaterThan(0);
  const [figHeader, ...figRows] = rows.slice(0, blank);
  expect(figHeader).toEqual(["Section", "Figure", "Currency", "Value"]);
  const figures = new Map<string, string>();
  for (const r of figRows) {
    expect(r).toHaveLength(4);
    figures.set(`${r[0]}|${r[1]}|${r[2]}`, r[3]);
  }
  const [invHeader, ...invoices] = rows.slice(blank + 1);
  expect(invHeader).toEqual(["Invoice number", "Client", "Status", "Currency", "Issue date", "Due date", "Paid date", "Subtotal", "Tax", "Total"]);
  for (const r of invoices) expect(r).toHaveLength(10);
  return { figures, invoices };
}

describe("report figures", () => {
  it("an empty workspace: zeros everywhere, no average, rates 0 (no division by zero), 12 empty months in USD", async () => {
    const r = await report(a);
    expect(r).toMatchObject({
      period: "all", periodLabel: "All time", periodStart: null, today: localDate("UTC"), currency: "USD",
      totalClients: 0, activeProjects: 0, totalRevenue: "0.00", monthlyRevenue: "0.00",
      clients: { active: 0, inactive: 0, total: 0 },
      projects: { planning: 0, active: 0, completed: 0, cancelled: 0, total: 0 },
      revenueBreakdown: { paid: "0.00", pending: "0.00", overdue: "0.00", draft: "0.00", paidCount: 0, pendingCount: 0, overdueCount: 0, draftCount: 0, invoiceCount: 0 },
      performance: { averageProjectValue: null, completionRate: 0, activeClientRate: 0, paymentSuccessRate: 0 },
      currencies: [{ currency: "USD", totalRevenue: "0.00", monthlyRevenue: "0.00", paid: "0.00", pending: "0.00", overdue: "0.00", draft: "0.00", invoiceCount: 0 }],
    });
    expect(r.monthlyRevenueSeries).toEqual(lastMonths("UTC", 12).map((month) => ({ month, revenue: "0.00" })));
  });

  it("counts clients and projects by status, the mean budget and the rounded rates", async () => {
    for (const status of ["active", "active", "active", "inactive", "archived", "inactive", "active"]) await makeClient(t.app, a, { status });
    const clientId = (await db().client.findFirstOrThrow({ where: { userId: a.user.id } })).id;
    // budgets 1000 + 2000.50 + 333.33 + 0 (one without a budget) -> mean 833.4575 -> 833.46
    await makeProject(t.app, a, { clientId, status: "planning", budget: 1000 });
    await makeProject(t.app, a, { clientId, status: "active", budget: 2000.5 });
    await makeProject(t.app, a, { clientId, status: "active", budget: 333.33 });
    await makeProject(t.app, a, { clientId, status: "completed", budget: 0 });
    await makeProject(t.app, a, { clientId, status: "cancelled", budget: null });
    await makeProject(t.app, a, { clientId, status: "completed", budget: null });
    const r = await report(a);
    expect(r.totalClients).toBe(7);
    expect(r.activeProjects).toBe(2);
    expect(r.clients).toEqual({ active: 4, inactive: 2, total: 7 });
    expect(r.projects).toEqual({ planning: 1, active: 2, completed: 2, cancelled: 1, total: 6 });
    // 4/7 = 57.14 -> 57; 2/6 = 33.33 -> 33
    expect(r.performance).toEqual({ averageProjectValue: "833.46", completionRate: 33, activeClientRate: 57, paymentSuccessRate: 0 });
  });

  it("rounds rates half up: 1 of 8 invoices paid is 13%, 5 of 8 clients active is 63%", async () => {
    for (let i = 0; i < 8; i++) await makeClient(t.app, a, { status: i < 5 ? "active" : "inactive" });
    const clientId = (await db().client.findFirstOrThrow({ where: { userId: a.user.id } })).id;
    await anInvoice(a, clientId, { status: "paid", total: "10.00", paidDate: new Date() });
    for (let i = 0; i < 7; i++) await anInvoice(a, clientId, { status: "draft", total: "1.00" });
    const r = await report(a);
    expect(r.performance.paymentSuccessRate).toBe(13);
    expect(r.performance.activeClientRate).toBe(63);
  });

  it("sums revenue by status in exact decimals, dates it like the dashboard, and keeps other currencies apart", async () => {
    const TZ = "Pacific/Kiritimati";
    await setTimeZone(a, TZ);
    const today = localDate(TZ);
    const monthStart = zoned(TZ, firstOfMonth(today));
    const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MIN);
    const client = await makeClient(t.app, a, { name: "Acme" });
    const c = client.id;
    // paid this month: by paidDate, else issueDate; the first minute of the local month counts, the one before does not
    await anInvoice(a, c, { status: "paid", total: "0.10", issueDate: at(monthStart, -5 * 24 * 60), paidDate: at(monthStart, 1) });
    await anInvoice(a, c, { status: "paid", total: "0.20", issueDate: at(monthStart, 2) });
    await anInvoice(a, c, { status: "paid", total: "99999999.99", issueDate: at(monthStart, 3), paidDate: at(monthStart, 3) });
    await anInvoice(a, c, { status: "paid", total: "1000.00", issueDate: at(monthStart, 5), paidDate: at(monthStart, -1) }); // paid last month
    await anInvoice(a, c, { status: "sent", total: "250.25", issueDate: at(monthStart, 1) });
    await anInvoice(a, c, { status: "sent", total: "0.05", issueDate: at(monthStart, 1) });
    await anInvoice(a, c, { status: "overdue", total: "75.50", issueDate: at(monthStart, -40 * 24 * 60) });
    await anInvoice(a, c, { status: "draft", total: "19.99", issueDate: at(monthStart, 1) });
    await anInvoice(a, c, { status: "cancelled", total: "5000.00", issueDate: at(monthStart, 1) });
    // other currencies: never added into the USD figures
    await anInvoice(a, c, { status: "paid", total: "800.00", currency: "EUR", paidDate: at(monthStart, 10) });
    await anInvoice(a, c, { status: "sent", total: "120.00", currency: "EUR", issueDate: at(monthStart, 10) });
    await anInvoice(a, c, { status: "paid", total: "42.42", currency: "GBP", paidDate: at(monthStart, -3 * 24 * 60) });

    const r = await report(a);
    expect(r.totalRevenue).toBe("100001000.29");
    expect(r.monthlyRevenue).toBe("100000000.29");
    expect(r.revenueBreakdown).toEqual({
      paid: "100001000.29", pending: "250.30", overdue: "75.50", draft: "19.99",
      paidCount: 6, pendingCount: 3, overdueCount: 1, draftCount: 1, invoiceCount: 12,
    });
    // 6 paid of 12 invoices (any currency, the cancelled one included)
    expect(r.performance.paymentSuccessRate).toBe(50);
    expect(r.currencies).toEqual([
      { currency: "USD", totalRevenue: "100001000.29", monthlyRevenue: "100000000.29", paid: "100001000.29", pending: "250.30", overdue: "75.50", draft: "19.99", invoiceCount: 9 },
      { currency: "EUR", totalRevenue: "800.00", monthlyRevenue: "800.00", paid: "800.00", pending: "120.00", overdue: "0.00", draft: "0.00", invoiceCount: 2 },
      { currency: "GBP", totalRevenue: "42.42", monthlyRevenue: "0.00", paid: "42.42", pending: "0.00", overdue: "0.00", draft: "0.00", invoiceCount: 1 },
    ]);
    // the chart: USD only, this month and last month in the local zone
    const months = lastMonths(TZ, 12);
    expect(r.monthlyRevenueSeries.map((m: { month: string }) => m.month)).toEqual(months);
    expect(r.monthlyRevenueSeries[11]).toEqual({ month: months[11], revenue: "100000000.29" });
    expect(r.monthlyRevenueSeries[10]).toEqual({ month: months[10], revenue: "1000.00" });
    expect(r.monthlyRevenueSeries.slice(0, 10).every((m: { revenue: string }) => m.revenue === "0.00")).toBe(true);
  });

  it("agrees with the dashboard's Revenue (MTD) and total revenue for USD invoices", async () => {
    const TZ = "America/Los_Angeles";
    await setTimeZone(a, TZ);
    const today = localDate(TZ);
    const monthStart = zoned(TZ, firstOfMonth(today));
    const c = (await makeClient(t.app, a)).id;
    await anInvoice(a, c, { status: "paid", total: "120.00", paidDate: new Date(monthStart.getTime() + MIN) });
    await anInvoice(a, c, { status: "paid", total: "80.40", paidDate: new Date(monthStart.getTime() - MIN) });
    await anInvoice(a, c, { status: "paid", total: "7.00", issueDate: new Date(monthStart.getTime() + 2 * MIN) });
    await anInvoice(a, c, { status: "sent", total: "999.00", issueDate: new Date(monthStart.getTime() + MIN) });
    const dash = await gql(t.app, a, "{ viewer { dashboardStats { monthlyRevenue totalRevenue } } }");
    const r = await report(a);
    expect(r.monthlyRevenue).toBe("127.00");
    expect(r.totalRevenue).toBe("207.40");
    expect(dash.data.viewer.dashboardStats).toEqual({ monthlyRevenue: r.monthlyRevenue, totalRevenue: r.totalRevenue });
  });

  it("scopes Total Revenue, the breakdown and the payment rate to the period; Monthly Revenue and counts stay", async () => {
    const TZ = "UTC";
    const today = localDate(TZ);
    const c = (await makeClient(t.app, a)).id;
    const now = Date.now();
    const daysAgo = (n: number) => new Date(now - n * DAY - MIN);
    await anInvoice(a, c, { status: "paid", total: "100.00", paidDate: daysAgo(0) });
    await anInvoice(a, c, { status: "paid", total: "200.00", paidDate: daysAgo(45), issueDate: daysAgo(60) });
    await anInvoice(a, c, { status: "paid", total: "400.00", paidDate: daysAgo(400), issueDate: daysAgo(420) });
    await anInvoice(a, c, { status: "sent", total: "50.00", issueDate: daysAgo(10) });
    await anInvoice(a, c, { status: "draft", total: "25.00", issueDate: daysAgo(100) });
    // a paid invoice issued in the period but paid before it counts by its payment, outside
    await anInvoice(a, c, { status: "paid", total: "800.00", paidDate: daysAgo(35), issueDate: daysAgo(5) });

    const dayOf = (d: Date) => d.toISOString().slice(0, 10);
    const starts: Record<string, string | null> = {
      month: firstOfMonth(today),
      last30: addDays(today, -29),
      quarter: `${today.slice(0, 5)}${String(Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, "0")}-01`,
      year: `${today.slice(0, 4)}-01-01`,
      all: null,
    };
    const rows = [
      { total: 100, status: "paid", at: daysAgo(0) }, { total: 200, status: "paid", at: daysAgo(45) }, { total: 400, status: "paid", at: daysAgo(400) },
      { total: 50, status: "sent", at: daysAgo(10) }, { total: 25, status: "draft", at: daysAgo(100) }, { total: 800, status: "paid", at: daysAgo(35) },
    ];
    const monthly = rows.filter((x) => x.status === "paid" && dayOf(x.at) >= firstOfMonth(today)).reduce((s, x) => s + x.total, 0).toFixed(2);
    for (const [period, start] of Object.entries(starts)) {
      const inside = rows.filter((x) => start === null || dayOf(x.at) >= start);
      const sum = (status: string) => inside.filter((x) => x.status === status).reduce((s, x) => s + x.total, 0).toFixed(2);
      const paid = inside.filter((x) => x.status === "paid").length;
      const r = await report(a, period);
      expect({ period, periodStart: r.periodStart, today: r.today }).toEqual({ period, periodStart: start, today });
      expect({ period, total: r.totalRevenue, paid: r.revenueBreakdown.paid, pending: r.revenueBreakdown.pending, draft: r.revenueBreakdown.draft,
        count: r.revenueBreakdown.invoiceCount, rate: r.performance.paymentSuccessRate })
        .toEqual({ period, total: sum("paid"), paid: sum("paid"), pending: sum("sent"), draft: sum("draft"), count: inside.length,
          rate: inside.length ? Math.round((paid * 100) / inside.length) : 0 });
      expect(r.monthlyRevenue).toBe(monthly);
      expect(r.totalClients).toBe(1);
    }
    // the chart is the last 12 months whatever the period: the invoice of 400 days ago is not in it
    const r = await report(a, "month");
    const chartTotal = r.monthlyRevenueSeries.reduce((s: number, m: { revenue: string }) => s + Number(m.revenue), 0);
    expect(chartTotal.toFixed(2)).toBe("1100.00");
  });

  it("refuses an unknown period with the message (GraphQL BAD_USER_INPUT, REST 400)", async () => {
    const g = await gql(t.app, a, REPORT, { period: "decade" });
    expect(g.errors?.[0]).toMatchObject({ message: "Period must be month, last30, quarter, year or all", extensions: { code: "BAD_USER_INPUT", fieldErrors: { period: "Period must be month, last30, quarter, year or all" } } });
    const r = await exportCsv(a, "?period=decade");
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: "Period must be month, last30, quarter, year or all", errors: { period: "Period must be month, last30, quarter, year or all" } });
  });

  it("shows a tenant its own figures only", async () => {
    const c = (await makeClient(t.app, a, { name: "Only A" })).id;
    await makeProject(t.app, a, { clientId: c, status: "active", budget: 5000 });
    await anInvoice(a, c, { status: "paid", total: "1234.00", paidDate: new Date() });
    const b = await registerUser(t.app);
    const rb = await report(b);
    expect(rb).toMatchObject({ totalClients: 0, activeProjects: 0, totalRevenue: "0.00", monthlyRevenue: "0.00",
      performance: { averageProjectValue: null, completionRate: 0, activeClientRate: 0, paymentSuccessRate: 0 } });
    const csv = await exportCsv(b);
    expect(csv.status).toBe(200);
    expect(csv.text).not.toContain("Only A");
    expect(csv.text).not.toContain("1234.00");
    expect(splitExport(csv.text).invoices).toEqual([]);
  });

  it("costs one SQL statement for the report and two for the export, whatever the amount of data", async () => {
    const count = async (n: number) => {
      // each size from an empty database, as statementsFor10And50 does: both counts are of the same read over known data
      await t.truncate();
      const s = await registerUser(t.app);
      const prisma = db();
      await prisma.client.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId: s.user.id, name: `C${i}`, status: i % 2 ? "active" : "inactive" })) });
      const clients = await prisma.client.findMany({ where: { userId: s.user.id }, select: { id: true } });
      await prisma.project.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId: s.user.id, clientId: clients[i % clients.length].id,
        name: `P${i}`, status: ["planning", "active", "completed", "cancelled"][i % 4], budget: String(100 * i) })) });
      await prisma.invoice.createMany({ data: Array.from({ length: n }, (_, i) => ({ userId: s.user.id, clientId: clients[i % clients.length].id,
        invoiceNumber: `N${i}`, status: ["paid", "sent", "draft", "overdue"][i % 4], currency: ["USD", "EUR", "USD", "GBP", "CAD"][i % 5],
        issueDate: new Date(Date.now() - (i % 400) * DAY), paidDate: i % 4 === 0 ? new Date(Date.now() - (i % 300) * DAY) : null,
        dueDate: new Date(), subtotal: "10", total: String(10 + i) })) });
      // the session is read once, then cached: warm it so only the report's statements are counted
      await gql(t.app, s, "{ viewer { id } }");
      t.statements.length = 0;
      const r = await gql(t.app, s, REPORT, { period: "year" });
      expect(r.errors).toBeUndefined();
      expect(r.data.viewer.report.totalClients).toBe(n);
      const reportStatements = t.statements.length;
      t.statements.length = 0;
      const csv = await exportCsv(s);
      expect(csv.status).toBe(200);
      expect(splitExport(csv.text).invoices).toHaveLength(n);
      return { reportStatements, exportStatements: t.statements.length };
    };
    const small = await count(5);
    const large = await count(500);
    console.log(`report: ${small.reportStatements} SQL statement(s) for 5 records of each kind, ${large.reportStatements} for 500; export: ${small.exportStatements} and ${large.exportStatements}`);
    expect(large).toEqual(small);
    expect(small).toEqual({ reportStatements: 1, exportStatements: 2 });
  });
});

describe("CSV export", () => {
  it("is an RFC 4180 attachment with every figure and every invoice row, parsed back", async () => {
    const TZ = "Europe/Paris";
    await setTimeZone(a, TZ);
    const today = localDate(TZ);
    const acme = await makeClient(t.app, a, { name: 'Acme, "Studio"\nLondon' });
    const evil = await makeClient(t.app, a, { name: '=HYPERLINK("http://evil.example","Click")', status: "inactive" });
    await makeProject(t.app, a, { clientId: acme.id, status: "completed", budget: 1500 });
    await makeProject(t.app, a, { clientId: acme.id, status: "active", budget: 500 });
    const issue = zoned(TZ, today, "00:30"); // 23:30 UTC the day before: the local day is today
    await anInvoice(a, acme.id, { invoiceNumber: "INV-1001", status: "paid", subtotal: "1000.00", taxAmount: "100.00", total: "1100.00", issueDate: issue, paidDate: issue, dueDate: zoned(TZ, addDays(today, 30), "12:00") });
    await anInvoice(a, evil.id, { invoiceNumber: "+SUM(1,2)", status: "sent", subtotal: "50.00", taxAmount: "0.00", total: "50.00", issueDate: issue, dueDate: zoned(TZ, addDays(today, 14), "12:00") });
    await anInvoice(a, acme.id, { invoiceNumber: "@cmd", status: "paid", currency: "EUR", subtotal: "200.00", taxAmount: "40.00", total: "240.00", issueDate: issue, paidDate: issue, dueDate: issue });

    const r = await exportCsv(a);
    expect(r.status).toBe(200);
    expect(r.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(r.headers["content-disposition"]).toBe(`attachment; filename="clientfolio-report-${today}.csv"`);
    expect(r.headers["cache-control"]).toBe("no-store");
    // every record ends with CRLF, no bare LF outside the quoted client name
    expect(r.text.endsWith("\r\n")).toBe(true);
    expect(r.text.replace(/"(?:[^"]|"")*"/g, "").split("\r\n").every((line) => !line.includes("\n") && !line.includes("\r"))).toBe(true);

    const { figures, invoices } = splitExport(r.text);
    const fig = (section: string, figure: string, currency = "") => figures.get(`${section}|${figure}|${currency}`);
    expect(fig("Report", "Period")).toBe("All time");
    expect(fig("Report", "From")).toBe("");
    expect(fig("Report", "To")).toBe(today);
    expect(fig("Report", "Time zone")).toBe(TZ);
    expect(fig("Stat cards", "Total Clients")).toBe("2");
    expect(fig("Stat cards", "Active Projects")).toBe("1");
    expect(fig("Stat cards", "Total Revenue", "USD")).toBe("1100.00");
    expect(fig("Stat cards", "Monthly Revenue", "USD")).toBe("1100.00");
    expect(fig("Client Summary", "Active")).toBe("1");
    expect(fig("Client Summary", "Inactive")).toBe("1");
    expect(fig("Client Summary", "Total")).toBe("2");
    expect(["Planning", "Active", "Completed", "Cancelled"].map((s) => fig("Project Status", s))).toEqual(["0", "1", "1", "0"]);
    expect(["Paid", "Pending", "Overdue", "Draft"].map((s) => fig("Revenue Breakdown", s, "USD"))).toEqual(["1100.00", "50.00", "0.00", "0.00"]);
    expect(["Paid", "Pending", "Overdue", "Draft"].map((s) => fig("Revenue Breakdown", s, "EUR"))).toEqual(["240.00", "0.00", "0.00", "0.00"]);
    expect(fig("Other currencies", "Total Revenue", "EUR")).toBe("240.00");
    expect(fig("Performance Metrics", "Avg. Project Value", "USD")).toBe("1000.00");
    expect(fig("Performance Metrics", "Completion Rate (%)")).toBe("50");
    expect(fig("Performance Metrics", "Active Client Rate (%)")).toBe("50");
    expect(fig("Performance Metrics", "Payment Success Rate (%)")).toBe("67");
    const months = lastMonths(TZ, 12);
    expect(months.map((m) => fig("Paid revenue by month", m, "USD"))).toEqual([...Array(11).fill("0.00"), "1100.00"]);

    // invoices oldest first (same day: by number), dates as local days, money as plain decimals;
    // cells a spreadsheet would run as formulas start with a quote, the rest comes back exactly
    const sorted = [...invoices].sort((x, y) => (x[0] < y[0] ? -1 : 1));
    expect(sorted).toEqual([
      ["'+SUM(1,2)", `'=HYPERLINK("http://evil.example","Click")`, "sent", "USD", today, addDays(today, 14), "", "50.00", "0.00", "50.00"],
      ["'@cmd", 'Acme, "Studio"\nLondon', "paid", "EUR", today, today, today, "200.00", "40.00", "240.00"],
      ["INV-1001", 'Acme, "Studio"\nLondon', "paid", "USD", today, addDays(today, 30), today, "1000.00", "100.00", "1100.00"],
    ]);
  });

  it("exports the period's invoices only, and an empty workspace as figures and a header", async () => {
    const c = (await makeClient(t.app, a)).id;
    await anInvoice(a, c, { invoiceNumber: "OLD-1", status: "paid", total: "10.00", issueDate: new Date(Date.now() - 500 * DAY), paidDate: new Date(Date.now() - 500 * DAY) });
    await anInvoice(a, c, { invoiceNumber: "NEW-1", status: "sent", total: "20.00", issueDate: new Date(Date.now() - MIN) });
    const month = splitExport((await exportCsv(a, "?period=month")).text);
    expect(month.invoices.map((r) => r[0])).toEqual(["NEW-1"]);
    expect(month.figures.get("Report|Period|")).toBe("This month");
    expect(month.figures.get("Report|From|")).toBe(firstOfMonth(localDate("UTC")));
    expect(month.figures.get("Stat cards|Total Revenue|USD")).toBe("0.00");
    const all = splitExport((await exportCsv(a, "?period=all")).text);
    expect(all.invoices.map((r) => r[0])).toEqual(["OLD-1", "NEW-1"]);

    const b = await registerUser(t.app);
    const empty = await exportCsv(b);
    expect(empty.status).toBe(200);
    const e = splitExport(empty.text);
    expect(e.invoices).toEqual([]);
    expect(e.figures.get("Stat cards|Total Clients|")).toBe("0");
    expect(e.figures.get("Performance Metrics|Avg. Project Value|USD")).toBe("");
  });

  it("quotes a cell holding a semicolon, so a spreadsheet whose separator is ';' keeps it one text cell", async () => {
    const c = await makeClient(t.app, a, { name: "x;=1+1" });
    await anInvoice(a, c.id, { invoiceNumber: "A;B", status: "sent", total: "10.00" });
    const r = await exportCsv(a);
    expect(r.status).toBe(200);
    expect(r.text).toContain('"A;B","x;=1+1",sent,');
    expect(r.text.replace(/"(?:[^"]|"")*"/g, "")).not.toContain(";");
    expect(splitExport(r.text).invoices.map((row) => row.slice(0, 2))).toEqual([["A;B", "x;=1+1"]]);
  });

  it("answers 401 without a session", async () => {
    const r = await rest(t.app, null, "GET", "/api/reports/export.csv");
    expect(r.status).toBe(401);
  });
});

describe("CSV cells", () => {
  it("neutralizes formula starts (= + - @ tab CR) and quotes what RFC 4180 needs", () => {
    expect(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"].map(neutralizeFormula)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", "'\rx"]);
    expect(neutralizeFormula("Acme = best")).toBe("Acme = best");
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField("x;=1+1")).toBe('"x;=1+1"');
    expect(csvField("line\r\nbreak")).toBe('"line\r\nbreak"');
    expect(csvField("\rx")).toBe("\"'\rx\"");
    expect(csvField(null)).toBe("");
    expect(csvField(42)).toBe("42");
    expect(csvField("plain")).toBe("plain");
  });
});
