import type { ServiceContext } from "../context";
import { getDatamodel } from "../generated/pothos-types";
import { readRows } from "./prisma";
import type { Prisma } from "../generated/prisma/client";

/*
 * The read path of every GraphQL connection page: one SQL statement per page, with the total when it is asked for,
 * only the columns the query asked for, and to-one relations as plain LEFT JOINs of their asked columns.
 *
 * Prisma's findMany cannot do it: its count is always a second statement (no window or sub-select count), and it
 * reads a relation as JSON built from every column of the related row (measured: 2.9 ms of SQL for the tasks page
 * against 1.5 ms for the plain join). Pothos's select mode would narrow the columns, but a field of a related record
 * (`task { project { name } }`) then misses its plan and is loaded again by a query of its own. So the page is built
 * here, from the fields the GraphQL query asks of the records (`edges.node` and `nodes`, through fragments), with the
 * Prisma datamodel naming columns and relations (a GraphQL field is the column or relation of the same name; the
 * few computed ones list their columns in their module's definePageModel). It is sent through readRows (db/prisma.ts: a prepared statement
 * on the Prisma client's pool, values typed as Prisma types them: Date, Decimal, arrays) and each row is shaped as
 * findMany would return it, so the Pothos fields (include mode) resolve it as they are, relations included (Pothos
 * reads `task.project` from the row, as it plans it in its own query, which is not sent).
 *
 * The tenant filter is here and only here: the page, its count, its cursor and every joined row belong to the viewer.
 */

/**
 * What a connection page returns per model (the columns a query did not ask for are absent): the row of any model of
 * the schema, as Prisma types it. A module reads or joins the models it declares with `definePageModel`.
 */
export type PageRows = { [M in Prisma.ModelName]: Prisma.TypeMap["model"][M]["payload"]["scalars"] };

export type PageModel = keyof PageRows;

/**
 * What a module tells the page reader of a model it reads or joins (`definePageModel`, in its schema file): its table
 * (every one of them has `userId`), and the GraphQL fields of its records that are not a column or a relation of the
 * same name, with the columns each one is computed from. Any other field this reader does not know reads every
 * column of its record.
 */
export interface PageModelDefinition<M extends PageModel> {
  table: string;
  computed?: Record<string, (keyof PageRows[M])[]>;
}

const DEFINED = new Map<PageModel, { table: string; computed: Record<string, string[]> }>();

/** Hands the page reader a model's table and computed fields (once per model; the module's schema file does it). */
export function definePageModel<M extends PageModel>(model: M, def: PageModelDefinition<M>): void {
  DEFINED.set(model, { table: def.table, computed: (def.computed ?? {}) as Record<string, string[]> });
}

function definitionOf(model: PageModel) {
  const def = DEFINED.get(model);
  if (!def) throw new Error(`the page model ${model} is not defined: its module's schema calls definePageModel`);
  return def;
}

/** The fields a query asks of a record, by field name: null for a value, the fields asked of it for a relation. */
export type Wanted = Map<string, Wanted | null>;

/** The page Pothos asks for: `take` rows (negative: backwards from the cursor), after or before `cursor`. */
export interface PageQuery {
  take?: number;
  skip?: number;
  cursor?: { id: string };
}

/**
 * Equality filters of a page (`status = 'paid'`, `clientId = ...`), by column of the page's model: a value is sent as
 * a parameter (its type inferred from the column), null is `IS NULL`, `{ not: value }` is `<>`, undefined is no filter. The count obeys them too.
 */
export type PageFilters = Record<string, string | null | { not: string } | undefined>;

export interface Page<R> {
  rows: R[];
  /** every record of the viewer, or null when it was not asked for */
  total: number | null;
}


interface ModelField { name: string; kind: string; type: string; isList: boolean; relationFromFields?: string[] }
const MODELS = getDatamodel().datamodel.models as unknown as Record<string, { fields: ModelField[] }>;

const isPageModel = (name: string): name is PageModel => DEFINED.has(name as PageModel);

type Row = Record<string, unknown>;
type Reader = (row: Row) => Row;

/** The columns and joins of one page statement; the viewer's id is always `$1`. */
class Statement {
  columns: string[] = [];
  joins: string[] = [];
  private aliases = 0;
  private names = 0;

  column(expression: string): string {
    const name = `c${this.names++}`;
    this.columns.push(`${expression} AS "${name}"`);
    return name;
  }

