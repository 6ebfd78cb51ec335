/**
 * Signatures you can defend (issue 33): the client signs exactly the text they were shown (version and SHA-256 in the
 * forms, 409 when it changed), the text is frozen at sending (a brand rename changes nothing), closed documents answer
 * 410, twenty signatures at once make one, a database fault is a 5xx and a retry works, the PDF is sealed once and
 * served unchanged, Verify recomputes both hashes, an unfilled variable refuses the send, and the preview, the page, the
 * PDF text and the hashed text are one rendering.
 */
import { execFileSync } from "node:child_process";
import fc from "fast-check";
import { eachTestWithTenant, gql, rest, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { sha256 } from "../contract.document";
import { sealContract } from "../contract.seal";
import { backgroundDispatches } from "../../../jobs/outbox";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const db = () => t.app.resources.prisma;

async function sentDocument(content: string, extra: Record<string, unknown> = {}) {
  await db().user.update({ where: { id: a.user.id }, data: { companyName: "Studio One", firstName: "Ada", lastName: "Lovelace" } });
  const client = await rest(t.app, a, "POST", "/api/clients", { name: "Acme", email: "client@acme.example", company: "Acme Ltd" });
  const created = await rest(t.app, a, "POST", "/api/contracts", { clientId: client.body.id, title: "Website", value: "100", currency: "USD", content, ...extra });
  expect(created.status).toBe(201);
  const sent = await rest(t.app, a, "POST", `/api/contracts/${created.body.id}/send`, { message: "Looking forward <b>to it</b>" });
  expect(sent.status).toBe(200);
  const message = await db().message.findFirstOrThrow({ where: { userId: a.user.id, contactEmail: "client@acme.example" }, orderBy: { createdAt: "desc" } });
  const path = new URL(/https?:\/\/[^\s()]+\/p\/[A-Za-z0-9_-]{43}/.exec(message.content)![0]).pathname;
  return { id: created.body.id as string, path, clientId: client.body.id as string, message };
}

async function shown(path: string) {
  const page = await rest(t.app, null, "GET", path);
  expect(page.status).toBe(200);
  return { version: /name="version" value="(\d+)"/.exec(page.text)![1], documentHash: /name="documentHash" value="([0-9a-f]{64})"/.exec(page.text)![1], page };
}

// each signature from an address of its own on loopback (the page's limit counts 10 a minute per address)
let address = 0;
const nextAddress = () => { address++; return `127.1.${Math.floor(address / 250)}.${(address % 250) + 1}`; };
const sign = (path: string, body: Record<string, unknown>, ip = nextAddress()) => t.app.fastify.inject({
  method: "POST", url: `${path}/sign`, remoteAddress: ip, headers: { "content-type": "application/json" }, payload: JSON.stringify({ name: "Ann Client", consent: true, ...body }),
});

let pdfAsks = 0;

async function pdfText(bytes: Buffer): Promise<string> {
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: bytes }).toString("utf8");
}

