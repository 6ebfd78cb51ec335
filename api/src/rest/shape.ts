/*
 * The JSON a REST route answers, declared once: a shape is both the TypeScript type of what the route's serialiser
 * returns (`JsonOf<typeof shape>`, checked by the compiler where the route is declared) and the JSON Schema the API
 * documentation publishes for it (rest/openapi.ts). A named object shape is a component of the document
 * (`#/components/schemas/<name>`), listed with `additionalProperties: false`: the test harness validates every
 * answer of the module tests against the served document, so a field the serialiser adds and the shape lacks fails.
 */

export type JsonSchema = Record<string, unknown>;

/** Registers a named schema with the document and answers the reference to it. */
export type RefMaker = (name: string, make: () => JsonSchema) => JsonSchema;

export interface Shape<T, Optional extends boolean = boolean> {
  /** the type of the value (never read at run time) */
  readonly __type?: T;
  readonly optional: Optional;
  /** its JSON Schema; named object shapes are registered through `ref` and answered as a `$ref` */
  schema(ref: RefMaker): JsonSchema;
}

export type JsonOf<S> = S extends Shape<infer T> ? T : never;

type AnyShape = Shape<unknown>;
type Props = Record<string, AnyShape>;

type RequiredKeys<P extends Props> = { [K in keyof P]: P[K] extends Shape<unknown, true> ? never : K }[keyof P];
type OptionalKeys<P extends Props> = { [K in keyof P]: P[K] extends Shape<unknown, true> ? K : never }[keyof P];
type Flat<T> = { [K in keyof T]: T[K] };
type ObjectOf<P extends Props> = Flat<{ [K in RequiredKeys<P>]: JsonOf<P[K]> } & { [K in OptionalKeys<P>]?: JsonOf<P[K]> }>;

export interface ObjectShape<P extends Props> extends Shape<ObjectOf<P>, false> {
  readonly props: P;
  readonly name?: string;
}

const leaf = <T>(schema: JsonSchema): Shape<T, false> => ({ optional: false, schema: () => ({ ...schema }) });

/** The schema with `null` allowed too. */
function withNull(s: JsonSchema): JsonSchema {
  if (typeof s.type === "string") {
    const out: JsonSchema = { ...s, type: [s.type, "null"] };
    if (Array.isArray(s.enum)) out.enum = [...(s.enum as unknown[]), null];
    return out;
  }
  return { anyOf: [s, { type: "null" }] };
}

/** Money as the API writes it: decimal text with two decimals ("1250.00"). */
const MONEY_PATTERN = "^-?\\d+\\.\\d{2}$";

export const j = {
  string: (description?: string) => leaf<string>({ type: "string", ...(description ? { description } : {}) }),
  uuid: () => leaf<string>({ type: "string", format: "uuid" }),
  /** an instant, as ISO-8601 text (`2026-11-30T23:00:00.000Z`) */
  dateTime: (description?: string) => leaf<string>({ type: "string", format: "date-time", ...(description ? { description } : {}) }),
  /** a date-only field (common/day.ts): a calendar day as `YYYY-MM-DD`, no time, no zone */
  day: (description?: string) => leaf<string>({ type: "string", format: "date", description: description ?? "A calendar day, YYYY-MM-DD" }),
  /** an amount as decimal text with two decimals */
  money: (description?: string) => leaf<string>({ type: "string", pattern: MONEY_PATTERN, description: description ?? "An amount as decimal text with two decimals" }),
  integer: (description?: string) => leaf<number>({ type: "integer", ...(description ? { description } : {}) }),
  number: (description?: string) => leaf<number>({ type: "number", ...(description ? { description } : {}) }),
  boolean: () => leaf<boolean>({ type: "boolean" }),
  /** one of the values (typed as a string: the column holds text, its writes are validated against the list) */
  enum: (values: readonly string[], description?: string) => leaf<string>({ type: "string", enum: [...values], ...(description ? { description } : {}) }),
  /** exactly this text */
  literal: <const V extends string>(value: V) => leaf<V>({ type: "string", const: value }),
  /** any JSON (a stored JSON column: a workflow's actions, a run's data) */
  json: (description?: string) => leaf<unknown>(description ? { description } : {}),
  nullable: <T>(s: Shape<T>): Shape<T | null, false> & { readonly inner: Shape<T> } => ({ optional: false, inner: s, schema: (ref) => withNull(s.schema(ref)) }),
  /** a field only some answers hold */
  optional: <T>(s: Shape<T>): Shape<T, true> => ({ optional: true, schema: (ref) => s.schema(ref) }),
  /** one of these shapes (exactly one: named object shapes admit no field of another) */
  oneOf: <S extends Shape<unknown>[]>(...shapes: S): Shape<JsonOf<S[number]>, false> => ({
    optional: false, schema: (ref) => ({ oneOf: shapes.map((s) => s.schema(ref)) }),
  }),
  /** an object of any keys, each value of this shape */
  record: <T>(values: Shape<T>, description?: string): Shape<Record<string, T>, false> => ({
    optional: false, schema: (ref) => ({ type: "object", additionalProperties: values.schema(ref), ...(description ? { description } : {}) }),
  }),
  array: <T>(items: Shape<T>): Shape<T[], false> & { readonly items: Shape<T> } => ({ optional: false, items, schema: (ref) => ({ type: "array", items: items.schema(ref) }) }),
  /**
   * An object with exactly these fields (`additionalProperties: false`); with a name, a component of the document.
   * `open`: other fields may appear too (a document of its own, like the OpenAPI one).
   */
  object: <P extends Props>(props: P, name?: string, opts: { open?: boolean; description?: string } = {}): ObjectShape<P> => {
    const build = (ref: RefMaker): JsonSchema => {
      const keys = Object.keys(props);
      const required = keys.filter((k) => !props[k].optional);
      return {
        type: "object",
        ...(opts.description ? { description: opts.description } : {}),
        properties: Object.fromEntries(keys.map((k) => [k, props[k].schema(ref)])),
        ...(required.length ? { required } : {}),
        ...(opts.open ? {} : { additionalProperties: false }),
      };
    };
    return { optional: false, props, name, schema: (ref) => (name ? ref(name, () => build(ref)) : build(ref)) };
  },
};

/**
 * The shape, declared as what `serialiser` answers: the compiler checks that the serialiser's result is of the shape's
 * type (a field of another type, a null the shape does not allow, a missing field fail the build; a field the shape
 * lacks fails the module tests, which validate every answer against the document).
 */
export function servedBy<J, A extends unknown[]>(shape: Shape<J>, _serialiser: (...args: A) => NoInfer<J>): Shape<J, false> & typeof shape {
  return shape as Shape<J, false> & typeof shape;
}

/** The schema of a shape standing alone (no document to hold its named parts): every named part inlined. */
function inlineSchema(shape: Shape<unknown>): JsonSchema {
  return shape.schema((_name, make) => make());
}
