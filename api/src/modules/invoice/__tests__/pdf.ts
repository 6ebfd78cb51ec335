import path from "node:path";
import { definePDFJSModule, extractText, getDocumentProxy } from "unpdf";

// unpdf's bundled pdf.js is an ES module it loads by a name only `import` resolves; under jest's CommonJS runtime it
// is handed over by its file
const PDFJS = path.resolve(__dirname, "../../../../../node_modules/unpdf/dist/pdfjs.mjs");
let ready: Promise<void> | null = null;

/** The text of each page of a PDF and the pages' sizes in points, read back with unpdf (pdf.js). */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; text: string; sizes: [number, number][] }> {
  await (ready ??= definePDFJSModule(() => import(PDFJS)));
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: false });
  const sizes: [number, number][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const [, , w, h] = page.view;
    sizes.push([Math.round(w), Math.round(h)]);
  }
  return { pages: text, text: text.join("\n"), sizes };
}