describe("sign what was seen", () => {
  it("a terms edit between opening and signing answers 409 with the current text, and nothing is signed", async () => {
    const { id, path } = await sentDocument("Price: {contract_value}");
    const before = await shown(path);
    expect(before.page.text).toContain("$100.00");
    expect((await rest(t.app, a, "PUT", `/api/contracts/${id}`, { value: "9999" })).status).toBe(200);
    const r = await sign(path, { version: before.version, documentHash: before.documentHash });
    expect(r.statusCode).toBe(409);
    expect(JSON.parse(r.body).message).toBe("This document changed after you opened it");
    const row = await db().contract.findUniqueOrThrow({ where: { id } });
    expect(row.clientSignedAt).toBeNull();
    expect(row.signedContent).toBeNull();
    // the page shows the new text; signing what it shows now works
    const after = await shown(path);
    expect(after.page.text).toContain("$9,999.00");
    // a form post gets the page again with the message
    const form = await t.app.fastify.inject({ method: "POST", url: `${path}/sign`, headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `name=Ann&consent=on&version=${before.version}&documentHash=${before.documentHash}` });
    expect(form.statusCode).toBe(409);
    expect(form.body).toContain("This document changed after you opened it");
    expect(form.body).toContain("$9,999.00");
    const ok = await t.app.fastify.inject({ method: "POST", url: `${path}/sign`, headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `name=Ann&consent=on&version=${after.version}&documentHash=${after.documentHash}` });
    expect(ok.statusCode).toBe(200);
    expect((await db().contract.findUniqueOrThrow({ where: { id } })).signedContent).toBe("Price: $9,999.00");
  });

  it("the version and hash are required (400), and a brand rename after sending leaves the frozen text signed unchanged", async () => {
    const { id, path } = await sentDocument("From {provider_company} to {client_name}.");
    const s = await shown(path);
    expect((await sign(path, {})).statusCode).toBe(400);
    expect((await sign(path, { version: s.version })).statusCode).toBe(400);
    await db().user.update({ where: { id: a.user.id }, data: { companyName: "Renamed Inc" } });
    await db().client.update({ where: { id: (await db().contract.findUniqueOrThrow({ where: { id } })).clientId }, data: { name: "Other" } });
    const again = await shown(path);
    expect(again.documentHash).toBe(s.documentHash);
    const r = await sign(path, { version: s.version, documentHash: s.documentHash });
    expect(r.statusCode).toBe(200);
    const row = await db().contract.findUniqueOrThrow({ where: { id } });
    expect(row.signedContent).toBe("From Studio One to Acme.");
    expect(row.documentHash).toBe(s.documentHash);
    await backgroundDispatches();
  });
});

describe("closed means closed", () => {
  it("a document marked signed or executed by hand answers 410 to sign and decline; the page still reads", async () => {
    for (const status of ["signed", "executed"]) {
      const { id, path } = await sentDocument(`Terms ${status}`);
      const s = await shown(path);
      expect((await rest(t.app, a, "PUT", `/api/contracts/${id}`, { status })).status).toBe(200);
      expect((await sign(path, { version: s.version, documentHash: s.documentHash })).statusCode).toBe(410);
      expect((await rest(t.app, null, "POST", `${path}/decline`, { reason: "no", version: s.version, documentHash: s.documentHash })).status).toBe(410);
      const row = await db().contract.findUniqueOrThrow({ where: { id } });
      expect(row).toMatchObject({ status, clientSignedAt: null, signedContent: `Terms ${status}` });
      expect((await rest(t.app, null, "GET", path)).status).toBe(200);
    }
    await backgroundDispatches();
  });

  it("twenty signatures at the same moment make exactly one", async () => {
    const { id, path } = await sentDocument("Twenty");
    const s = await shown(path);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => sign(path, { name: `Signer ${i}`, version: s.version, documentHash: s.documentHash }, nextAddress())));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200 && c !== 410)).toEqual([]);
    expect(await db().contractAudit.count({ where: { contractId: id, action: "signed" } })).toBe(1);
    expect(await db().domainEvent.count({ where: { entityId: id, type: "contract.signed" } })).toBe(1);
    await backgroundDispatches();
  });
});

describe("errors are errors", () => {
  it("a database fault during the signature is a 5xx, and a retry signs", async () => {
    const { id, path } = await sentDocument("Fault");
    const s = await shown(path);
    // a real fault: a trigger that raises once for this document's signature (a sequence is not rolled back)
    await db().$executeRawUnsafe(`CREATE SEQUENCE IF NOT EXISTS sign_fault_${id.replace(/-/g, "")}`);
    await db().$executeRawUnsafe(`CREATE OR REPLACE FUNCTION sign_fault_${id.replace(/-/g, "")}() RETURNS trigger AS $$
      BEGIN IF nextval('sign_fault_${id.replace(/-/g, "")}') = 1 THEN RAISE EXCEPTION 'injected fault'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db().$executeRawUnsafe(`CREATE TRIGGER sign_fault_${id.replace(/-/g, "")} BEFORE UPDATE ON contracts FOR EACH ROW
      WHEN (NEW.id = '${id}'::uuid AND NEW."clientSignedAt" IS NOT NULL) EXECUTE FUNCTION sign_fault_${id.replace(/-/g, "")}()`);
    try {
      const failed = await sign(path, { version: s.version, documentHash: s.documentHash });
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      expect((await db().contract.findUniqueOrThrow({ where: { id } })).clientSignedAt).toBeNull();
      const retry = await sign(path, { version: s.version, documentHash: s.documentHash });
      expect(retry.statusCode).toBe(200);
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER IF EXISTS sign_fault_${id.replace(/-/g, "")} ON contracts`);
    }
    await backgroundDispatches();
  });
});

