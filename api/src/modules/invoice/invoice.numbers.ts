import { Prisma } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";

/*
 * The workspace's invoice number sequence (invoice_number_sequences: one counter row per workspace). An invoice
 * created without a number takes the next one in its own insert statement: the counter row is upserted by a CTE
 * before the insert, so it is locked until the statement commits and two creates at once never share a number.
 * A number the workspace already uses (typed by hand) is passed over: the next free one within the next 1,000.
 */

/** How far past the counter a free number is looked for (numbers typed by hand in between are passed over). */
const FREE_NUMBER_WINDOW = 1000;

/** The text of sequence number `n` in SQL: `INV-` and at least four digits (INV-0001, INV-12345). */
const invoiceNumberTextSql = (n: Prisma.Sql) =>
  Prisma.sql`('INV-' || CASE WHEN ${n} < 10000 THEN lpad((${n})::text, 4, '0') ELSE (${n})::text END)`;

/** The text of sequence number `n`, as the SQL writes it. */
export const invoiceNumberText = (n: number) => `INV-${n < 10000 ? String(n).padStart(4, "0") : String(n)}`;

/** The first number from `from` on whose text the workspace `userId` (SQL) does not use yet. */
function firstFreeSql(userId: Prisma.Sql, from: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT k FROM generate_series(${from}, ${from} + ${FREE_NUMBER_WINDOW - 1}) k
    WHERE NOT EXISTS (SELECT 1 FROM invoices t WHERE t."userId" = ${userId} AND t."invoiceNumber" = ${invoiceNumberTextSql(Prisma.sql`k`)})
    ORDER BY k LIMIT 1)`;
}

/**
 * A data-modifying statement (a CTE of the invoice's insert) that takes the next number of each workspace it is given:
 * answers a row per workspace, `userId` and `number` (its text). `userId` is SQL: a parameter, or a column of the
 * rows `from` (a statement that makes several workspaces' invoices gives each workspace once).
 */
export function nextInvoiceNumberSql(userId: Prisma.Sql, from?: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`INSERT INTO invoice_number_sequences AS s ("userId", "lastNumber")
      SELECT ${userId}, ${firstFreeSql(userId, Prisma.sql`coalesce((SELECT q."lastNumber" FROM invoice_number_sequences q WHERE q."userId" = ${userId}), 0) + 1`)}
      ${from ? Prisma.sql`FROM ${from}` : Prisma.empty}
      ON CONFLICT ("userId") DO UPDATE SET "lastNumber" = ${firstFreeSql(Prisma.sql`s."userId"`, Prisma.sql`s."lastNumber" + 1`)}, "updatedAt" = now()
      RETURNING s."userId", ${invoiceNumberTextSql(Prisma.sql`s."lastNumber"`)} AS number`;
}

/** The number the workspace's next invoice created without one would get now (the form's suggestion; one statement). */
export async function suggestedInvoiceNumber(ctx: Pick<ServiceContext, "prisma" | "viewer">): Promise<string> {
  const user = Prisma.sql`${ctx.viewer.id}::uuid`;
  const rows = await ctx.prisma.$queryRaw<{ number: string }[]>`
    SELECT ${invoiceNumberTextSql(firstFreeSql(user, Prisma.sql`coalesce((SELECT q."lastNumber" FROM invoice_number_sequences q WHERE q."userId" = ${user}), 0) + 1`))} AS number`;
  return rows[0].number;
}
