import { Prisma } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";

/*
 * The workspace's invoice number sequence (invoice_number_sequences: one counter row per workspace). An invoice
 * created without a number takes the next one in its own insert statement: the counter row is upserted by a CTE
 * before the insert, so it is locked until the statement commits and two creates at once never share a number.
 * A number the workspace already uses (typed by hand) is passed over: the next free one within the next 1,000.
 * The number's text is the workspace's format (its invoice settings): a prefix and the number padded with zeros to
 * a number of digits (`INV-` and 4 by default: INV-0001, INV-12345). A changed format applies from the next number on;
 * the counter goes on.
 */

/** How far past the counter a free number is looked for (numbers typed by hand in between are passed over). */
const FREE_NUMBER_WINDOW = 1000;

/** The text of sequence number `n` in SQL, in the format of the workspace row `u` (its prefix, its padding). */
const invoiceNumberTextSql = (n: Prisma.Sql, u: Prisma.Sql) =>
  Prisma.sql`(${u}."invoiceNumberPrefix" || lpad((${n})::text, greatest(${u}."invoiceNumberPadding", length((${n})::text)), '0'))`;

/** The text of sequence number `n` in a format, as the SQL writes it (INV-0001 by default). */
export const invoiceNumberText = (n: number, format: { prefix: string; padding: number } = { prefix: "INV-", padding: 4 }) =>
  `${format.prefix}${String(n).padStart(format.padding, "0")}`;

/** The first number from `from` on whose text (in the format of the workspace `userId`, SQL) the workspace does not use yet. */
function firstFreeSql(userId: Prisma.Sql, from: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT k FROM users fu CROSS JOIN generate_series(${from}, ${from} + ${FREE_NUMBER_WINDOW - 1}) k
    WHERE fu.id = ${userId}
      AND NOT EXISTS (SELECT 1 FROM invoices t WHERE t."userId" = ${userId} AND t."invoiceNumber" = ${invoiceNumberTextSql(Prisma.sql`k`, Prisma.sql`fu`)})
    ORDER BY k LIMIT 1)`;
}

/** The number after the workspace's counter (1 for a workspace that has none yet), SQL. */
const afterCounterSql = (userId: Prisma.Sql) =>
  Prisma.sql`coalesce((SELECT q."lastNumber" FROM invoice_number_sequences q WHERE q."userId" = ${userId}), 0) + 1`;

/**
 * A data-modifying statement (a CTE of the invoice's insert) that takes the next number of each workspace it is given:
 * answers a row per workspace, `userId` and `number` (its text). `userId` is SQL: a parameter, or a column of the
 * rows `from` (a statement that makes several workspaces' invoices gives each workspace once).
 */
export function nextInvoiceNumberSql(userId: Prisma.Sql, from?: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`INSERT INTO invoice_number_sequences AS s ("userId", "lastNumber")
      SELECT ${userId}, ${firstFreeSql(userId, afterCounterSql(userId))}
      ${from ? Prisma.sql`FROM ${from}` : Prisma.empty}
      ON CONFLICT ("userId") DO UPDATE SET "lastNumber" = ${firstFreeSql(Prisma.sql`s."userId"`, Prisma.sql`s."lastNumber" + 1`)}, "updatedAt" = now()
      RETURNING s."userId", (SELECT ${invoiceNumberTextSql(Prisma.sql`s."lastNumber"`, Prisma.sql`nu`)} FROM users nu WHERE nu.id = s."userId") AS number`;
}

/** The number the workspace's next invoice created without one would get now (the form's suggestion; one statement). */
export async function suggestedInvoiceNumber(ctx: Pick<ServiceContext, "prisma" | "viewer">): Promise<string> {
  const user = Prisma.sql`${ctx.viewer.id}::uuid`;
  const rows = await ctx.prisma.$queryRaw<{ number: string }[]>`
    SELECT ${invoiceNumberTextSql(firstFreeSql(user, afterCounterSql(user)), Prisma.sql`u`)} AS number
    FROM users u WHERE u.id = ${user}`;
  return rows[0].number;
}
