import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { printSchema } from "graphql";
import * as yup from "yup";
import type { Schema, SchemaDescription } from "yup";
import { getSchema } from "../graphql/schema";
import type { RestRoute, RouteDoc } from "./registry";
import { j, type JsonSchema, type RefMaker } from "./shape";

/*
 * The API documentation: an OpenAPI 3.1 document of every route the app registers under /api, generated from the
 * routes themselves. A route's entry comes from its `doc` (RestRoute.doc, or `config.doc` of a route Fastify is given
 * directly, as the sign-in routes and health are), its input from the Yup schemas of common/ the services validate
 * with. A route without a `doc` is still listed, by its method and path, so the document never leaves one out.
 * Public pages reached by a link (/p/<token>) are for people, not programs, and are not part of it.
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** what the API documentation says of the route (rest/openapi.ts) */
    doc?: RouteDoc;
  }
}

/** A route as registered, with what it declares of itself. */
export interface RegisteredRoute {
  method: string;
  url: string;
  doc?: RouteDoc;
}

/** The paths the document describes: the REST API, and the GraphQL schema file. */
const isDocumented = (url: string) => url.startsWith("/api/") || url === GRAPHQL_SCHEMA_URL;

const GRAPHQL_SCHEMA_URL = "/graphql/schema.graphql";
const OPENAPI_URL = "/api/openapi.json";

/**
 * Records every route Fastify registers from now on (call it before any is). The document is made from this list, so
 * a route added anywhere in the app, by any means, is in it.
 */
export function collectRoutes(fastify: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  fastify.addHook("onRoute", (opts) => {
    if (!isDocumented(opts.url)) return;
    // HEAD is answered for every GET by Fastify itself
    for (const method of [opts.method].flat().filter((m) => m !== "HEAD")) routes.push({ method, url: opts.url, doc: opts.config?.doc });
  });
  return routes;
}

// ---- Yup to JSON Schema ----------------------------------------------------------------------------------------

type Test = { name?: string; params?: Record<string, unknown> };

/**
 * JSON Schema (2020-12, OpenAPI 3.1's) of a Yup schema, from what `describe()` exposes: types, enumerations,
 * nullability, required fields, defaults, lengths and bounds, formats. The common/ helpers' own tests are read by
 * name (a `date` test takes an ISO date or timestamp, `money` an amount, ...); a test whose rule `describe()` does not
 * show (a cross-field check) is simply not described.
 */
export function jsonSchemaOf(schema: Schema, opts: { partial?: boolean } = {}): JsonSchema {
  return fromSchema(schema, opts.partial ?? false);
}

/**
 * Walks the schema itself down objects and arrays (describe() lists an object's fields in the order Yup validates
 * them, the reverse of their declaration; a form's order reads better), each node described by `fromDescription`.
 */
function fromSchema(schema: Schema, partial = false): JsonSchema {
  let d: SchemaDescription;
  try {
    d = schema.describe() as SchemaDescription;
  } catch {
    // a lazy field built from the value it is given: nothing to say without one
    return {};
  }
  const out = fromDescription(d, partial);
  if (schema instanceof yup.ObjectSchema) {
    const fields = schema.fields as Record<string, Schema>;
    out.properties = Object.fromEntries(Object.keys(fields).map((k) => [k, fromSchema(fields[k])]));
    const required = Object.keys(fields).filter((k) => (out.required as string[] | undefined)?.includes(k));
    if (required.length) out.required = required;
  } else if (schema instanceof yup.ArraySchema && schema.innerType) {
    out.items = fromSchema(schema.innerType as Schema);
  }
  return out;
}

const isRequired = (d: SchemaDescription) => d.tests.some((t: Test) => t.name === "required");

