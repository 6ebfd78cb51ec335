/**
 * A value of the wrong type in any text field of any input is a 400 with the field's message, never a 500: every Yup
 * object schema of common/ (what the forms and the services validate with) and every REST route's documented body,
 * given numbers, booleans, objects and arrays where text belongs; and over HTTP, every REST write route.
 */
import fs from "node:fs";
import path from "node:path";
import * as yup from "yup";
import { validateWith } from "@common/validation";
import { modules } from "../modules";
import { installModules } from "../module";
import { eachTestWithTenant, rest, type Session, type TestApp } from "../../test/harness";

const NOT_TEXT: unknown[] = [0, 12.5, -1, true, false, {}, { a: 1 }, { toString: "x" }, [], ["x"], [1, 2], [{}]];
/** one of each kind over HTTP (the schemas above see them all) */
const NOT_TEXT_SENT: unknown[] = [12.5, true, { a: 1 }, ["x"]];

const routes = installModules(modules).routes;

/** Every exported Yup object schema of common/, by file and name. */
function commonSchemas(): [string, yup.AnyObjectSchema][] {
  const dir = path.resolve(__dirname, "../../../common");
  return fs.readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts")).flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(path.join(dir, file)) as Record<string, unknown>;
    return Object.entries(exported).filter(([, v]) => v instanceof yup.ObjectSchema).map(([name, v]) => [`${file}: ${name}`, v as yup.AnyObjectSchema] as [string, yup.AnyObjectSchema]);
  });
}

/** The REST routes' documented bodies and queries. */
function routeSchemas(): [string, yup.AnyObjectSchema][] {
  return routes.flatMap((r) => [
    ...(r.doc?.body instanceof yup.ObjectSchema ? [[`${r.method} ${r.url} body`, r.doc.body as yup.AnyObjectSchema] as [string, yup.AnyObjectSchema]] : []),
    ...(r.doc?.query instanceof yup.ObjectSchema ? [[`${r.method} ${r.url} query`, r.doc.query as yup.AnyObjectSchema] as [string, yup.AnyObjectSchema]] : []),
  ]);
}

/** The fields of a schema that take text (directly, or as the items of a list). */
function textFields(schema: yup.AnyObjectSchema): string[] {
  return Object.entries(schema.describe().fields).filter(([, d]) => {
    const field = d as { type: string; innerType?: { type: string } };
    return field.type === "string" || (field.type === "array" && field.innerType?.type === "string");
  }).map(([name]) => name);
}

const schemas = [...commonSchemas(), ...routeSchemas()];

describe("text fields given other types", () => {
  it("finds the schemas and their text fields", () => {
    expect(schemas.length).toBeGreaterThan(30);
    expect(schemas.find(([name]) => name === "api-token.ts: apiTokenSchema")).toBeDefined();
    expect(textFields(schemas.find(([name]) => name === "api-token.ts: apiTokenSchema")![1])).toEqual(expect.arrayContaining(["name", "scope"]));
  });

  it.each(schemas.filter(([, s]) => textFields(s).length > 0))("%s answers a message, never throws", (_name, schema) => {
    const problems: string[] = [];
    for (const field of textFields(schema)) {
      for (const value of NOT_TEXT) {
        const isList = (schema.describe().fields[field] as { type: string }).type === "array";
        for (const sent of isList ? [value, [value]] : [value]) {
          try {
            const r = validateWith(schema, { [field]: sent });
            if (!r.ok && Object.values(r.errors).some((m) => typeof m !== "string" || !m)) problems.push(`${field}=${JSON.stringify(sent)}: an empty message`);
          } catch (e) {
            problems.push(`${field}=${JSON.stringify(sent)}: ${(e as Error).message}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("REST writes given other types in their text fields", () => {
  let t: TestApp;
  let a: Session;
  // a workspace per test, one per route: more sign-ups in a minute than one address may make by default
  eachTestWithTenant((app, session) => { t = app; a = session; }, { LOGIN_RATE_LIMIT: "1000" });

  // an earlier address of a route (`doc.aliasOf`) runs that route's handler: tested once, at its documented address
  const writes = routes.filter((r) => r.method !== "GET" && r.method !== "DELETE" && !r.doc?.aliasOf && r.doc?.body instanceof yup.ObjectSchema
    && textFields(r.doc.body as yup.AnyObjectSchema).length > 0);

  it("covers the token route", () => {
    expect(writes.map((r) => `${r.method} ${r.url}`)).toContain("POST /api/tokens");
  });

  it("answers POST /api/tokens with a non-string scope 400 with the field's message", async () => {
    for (const scope of [1, true, {}, ["read"], { toString: "read" }]) {
      const r = await rest(t.app, a, "POST", "/api/tokens", { name: "Script", scope });
      expect({ scope, status: r.status }).toEqual({ scope, status: 400 });
      expect(r.body.errors).toEqual({ scope: expect.any(String) });
    }
  });

  it.each(writes.map((r) => [`${r.method} ${r.url}`, r] as const))("%s answers 4xx, never 500", async (_name, route) => {
    const url = route.url.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");
    const statuses: string[] = [];
    for (const field of textFields(route.doc!.body as yup.AnyObjectSchema)) {
      for (const value of NOT_TEXT_SENT) {
        const r = await rest(t.app, a, route.method, url, { [field]: value });
        if (r.status >= 500) statuses.push(`${field}=${JSON.stringify(value)}: ${r.status} ${r.text}`);
      }
    }
    expect(statuses).toEqual([]);
  });
});
