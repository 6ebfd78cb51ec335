/**
 * Generators for the input fuzz: request bodies and GraphQL variables built from the GraphQL input types, typed
 * (values of the declared type, often at or past the product's limits) and untyped (anything else JSON can carry).
 */
import fc from "fast-check";
import {
  getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType,
  type GraphQLInputField, type GraphQLInputType, type GraphQLSchema,
} from "graphql";
import { describeHold, LoopWatch, type LoopHold } from "./event-loop";

/** Bodies tried per route and per mutation: 200 in CI, more with FUZZ_RUNS for a deeper run. */
export const FUZZ_RUNS = (() => {
  const n = Number(process.env.FUZZ_RUNS ?? "");
  return Number.isInteger(n) && n > 0 ? n : 200;
})();

/**
 * A seed to replay a run fast-check reported (FUZZ_SEED). CI runs one fixed seed, so a submission is judged by its
 * own change and not by the luck of the draw; local runs draw a fresh one each time and explore further.
 */
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI ? 20261123 : undefined;

// ---- placeholders resolved or expanded when the request is written -------------------------------------------

/**
 * A seeded record, named by owner, type and slot (0: one with linked records, 1: a bare one): the id is looked up at
 * send time, so a seed that a fuzzed delete removed can be made again.
 */
export class Ref {
  constructor(readonly owner: "own" | "foreign", readonly type: string, readonly form: "uuid" | "gid", readonly slot: 0 | 1 = 0) {}
  [fc.toStringMethod]() { return `Ref(${this.owner} ${this.type}#${this.slot} ${this.form})`; }
}

/** JSON text sent as it is: numbers JSON.stringify cannot write (1e400, 30 digits, -0). */
class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() { return `RawJson(${this.text})`; }
}

/** Arrays nested `depth` levels deep. */
class Deep {
  constructor(readonly depth: number) {}
  [fc.toStringMethod]() { return `Deep(${this.depth})`; }
}

/** `unit` repeated `times` times (long strings that print short in a failure report). */
class Repeat {
  constructor(readonly unit: string, readonly times: number) {}
  get value() { return this.unit.repeat(this.times); }
  [fc.toStringMethod]() { return `Repeat(${JSON.stringify(this.unit)} x ${this.times})`; }
}

/** No body at all (no content-type either). */
export const NO_BODY = Symbol("no body");

type IdResolver = (ref: Ref) => string;

/** JSON text of a generated value, placeholders resolved. */
export function encode(v: unknown, resolve: IdResolver): string {
  if (v instanceof Ref) return JSON.stringify(resolve(v));
  if (v instanceof RawJson) return v.text;
  if (v instanceof Deep) return "[".repeat(v.depth) + "]".repeat(v.depth);
  if (v instanceof Repeat) return JSON.stringify(v.value);
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? "null" : encode(x, resolve))).join(",")}]`;
  if (v && typeof v === "object") {
    return `{${Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => `${JSON.stringify(k)}:${encode(x, resolve)}`).join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

/** true when the generated body is a JSON object once written (what every write expects). */
export function isObjectBody(v: unknown): boolean {
  return v !== NO_BODY && typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Ref) && !(v instanceof RawJson) && !(v instanceof Deep) && !(v instanceof Repeat);
}

// ---- values ----------------------------------------------------------------------------------------------------

/** Lengths around the product's text limits (phone 50, time zone 64, names 100, short 200, e-mail 254, ...). */
const LENGTHS = [50, 51, 64, 65, 100, 101, 200, 201, 254, 255, 300, 500, 501, 2048, 2049, 10_000, 10_001];

