/**
 * The CSV export of a large workspace is read by cursor, 1,000 invoices a statement, and streamed: at 20,000
 * invoices the event loop is never held 250 ms (event-loop.ts), every invoice is there once, in the order of one
 * unpaged read (issue dates shared by many invoices, so the cursor's ties are crossed).
 */
import { expectHeldUnder, watchLoop, type LoopHold } from "../../../../test/event-loop";
import { eachTestWithTenant, type Session, type TestApp } from "../../../../test/harness";
import { makeClient } from "../../client/__tests__/factory";
import { REPORT_INVOICES_SQL, csvField } from "../report.service";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const INVOICES = 20_000;

it("streams 20,000 invoices without holding the event loop 250 ms, as one unpaged read would write them", async () => {
  const prisma = t.app.resources.prisma;
  const client = await makeClient(t.app, a, { name: "Acme, \"Ltd\"" });
  // 50 issue dates shared by 400 invoices each; numbers not in date order
  await prisma.$executeRaw`
    INSERT INTO invoices ("userId", "clientId", "invoiceNumber", status, "issueDate", "dueDate", "paidDate", subtotal, "taxAmount", total, currency)
    SELECT ${a.user.id}::uuid, ${client.id}::uuid, 'INV-' || lpad(((g * 7919) % ${INVOICES})::text, 5, '0'),
      (ARRAY['paid', 'sent', 'draft', 'overdue'])[g % 4 + 1], now() - (g % 50) * interval '1 day', now() + interval '30 days',
      CASE WHEN g % 4 = 0 THEN now() - (g % 50) * interval '1 day' END, 10 + g % 100, 1, 11 + g % 100, (ARRAY['USD', 'EUR'])[g % 2 + 1]
    FROM generate_series(0, ${INVOICES - 1}) g`;

  // as a browser asks for it (compression accepted), twice: the first run also compiles the code it runs
  const holds: LoopHold[] = [];
  let r!: Awaited<ReturnType<typeof t.app.fastify.inject>>;
  for (let i = 0; i < 2; i++) {
    const run = await watchLoop(() => t.app.fastify.inject({ method: "GET", url: "/api/reports/export.csv?period=all", headers: { cookie: a.cookie, "accept-encoding": "br, gzip" } }));
    r = run.result;
    holds.push(run);
  }
  console.log(`export of ${INVOICES} invoices: longest holds of the event loop ${holds.map((h) => Math.round(h.heldMs)).join(" and ")} ms, ${r.body.length} characters`);
  expect(r.statusCode).toBe(200);
  expect(r.headers["content-type"]).toBe("text/csv; charset=utf-8");

  const [, table] = r.body.split("\r\n\r\n");
  const rows = table.split("\r\n").filter(Boolean);
  expect(rows).toHaveLength(INVOICES + 1);
  expect(rows[0]).toBe("Invoice number,Client,Status,Currency,Issue date,Due date,Paid date,Subtotal,Tax,Total");

  // the same rows as one read of every invoice would give (no cursor, no limit), written the same way
  const user = await prisma.user.findUniqueOrThrow({ where: { id: a.user.id } });
  const all = await prisma.$queryRawUnsafe<Record<string, string | null>[]>(REPORT_INVOICES_SQL, a.user.id, user.timeZone || "UTC", null,
    new Date().toISOString().slice(0, 10), null, null, null, null);
  const expected = all.map((i) => [i.invoiceNumber, i.clientName, i.status, i.currency, i.issueDate, i.dueDate, i.paidDate, i.subtotal, i.taxAmount, i.total]
    .map(csvField).join(","));
  expect(rows.slice(1)).toEqual(expected);
  expect(new Set(rows).size).toBe(INVOICES + 1);
  holds.forEach((h, i) => expectHeldUnder(h, 250, `export ${i + 1}`));
}, 60_000);
