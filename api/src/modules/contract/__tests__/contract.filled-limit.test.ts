/**
 * The filled-in text of a document is bounded: a content whose variables, filled in with the longest values they may
 * take, would pass 100,000 characters is refused when a contract or a template is saved (REST 400, GraphQL
 * ValidationError), and a row stored before that rule (written straight to the table) still renders its page and its
 * PDF without holding the event loop (fillVariables adds at most 100,000 characters).
 */
import { expectHeldUnder, watchLoop } from "../../../../test/event-loop";
import { eachTestWithTenant, gql, rest, type Session, type TestApp } from "../../../../test/harness";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const MESSAGE = "With its variables filled in, the document would be longer than 100,000 characters";
/** 11 descriptions of up to 10,000 characters each: past the limit though the content itself is short. */
const TOO_MANY = "Scope:\n\n{project_description}\n\n".repeat(11);

async function client() {
  const c = await rest(t.app, a, "POST", "/api/clients", { name: "Acme", email: "client@acme.example", company: "Acme Ltd" });
  expect(c.status).toBe(201);
  return c.body.id as string;
}

describe("a document's filled-in text", () => {
  it("refuses a contract or a template whose filled-in text would pass 100,000 characters (REST 400)", async () => {
    const clientId = await client();
    const contract = await rest(t.app, a, "POST", "/api/contracts", { clientId, content: TOO_MANY });
    expect(contract.status).toBe(400);
    expect(contract.body.errors).toEqual({ content: MESSAGE });
    const ok = await rest(t.app, a, "POST", "/api/contracts", { clientId, content: "{project_description}\n".repeat(9) });
    expect(ok.status).toBe(201);
    const update = await rest(t.app, a, "PUT", `/api/contracts/${ok.body.id}`, { content: TOO_MANY });
    expect(update.status).toBe(400);
    expect(update.body.errors).toEqual({ content: MESSAGE });

    const template = await rest(t.app, a, "POST", "/api/contract-templates", { name: "Long", content: TOO_MANY });
    expect(template.status).toBe(400);
    expect(template.body.errors).toEqual({ content: MESSAGE });
    expect(await t.app.resources.prisma.contractTemplate.count({ where: { userId: a.user.id } })).toBe(0);
    expect((await t.app.resources.prisma.contract.findFirstOrThrow({ where: { id: ok.body.id } })).content).toBe("{project_description}\n".repeat(9).trim());
  });

  it("refuses them in GraphQL as a validation error with the same message", async () => {
    const created = await gql(t.app, a, `mutation($input: CreateContractTemplateInput!) { createContractTemplate(input: $input) {
      __typename ... on ValidationError { fieldErrors { field message } } } }`, { input: { name: "Long", content: TOO_MANY } });
    expect(created.data.createContractTemplate).toEqual({ __typename: "ValidationError", fieldErrors: [{ field: "content", message: MESSAGE }] });
  });

  it("renders a stored row full of variables (page and PDF) without holding the event loop 250 ms", async () => {
    const clientId = await client();
    const project = await rest(t.app, a, "POST", "/api/projects", { clientId, name: "Site", description: "Lorem ipsum dolor sit amet consectetur. ".repeat(250) });
    expect(project.status).toBe(201);
    const created = await rest(t.app, a, "POST", "/api/contracts", { clientId, projectId: project.body.id, content: "Short {project_name}" });
    expect(created.status).toBe(201);
    const sent = await rest(t.app, a, "POST", `/api/contracts/${created.body.id}/send`);
    expect(sent.status).toBe(200);
    const message = await t.app.resources.prisma.message.findFirstOrThrow({ where: { userId: a.user.id, contactEmail: "client@acme.example" }, orderBy: { createdAt: "desc" } });
    const path = new URL(/https?:\/\/\S+\/p\/[A-Za-z0-9_-]{43}/.exec(message.content)![0]).pathname;

    // stored before the rule: 4,545 descriptions of 10,000 characters would be 45 million characters filled in
    const content = "{project_description}\n".repeat(4545);
    await t.app.resources.prisma.$executeRaw`UPDATE contracts SET content = ${content} WHERE id = ${created.body.id}::uuid AND "userId" = ${a.user.id}::uuid`;

    const page = await watchLoop(() => t.app.fastify.inject({ method: "GET", url: path }));
    expect(page.result.statusCode).toBe(200);
    expect(page.result.body.length).toBeLessThan(1_000_000);
    expectHeldUnder(page, 250, "the page");

    const pdf = await watchLoop(() => t.app.fastify.inject({ method: "GET", url: `/api/contracts/${created.body.id}/pdf`, headers: { cookie: a.cookie } }));
    expect(pdf.result.statusCode).toBe(200);
    expectHeldUnder(pdf, 250, "the PDF");
    console.log(`longest hold of the event loop: page ${page.heldMs.toFixed(0)} ms, PDF ${pdf.heldMs.toFixed(0)} ms`);
  }, 60_000);
});