/** Short strings that break careless code: NUL and control characters, lone surrogates, markup, SQL, escapes. */
const NASTY = [
  "", " ", "\t\n\r ", "\u0000", "a\u0000b", "\u0000\u0000", "\u0001\u0002\u001b\u001f\u007f", "\u0085\u00a0\u2028\u2029",
  "\ud800", "x\udfff", "\udfff\ud800", "\ufeff", "\uffff", "\u202eevil", "e\u0301\u0301\u0301", "😀", "👩‍👩‍👧‍👦", "🏳️‍🌈",
  "中文字符", "العربية", "null", "undefined", "NaN", "-Infinity", "0", "-1", "1e309", "true", "[]", "{}", "none", "None",
  "<script>alert(1)</script>", "'; DROP TABLE clients; --", "' OR '1'='1", "%00", "%s%s%n", "${7*7}", "{{7*7}}",
  "../../../etc/passwd", "\\", "\\u0000", "\"", "'", "`", "\u0000'--", " padded ", "@", "#", "javascript:alert(1)",
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
);
const longText = fc.tuple(fc.constantFrom("x", "é", "😀", " ", "\u0000", "ab", "\u0301"), fc.constantFrom(...LENGTHS)).map(([u, n]) => new Repeat(u, n));

const validDay = fc.date({ min: new Date("1900-01-01"), max: new Date("2200-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const validInstant = fc.date({ min: new Date("0001-01-01"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }).map((d) => d.toISOString());
const badDates = fc.constantFrom(
  "0000-01-01", "0000-12-31T23:59:59Z", "9999-12-31T23:59:59-14:00", "10000-01-01", "+275760-09-13T00:00:00.000Z", "-000001-01-01T00:00:00Z",
  "2025-02-30", "2025-13-01", "2025-00-10", "2025-01-01T24:00:00Z", "2025-01-01T10:00:00+25:00", "2025-01-01T10:00:00.1234567890Z",
  "1970-01-01T00:00:00Z", "2025-1-1", "01/02/2025", "yesterday", "2025-01-01 10:00", "2025-01-01T10:00:00Z ", "Z", "T",
);
const dates = fc.oneof(validDay, validInstant, validInstant.map((s) => s.slice(0, 16)));

const validMoney = fc.oneof(
  fc.constantFrom("0", "0.00", "0.01", "1500", "1500.5", "1500.50", "99999999.99", "99999999.990", "+5", ".5", "5.", "007"),
  fc.integer({ min: 0, max: 99_999_999 }).map(String),
);
const badMoney = fc.constantFrom(
  "100000000", "99999999.995", "99999999.999", "-0.01", "-1", "1e3", "1E-2", "NaN", "Infinity", "1,000", "1 000", "$5", "0x10",
  "12.345", "9".repeat(40), "0." + "0".repeat(30) + "1", "--1", "1.2.3",
);

const validEmail = fc.oneof(fc.emailAddress(), fc.constantFrom("a@b.co", "USER@Example.COM", " padded@example.com "));
const badEmail = fc.constantFrom("a@b", "@example.com", "user@", "user@@example.com", "user@exa mple.com", "user\u0000@example.com",
  `${"a".repeat(250)}@example.com`, "user@-example.com", "ü@example.com");

const validUrl = fc.oneof(fc.webUrl(), fc.constantFrom("https://example.com", "http://a.io/x?y=1#z", `https://example.com/${"a".repeat(2020)}`));
const badUrl = fc.constantFrom("javascript:alert(1)", "ftp://example.com", "example.com", "//example.com", "http://", "https://exa mple.com",
  `https://example.com/${"a".repeat(2100)}`, "data:text/html,<b>x</b>", "http://[::1", "https://\u0000.com");

const validZone = fc.constantFrom("UTC", "Europe/Paris", "America/Argentina/Buenos_Aires", "Asia/Kolkata", "Pacific/Chatham", "Etc/GMT+12", "Etc/GMT-14");
const badZone = fc.constantFrom("Not/AZone", "+05:00", "utc ", "Europe/../Paris", "x".repeat(65), "Local", "EST5EDT\u0000");

const validColor = fc.oneof(fc.constantFrom("#3b82f6", "#FFFFFF", "#000000", " #abcdef "), fc.stringMatching(/^#[0-9a-fA-F]{6}$/));
const badColor = fc.constantFrom("#fff", "red", "#GGGGGG", "3b82f6", "#3b82f6ff", "#3b82f", "rgb(0,0,0)");

interface Values { good: fc.Arbitrary<unknown>; bad: fc.Arbitrary<unknown> }

/** Typed values of a string field, with hints taken from its name (e-mail, dates, money, URLs, colours, zones). */
function stringValues(field: string, enumValues: string[]): Values {
  const f = field.toLowerCase();
  const generic: Values = { good: text, bad: longText };
  const hinted = (good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>): Values =>
    ({ good, bad: fc.oneof(bad, text, longText) });
  if (f.includes("email")) return hinted(validEmail, badEmail);
  if (f.includes("date") || f.endsWith("at")) return hinted(dates, badDates);
  if (/budget|cost|rate|amount|price|total/.test(f)) return hinted(validMoney, badMoney);
  if (/url|website|logo|image|linkedin/.test(f)) return hinted(validUrl, badUrl);
  if (f.includes("color")) return hinted(validColor, badColor);
  if (f.includes("timezone")) return hinted(validZone, badZone);
  if (enumValues.length) return hinted(fc.constantFrom(...enumValues), fc.constantFrom("ACTIVE", "done", "in progress", "archived "));
  if (f.includes("password")) return hinted(fc.string({ unit: "binary", minLength: 8, maxLength: 60 }), fc.constantFrom("short", "x".repeat(201)));
  return generic;
}

const INT32 = [0, 1, -1, 100, 101, 100_000, 100_001, 2_147_483_647, -2_147_483_648];
const intGood = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 100 }) }, { weight: 1, arbitrary: fc.integer() }, { weight: 1, arbitrary: fc.constantFrom(...INT32) });
/** Numbers a JSON client may send for an Int that GraphQL would refuse outright: REST takes them to validation. */
const intBad = fc.oneof(
  fc.constantFrom(2_147_483_648, -2_147_483_649, 1e15, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 0.5, 1.5, -0.0001, 99.999),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(new RawJson("1e400"), new RawJson("-1e400"), new RawJson("-0"), new RawJson("123456789012345678901234567890"), new RawJson("1E2"), new RawJson("0.0000000000000000000001")),
);
/** Strings a form may send for a number: numeric, padded, or not numbers at all. */
const numericStrings = fc.constantFrom("12", " 7 ", "+3", "-3", "1e3", "0x10", "NaN", "Infinity", "", "1.0", "1.5", "2147483648", "100001", "٣");

/** Keys every JavaScript object answers to: code that looks a JSON key up in a plain object finds these. */
const OBJECT_MEMBER_KEYS = ["toString", "valueOf", "constructor", "hasOwnProperty", "isPrototypeOf", "toLocaleString", "__defineGetter__", "then", "toJSON", "length"];
const memberKeyed = fc.tuple(fc.constantFrom(...OBJECT_MEMBER_KEYS), fc.jsonValue({ maxDepth: 1 })).map(([k, v]) => ({ [k]: v }));

/** Values of any JSON type, for a field or a body that should have been something else. */
export const untypedValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: memberKeyed },
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, "", [], {}, [null], [[]], { "": null }, { __proto__x: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(new RawJson("1e400"), new RawJson("{\"__proto__\":{\"polluted\":1}}"), new RawJson("{\"constructor\":{\"prototype\":{\"polluted\":1}}}")) },
  { weight: 1, arbitrary: fc.constantFrom(10, 100, 1000, 3000, 10_000).map((n) => new Deep(n)) },
);

