import type { FastifyReply, FastifyRequest } from "fastify";
import * as yup from "yup";
import type { AnyObjectSchema, Schema } from "yup";
import type { ServiceContext } from "../context";
import { ValidationError } from "../errors";
import { j, type JsonSchema, type Shape } from "./shape";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  raw: FastifyRequest;
  reply: FastifyReply;
}

export interface RestResult {
  status?: number;
  body?: unknown;
}

/** One route of the REST facade: thin, it parses, calls the service, shapes the answer. */
export interface RestRoute {
  method: HttpMethod;
  url: string;
  /**
   * "stream": the body is not parsed (any content type, no size limit of the plumbing); the handler reads it as a
   * stream from `body` (a file upload, whose own authority and limit are its signed token). The JSON, same-origin and
   * 1 MB rules do not apply; `bodyTimeoutMs` is how long the body may take to arrive. "none": the route takes no body
   * (a toggle), so a PATCH without one is not refused; a body sent is ignored.
   */
  body?: "stream" | "none";
  bodyTimeoutMs?: number;
  /**
   * signed-in sessions only: an API token gets 403 (the routes that manage the tokens themselves; with a message of its
   * own, those that hand out credentials that would outlive a token, `CREDENTIALS_SESSION_ONLY`)
   */
  sessionOnly?: boolean | string;
  /**
   * A page the browser navigates to (a consent's way back): signed out, it is sent to the sign-in page instead of a
   * 401, coming back to the app address this answers (`/calendar`, say) once signed in.
   */
  signedOut?: (params: Record<string, string>) => string;
  /** What the API documentation (`/api/openapi.json`, rest/openapi.ts) says of the route. */
  doc?: RouteDoc;
  handler: (ctx: ServiceContext, req: RestRequest) => Promise<RestResult | unknown>;
}

/**
 * A route's entry in the API documentation. Input is described by the Yup schemas of common/ the service validates
 * with, so the documentation cannot drift from what the service accepts.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** the group it is listed under (the module's records, "Sign-in", ...) */
  tag?: string;
  /** the JSON body it takes */
  body?: Schema;
  /** the content type of a body that is not JSON (a file's bytes) */
  bodyType?: string;
  /** the body may hold any of `body`'s fields, none required (an update merged into the stored record) */
  partialBody?: boolean;
  /** its query parameters, as an object schema of strings */
  query?: AnyObjectSchema;
  /**
   * the JSON it answers: the shape its serialiser's result is typed by (rest/shape.ts), so the two cannot drift (the
   * test harness also validates every answer of the module tests against the document)
   */
  response?: Shape<unknown>;
  /** answers besides the success and the errors (a 304 to a request that has the ETag, a 503 of its own body) */
  otherResponses?: Record<number, { description: string; body?: Shape<unknown>; headers?: JsonSchema; produces?: string }>;
  /**
   * this route is an earlier address of the route at `aliasOf` (same method, Fastify's path form): it keeps answering,
   * and the document lists it with that route (`x-also-at`) rather than as a path of its own
   */
  aliasOf?: string;
  /** the status of a success; default 200 (204: no body) */
  status?: number;
  /** the content type of an answer that is not JSON (a PDF, a CSV file, an image, a page) */
  produces?: string;
  /** reached without a session or token (signing in, health, a link's token) */
  public?: boolean;
  /** statuses it may answer besides the ones every route of its kind may (e.g. 429 when rate limited) */
  errors?: number[];
}


/** What `recordRoutes` calls: a record service's list, create, update and delete, and the record's REST JSON. */
interface RecordService<T, J> {
  list: (ctx: ServiceContext) => Promise<T[]>;
  create: (ctx: ServiceContext, input: unknown) => Promise<T>;
  /** `read`: the version the editor read (the body's `updatedAt`), when it sent one. */
  update: (ctx: ServiceContext, id: string, input: unknown, read?: Date) => Promise<T>;
  remove: (ctx: ServiceContext, id: string) => Promise<unknown>;
  /** the record's REST JSON, typed by `json` (the compiler checks the one against the other) */
  toJson: (record: T) => NoInfer<J>;
  /** the shape of the record's REST JSON, as the documentation publishes it */
  json: Shape<J>;
  /**
   * The update takes the version the editor read: the PUT body's `updatedAt` (the record's JSON has it), a record
   * changed since answering 409. Every module's update should.
   */
  versioned?: boolean;
  /**
   * How the API documentation names the record: "client" gives "List clients", "Create a client", ...; `schema` is
   * its input (the common/ schema its service validates with), `plural` when adding an "s" is wrong, `errors` what
   * each route may answer besides what every route of its kind may (404: a record it links to is not there; 409).
   */
  doc?: { name: string; plural?: string; tag?: string; schema: AnyObjectSchema; errors?: Partial<Record<"create" | "update" | "remove", number[]>> };
}

