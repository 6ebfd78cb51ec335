/**
 * The client's page: sending (the e-mail's link, contract.sent), the page (branded, every user text inert), the first
 * open, signing (the evidence, the hash of the exact text, a second signature refused), declining, 404 for a token
 * that opens nothing and 410 with a page that says why, the signed PDF with its audit page (read back with unpdf), and
 * expiry by a fixed clock.
 */
import { eachTestWithTenant, rest, type Session, type TestApp } from "../../../../test/harness";
import { readPdf } from "../../invoice/__tests__/pdf";
import { expireContracts, remindUnsigned } from "../contract.expiry";
import { sha256 } from "../contract.document";
import { backgroundDispatches } from "../../../jobs/outbox";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const XSS = `<script>alert(1)</script><img src=x onerror=alert(2)>`;

/** A sent document of a client named with an XSS payload; answers the contract and the path of its page. */
async function sentDocument(body: Record<string, unknown> = {}) {
  await t.app.resources.prisma.user.update({ where: { id: a.user.id }, data: { companyName: `Studio ${XSS}`, brandColor: "#7b1fa2", firstName: "Ada", lastName: "Lovelace" } });
  const client = await rest(t.app, a, "POST", "/api/clients", { name: `Acme ${XSS}`, email: "client@acme.example", company: "Acme Ltd" });
  const created = await rest(t.app, a, "POST", "/api/contracts", {
    clientId: client.body.id, type: "proposal", title: `Website ${XSS}`, value: "4800", currency: "EUR",
    content: `# Proposal for {client_company}\n\nDear {client_name},\n\n${XSS}\n\n[click](javascript:alert(3)) [site](https://acme.example)\n\nTotal: {total_amount}.`,
    expiryDate: "2099-01-01", ...body,
  });
  expect(created.status).toBe(201);
  const sent = await rest(t.app, a, "POST", `/api/contracts/${created.body.id}/send`);
  expect(sent.status).toBe(200);
  const message = await t.app.resources.prisma.message.findFirstOrThrow({ where: { userId: a.user.id, contactEmail: "client@acme.example" }, orderBy: { createdAt: "desc" } });
  const path = new URL(/https?:\/\/\S+\/p\/[A-Za-z0-9_-]{43}/.exec(message.content)![0]).pathname;
  return { contract: sent.body, path };
}