// ---- ids ---------------------------------------------------------------------------------------------------------

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");

/** Ids that name nothing: malformed global ids, wrong type names, raw UUIDs where a global id is due, garbage. */
function garbageIds(types: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom("", " ", "none", "null", "0", "-1", "not-an-id", "00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff",
      b64(""), b64(":"), b64("Client:"), b64("Client:not-a-uuid"), b64("Client:00000000-0000-0000-0000-00000000000g"), b64("Nope:00000000-0000-0000-0000-000000000000"),
      b64("Client:\u0000"), b64("User:' OR 1=1 --"), "=====", "%%%", "\u0000", "a".repeat(10_000), b64(`Client:${"a".repeat(5000)}`)),
    fc.uuid().map((u) => u),
    fc.tuple(fc.constantFrom(...types, "Nope", ""), fc.uuid()).map(([t, u]) => b64(`${t}:${u}`)),
    fc.tuple(fc.constantFrom(...types), fc.string({ unit: "binary", maxLength: 40 })).map(([t, s]) => b64(`${t}:${s}`)),
    fc.string({ unit: "binary", maxLength: 40 }),
  );
}

/**
 * An id: often a seeded record of the type the field names (clientId: a client), else of the type the write is about
 * (the id of updateTask: a task); sometimes another type's, another tenant's, the other form (a UUID where a global id
 * is due) or garbage.
 */
