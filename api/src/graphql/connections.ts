import { GraphQLError, Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";
import { isUuid } from "@common/validation";
import type { ServiceContext } from "../context";
import { countOwned, readOwnedPage, type PageFilters, type PageModel, type PageQuery, type PageRows, type Wanted } from "../db/pages";

/** A cursor that names no record id is the client's mistake (BAD_USER_INPUT); a foreign or deleted one pages empty. */
function checkedPage(query: object): PageQuery {
  const page = query as PageQuery;
  if (page.cursor && !isUuid(page.cursor.id)) throw new GraphQLError("Invalid cursor", { extensions: { code: "BAD_USER_INPUT" } });
  return page;
}

/** Adds the fields of a selection set (through fragments, by field name, aliases merged) to `into`. */
function collect(info: GraphQLResolveInfo, set: SelectionSetNode | undefined, into: Wanted): Wanted {
  for (const s of set?.selections ?? []) {
    if (s.kind === Kind.FIELD) {
      if (!s.selectionSet) {
        if (!into.has(s.name.value)) into.set(s.name.value, null);
        continue;
      }
      const nested = into.get(s.name.value) ?? new Map();
      into.set(s.name.value, nested);
      collect(info, s.selectionSet, nested);
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      collect(info, s.selectionSet, into);
    } else {
      collect(info, info.fragments[s.name.value]?.selectionSet, into);
    }
  }
  return into;
}

/** What a connection field asks for: the fields of its records (under `edges.node` and `nodes`), and whether its total. */
function askedOf(info: GraphQLResolveInfo): { wanted: Wanted; total: boolean } {
  const connection: Wanted = new Map();
  for (const node of info.fieldNodes) collect(info, node.selectionSet, connection);
  const wanted: Wanted = new Map();
  const merge = (into: Wanted, from: Wanted | null | undefined) => {
    for (const [name, nested] of from ?? []) {
      if (!nested) {
        if (!into.has(name)) into.set(name, null);
        continue;
      }
      const target = into.get(name) ?? new Map();
      into.set(name, target);
      merge(target, nested);
    }
  };
  merge(wanted, connection.get("edges")?.get("node"));
  merge(wanted, connection.get("nodes"));
  return { wanted, total: connection.has("totalCount") };
}

/**
 * `resolve` and `totalCount` of a `prismaConnection` on the viewer: every page is one SQL statement
 * (`db/pages.ts: readOwnedPage`) with the columns and relations the query asks of the records, and the total in the
 * same statement when `totalCount` is asked for. A query that asks for `totalCount` only costs one count statement.
 * (Pothos still plans its own Prisma query for the field, which is not sent: from it, relation fields know that the
 * row holds their record.) `filters` turns the field's arguments into equality filters on columns (the page and its
 * total obey them): `(args) => ({ status: args.status ?? undefined })`.
 */
export function ownedConnection<M extends PageModel, A extends object = object>(model: M, filters?: (args: A) => PageFilters) {
  // keyed by the field's args object, which Pothos hands to both callbacks of one field resolution
  const totals = new WeakMap<object, number>();
  return {
    resolve: async (query: object, _parent: unknown, args: object, ctx: ServiceContext, info: GraphQLResolveInfo): Promise<PageRows[M][]> => {
      const { wanted, total } = askedOf(info);
      const page = await readOwnedPage(ctx, model, checkedPage(query), wanted, total, filters?.(args as A));
      if (page.total !== null) totals.set(args, page.total);
      return page.rows;
    },
    totalCount: (_parent: unknown, args: object, ctx: ServiceContext): number | Promise<number> => totals.get(args) ?? countOwned(ctx, model, filters?.(args as A)),
  };
}
