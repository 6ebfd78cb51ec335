/**
 * The API document as a contract generated clients can trust: every JSON answer it lists has a schema (not `{}`),
 * every operation lists the errors it can answer with the one error schema, and Redocly's recommended rules find no
 * error in it. (That the module tests' real answers match it is checked by the test harness's `rest` helper, for
 * every REST call of every module test.)
 */
import { execFileSync } from "node:child_process";
import { createTestApp, registerUser, rest, restContract, type Session, type TestApp } from "../../../test/harness";

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await createTestApp();
  s = await registerUser(t.app, "openapi-contract@example.com");
});
afterAll(async () => { await t.close(); });

type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Record<string, unknown> }> }> };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Record<string, unknown>> } };

async function openApi(): Promise<Doc> {
  const r = await t.app.fastify.inject({ method: "GET", url: "/api/openapi.json", headers: { cookie: s.cookie } });
  expect(r.statusCode).toBe(200);
  return r.json();
}

const operations = (doc: Doc) => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));

/** Redocly's recommended rules, run in a Node process of their own (the linter ships as an ES module only). */
function redocly(doc: unknown): { ruleId: string; severity: string; message: string; where?: string }[] {
  const script = `
    import { lintFromString, createConfig } from "@redocly/openapi-core";
    let text = ""; for await (const chunk of process.stdin) text += chunk;
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: text, absoluteRef: "openapi.json", config });
    process.stdout.write(JSON.stringify(problems.map((p) => ({ ruleId: p.ruleId, severity: p.severity, message: p.message, where: p.location?.[0]?.pointer }))));`;
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { input: JSON.stringify(doc), cwd: process.cwd() }).toString());
}

describe("the API document as a contract", () => {
  it("describes every JSON answer with its schema (none is `{}`)", async () => {
    const doc = await openApi();
    const json = operations(doc).flatMap(({ key, op }) => Object.entries(op.responses)
      .filter(([status]) => status.startsWith("2"))
      .flatMap(([status, r]) => Object.entries(r.content ?? {}).filter(([type]) => type.includes("json")).map(([, c]) => ({ at: `${key} ${status}`, schema: c.schema }))));
    expect(json.length).toBeGreaterThan(40);
    const empty = json.filter((r) => !r.schema || Object.keys(r.schema).length === 0).map((r) => r.at);
    expect(empty).toEqual([]);
  });

  it("lists the errors each operation can answer, all with the one error schema", async () => {
    const doc = await openApi();
    const without = operations(doc).filter(({ op }) => !Object.keys(op.responses).some((status) => /^[45]/.test(status))).map((o) => o.key);
    expect(without).toEqual([]);
    expect(doc.components.schemas.Error).toMatchObject({ type: "object", required: ["message"] });
  });

  it("says which money and number fields may be null", async () => {
    const { schemas } = (await openApi()).components;
    const nullable = (schema: string, field: string) => (schemas[schema].properties as Record<string, { type?: unknown }>)[field].type;
    expect(nullable("Project", "budget")).toEqual(["string", "null"]);
    expect(nullable("Project", "actualCost")).toEqual(["string", "null"]);
    expect(nullable("Task", "estimatedHours")).toEqual(["integer", "null"]);
    expect(nullable("Contract", "value")).toEqual(["string", "null"]);
    expect(nullable("ContractTemplate", "defaultRate")).toEqual(["string", "null"]);
    expect(nullable("TeamMember", "hourlyRate")).toEqual(["string", "null"]);
  });

  it("passes Redocly's recommended rules without an error", async () => {
    const problems = redocly(await openApi());
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
    // no two paths a router or a generated client could confuse, and every operation of the API lists its 4xx answers
    expect(problems.filter((p) => p.ruleId === "no-ambiguous-paths" || (p.ruleId === "operation-4xx-response" && !p.where?.includes("health")))).toEqual([]);
  });

  it("makes a workflow from a template at its documented address, and still at its earlier one", async () => {
    const templates = await rest(t.app, s, "GET", "/api/automation-templates");
    expect(templates.status).toBe(200);
    const id = templates.body[0].id as string;
    const doc = await openApi();
    expect(doc.paths["/api/automation-templates/{templateId}/workflows"].post).toMatchObject({ "x-also-at": ["/api/workflows/from-template/{templateId}"] });
    expect(doc.paths["/api/workflows/from-template/{templateId}"]).toBeUndefined();
    const made = await rest(t.app, s, "POST", `/api/automation-templates/${id}/workflows`, { name: "From the template" });
    expect(made.status).toBe(201);
    expect(made.body.name).toBe("From the template");
    expect((await rest(t.app, s, "POST", `/api/workflows/from-template/${id}`, { name: "The earlier address" })).status).toBe(201);
  });

  it("checks the answers of the module tests against itself: a field the document lacks fails", async () => {
    const created = await rest(t.app, s, "POST", "/api/clients", { name: "Ada" });
    expect(created.status).toBe(201);
    const check = await restContract(t.app, s);
    expect(() => check("POST", "/api/clients", 201, { ...created.body, extra: 1 })).toThrow(/extra|additional/);
    expect(() => check("POST", "/api/clients", 201, { ...created.body, name: null })).toThrow(/name/);
    // a status the operation does not list fails too
    expect(() => check("POST", "/api/clients", 418, { message: "I'm a teapot" })).toThrow(/418/);
    // an error answers the error schema
    expect(() => check("POST", "/api/clients", 400, { message: "Invalid", errors: { name: "Name is required" } })).not.toThrow();
    expect(() => check("POST", "/api/clients", 400, { error: "Invalid" })).toThrow(/message/);
  });
});