function fromDescription(d: SchemaDescription, partial = false): JsonSchema {
  const tests = d.tests as Test[];
  const has = (name: string) => tests.find((t) => t.name === name);
  const out: JsonSchema = {};
  const nested = d as SchemaDescription & { fields?: Record<string, SchemaDescription>; innerType?: SchemaDescription };

  switch (d.type) {
    case "string":
      out.type = "string";
      break;
    case "number":
      out.type = has("integer") ? "integer" : "number";
      break;
    case "boolean":
      out.type = "boolean";
      break;
    case "date":
      out.type = "string";
      out.format = "date-time";
      break;
    case "array":
      out.type = "array";
      if (nested.innerType) out.items = fromDescription(nested.innerType);
      break;
    case "object": {
      out.type = "object";
      const fields = nested.fields ?? {};
      out.properties = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, fromDescription(f)]));
      const required = partial ? [] : Object.keys(fields).filter((k) => isRequired(fields[k]));
      if (required.length) out.required = required;
      break;
    }
    default:
      // mixed: the common/ helpers' tests say what it takes
      Object.assign(out, mixedByTest(tests));
  }

  // common/ schemas carry no labels (their messages name the field): a label is the route's own description of a field
  if (d.label) out.description = d.label;
  const bounded = (key: string) => has(key)?.params?.[key];
  const [minKey, maxKey] = out.type === "string" ? ["minLength", "maxLength"] : out.type === "array" ? ["minItems", "maxItems"] : ["minimum", "maximum"];
  if (typeof bounded("min") === "number") out[minKey] = bounded("min");
  if (typeof bounded("max") === "number") out[maxKey] = bounded("max");
  if (typeof has("length")?.params?.length === "number" && out.type === "string") out.minLength = out.maxLength = has("length")!.params!.length;
  if (out.type === "string") {
    if (has("email")) out.format = "email";
    if (has("url") || has("http-url")) out.format = "uri";
    if (has("uuid")) out.format = "uuid";
    const regex = has("matches")?.params?.regex;
    if (regex instanceof RegExp) out.pattern = regex.source;
  }

  const values = d.oneOf.filter((v) => v !== undefined);
  if (values.length) out.enum = d.nullable && !values.includes(null) ? [...values, null] : values;
  if (d.nullable && typeof out.type === "string") out.type = [out.type, "null"];
  const def = (d as { default?: unknown }).default;
  if (def !== undefined && typeof def !== "function") out.default = def instanceof Date ? def.toISOString() : def;
  return out;
}

/** What a common/ helper built on `mixed` takes, by the name of its test (common/validation.ts and its modules). */
function mixedByTest(tests: Test[]): JsonSchema {
  const names = new Set(tests.map((t) => t.name));
  if (names.has("date")) return { type: "string", anyOf: [{ format: "date" }, { format: "date-time" }], description: "YYYY-MM-DD or an ISO-8601 timestamp" };
  if (names.has("money")) return { type: ["string", "number"], pattern: "^[-+]?(\\d+(\\.\\d*)?|\\.\\d+)$", description: "An amount with at most 2 decimals" };
  if (names.has("integer") || names.has("quantity")) return { type: ["integer", "string"], description: "A whole number (or its digits as text)" };
  if (names.has("tax-rate")) return { type: ["number", "string"], description: "A percentage" };
  return {};
}

// ---- the document ----------------------------------------------------------------------------------------------

/** The error answers, each with the one error schema (`{ message, errors? }`). */
const ERROR_RESPONSES: Record<number, string> = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  408: "RequestTimeout",
  409: "Conflict",
  413: "TooLarge",
  415: "UnsupportedMediaType",
  429: "TooManyRequests",
  502: "BadGateway",
  503: "Unavailable",
};

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Fastify's `/:id` and `/:token.ics` as OpenAPI's `/{id}` and `/{token}.ics`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

