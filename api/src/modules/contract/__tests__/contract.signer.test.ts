/**
 * The name a client types to sign: one made only of invisible characters (zero-width, bidi controls, Hangul fillers)
 * or of no letter at all is refused with the form's message, and bidi controls and zero-width characters are taken out
 * of a name before it is stored, so the name on the record, the audit trail and the PDF reads as it shows.
 */
import { eachTestWithTenant, rest, type Session, type TestApp } from "../../../../test/harness";
import { cleanSignerName, SIGNER_NAME_LETTERS_MESSAGE, SIGNER_NAME_REQUIRED_MESSAGE, signerNameSchema } from "@common/contract";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

/** A sent contract; answers it and the path of its public page. */
async function sentDocument() {
  const client = await rest(t.app, a, "POST", "/api/clients", { name: "Acme", email: "client@acme.example" });
  const created = await rest(t.app, a, "POST", "/api/contracts", { clientId: client.body.id, type: "contract", title: "Website", content: "Terms.", expiryDate: "2099-01-01" });
  expect(created.status).toBe(201);
  expect((await rest(t.app, a, "POST", `/api/contracts/${created.body.id}/send`)).status).toBe(200);
  const message = await t.app.resources.prisma.message.findFirstOrThrow({ where: { userId: a.user.id, contactEmail: "client@acme.example" }, orderBy: { createdAt: "desc" } });
  const path = new URL(/https?:\/\/\S+\/p\/[A-Za-z0-9_-]{43}/.exec(message.content)![0]).pathname;
  return { id: created.body.id as string, path };
}

describe("the signer's name (shared rule)", () => {
  it.each([
    ["\u200B\u200B\u200B", SIGNER_NAME_REQUIRED_MESSAGE],
    ["\u200C\u200D\u2060\uFEFF", SIGNER_NAME_REQUIRED_MESSAGE],
    ["\u202E\u202C", SIGNER_NAME_REQUIRED_MESSAGE],
    ["\u2066\u2069\u200E\u200F\u061C", SIGNER_NAME_REQUIRED_MESSAGE],
    ["\u3164\u3164", SIGNER_NAME_REQUIRED_MESSAGE],
    [" \u00AD ", SIGNER_NAME_REQUIRED_MESSAGE],
    ["1234 !!", SIGNER_NAME_LETTERS_MESSAGE],
    ["\u0301\u0301", SIGNER_NAME_LETTERS_MESSAGE],
    ["...", SIGNER_NAME_LETTERS_MESSAGE],
  ])("refuses %j", (typed, message) => {
    expect(() => signerNameSchema.validateSync(typed)).toThrow(message);
  });

  it("strips bidi controls and zero-width characters, keeps every script's letters", () => {
    expect(cleanSignerName("\u202EecilA\u202C")).toBe("ecilA");
    expect(cleanSignerName("Ali\u200Bce \u2066Smith\u2069\u200F")).toBe("Alice Smith");
    expect(cleanSignerName("  Σοφία\n\tΠαπαδοπούλου  ")).toBe("Σοφία Παπαδοπούλου");
    expect(cleanSignerName("محمد\u061C علي")).toBe("محمد علي");
    expect(cleanSignerName("José Ñúñez")).toBe("José Ñúñez");
    expect(cleanSignerName("x".repeat(250))).toHaveLength(200);
  });
});

describe("signing on the public page", () => {
  it("refuses a name of zero-width characters (400, nothing signed) and stores a name without its bidi overrides", async () => {
    const { id, path } = await sentDocument();
    const invisible = await rest(t.app, null, "POST", `${path}/sign`, { name: "\u200B\u200C\u200D", consent: true, ...(await shown(path)) });
    expect({ status: invisible.status, body: invisible.body }).toEqual({ status: 400, body: { ok: false, message: SIGNER_NAME_REQUIRED_MESSAGE } });
    const bidiOnly = await rest(t.app, null, "POST", `${path}/sign`, { name: "\u202E\u2066\u2069", consent: true, ...(await shown(path)) });
    expect(bidiOnly.status).toBe(400);
    const digits = await rest(t.app, null, "POST", `${path}/sign`, { name: "12345", consent: true, ...(await shown(path)) });
    expect({ status: digits.status, message: digits.body.message }).toEqual({ status: 400, message: SIGNER_NAME_LETTERS_MESSAGE });
    expect((await t.app.resources.prisma.contract.findUniqueOrThrow({ where: { id } })).status).toBe("sent");

    const signed = await rest(t.app, null, "POST", `${path}/sign`, { name: "\u202Eevil\u202C Ma\u200Bllory", consent: true, ...(await shown(path)) });
    expect(signed.status).toBe(200);
    const row = await t.app.resources.prisma.contract.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "signed", clientSignature: "evil Mallory" });
    const audit = await t.app.resources.prisma.contractAudit.findFirstOrThrow({ where: { contractId: id, action: "signed" } });
    expect(audit.detail ?? "").not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u061C]/);
  });
});

/** The version and document hash the page's forms carry (hidden inputs; required since issue 33). */
async function shown(path: string): Promise<{ version: string; documentHash: string }> {
  const page = await rest(t.app, null, "GET", path);
  return { version: /name="version" value="(\d+)"/.exec(page.text)![1], documentHash: /name="documentHash" value="([0-9a-f]{64})"/.exec(page.text)![1] };
}