describe("seal once", () => {
  it("stores the PDF once: the same bytes after a brand change, to both sides; Verify passes, and fails on a tampered file", async () => {
    const { id, path } = await sentDocument("Sealed for {client_name}");
    const s = await shown(path);
    expect((await sign(path, { version: s.version, documentHash: s.documentHash })).statusCode).toBe(200);
    const first = await t.app.fastify.inject({ method: "GET", url: `/api/contracts/${id}/pdf`, headers: { cookie: a.cookie } });
    expect(first.statusCode).toBe(200);
    const row = await db().contract.findUniqueOrThrow({ where: { id } });
    expect(row.sealedKey).toBeTruthy();
    expect(sha256(first.rawPayload)).toBe(row.sealedSha256);
    await db().user.update({ where: { id: a.user.id }, data: { companyName: "Renamed Inc", brandColor: "#000000" } });
    await sealContract(t.app.resources, a.user.id, id); // a second seal changes nothing
    const later = await t.app.fastify.inject({ method: "GET", url: `/api/contracts/${id}/pdf`, headers: { cookie: a.cookie } });
    expect(Buffer.compare(later.rawPayload, first.rawPayload)).toBe(0);
    const client = await t.app.fastify.inject({ method: "GET", url: `${path}/pdf` });
    expect(Buffer.compare(client.rawPayload, first.rawPayload)).toBe(0);
    const text = await pdfText(first.rawPayload);
    expect(text).toContain("Sealed for Acme");
    expect(text).toContain(row.documentHash!);
    expect(text).toContain("UTC");

    expect((await rest(t.app, a, "POST", `/api/contracts/${id}/verify`)).body).toEqual({ documentHashMatches: true, pdfHashMatches: true });
    const gv = await gql(t.app, a, `mutation($id: ID!) { verifyContract(input: { id: $id }) { ... on VerifyContractPayload { documentHashMatches pdfHashMatches } } }`, { id: globalId("Contract", id) });
    expect(gv.data.verifyContract).toEqual({ documentHashMatches: true, pdfHashMatches: true });
    const tampered = Buffer.from(first.rawPayload);
    tampered[tampered.length - 10] ^= 1;
    await t.app.resources.storage.write(row.sealedKey!, tampered, "application/pdf");
    expect((await rest(t.app, a, "POST", `/api/contracts/${id}/verify`)).body).toEqual({ documentHashMatches: true, pdfHashMatches: false });
    await backgroundDispatches();
  });

  it("a document marked signed by hand is sealed the same way and its certificate says so", async () => {
    const { id } = await sentDocument("By hand");
    expect((await rest(t.app, a, "PUT", `/api/contracts/${id}`, { status: "executed" })).status).toBe(200);
    const pdf = await t.app.fastify.inject({ method: "GET", url: `/api/contracts/${id}/pdf`, headers: { cookie: a.cookie } });
    const row = await db().contract.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ sealedByHand: true });
    expect(sha256(pdf.rawPayload)).toBe(row.sealedSha256);
    expect(await pdfText(pdf.rawPayload)).toContain("Signed by hand");
    await backgroundDispatches();
  });
});

