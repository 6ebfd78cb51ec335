import http from "node:http";
import type { AddressInfo } from "node:net";
import { eachTestWithTenant, rest, type Session, type TestApp } from "../../../../test/harness";
import { publishSignal } from "../../../pubsub";
import { makeClient } from "../../client/__tests__/factory";
import { makeInvoice } from "./factory";
import { readPdf } from "./pdf";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; }, { LOGIN_RATE_LIMIT: "1000" });

const pdfOf = async (id: string) => {
  const r = await t.app.fastify.inject({ method: "GET", url: `/api/invoices/${id}/pdf`, headers: { cookie: a.cookie } });
  return { status: r.statusCode, headers: r.headers, bytes: r.rawPayload };
};

// a 1x1 PNG
const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

describe("GET /api/invoices/:id/pdf", () => {
  it("downloads the branded invoice with its number, client, every line, the tax, the total and the notes", async () => {
    expect((await rest(t.app, a, "PUT", "/api/brand-settings", { companyName: "Acme Studio", brandColor: "#AA3300" })).status).toBe(200);
    // the brand form takes http(s) URLs only; a logo stored as a data: URL is the one kind the PDF draws
    await t.app.resources.prisma.user.update({ where: { id: a.user.id }, data: { brandLogo: PNG } });
    publishSignal(t.app.resources.pubsub, a.user.id, "user.updated", a.user.id);
    const client = await makeClient(t.app, a, { name: "Globex Corporation", email: "ap@globex.example", company: "Globex", address: "1 Main St, Springfield" });
    const inv = await makeInvoice(t.app, a, { clientId: client.id, invoiceNumber: "INV-1001", currency: "EUR", taxRate: "10", notes: "Payable by bank transfer",
      items: [{ description: "Design sprint", quantity: 2, rate: "1500" }, { description: "Hosting (yearly)", quantity: 1, rate: "120.5" }] });
    const r = await pdfOf(inv.id);
    expect(r.status).toBe(200);
    expect(r.headers["content-type"]).toBe("application/pdf");
    expect(r.headers["content-disposition"]).toBe('attachment; filename="INV-1001.pdf"');
    expect(r.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, sizes } = await readPdf(r.bytes);
    for (const s of ["Acme Studio", "INVOICE", "INV-1001", "DRAFT", "BILL TO", "Globex Corporation", "ap@globex.example", "1 Main St, Springfield",
      "Design sprint", "Hosting (yearly)", "€1,500.00", "€3,000.00", "€120.50", "Subtotal", "€3,120.50", "Tax (10%)", "€312.05", "Total", "€3,432.55",
      "Payable by bank transfer", "Issue date", "Nov 1, 2026", "Dec 1, 2026"]) {
      expect(text).toContain(s);
    }
    expect(sizes).toEqual([[595, 842]]); // A4
    expect(r.bytes.toString("latin1")).toMatch(/\/Subtype \/Image/); // the logo
  });

  it("prints on Letter when the workspace chose it, and continues on further pages, every line included", async () => {
    expect((await rest(t.app, a, "PUT", "/api/settings/invoices", { paperSize: "Letter" })).status).toBe(200);
    const items = Array.from({ length: 100 }, (_, i) => ({ description: `Line ${i + 1} of the long invoice`, quantity: i + 1, rate: "1.01" }));
    const inv = await makeInvoice(t.app, a, { invoiceNumber: "INV-LONG", taxRate: "0", items });
    const { pages, text, sizes } = await readPdf((await pdfOf(inv.id)).bytes);
    expect(pages.length).toBeGreaterThan(2);
    expect(sizes.every(([w, h]) => w === 612 && h === 792)).toBe(true);
    for (let i = 1; i <= 100; i++) expect(text).toContain(`Line ${i} of the long invoice`);
    // 1.01 x (1 + ... + 100) = 5,100.50
    expect(pages[pages.length - 1]).toContain("$5,100.50");
    expect(pages[0]).toContain(`INV-LONG - page 1 of ${pages.length}`);
    expect(pages[1]).toContain("DESCRIPTION"); // the table's heading again
  });

  it("prints names and lines in Greek, Cyrillic and Central European Latin as written", async () => {
    await rest(t.app, a, "PUT", "/api/brand-settings", { companyName: "Studio Łódź", brandColor: "#112233" });
    const client = await makeClient(t.app, a, { name: "Σοφία Παπαδοπούλου", company: "Дмитрий Иванов и партнёры", address: "Žluťoučký kůň 7, Brno" });
    const inv = await makeInvoice(t.app, a, { clientId: client.id, invoiceNumber: "INV-ΑΒΓ-7", currency: "EUR", notes: "Děkujeme — Спасибо — Ευχαριστώ",
      items: [{ description: "Σχεδιασμός λογοτύπου", quantity: 1, rate: "800" }, { description: "Разработка сайта", quantity: 2, rate: "1200" },
        { description: "Konsultacje: Paweł Wójcik, Jiří Dvořák", quantity: 1, rate: "300" }] });
    const r = await pdfOf(inv.id);
    expect(r.status).toBe(200);
    const { text } = await readPdf(r.bytes);
    for (const s of ["Studio Łódź", "Σοφία Παπαδοπούλου", "Дмитрий Иванов и партнёры", "Žluťoučký kůň 7, Brno", "INV-ΑΒΓ-7", "Σχεδιασμός λογοτύπου",
      "Разработка сайта", "Konsultacje: Paweł Wójcik, Jiří Dvořák", "Děkujeme — Спасибо — Ευχαριστώ", "€2,400.00"]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain("?");
  });

  it("never fetches a remote logo, and gives a safe file name for any number", async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => { hits++; res.end("x"); });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/logo.png`;
      await rest(t.app, a, "PUT", "/api/brand-settings", { companyName: "Remote Logo Co", brandColor: "#112233", brandLogo: url });
      const inv = await makeInvoice(t.app, a, { invoiceNumber: "INV/2026\"01\r\n; x=é✓" });
      const r = await pdfOf(inv.id);
      expect(r.status).toBe(200);
      expect(r.headers["content-disposition"]).toBe('attachment; filename="INV_2026_01_x_e.pdf"');
      const { text } = await readPdf(r.bytes);
      expect(text).toContain("Remote Logo Co");
      expect(r.bytes.toString("latin1")).not.toMatch(/\/Subtype \/Image/);
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });

  it("is not found for a missing or malformed id", async () => {
    expect((await pdfOf("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await pdfOf("nope")).status).toBe(404);
  });
});