function operationId(method: string, url: string): string {
  const words = url.replace(/^\/api\//, "/").split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}

/** The tag of an undocumented route: its first path segment after /api, as a heading. */
function fallbackTag(url: string): string {
  const first = url.replace(/^\/api\//, "").split(/[/.]/)[0] ?? "";
  const words = first.split("-").join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A JSON answer: its shape's schema, named parts as references to the document's components. */
const jsonContent = (schema: JsonSchema) => ({ "application/json": { schema } });

function successResponse(doc: RouteDoc | undefined, ref: RefMaker): [string, JsonSchema] {
  const status = doc?.status ?? 200;
  if (status === 204) return ["204", { description: "Done (no content)" }];
  if (status >= 300 && status < 400) return [String(status), { description: "Redirect", headers: { Location: { schema: { type: "string" } } } }];
  if (doc?.produces) {
    const binary = !/^text\/|json/.test(doc.produces);
    return [String(status), { description: "OK", content: { [doc.produces]: { schema: binary ? { type: "string", contentMediaType: doc.produces } : { type: "string" } } } }];
  }
  // a route that documents no answer of its own still says it is JSON of some kind
  const schema = doc?.response ? doc.response.schema(ref) : { description: "Any JSON" };
  return [String(status), { description: status === 201 ? "Created" : status === 202 ? "Accepted" : "OK", content: jsonContent(schema) }];
}

/** A path parameter's schema: ids (`id`, `templateId`, ...) are UUIDs. */
const paramSchema = (name: string): JsonSchema => (name === "id" || name.endsWith("Id") ? { type: "string", format: "uuid" } : { type: "string" });

function operation(route: RegisteredRoute, ref: RefMaker, aliases: string[]): JsonSchema {
  const { method, url, doc } = route;
  const params = pathParams(url);
  const parameters: JsonSchema[] = params.map((name) => ({ name, in: "path", required: true, schema: paramSchema(name) }));
  if (doc?.query) {
    const q = jsonSchemaOf(doc.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(q.properties ?? {})) {
      parameters.push({ name, in: "query", required: q.required?.includes(name) ?? false, schema });
    }
  }
  const api = url.startsWith("/api/");
  const jsonBody = WRITES.has(method) && doc?.bodyType === undefined;
  const errors = new Set<number>(doc?.errors ?? []);
  if (!doc?.public) {
    // every signed-in route: no session or token (401), a token past its rate limit (429), the database away (503)
    for (const s of [401, 429, 503]) errors.add(s);
  }
  if (doc?.body || doc?.query || jsonBody) errors.add(400);
  // a path's record (an id, a template, a token) that is not there, or not this workspace's
  if (params.length) errors.add(404);
  if (method === "PUT" && doc?.partialBody) errors.add(409);
  if (WRITES.has(method) && api && !doc?.public) {
    // another site's page, or a read-only token (403); a JSON body too large (413) or not JSON (415)
    errors.add(403);
    if (jsonBody) for (const s of [413, 415]) errors.add(s);
  }
  if (doc?.bodyType) errors.add(408);

  const [status, success] = successResponse(doc, ref);
  const other = Object.entries(doc?.otherResponses ?? {}).map(([s, r]) => [s, {
    description: r.description, ...(r.headers ? { headers: r.headers } : {}), ...(r.body ? { content: jsonContent(r.body.schema(ref)) } : {}),
    ...(r.produces ? { content: { [r.produces]: { schema: { type: "string" } } } } : {}),
  }] as const);
  const op: JsonSchema = {
    operationId: operationId(method, url),
    summary: doc?.summary ?? `${method} ${url}`,
    tags: [doc?.tag ?? fallbackTag(url)],
    responses: {
      [status]: success,
      ...Object.fromEntries(other),
      ...Object.fromEntries([...errors].sort().filter((s) => ERROR_RESPONSES[s] && !doc?.otherResponses?.[s])
        .map((s) => [String(s), { $ref: `#/components/responses/${ERROR_RESPONSES[s]}` }])),
    },
  };
  const description = [doc?.description, aliases.length ? `Also answered at ${aliases.map((a) => `\`${a}\``).join(", ")} (an earlier address).` : ""]
    .filter(Boolean).join(" ");
  if (description) op.description = description;
  if (aliases.length) op["x-also-at"] = aliases;
  if (parameters.length) op.parameters = parameters;
  if (doc?.body) {
    op.requestBody = { required: !doc.partialBody, content: { "application/json": { schema: jsonSchemaOf(doc.body, { partial: doc.partialBody }) } } };
  } else if (doc?.bodyType) {
    op.requestBody = { required: true, content: { [doc.bodyType]: { schema: { type: "string", contentMediaType: doc.bodyType } } } };
  }
  if (doc?.public) op.security = [];
  return op;
}

/** What every error answers: what went wrong, and for invalid input a message per field. */
const errorShape = j.object({
  message: j.string("What went wrong, in a sentence"),
  errors: j.optional(j.record(j.string(), "A message per field of the input (`_` for the input as a whole)")),
  service: j.optional(j.string("The outside service that failed (a calendar or meeting provider)")),
}, "Error");

const errorResponse = (description: string, headers?: JsonSchema) => ({
  description, ...(headers ? { headers } : {}), content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const retryAfter = { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } };

/** The OpenAPI 3.1 document of the given routes (each method and path once, in the order registered). */
function openApiDocument(routes: RegisteredRoute[], info: { version: string }): JsonSchema {
  const schemas: Record<string, JsonSchema> = {};
  // a named shape is made once, the first time it is met; a name given to two different schemas is an error of the code
  const ref: RefMaker = (name, make) => {
    if (!(name in schemas)) {
      schemas[name] = {};
      schemas[name] = make();
    }
    return { $ref: `#/components/schemas/${name}` };
  };
  errorShape.schema(ref);
  // an earlier address of a documented route is listed with it (`x-also-at`), not as a path of its own
  const aliases = new Map<string, string[]>();
  for (const route of routes) {
    const of = route.doc?.aliasOf;
    if (of) aliases.set(`${route.method} ${of}`, [...(aliases.get(`${route.method} ${of}`) ?? []), openApiPath(route.url)]);
  }
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    if (route.doc?.aliasOf) continue;
    const item = (paths[openApiPath(route.url)] ??= {});
    item[route.method.toLowerCase()] ??= operation(route, ref, aliases.get(`${route.method} ${route.url}`) ?? []);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Clientfolio API",
      version: info.version,
      description: "The REST API of Clientfolio. Every request is made as a signed-in user: with the app's session cookie, or with an API "
        + "token (created in Settings, API tokens) sent as `Authorization: Bearer cf_...`. Errors answer `{ message, errors? }`, "
        + "`errors` holding a message per field of the input. Money is decimal text with two decimals (`\"1250.00\"`), instants "
        + "ISO-8601 text; a field that may be empty says so (`null`).",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    // relative: the server the document was read from, whatever address it was reached by
    servers: [{ url: "/", description: "This server" }],
    // a program's way first: the reference's examples then send a token
    security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        cookieAuth: { type: "apiKey", in: "cookie", name: "sid", description: "The session of a browser signed in to the app" },
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "cf_...", description: "An API token, created in Settings, API tokens" },
      },
      schemas,
      responses: {
        BadRequest: errorResponse("The input is invalid: `errors` says why, field by field"),
        Unauthorized: errorResponse("Not signed in (no session, or no valid token)"),
        Forbidden: errorResponse("A write from another site's page, a read-only token's write, or a route for signed-in sessions only"),
        NotFound: errorResponse("No such record in this workspace"),
        RequestTimeout: errorResponse("The body took too long to arrive"),
        Conflict: errorResponse("The record changed since it was read, or the value is taken"),
        TooLarge: errorResponse("The body, the file, or the workspace's storage is too large"),
        UnsupportedMediaType: errorResponse("A body that is not `application/json`"),
        BadGateway: errorResponse("An outside service (a calendar or meeting provider) could not be reached or failed"),
        Unavailable: errorResponse("The database does not answer: try again after the given number of seconds", retryAfter),
        TooManyRequests: errorResponse("Too many requests: try again after the given number of seconds", retryAfter),
      },
    },
  };
}