const UPDATED_AT_MESSAGE = "updatedAt must be an ISO-8601 timestamp (the record's updatedAt as read)";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;

/**
 * The body of an action that takes no input (send, resume, a test event): none, or a JSON object (its fields ignored
 * but those the action reads); an array, null, text or a number is refused like any write's.
 */
export function noInput(b: unknown): object | undefined {
  if (b !== undefined && (typeof b !== "object" || b === null || Array.isArray(b))) throw new ValidationError({ _: "Expected a JSON object" });
  return b as object | undefined;
}

/**
 * The version a PUT body names: its `updatedAt`, an ISO-8601 instant. Absent (or null) is none: the body is saved over
 * whatever is stored then (the service still refuses a write that meets another); anything else is a 400 on the field.
 * `recordRoutes` reads it with `versioned`; a module that declares its PUT by hand passes it to its update the same way.
 */
export function bodyVersion(body: unknown): Date | undefined {
  const value = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).updatedAt : undefined;
  if (value === undefined || value === null) return undefined;
  const date = typeof value === "string" && ISO_INSTANT.test(value.trim()) ? new Date(value.trim()) : null;
  if (!date || Number.isNaN(date.getTime())) throw new ValidationError({ updatedAt: UPDATED_AT_MESSAGE });
  return date;
}

/**
 * The four routes of a record type under `path` (e.g. /api/clients): GET the list, POST (201 with the record), PUT
 * `/:id` (the record; with `versioned`, a stale `updatedAt` in the body answers 409), DELETE `/:id` (204).
 */
export function recordRoutes<T, J>(path: string, s: RecordService<T, J>): RestRoute[] {
  const docs = recordDocs(s);
  return [
    { method: "GET", url: path, doc: docs?.list, handler: async (ctx) => (await s.list(ctx)).map(s.toJson) },
    { method: "POST", url: path, doc: docs?.create, handler: async (ctx, req) => ({ status: 201, body: s.toJson(await s.create(ctx, req.body)) }) },
    {
      method: "PUT",
      url: `${path}/:id`,
      doc: docs?.update,
      handler: async (ctx, req) => s.toJson(await s.update(ctx, req.params.id, req.body, s.versioned ? bodyVersion(req.body) : undefined)),
    },
    {
      method: "DELETE", url: `${path}/:id`, doc: docs?.remove,
      handler: async (ctx, req) => { await s.remove(ctx, req.params.id); return { status: 204 }; },
    },
  ];
}

/**
 * The documentation of a record type's four routes. The record as answered is its `json` shape (the one its `toJson`
 * is typed by); an update takes any of the input's fields, merged into the stored record, and with `versioned` the
 * `updatedAt` it read.
 */
function recordDocs<T, J>(s: RecordService<T, J>) {
  if (!s.doc) return undefined;
  const { name, schema } = s.doc;
  const plural = s.doc.plural ?? `${name}s`;
  const tag = s.doc.tag ?? plural.charAt(0).toUpperCase() + plural.slice(1);
  const article = /^[aeiou]/i.test(name) ? "an" : "a";
  const record = s.json;
  const update = s.versioned ? schema.shape({ updatedAt: yup.date().nullable() }) : schema;
  return {
    list: { summary: `List ${plural}`, tag, response: j.array(record) },
    create: { summary: `Create ${article} ${name}`, tag, body: schema, response: record, status: 201, errors: s.doc.errors?.create },
    update: {
      summary: `Update ${article} ${name}`, tag, body: update, partialBody: true, response: record, errors: s.doc.errors?.update,
      description: s.versioned ? `Send the ${name}'s \`updatedAt\` as read: a ${name} changed since is refused with 409.` : undefined,
    },
    remove: { summary: `Delete ${article} ${name}`, tag, status: 204, errors: s.doc.errors?.remove },
  } satisfies Record<string, RouteDoc>;
}