/** Letters only, lower case: "/api/team-members" and "TeamMember" compare as "apiteammembers" and "teammember". */
const letters = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");

function idValues(form: "uuid" | "gid", field: string, context: string, types: string[]): Values {
  const named = (text: string) => types.filter((t) => letters(text).includes(letters(t)));
  const about = field !== "id" && named(field.replace(/ids?$/i, "")).length ? named(field.replace(/ids?$/i, "")) : named(context);
  const slot = fc.constantFrom<0 | 1>(0, 1);
  const own = fc.tuple(fc.constantFrom(...types), slot).map(([t, n]) => new Ref("own", t, form, n));
  const foreign = fc.tuple(fc.constantFrom(...types), slot).map(([t, n]) => new Ref("foreign", t, form, n));
  const good = about.length
    ? fc.oneof({ weight: 6, arbitrary: fc.tuple(fc.constantFrom(...about), slot).map(([t, n]) => new Ref("own", t, form, n)) }, { weight: 1, arbitrary: own })
    : own;
  return { good, bad: fc.oneof(foreign, garbageIds(types), own.map((r) => new Ref(r.owner, r.type, form === "gid" ? "uuid" : "gid", r.slot))) };
}

// ---- bodies from input types -------------------------------------------------------------------------------------

/**
 * lean: values of the declared type that the product accepts; sparse: the same with only the required fields and at
 * most two others (an update that changes one thing); chaos: values at and past the limits; mistyped: any JSON value.
 */
type Mode = "lean" | "sparse" | "chaos" | "mistyped";

const isLean = (mode: Mode) => mode === "lean" || mode === "sparse";

/** How REST writes differ from GraphQL: ids are UUIDs, numbers may come as strings, lists as comma-separated text. */
export interface Flavour { rest: boolean; schema: GraphQLSchema; nodeTypes: string[] }

/**
 * The values a string field such as `status` takes: those of the schema's output enum named after the field and the
 * type the write is about (TaskStatus for the status of createTask), else of any enum named after the field.
 */
function enumValuesFor(schema: GraphQLSchema, field: string, context: string): string[] {
  // asked for each string field of each body the fuzz builds: the schema's answer is read once per field and write
  const key = `${field}\u0000${context}`;
  let byField = enumValuesCache.get(schema);
  if (!byField) enumValuesCache.set(schema, (byField = new Map()));
  let values = byField.get(key);
  if (!values) byField.set(key, (values = schemaEnumValuesFor(schema, field, context)));
  return values;
}
const enumValuesCache = new WeakMap<GraphQLSchema, Map<string, string[]>>();

function schemaEnumValuesFor(schema: GraphQLSchema, field: string, context: string): string[] {
  const enums = Object.values(schema.getTypeMap()).filter((t) => isEnumType(t) && !t.name.startsWith("__") && letters(t.name).includes(letters(field)));
  const about = enums.filter((t) => letters(context).includes(letters(t.name).replace(letters(field), "")));
  const chosen = about.length ? about : enums;
  return [...new Set(chosen.flatMap((t) => (isEnumType(t) ? t.getValues().map((v) => v.name) : [])))];
}

function pick(v: Values, mode: Mode): fc.Arbitrary<unknown> {
  if (isLean(mode)) return v.good;
  if (mode === "chaos") return fc.oneof(v.good, v.bad);
  return fc.oneof({ weight: 2, arbitrary: v.good }, { weight: 1, arbitrary: v.bad }, { weight: 2, arbitrary: untypedValue });
}