// ---- the routes that serve the documentation ---------------------------------------------------------------------

/** A text computed once per process, answered with its ETag (304 when the client has it already). */
function cachedText(make: () => string) {
  let text: { body: string; etag: string } | null = null;
  return () => {
    if (!text) {
      const body = make();
      text = { body, etag: `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    }
    return text;
  };
}

/** An OpenAPI document (the fields every one has; the rest as OpenAPI 3.1 defines them). */
const openApiShape = j.object({
  openapi: j.string(), info: j.object({ title: j.string(), version: j.string() }, undefined, { open: true }), paths: j.record(j.json()),
}, "OpenApiDocument", { open: true });

/** The API's version, as the document states it; the routes change with the app, each described as it is served. */
const API_VERSION = "1";

type RestRequest = Parameters<RestRoute["handler"]>[1];

/** The text with its ETag, or 304 to a request that already has it; the browser revalidates before each use. */
function sendCached(req: RestRequest, text: { body: string; etag: string }, type: string) {
  req.reply.header("etag", text.etag).header("cache-control", "private, no-cache");
  if (req.raw.headers["if-none-match"] === text.etag) return req.reply.code(304).send();
  return req.reply.code(200).type(type).send(text.body);
}

/**
 * GET /api/openapi.json and GET /graphql/schema.graphql, for signed-in users (a session or a token). Both are the
 * same for everyone and change only with a new version of the app, so each is made once and revalidated by ETag.
 */
export function apiDocsRoutes(routes: RegisteredRoute[]): RestRoute[] {
  // made on the first request, once every route is registered
  const openApi = cachedText(() => JSON.stringify(openApiDocument(routes, { version: API_VERSION })));
  const sdl = cachedText(() => printSchema(getSchema()) + "\n");
  return [
    {
      method: "GET", url: OPENAPI_URL,
      doc: {
        summary: "This document", tag: "Documentation", description: "The OpenAPI 3.1 description of the REST API.", response: openApiShape,
        otherResponses: { 304: { description: "Not modified: the document the request's `If-None-Match` names is current" } },
      },
      handler: async (_ctx, req) => sendCached(req, openApi(), "application/json; charset=utf-8"),
    },
    {
      method: "GET", url: GRAPHQL_SCHEMA_URL,
      doc: {
        summary: "The GraphQL schema", tag: "Documentation", description: "The schema of `/graphql` in the GraphQL schema language.", produces: "text/plain",
        otherResponses: { 304: { description: "Not modified: the schema the request's `If-None-Match` names is current" } },
      },
      handler: async (_ctx, req) => sendCached(req, sdl(), "text/plain; charset=utf-8"),
    },
  ];
}
