import { GraphQLError } from "graphql";
import { isUuid } from "@common/validation";
import type { ServiceContext } from "../context";

/** The part of Pothos's connection query that says which page is asked for. */
interface PageQuery {
  take?: number;
  skip?: number;
  cursor?: { id?: unknown };
}

/**
 * The page query with its cursor bound to the viewer. Prisma finds the cursor's position with a sub-select on the
 * cursor's fields only, so a cursor made from another tenant's record id would page from that record's position:
 * with `userId` in the cursor the sub-select finds no row for it, exactly as for a deleted record (an empty page).
 * A cursor that names no record id at all is the client's mistake (BAD_USER_INPUT).
 */
function ownedPage<Q extends object>(ctx: ServiceContext, query: Q): Q {
  const { cursor } = query as PageQuery;
  if (!cursor) return query;
  if (!isUuid(cursor.id)) throw new GraphQLError("Invalid cursor", { extensions: { code: "BAD_USER_INPUT" } });
  return { ...query, cursor: { id: cursor.id, userId: ctx.viewer.id } };
}

/**
 * `resolve` and `totalCount` of a `prismaConnection` on the viewer: one SQL statement for the page, and a count
 * only when it is needed. A first page that is not full already holds every record, so its length is the total
 * (the common case of a workspace with fewer records than a page); otherwise `count` runs.
 */
export function ownedConnection<Q extends object, P, R>(
  list: (ctx: ServiceContext, query: Q) => Promise<R[]>,
  count: (ctx: ServiceContext) => Promise<number>,
) {
  // keyed by the field's args object, which Pothos hands to both callbacks of one field resolution
  const complete = new WeakMap<object, Promise<number | null>>();
  return {
    resolve: (query: Q, _parent: P, args: object, ctx: ServiceContext): Promise<R[]> => {
      const rows = list(ctx, ownedPage(ctx, query));
      const { take, skip, cursor } = query as PageQuery;
      const whole = !cursor && !skip && take !== undefined;
      complete.set(args, rows.then((r) => (whole && r.length < Math.abs(take) ? r.length : null), () => null));
      return rows;
    },
    totalCount: async (_parent: P, args: object, ctx: ServiceContext): Promise<number> =>
      (await complete.get(args)) ?? count(ctx),
  };
}