/** A value for an input of `type`, named `field` (its name gives hints), in `mode`. */
function valueFor(type: GraphQLInputType, field: string, mode: Mode, fl: Flavour, context: string, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    const inner = valueFor(type.ofType, field, mode, fl, context, depth);
    return isLean(mode) ? inner : fc.oneof({ weight: 9, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(null) });
  }
  if (isListType(type)) {
    const item = valueFor(type.ofType, field, mode, fl, context, depth + 1);
    const list = fc.oneof(
      fc.array(item, { maxLength: 8 }),
      fc.array(item, { minLength: 29, maxLength: 32 }),
      fc.array(fc.constantFrom("a", "A", " a ", "", "design"), { maxLength: 40 }),
    );
    const asText = fc.array(fc.string({ unit: "grapheme", maxLength: 12 }), { maxLength: 40 }).map((a) => a.join(","));
    const values: Values = { good: fl.rest ? fc.oneof(list, asText) : list, bad: fc.oneof(fc.array(longText, { maxLength: 3 }), fc.array(fc.constant("x"), { minLength: 31, maxLength: 100 })) };
    return fc.oneof({ weight: 6, arbitrary: pick(values, mode) }, { weight: 1, arbitrary: fc.constant(null) });
  }
  let values: Values;
  if (isInputObjectType(type)) {
    const rec = objectFor(type.getFields(), mode, fl, context, depth + 1);
    values = { good: rec, bad: rec };
  } else if (isEnumType(type)) {
    values = { good: fc.constantFrom(...type.getValues().map((v) => v.name)), bad: fc.constantFrom("NOPE", "", "__typename") };
  } else if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
        values = fl.rest ? { good: intGood, bad: fc.oneof(intBad, numericStrings) } : { good: intGood, bad: intGood };
        break;
      case "Float":
        values = { good: fc.double({ noNaN: true, noDefaultInfinity: true }), bad: fl.rest ? intBad : fc.double({ noNaN: true, noDefaultInfinity: true }) };
        break;
      case "Boolean":
        values = { good: fc.boolean(), bad: fl.rest ? fc.constantFrom("true", "false", 0, 1, "yes") : fc.boolean() };
        break;
      case "ID":
        values = idValues(fl.rest ? "uuid" : "gid", field, context, fl.nodeTypes);
        break;
      default:
        // String and the custom scalars (DateTime, Decimal) travel as strings
        values = stringValues(field, field.length > 3 ? enumValuesFor(fl.schema, field, context) : []);
    }
  } else {
    throw new Error(`no generator for input type ${String(type)}`);
  }
  const value = pick(values, mode);
  // a nullable field: sometimes an explicit null (omission is decided by the enclosing object)
  return fc.oneof({ weight: 8, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });
}

/** An object of the given input fields: required ones present (lean, sparse), optional ones sometimes, extras in REST. */
export function objectFor(fields: Record<string, GraphQLInputField>, mode: Mode, fl: Flavour, context: string, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  if (depth > 4) return fc.constant({});
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [name, f] of Object.entries(fields)) {
    shape[name] = valueFor(f.type, name, mode, fl, context, depth);
    if (isNonNullType(f.type) && isLean(mode)) required.push(name);
  }
  const optional = Object.keys(shape).filter((k) => !required.includes(k));
  const rec = mode === "sparse"
    ? fc.tuple(fc.record(shape, { requiredKeys: Object.keys(shape) }), fc.subarray(optional, { maxLength: Math.min(2, optional.length) }))
      .map(([r, keep]) => Object.fromEntries(Object.entries(r).filter(([k]) => required.includes(k) || keep.includes(k))))
    : fc.record(shape, { requiredKeys: required });
  if (mode === "sparse") return rec;
  if (!fl.rest || depth > 0) return rec;
  // what a careless or hostile client adds: server-owned columns and another tenant's ids
  const extras = fc.record({
    userId: fc.oneof(fc.constant(new Ref("foreign", "User", "uuid")), fc.uuid()),
    id: fc.constantFrom(...fl.nodeTypes).map((t) => new Ref("own", t, "uuid")),
    createdAt: fc.constantFrom("2000-01-01T00:00:00Z", "not a date"),
    completedAt: fc.oneof(validInstant, badDates, fc.constant(null)),
    passwordHash: fc.constant("scrypt$1$1$1$x$y"),
    toString: fc.jsonValue({ maxDepth: 1 }),
    constructor: fc.jsonValue({ maxDepth: 1 }),
  }, { requiredKeys: [] });
  return fc.tuple(rec, fc.option(extras, { freq: 4 })).map(([r, e]) => (e ? { ...e, ...r } : r));
}

