import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { App } from "../src/app";

/*
 * The API document as the tests' contract: every answer the harness's `rest` helper gets is checked against the
 * document the app serves (GET /api/openapi.json) before the test sees it. Its status must be one the operation lists,
 * its body must match that answer's schema (the record schemas admit no field they do not name), an error must match
 * the one error schema, an answer without content must be empty. The validators are compiled once per app and answer.
 */

type Json = Record<string, unknown>;
type ResponseDoc = { $ref?: string; content?: Record<string, { schema?: Json }> };
type Operation = { responses: Record<string, ResponseDoc>; "x-also-at"?: string[] };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components: { responses: Record<string, ResponseDoc> } };

/** Checks one answer: throws, saying what differs, when the document does not describe it. */
export type ContractCheck = (method: string, url: string, status: number, body: unknown, contentType?: string, text?: string) => void;

const DOC_ID = "openapi.json";

/** Answers checked in this test file (REST_CONTRACT_TALLY=<file>: each file adds its count to that file when it ends). */
export const checked = { answers: 0 };

/** A path template of the document as a pattern; literal segments count, so `/api/calendar/feed` beats `/api/calendar/{id}`. */
function pathPattern(template: string): { re: RegExp; params: number } {
  const parts = template.split(/(\{[^}]+\})/).filter(Boolean);
  const source = parts.map((p) => (p.startsWith("{") ? "([^/]+)" : p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("");
  return { re: new RegExp(`^${source}$`), params: parts.filter((p) => p.startsWith("{")).length };
}

/** The document's `#/...` references, made to point into the document added to Ajv under DOC_ID. */
function rooted(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rooted);
  if (typeof schema !== "object" || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === "$ref" && typeof v === "string" && v.startsWith("#/") ? `${DOC_ID}${v}` : rooted(v)]));
}

function contractOf(doc: OpenApi): ContractCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc as object, DOC_ID);
  const routes = Object.entries(doc.paths).flatMap(([template, item]) => Object.entries(item).flatMap(([method, op]) =>
    [template, ...(op["x-also-at"] ?? [])].map((path) => ({ method: method.toUpperCase(), template, op, ...pathPattern(path) }))));
  const validators = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: Json) => {
    let v = validators.get(key);
    if (!v) validators.set(key, (v = ajv.compile(rooted(schema) as Json)));
    return v;
  };
  const errorSchema = { $ref: "#/components/schemas/Error" };

  return (method, url, status, body, contentType = "application/json", text = JSON.stringify(body ?? "")) => {
    checked.answers++;
    const path = url.split("?")[0];
    const where = `${method} ${url} answered ${status}`;
    const found = routes.filter((r) => r.method === method && r.re.test(path)).sort((a, b) => a.params - b.params)[0];
    if (!found) {
      // no such route (Fastify's own 404) or a path the document leaves out on purpose (not /api)
      if (path.startsWith("/api/") && status !== 404) throw new Error(`${where}: the document has no ${method} operation for this path`);
      if (path.startsWith("/api/")) check(where, validator("error", errorSchema), body);
      return;
    }
    let response = found.op.responses[String(status)] ?? found.op.responses.default;
    if (!response) throw new Error(`${where}: the document lists ${Object.keys(found.op.responses).join(", ")} for ${method} ${found.template}, not ${status}`);
    if (response.$ref) response = doc.components.responses[response.$ref.split("/").pop()!];
    const content = response.content;
    if (!content) {
      if (text !== "") throw new Error(`${where}: the document says this answer has no content, but it has: ${text.slice(0, 200)}`);
      return;
    }
    const type = contentType.split(";")[0].trim().toLowerCase();
    if (type === "application/json" && content["application/json"]) {
      const schema = content["application/json"].schema ?? {};
      check(where, validator(`${method} ${found.template} ${status}`, schema), body);
      return;
    }
    if (!content[type]) throw new Error(`${where}: answered as ${type || "(no content type)"}, the document says ${Object.keys(content).join(", ")}`);
  };
}

function check(where: string, validate: ValidateFunction, body: unknown) {
  if (validate(body)) return;
  const errors = (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath || "(the body)"} ${e.message}${e.params && "additionalProperty" in e.params ? `: ${String(e.params.additionalProperty)}` : ""}`);
  throw new Error(`${where}, which the API document does not describe:\n  ${errors.join("\n  ")}\nbody: ${JSON.stringify(body).slice(0, 600)}`);
}

/** The check of an app's answers, made once per app from the document it serves (`headers`: a signed-in request's). */
const contracts = new WeakMap<App, Promise<ContractCheck>>();

export function appContract(app: App, headers: Record<string, string>): Promise<ContractCheck> {
  let c = contracts.get(app);
  if (!c) {
    c = (async () => {
      const r = await app.fastify.inject({ method: "GET", url: "/api/openapi.json", headers });
      if (r.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${r.statusCode}`);
      return contractOf(r.json());
    })();
    contracts.set(app, c);
    // not readable with these credentials: a later request's may be
    c.catch(() => { if (contracts.get(app) === c) contracts.delete(app); });
  }
  return c;
}

/** The check of the app's answers when it has been made already (a request without credentials cannot read the document). */
export function knownContract(app: App): Promise<ContractCheck> | undefined {
  return contracts.get(app);
}
