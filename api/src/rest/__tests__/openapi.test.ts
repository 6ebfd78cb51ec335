import { execFileSync } from "node:child_process";
import * as yup from "yup";
import { printSchema } from "graphql";
import { createTestApp, registerUser, type Session, type TestApp } from "../../../test/harness";
import { getSchema } from "../../graphql/schema";
import { jsonSchemaOf } from "../openapi";

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await createTestApp();
  s = await registerUser(t.app, "openapi@example.com");
});
afterAll(async () => { await t.close(); });

const get = (url: string, headers: Record<string, string> = {}) => t.app.fastify.inject({ method: "GET", url, headers });

type Doc = { openapi: string; paths: Record<string, Record<string, { summary?: string; requestBody?: any; responses: Record<string, unknown>; "x-also-at"?: string[] }>> };

async function openApi(): Promise<Doc> {
  const r = await get("/api/openapi.json", { cookie: s.cookie });
  expect(r.statusCode).toBe(200);
  return r.json();
}

/**
 * Every method and path the app answers, read from Fastify's own route tree (`printRoutes`): each line is a segment
 * under its parent, indented four columns a level, with its methods.
 */
function registeredRoutes(): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of t.app.fastify.printRoutes({ commonPrefix: false }).split("\n")) {
    const m = /^([\s│├└─]*?)(?:[├└]── )?([^\s│├└─].*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!m) continue;
    const depth = Math.floor(m[1].length / 4);
    stack.length = depth;
    stack[depth] = m[2];
    const url = stack.join("");
    for (const method of m[3].split(", ")) if (method !== "HEAD") out.push({ method, url });
  }
  return out;
}

/** OpenAPI's templated path of a Fastify route: `/:id` is `/{id}`. */
const templated = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** The OpenAPI 3.1 validator ships as an ES module only: it runs in a Node process of its own, given the document. */
function validate(doc: unknown): { valid: boolean; errors?: unknown } {
  const script = `
    import { Validator } from "@seriousme/openapi-schema-validator";
    let text = ""; for await (const chunk of process.stdin) text += chunk;
    const result = await new Validator().validate(JSON.parse(text));
    process.stdout.write(JSON.stringify({ valid: result.valid, errors: result.errors }));`;
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { input: JSON.stringify(doc), cwd: process.cwd() }).toString());
}

describe("GET /api/openapi.json", () => {
  it("answers 401 without a session", async () => {
    const r = await get("/api/openapi.json");
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ message: "Unauthorized" });
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const doc = await openApi();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(validate(doc)).toEqual({ valid: true });
  });

  it("describes every route the app registers under /api, with its method", async () => {
    const doc = await openApi();
    // routes whose parameter at one place has different names (`/api/integrations/:id` and `…/:provider/connect`)
    // share one node of the tree, printed `:provider|:id`: each is the spelling the document has for that method
    const spellings = (url: string): string[] => {
      const m = /:[A-Za-z0-9_]+(?:\|:[A-Za-z0-9_]+)+/.exec(url);
      return m ? m[0].split("|").flatMap((name) => spellings(url.replace(m[0], name))) : [url];
    };
    const api = registeredRoutes().filter((r) => r.url.startsWith("/api/")).map((r) => {
      const all = spellings(r.url);
      return { ...r, url: all.find((u) => doc.paths[templated(u)]?.[r.method.toLowerCase()]) ?? all.join(" or ") };
    });
    // the tree is read right: the sign-in routes and the modules' are there
    expect(api).toEqual(expect.arrayContaining([{ method: "POST", url: "/api/auth/login" }, { method: "PUT", url: "/api/clients/:id" }]));
    // an earlier address of a route is listed with that route (`x-also-at`), not as a path of its own
    const alsoAt = new Set(Object.values(doc.paths).flatMap((item) => Object.entries(item).flatMap(([m, op]) => (op["x-also-at"] ?? []).map((p) => `${m.toUpperCase()} ${p}`))));
    const listed = api.filter((r) => !alsoAt.has(`${r.method} ${templated(r.url)}`));
    const missing = listed.filter((r) => !doc.paths[templated(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    // each with a summary of its own (a route without a `doc` is listed by its method and path only)
    const undocumented = listed.filter((r) => doc.paths[templated(r.url)][r.method.toLowerCase()].summary === `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
  });

  it("describes a record type's routes from its common/ schema", async () => {
    const doc = await openApi();
    const create = doc.paths["/api/clients"].post;
    expect(create.summary).toBe("Create a client");
    const body = create.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(["name"]);
    expect(body.properties.email).toMatchObject({ type: ["string", "null"], format: "email" });
    expect(body.properties.status).toMatchObject({ enum: ["active", "inactive", "archived"], default: "active" });
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "403"]));
    const update = doc.paths["/api/clients/{id}"].put;
    expect(update.requestBody.content["application/json"].schema.required).toBeUndefined();
    expect(Object.keys(update.responses)).toEqual(expect.arrayContaining(["200", "404", "409"]));
    expect(doc.paths["/api/auth/login"].post).toMatchObject({ security: [], summary: "Sign in" });
  });

  it("answers 304 to a request that has its ETag", async () => {
    const first = await get("/api/openapi.json", { cookie: s.cookie });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get("/api/openapi.json", { cookie: s.cookie, "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("GET /graphql/schema.graphql", () => {
  it("answers 401 without a session", async () => {
    expect((await get("/graphql/schema.graphql")).statusCode).toBe(401);
  });

  it("is the GraphQL schema in the schema language", async () => {
    const r = await get("/graphql/schema.graphql", { cookie: s.cookie });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toMatch(/^text\/plain/);
    expect(r.body).toBe(printSchema(getSchema()) + "\n");
    expect(r.body).toContain("type Query");
  });
});

describe("jsonSchemaOf", () => {
  it("converts what describe() shows of a Yup schema", () => {
    const schema = yup.object({
      name: yup.string().required().min(2).max(10),
      code: yup.string().matches(/^[A-Z]+$/),
      email: yup.string().email().nullable(),
      kind: yup.string().oneOf(["a", "b"]).default("a"),
      count: yup.number().integer().min(0).max(5),
      when: yup.date(),
      tags: yup.array(yup.string().defined()).max(3),
      flag: yup.boolean(),
    });
    expect(jsonSchemaOf(schema)).toEqual({
      type: "object",
      required: ["name"],
      properties: {
        name: { type: "string", minLength: 2, maxLength: 10 },
        code: { type: "string", pattern: "^[A-Z]+$" },
        email: { type: ["string", "null"], format: "email" },
        kind: { type: "string", enum: ["a", "b"], default: "a" },
        count: { type: "integer", minimum: 0, maximum: 5 },
        when: { type: "string", format: "date-time" },
        tags: { type: "array", items: { type: "string" }, maxItems: 3 },
        flag: { type: "boolean" },
      },
      default: expect.anything(),
    });
    // in the order declared (a form's), not the reverse describe() lists them in
    expect(Object.keys(jsonSchemaOf(schema).properties as object)).toEqual(["name", "code", "email", "kind", "count", "when", "tags", "flag"]);
    expect(jsonSchemaOf(schema, { partial: true }).required).toBeUndefined();
  });
});
