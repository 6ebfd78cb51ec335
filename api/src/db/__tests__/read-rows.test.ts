import { workerDatabaseUrl } from "../../../test/harness";
import { createPrisma, readRows, type PrismaClient } from "../prisma";

// The page reads go straight to the pool (readRows); their rows must be exactly what Prisma's raw read returns, so
// the GraphQL fields resolve them the same: Decimal objects, Date instants, arrays, JSON, integers, booleans, nulls.
describe("readRows", () => {
  let prisma: PrismaClient;
  const statements: string[] = [];
  let userId: string;

  beforeAll(async () => {
    prisma = createPrisma(await workerDatabaseUrl(), { onQuery: (sql) => statements.push(sql) });
    const user = await prisma.user.create({ data: { email: `rows-${Date.now()}@example.com` } });
    userId = user.id;
    const client = await prisma.client.create({ data: { userId, name: "Acme" } });
    await prisma.project.create({ data: { userId, clientId: client.id, name: "Site", budget: "1250.50", dueDate: new Date("2026-12-31T00:00:00Z") } });
    await prisma.project.create({ data: { userId, clientId: client.id, name: "No budget" } });
    await prisma.task.create({ data: { userId, title: "Draft", estimatedHours: 3, dueDate: new Date("2026-11-30T15:45:12.345Z") } });
    await prisma.teamMember.create({ data: { userId, name: "Ann", skills: ["design", "copy, with a comma"], hourlyRate: "80.00" } });
    await prisma.invoice.create({
      data: { userId, clientId: client.id, invoiceNumber: "INV-1", issueDate: new Date("2026-11-01T00:00:00Z"), dueDate: new Date("2026-11-15T00:00:00Z"),
        subtotal: "100.00", taxRate: "7.25", taxAmount: "7.25", total: "107.25", webhookData: { paid: true, n: [1, 2] } },
    });
    await prisma.message.create({ data: { userId, content: "Hello", attachments: ["a.pdf"] } });
  });

  afterAll(async () => {
    await prisma.user.delete({ where: { id: userId } });
    await prisma.$disconnect();
  });

  it.each(["clients", "projects", "tasks", "team_members", "invoices", "messages"])("reads %s as Prisma's raw read does", async (table) => {
    const sql = `SELECT *, count(*) OVER ()::int AS total FROM ${table} WHERE "userId" = $1::uuid ORDER BY "createdAt", id`;
    const viaPrisma = await prisma.$queryRawUnsafe<Record<string, unknown>[]>(sql, userId);
    const direct = await readRows<Record<string, unknown>>(prisma, sql, [userId]);
    expect(direct.length).toBeGreaterThan(0);
    expect(direct).toEqual(viaPrisma);
    for (const [i, row] of direct.entries()) {
      for (const [column, value] of Object.entries(row)) {
        const theirs = viaPrisma[i][column];
        expect(value?.constructor).toBe(theirs?.constructor);
        if (value instanceof Date) expect(value.toISOString()).toBe((theirs as Date).toISOString());
        else if (value !== null && typeof value === "object" && "toFixed" in value) expect(String(value)).toBe(String(theirs));
      }
    }
  });

  it("reports each statement like Prisma's own, once per read", async () => {
    statements.length = 0;
    const sql = `SELECT count(*)::int AS n FROM clients WHERE "userId" = $1::uuid`;
    for (let i = 0; i < 3; i++) expect(await readRows<{ n: number }>(prisma, sql, [userId])).toEqual([{ n: 1 }]);
    expect(statements).toEqual([sql, sql, sql]);
  });

  it("reads through Prisma inside a transaction (the transaction's connection)", async () => {
    const n = await prisma.$transaction(async (tx) => {
      await tx.client.create({ data: { userId, name: "Inside" } });
      return readRows<{ n: number }>(tx, `SELECT count(*)::int AS n FROM clients WHERE "userId" = $1::uuid`, [userId]);
    });
    expect(n).toEqual([{ n: 2 }]);
  });
});