  /**
   * Adds the columns (and joins) of the fields asked of `model` under `alias`; returns the function that shapes a
   * result row into the record as findMany would (relations as nested records, null when there is none).
   */
  select(model: PageModel, wanted: Wanted, alias: string): Reader {
    const fields = MODELS[model].fields;
    const scalars = fields.filter((f) => f.kind === "scalar" || f.kind === "enum");
    const computed = definitionOf(model).computed;
    const columns = new Set<string>(["id"]);
    const relations: [ModelField, Wanted][] = [];
    for (const [name, nested] of wanted) {
      const field = fields.find((f) => f.name === name);
      if (name === "__typename") continue;
      if (computed[name]) for (const c of computed[name]) columns.add(c);
      else if (field && (field.kind === "scalar" || field.kind === "enum")) columns.add(name);
      else if (field?.kind === "object" && !field.isList && field.relationFromFields?.length === 1 && isPageModel(field.type) && nested) {
        relations.push([field, nested]);
        columns.add(field.relationFromFields[0]);
      } else for (const f of scalars) columns.add(f.name);
    }
    const readers: [string, (row: Row) => unknown][] = [...columns].map((name) => {
      const column = this.column(`${alias}."${name}"`);
      return [name, (row) => row[column]];
    });
    for (const [field, nested] of relations) {
      const joined = `t${++this.aliases}`;
      this.joins.push(`LEFT JOIN ${definitionOf(field.type as PageModel).table} ${joined} ON ${joined}.id = ${alias}."${field.relationFromFields![0]}" AND ${joined}."userId" = $1::uuid`);
      const present = this.column(`${joined}.id`);
      const read = this.select(field.type as PageModel, nested, joined);
      readers.push([field.name, (row) => (row[present] === null ? null : read(row))]);
    }
    return (row) => {
      const record: Row = {};
      for (const [name, read] of readers) record[name] = read(row);
      return record;
    };
  }
}

/**
 * One page of the viewer's `model` records, newest first (`createdAt` then `id`, descending), as one SQL statement:
 *
 *   SELECT p.*, n.total FROM (SELECT count(*) FROM <table> WHERE "userId" = $1) n
 *   LEFT JOIN LATERAL (SELECT <asked columns> FROM <table> t0 LEFT JOIN <related> t1 ON ... WHERE t0."userId" = $1
 *                      AND (t0."createdAt", t0.id) < (the cursor's) ORDER BY ... LIMIT <take>) p ON true
 *
 * (without the count when `withTotal` is false). An empty page still brings its total. A cursor is looked up among
 * the viewer's own records only, so another tenant's record id pages like a deleted record: an empty page.
 */
export async function readOwnedPage<M extends PageModel>(ctx: ServiceContext, model: M, query: PageQuery, wanted: Wanted, withTotal: boolean,
  filters: PageFilters = {}): Promise<Page<PageRows[M]>> {
  const table = definitionOf(model).table;
  const statement = new Statement();
  const id = statement.column("t0.id");
  const read = statement.select(model, wanted, "t0");
  const take = query.take ?? 0;
  if (!Number.isSafeInteger(take)) throw new Error(`Not a page size: ${take}`);
  const backward = take < 0;
  const params: unknown[] = [ctx.viewer.id];
  const filtered = filterSql(model, filters, params);
  let where = `t0."userId" = $1::uuid${filtered("t0")}`;
  if (query.cursor) {
    params.push(query.cursor.id);
    where += ` AND (t0."createdAt", t0.id) ${backward ? ">" : "<"} (SELECT c."createdAt", c.id FROM ${table} c WHERE c.id = $${params.length}::uuid AND c."userId" = $1::uuid)`;
  }
  const order = backward ? "ASC" : "DESC";
  const at = statement.column(`t0."createdAt"`);
  const page = `SELECT ${statement.columns.join(", ")} FROM ${table} t0 ${statement.joins.join(" ")} WHERE ${where}
    ORDER BY t0."createdAt" ${order}, t0.id ${order} LIMIT ${Math.abs(take)}`;
  const sql = withTotal
    ? `SELECT p.*, n.total FROM (SELECT count(*)::int AS total FROM ${table} f WHERE f."userId" = $1::uuid${filtered("f")}) n
       LEFT JOIN LATERAL (${page}) p ON true ORDER BY p."${at}" DESC, p."${id}" DESC`
    : page;
  const result = await readRows<Row & { total?: number }>(ctx.prisma, sql, params);
  const rows = result.filter((row) => row[id] !== null).map(read);
  if (backward && !withTotal) rows.reverse();
  return { rows: rows as unknown as PageRows[M][], total: withTotal ? (result[0]?.total ?? 0) : null };
}

/**
 * The filters' SQL for a table alias (` AND t0."status" = $2 ...`), their values appended to `params` once; every
 * filter names a scalar column of the model (code, never input).
 */
function filterSql(model: PageModel, filters: PageFilters, params: unknown[]): (alias: string) => string {
  const columns = new Set(MODELS[model].fields.filter((f) => f.kind === "scalar" || f.kind === "enum").map((f) => f.name));
  const parts: ((alias: string) => string)[] = [];
  for (const [column, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (!columns.has(column)) throw new Error(`Not a column of ${model}: ${column}`);
    if (value === null) parts.push((a) => ` AND ${a}."${column}" IS NULL`);
    else {
      params.push(typeof value === "string" ? value : value.not);
      const n = params.length;
      const op = typeof value === "string" ? "=" : "<>";
      parts.push((a) => ` AND ${a}."${column}" ${op} $${n}`);
    }
  }
  return (alias) => parts.map((p) => p(alias)).join("");
}

/** How many `model` records the viewer has, within the filters (one statement). */
export async function countOwned(ctx: ServiceContext, model: PageModel, filters: PageFilters = {}): Promise<number> {
  const params: unknown[] = [ctx.viewer.id];
  const filtered = filterSql(model, filters, params);
  const [row] = await readRows<{ total: number }>(ctx.prisma,
    `SELECT count(*)::int AS total FROM ${definitionOf(model).table} f WHERE f."userId" = $1::uuid${filtered("f")}`, params);
  return row.total;
}
