import PDFDocument from "pdfkit";
import { readPdf } from "../../modules/invoice/__tests__/pdf";
import { registerFonts } from "../fonts";
import { drawMarkdown } from "../markdown";

/** The PDF of a markdown document on A4, read back: its pages' text. */
async function pdfOf(markdown: string): Promise<{ pages: string[]; text: string }> {
  const doc = new PDFDocument({ size: "A4", margin: 50 });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  drawMarkdown(doc, markdown);
  doc.end();
  const bytes = await done;
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return readPdf(bytes);
}

/** Each piece occurs in the text, each after the one before it (any run of white space, a line's end included, as one space). */
function expectInOrder(pdfText: string, pieces: string[]) {
  const text = pdfText.replace(/\s+/g, " ");
  let from = 0;
  for (const piece of pieces.map((p) => p.replace(/\s+/g, " "))) {
    const at = text.indexOf(piece, from);
    if (at < 0) throw new Error(`"${piece}" not found after position ${from} in:\n${text}`);
    from = at + piece.length;
  }
}

const CONTRACT = `# Service Agreement

This agreement is between **Acme Studio** and *Σοφία Παπαδοπούλου* (the Client), with **bold and *italic*** terms.
Read [the terms](https://acme.example/terms) or write to <billing@acme.example>.

## Scope

- Discovery workshop
- Design of **three** concepts
  - one round of *revisions*
- Delivery to Дмитрий Иванов

### Payment

1. Deposit on signature
2. Balance on delivery
   1. within 30 days

> Late payments incur a fee.

---

A line that breaks  
here, then ends.
`;

describe("drawMarkdown", () => {
  it("draws headings, lists, emphasis, links, quotes and rules, in order, with Greek and Cyrillic as written", async () => {
    const { text } = await pdfOf(CONTRACT);
    expectInOrder(text, [
      "Service Agreement",
      "This agreement is between Acme Studio and Σοφία Παπαδοπούλου (the Client), with bold and italic terms.",
      "the terms (https://acme.example/terms)", "billing@acme.example",
      "Scope",
      "• Discovery workshop", "• Design of three concepts", "◦ one round of revisions", "• Delivery to Дмитрий Иванов",
      "Payment",
      "1. Deposit on signature", "2. Balance on delivery", "1. within 30 days",
      "Late payments incur a fee.",
      "A line that breaks here, then ends.",
    ]);
    expect(text.split("\n")).toContain("A line that breaks"); // the hard break
    // an address that is its own text is not repeated
    expect(text).not.toContain("(mailto:");
    expect(text).not.toMatch(/[#*>[\]]/);
  });

  it("prints raw HTML as the text it is, without interpreting or dropping it", async () => {
    const { text } = await pdfOf([
      "Before <b>x</b> after.",
      "",
      "<script>alert(1)</script>",
      "",
      "<div>",
      "*inside*",
      "</div>",
      "",
      "A [link](javascript:alert(1)) stays as written.",
    ].join("\n"));
    expectInOrder(text, ["Before <b>x</b> after.", "<script>alert(1)</script>",
      "<div> inside </div>", // the markdown between the tags is still markdown
      "A [link](javascript:alert(1)) stays as written."]);
  });

  it("flows a long document onto further pages, every paragraph included", async () => {
    const sections = Array.from({ length: 60 }, (_, i) =>
      `## Clause ${i + 1}\n\nThe provider delivers part ${i + 1} of the work, and the client reviews it within ten days of delivery; ` +
      `silence after that counts as acceptance. Η παράδοση γίνεται ηλεκτρονικά. Приёмка — в течение десяти дней.\n\n- item ${i + 1}.a\n- item ${i + 1}.b`);
    const { pages, text } = await pdfOf(sections.join("\n\n"));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expectInOrder(text, sections.flatMap((_, i) => [`Clause ${i + 1}`, `part ${i + 1} of the work`, `item ${i + 1}.a`, `item ${i + 1}.b`]));
    // a heading is never the last line of a page: it moves to the next one with its text
    for (const page of pages) expect(page.trim().split("\n").pop()).not.toMatch(/^Clause \d+$/);
  });
});