describe("one rendering", () => {
  it("refuses to send with a variable left unfilled, naming it", async () => {
    const client = await rest(t.app, a, "POST", "/api/clients", { name: "Acme", email: "client@acme.example" });
    const created = await rest(t.app, a, "POST", "/api/contracts", { clientId: client.body.id, content: "Hi {client_name}, {client_company}, {mystery}" });
    const r = await rest(t.app, a, "POST", `/api/contracts/${created.body.id}/send`);
    expect(r.status).toBe(400);
    expect(r.body.errors.content).toContain("{client_company}");
    expect(r.body.errors.content).toContain("{mystery}");
    expect((await db().contract.findUniqueOrThrow({ where: { id: created.body.id } })).sentAt).toBeNull();
  });

  it("fills the template's defaults and keeps line breaks: preview, page, PDF text and hashed text are equal", async () => {
    const words = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,8}$/);
    const line = fc.array(fc.oneof(words, fc.constantFrom("{client_name}", "{payment_terms}", "{scope_of_work}", "{timeline}", "{deliverables}", "{payment_schedule}")), { minLength: 1, maxLength: 5 })
      .map((ws) => ws.join(" "));
    const lines = fc.array(line, { minLength: 1, maxLength: 4 });
    const value = fc.array(words, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(" "));
    await fc.assert(fc.asyncProperty(lines, value, value, value, value, async (ls, terms, scope, timeline, deliverables) => {
      const content = ls.join("\n");
      const template = await rest(t.app, a, "POST", "/api/contract-templates", { name: "T", content, paymentTerms: terms, scope, timeline, deliverables });
      const client = await rest(t.app, a, "POST", "/api/clients", { name: "Acme", email: "client@acme.example" });
      const preview = await gql(t.app, a, `query($i: ContractPreviewInput!) { viewer { contractPreview(input: $i) { text sha256 unfilledVariables } } }`,
        { i: { content, templateId: globalId("ContractTemplate", template.body.id), clientId: globalId("Client", client.body.id) } });
      const p = preview.data.viewer.contractPreview;
      expect(p.unfilledVariables).toEqual([]);
      expect(p.text).not.toMatch(/\{/);
      const created = await rest(t.app, a, "POST", "/api/contracts", { clientId: client.body.id, templateId: template.body.id, content });
      expect((await rest(t.app, a, "POST", `/api/contracts/${created.body.id}/send`)).status).toBe(200);
      const row = await db().contract.findUniqueOrThrow({ where: { id: created.body.id } });
      expect(row.sentText).toBe(p.text);
      expect(row.sentHash).toBe(p.sha256);
      const doc = await gql(t.app, a, `query($id: ID!) { node(id: $id) { ... on Contract { document { text sha256 } } } }`, { id: globalId("Contract", row.id) });
      expect(doc.data.node.document).toEqual({ text: p.text, sha256: p.sha256 });
      const message = await db().message.findFirstOrThrow({ where: { userId: a.user.id, clientId: client.body.id } });
      const path = new URL(/https?:\/\/[^\s()]+\/p\/[A-Za-z0-9_-]{43}/.exec(message.content)![0]).pathname;
      const s = await shown(path);
      expect(s.documentHash).toBe(p.sha256);
      // each line on the page apart (line breaks kept)
      const article = /<article>([\s\S]*)<\/article>/.exec(s.page.text)![1];
      expect(article.replace(/<br>\n?/g, "\n").replace(/<\/?p>/g, "").trim()).toBe(p.text.split("\n").map((l: string) => l.trim()).join("\n").trim());
      // from an address of its own: the runs and a failure's shrinking ask for more PDFs than one address may in a minute
      const pdf = await t.app.fastify.inject({ method: "GET", url: `${path}/pdf`, remoteAddress: `127.0.${Math.floor(++pdfAsks / 250)}.${(pdfAsks % 250) + 1}` });
      expect([pdf.statusCode, pdf.headers["content-type"], pdf.statusCode === 200 ? "" : pdf.body]).toEqual([200, "application/pdf", ""]);
      // each line's characters in order: pdftotext loses a space between two one-letter words ("E E" reads "EE")
      const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, "");
      for (const l of p.text.split("\n")) expect(text).toContain(l.replace(/\s+/g, ""));
    }), { numRuns: 4 });
  });
});