describe("the client's page", () => {
  it("sends a link, shows the branded document with every user text inert, and records the first open", async () => {
    const { contract, path } = await sentDocument();
    expect(contract).toMatchObject({ status: "sent" });
    expect(contract.sentAt).not.toBeNull();
    const events = await t.app.resources.prisma.domainEvent.findMany({ where: { userId: a.user.id, entityId: contract.id }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => e.type)).toEqual(["contract.created", "contract.sent"]);
    const page = await rest(t.app, null, "GET", path);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain("#7b1fa2");
    expect(page.text).toContain("Proposal for Acme Ltd");
    expect(page.text).toContain("€4,800.00");
    // nothing typed by the provider or the client becomes markup or a script link
    expect(page.text).not.toMatch(/<script>|<img\b|href="javascript:/i);
    expect(page.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.text).toContain('href="https://acme.example"');
    // no variable is ever shown raw
    expect(page.text).not.toMatch(/\{[a-z_]+\}/);
    const opened = await t.app.resources.prisma.contract.findUniqueOrThrow({ where: { id: contract.id } });
    expect(opened.viewedAt).not.toBeNull();
    await rest(t.app, null, "GET", path);
    const audit = await t.app.resources.prisma.contractAudit.findMany({ where: { contractId: contract.id }, orderBy: { createdAt: "asc" } });
    // (sent and e-mailed are one statement's: their order between them is not fixed)
    expect(audit.map((x) => x.action).sort()).toEqual(["created", "emailed", "opened", "sent"]);
    expect(audit.find((x) => x.action === "opened")?.userAgent).toBeTruthy();
  });

  it("signs once with the evidence and the hash of the exact text; a second signature and the page answer 410; the PDF carries the audit trail", async () => {
    const { contract, path } = await sentDocument();
    expect((await rest(t.app, null, "GET", path)).status).toBe(200);
    const missing = await rest(t.app, null, "POST", `${path}/sign`, { name: "Σοφία Παπαδοπούλου", consent: false, ...(await shown(path)) });
    expect(missing.status).toBe(400);
    const signed = await rest(t.app, null, "POST", `${path}/sign`, { name: "Σοφία Παπαδοπούλου", consent: true, ...(await shown(path)) });
    expect(signed.status).toBe(200);
    expect(signed.body.ok).toBe(true);
    const row = await t.app.resources.prisma.contract.findUniqueOrThrow({ where: { id: contract.id } });
    expect(row).toMatchObject({ status: "signed", clientSignature: "Σοφία Παπαδοπούλου", consentText: expect.stringContaining("electronic signature") });
    expect(row.signerIp).toBeTruthy();
    expect(row.documentHash).toBe(sha256(row.signedContent!));
    expect(row.signedContent).toContain("Dear Acme");
    const event = await t.app.resources.prisma.domainEvent.findFirst({ where: { entityId: contract.id, type: "contract.signed" } });
    expect(event?.payload).toMatchObject({ signedBy: "client" });
    expect(await t.app.resources.prisma.notification.count({ where: { userId: a.user.id, type: "contract_signed" } })).toBe(1);

    const again = await rest(t.app, null, "POST", `${path}/sign`, { name: "Mallory", consent: true, version: 1, documentHash: row.documentHash });
    expect(again.status).toBe(410);
    // the page still reads (issue 33), without its forms
    const page = await rest(t.app, null, "GET", path);
    expect(page.status).toBe(200);
    expect(page.text).toContain("already accepted");
    expect(page.text).not.toContain("<form");
    expect((await t.app.resources.prisma.contract.findUniqueOrThrow({ where: { id: contract.id } })).clientSignature).toBe("Σοφία Παπαδοπούλου");

    const pdf = await rest(t.app, a, "GET", `/api/contracts/${contract.id}/pdf`);
    expect(pdf.status).toBe(200);
    const { text, pages } = await readPdf(await pdfBytes(contract.id));
    expect(text).toContain("Σοφία Παπαδοπούλου");
    expect(pages.at(-1)).toContain("Audit trail");
    expect(pages.at(-1)).toContain(row.documentHash!);
    expect(pages.at(-1)).toMatch(/Opened by the client[\s\S]*Signed by the client/);
    await backgroundDispatches();
  });

  it("declines with a reason; a token that opens nothing is 404; an expired document is 410 and the scan expires it once", async () => {
    const { contract, path } = await sentDocument();
    expect((await rest(t.app, null, "POST", `${path}/decline`, { reason: "", ...(await shown(path)) })).status).toBe(400);
    const declined = await rest(t.app, null, "POST", `${path}/decline`, { reason: "Budget moved to next year", ...(await shown(path)) });
    expect(declined.status).toBe(200);
    expect(await t.app.resources.prisma.contract.findUniqueOrThrow({ where: { id: contract.id } })).toMatchObject({ status: "cancelled", declineReason: "Budget moved to next year" });
    const page = await rest(t.app, null, "GET", path);
    expect(page.status).toBe(200);
    expect(page.text).toContain("was declined");
    expect((await rest(t.app, null, "POST", `${path}/sign`, { name: "Ann", consent: true, version: 1, documentHash: "0".repeat(64) })).status).toBe(410);
    expect((await rest(t.app, null, "GET", `/p/${"x".repeat(43)}`)).status).toBe(404);

    const later = await sentDocument({ expiryDate: "2099-06-01" });
    // the scan of this test's workspace: the earlier tests' documents expire at these dates too
    expect(await expireContracts(t.app.resources, new Date("2099-06-02T00:00:00Z"), a.user.id)).toBe(1);
    expect(await expireContracts(t.app.resources, new Date("2099-06-03T00:00:00Z"), a.user.id)).toBe(0);
    expect((await t.app.resources.prisma.contract.findUniqueOrThrow({ where: { id: later.contract.id } })).status).toBe("expired");
    const expired = await rest(t.app, null, "GET", later.path);
    expect(expired.status).toBe(200);
    expect(expired.text).toContain("has expired");
    expect((await t.app.resources.prisma.domainEvent.findFirst({ where: { entityId: later.contract.id, type: "contract.expired" } }))).not.toBeNull();
  });
});

describe("reminders", () => {
  it("sends at most two, each once even under two workers at the same moment, and none once signed", async () => {
    const { contract, path } = await sentDocument({ expiryDate: "2099-03-01" });
    const sentAt = new Date(contract.sentAt).getTime();
    const reminders = () => t.app.resources.prisma.message.count({ where: { userId: a.user.id, subject: { startsWith: "Reminder:" } } });
    // (each scan is of this test's workspace: the earlier tests' unsigned documents are due reminders too)
    expect(await remindUnsigned(t.app.resources, new Date(sentAt + 2 * 86_400_000), a.user.id)).toBe(0);
    const at3days = new Date(sentAt + 3 * 86_400_000 + 60_000);
    const both = await Promise.all([remindUnsigned(t.app.resources, at3days, a.user.id), remindUnsigned(t.app.resources, at3days, a.user.id)]);
    expect(both[0] + both[1]).toBe(1);
    expect(await reminders()).toBe(1);
    const message = await t.app.resources.prisma.message.findFirstOrThrow({ where: { userId: a.user.id, subject: { startsWith: "Reminder:" } } });
    expect(message.content).toContain(path);
    // the second, one day before expiry; never a third
    expect(await remindUnsigned(t.app.resources, new Date("2099-02-28T06:00:00Z"), a.user.id)).toBe(1);
    expect(await remindUnsigned(t.app.resources, new Date("2099-02-28T20:00:00Z"), a.user.id)).toBe(0);
    expect(await reminders()).toBe(2);
    const audit = await t.app.resources.prisma.contractAudit.count({ where: { contractId: contract.id, action: "reminded" } });
    expect(audit).toBe(2);
    // a signed document is not reminded
    const other = await sentDocument({ expiryDate: "2099-03-01" });
    expect((await rest(t.app, null, "POST", `${other.path}/sign`, { name: "Ann", consent: true, ...(await shown(other.path)) })).status).toBe(200);
    expect(await remindUnsigned(t.app.resources, new Date(new Date(other.contract.sentAt).getTime() + 4 * 86_400_000), a.user.id)).toBe(0);
    await backgroundDispatches();
  });
});

/** The version and document hash the page's forms carry (hidden inputs). */
async function shown(path: string): Promise<{ version: string; documentHash: string }> {
  const page = await rest(t.app, null, "GET", path);
  return { version: /name="version" value="(\d+)"/.exec(page.text)![1], documentHash: /name="documentHash" value="([0-9a-f]{64})"/.exec(page.text)![1] };
}

/** The PDF's bytes as the route sends them. */
async function pdfBytes(id: string): Promise<Uint8Array> {
  const r = await t.app.fastify.inject({ method: "GET", url: `/api/contracts/${id}/pdf`, headers: { cookie: a.cookie } });
  return new Uint8Array(r.rawPayload);
}
