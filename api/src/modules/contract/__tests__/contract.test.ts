/**
 * Contracts, proposals and templates through REST and GraphQL: numbering per workspace (and 409 on a number taken),
 * variables derived from the content, signature fields ignored, a document marked signed by hand (locked, audited,
 * `contract.signed`), and a change of a signed document's terms written as its next version.
 */
import crypto from "node:crypto";
import { eachTestWithTenant, gql, registerUser, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";

let t: TestApp;
let a: Session;
let clientId: string;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; clientId = ""; });

async function client(s: Session = a) {
  if (s === a && clientId) return clientId;
  const c = await rest(t.app, s, "POST", "/api/clients", { name: "Acme" });
  if (s === a) clientId = c.body.id;
  return c.body.id as string;
}

async function create(body: Record<string, unknown>, s: Session = a) {
  const r = await rest(t.app, s, "POST", "/api/contracts", { clientId: await client(s), content: "# Terms\n\nFor {client_name}.", ...body });
  expect(r.status).toBe(201);
  return r.body;
}

const year = new Date().getUTCFullYear();

describe("contracts and proposals", () => {
  it("numbers documents per workspace and type when no number is given; a number taken answers 409 on the field", async () => {
    expect((await create({})).contractNumber).toBe(`CON-${year}-0001`);
    expect((await create({ type: "sow" })).contractNumber).toBe(`CON-${year}-0002`);
    expect((await create({ type: "proposal" })).contractNumber).toBe(`PRO-${year}-0001`);
    expect((await create({ contractNumber: "ACME-7" })).contractNumber).toBe("ACME-7");
    const taken = await rest(t.app, a, "POST", "/api/contracts", { clientId, content: "x", contractNumber: "ACME-7" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ contractNumber: "This number is already used" });
    // another workspace has its own series
    const b = await registerUser(t.app);
    expect((await create({}, b)).contractNumber).toBe(`CON-${year}-0001`);
    // made at the same moment: each gets its own number
    const many = await Promise.all(Array.from({ length: 5 }, () => rest(t.app, a, "POST", "/api/contracts", { clientId, content: "x" })));
    expect(many.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(new Set(many.map((r) => r.body.contractNumber)).size).toBe(5);
  });

  it("ignores signature fields sent by the provider, and marking signed by hand locks the text with its hash and an audit row", async () => {
    const c = await create({ clientSignature: "Forged", clientSignedAt: "2020-01-01T00:00:00Z", documentHash: "x", version: 9 });
    expect(c).toMatchObject({ clientSignature: null, clientSignedAt: null, documentHash: null, version: 1, status: "draft" });
    const signed = await rest(t.app, a, "PUT", `/api/contracts/${c.id}`, { status: "signed" });
    expect(signed.status).toBe(200);
    // the hash covers the filled text, as the client would read it (the one meaning of documentHash)
    const stored = await t.app.resources.prisma.contract.findUniqueOrThrow({ where: { id: c.id } });
    expect(stored.signedContent).not.toContain("{");
    expect(signed.body.documentHash).toBe(crypto.createHash("sha256").update(stored.signedContent!).digest("hex"));
    expect(signed.body.signedDate).not.toBeNull();
    const audit = await t.app.resources.prisma.contractAudit.findMany({ where: { contractId: c.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((x) => [x.action, x.detail])).toEqual([["created", null], ["marked_signed", "Marked as signed by the provider"]]);
    const event = await t.app.resources.prisma.domainEvent.findFirst({ where: { entityId: c.id }, orderBy: { createdAt: "desc" } });
    expect(event).toMatchObject({ type: "contract.signed", payload: { signedBy: "provider" } });
    // a closed document's status and terms do not change in place (issue 33: 409); its notes may
    expect((await rest(t.app, a, "PUT", `/api/contracts/${c.id}`, { status: "executed" })).status).toBe(409);
    expect((await rest(t.app, a, "PUT", `/api/contracts/${c.id}`, { content: "# Terms\n\nRevised." })).status).toBe(409);
    expect((await rest(t.app, a, "PUT", `/api/contracts/${c.id}`, { notes: "Filed" })).status).toBe(200);
    // only an explicit new version reopens it
    const changed = await rest(t.app, a, "POST", `/api/contracts/${c.id}/versions`);
    expect(changed.status).toBe(201);
    expect(changed.body).toMatchObject({ contractNumber: c.contractNumber, version: 2, parentContractId: c.id, status: "draft", documentHash: null });
    expect(changed.body.id).not.toBe(c.id);
    const old = await t.app.resources.prisma.contract.findUniqueOrThrow({ where: { id: c.id } });
    expect(old.content).toBe(c.content);
    expect(old.supersededAt).not.toBeNull();
    // lists show the latest version only; the old one cannot be edited any more
    const list = (await rest(t.app, a, "GET", "/api/contracts")).body as { id: string }[];
    expect(list.map((x) => x.id)).toEqual([changed.body.id]);
    expect((await rest(t.app, a, "PUT", `/api/contracts/${c.id}`, { title: "x" })).status).toBe(409);
    const q = await gql(t.app, a, `{ viewer { contracts(first: 10) { edges { node { version contractNumber } } } } }`);
    expect(q.data.viewer.contracts.edges.map((e: { node: { version: number } }) => e.node.version)).toEqual([2]);
  });

  it("lists proposals apart from the other types, and refuses another workspace's client and template", async () => {
    await create({ type: "proposal", title: "Website proposal" });
    await create({ type: "agreement", title: "NDA" });
    const kind = async (k: string) => (await gql(t.app, a, `query($k: ContractKind) { viewer { contracts(first: 10, kind: $k) { totalCount edges { node { title type } } } } }`, { k })).data.viewer.contracts;
    expect((await kind("proposal")).edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(["Website proposal"]);
    expect((await kind("contract")).edges.map((e: { node: { title: string } }) => e.node.title)).toEqual(["NDA"]);
    expect((await kind("contract")).totalCount).toBe(1);
    const b = await registerUser(t.app);
    const theirs = await rest(t.app, b, "POST", "/api/contract-templates", { name: "Theirs", content: "x" });
    expect((await rest(t.app, a, "POST", "/api/contracts", { clientId: await client(), content: "x", templateId: theirs.body.id })).status).toBe(404);
    expect((await rest(t.app, a, "POST", "/api/contracts", { clientId: await client(b), content: "x" })).status).toBe(404);
    const r = await gql(t.app, a, `mutation($c: ID!) { createContract(input: { clientId: $c, content: "x", contractNumber: "N-1" }) { __typename } }`, { c: globalId("Client", await client()) });
    expect(r.data.createContract.__typename).toBe("CreateContractPayload");
  });
});

describe("templates", () => {
  it("derive their variables from the content (a client's list is ignored); one default per type", async () => {
    const tpl = await rest(t.app, a, "POST", "/api/contract-templates", {
      name: "Proposal", type: "proposal", content: "Hi {client_name} of {client_company}, {{ total_amount }} {currency}. {client_name}", variables: ["forged"], isDefault: true,
    });
    expect(tpl.status).toBe(201);
    expect(tpl.body.variables).toEqual(["client_name", "client_company", "total_amount", "currency"]);
    expect(tpl.body).toMatchObject({ validityDays: 30, currency: "USD", isActive: true, isDefault: true });
    const other = await rest(t.app, a, "POST", "/api/contract-templates", { name: "Second", type: "proposal", content: "x", isDefault: true });
    const contractDefault = await rest(t.app, a, "POST", "/api/contract-templates", { name: "Contract", type: "contract", content: "x", isDefault: true });
    const list = (await rest(t.app, a, "GET", "/api/contract-templates")).body as { id: string; isDefault: boolean }[];
    const byId = Object.fromEntries(list.map((x) => [x.id, x.isDefault]));
    expect(byId).toEqual({ [tpl.body.id]: false, [other.body.id]: true, [contractDefault.body.id]: true });
    const edited = await rest(t.app, a, "PUT", `/api/contract-templates/${tpl.body.id}`, { content: "Only {project_name}" });
    expect(edited.body.variables).toEqual(["project_name"]);
    const bad = await rest(t.app, a, "POST", "/api/contract-templates", { name: "x", content: "x", validityDays: 0 });
    expect(bad.status).toBe(400);
  });
});