/** A body of any shape but an object of the input's fields: non-objects, nothing, random keys, deep nesting. */
export const untypedBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(NO_BODY, null, [1, 2], [], "a string", "", 42, 0, true, false, [{}], [[1]], new Deep(5000), new Deep(100_000), new RawJson("1e400")),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.string({ unit: "binary", maxLength: 20 }), untypedValue, { maxKeys: 8 }),
  fc.dictionary(fc.constantFrom(...OBJECT_MEMBER_KEYS, "name", "title"), untypedValue, { maxKeys: 4 }),
  fc.constantFrom(10, 1000, 3000, 10_000, 50_000).map((n) => ({ name: new Deep(n), title: new Deep(n) })),
);

export type BodyKind = "typed" | "mistyped" | "untyped";

/** Bodies for one write: typed (lean, sparse, chaos), mistyped fields, untyped. */
export function bodies(fields: Record<string, GraphQLInputField>, fl: Flavour, context: string): fc.Arbitrary<{ kind: BodyKind; body: unknown }> {
  return fc.oneof(
    { weight: 3, arbitrary: objectFor(fields, "lean", fl, context).map((body) => ({ kind: "typed" as const, body })) },
    { weight: 1, arbitrary: objectFor(fields, "sparse", fl, context).map((body) => ({ kind: "typed" as const, body })) },
    { weight: 2, arbitrary: objectFor(fields, "chaos", fl, context).map((body) => ({ kind: "typed" as const, body })) },
    { weight: 2, arbitrary: objectFor(fields, "mistyped", fl, context).map((body) => ({ kind: "mistyped" as const, body })) },
    { weight: 2, arbitrary: untypedBody.map((body) => ({ kind: "untyped" as const, body })) },
  );
}

// ---- oracles -----------------------------------------------------------------------------------------------------

/** What a client must never see: stack frames, error class names, database and ORM internals. */
const LEAKS: RegExp[] = [
  /\bat (?:async )?[\w$.<>[\] ]+ \((?:node:|file:|\/)[^)]*:\d+:\d+\)/,
  /\n\s+at \S/,
  /node_modules/,
  /\b[A-Z][A-Za-z]*Error: /,
  /PrismaClient|Invalid `[\w.]*prisma|\bprisma\.\w+\.\w+\(/i,
  /invalid input syntax for|violates [\w -]*constraint|out of range for type|value too long for type|invalid byte sequence|unsupported Unicode escape/i,
  /Cannot read properties of|is not a function|is not iterable|Maximum call stack size/,
  /ECONNREFUSED|ECONNRESET|\bP[1-3]\d{3}\b/,
];

/** The internals a response body shows, if any. */
export function leakIn(raw: string): string | null {
  // a stack inside a JSON string has its line breaks escaped
  const body = raw.replace(/\\n/g, "\n");
  for (const re of LEAKS) {
    const m = re.exec(body);
    if (m) return body.slice(Math.max(0, m.index - 80), m.index + 120);
  }
  return null;
}

/** The longest a fuzzed request may hold the event loop when `CI` is set (a request must never stall the server). */
export const EVENT_LOOP_LIMIT_MS = 250;

/**
 * How long each request held the event loop (event-loop.ts: a late turn counted as the loop's CPU time in it, less
 * its garbage collections), read once the request's checks (a database round trip) are done.
 */
export class EventLoopGuard {
  private readonly watch = new LoopWatch().start();
  /** the longest hold seen, in ms, and the request it was seen in */
  worst = { ms: 0, what: "" };

  /** A request starts. */
  start(): void {
    this.watch.start();
  }

  /** The longest hold since `start`, kept when it is the worst so far. */
  async end(what: string): Promise<LoopHold> {
    const hold = await this.watch.read();
    if (hold.heldMs > this.worst.ms) this.worst = { ms: Math.round(hold.heldMs), what };
    return hold;
  }

  /** The problem to report for a request that held the loop past the limit (only when `CI` is set), or null. */
  problem(hold: LoopHold): string | null {
    return process.env.CI && hold.heldMs > EVENT_LOOP_LIMIT_MS ? `${describeHold(hold)}: at most ${EVENT_LOOP_LIMIT_MS}` : null;
  }

  async stop(): Promise<void> {
    await this.watch.stop();
  }
}
