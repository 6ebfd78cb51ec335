/// <reference types="pdfkit" />
import fs from "node:fs";

/*
 * The faces every PDF draws with: DejaVu Sans, a TrueType font that covers Latin with its diacritics, Greek and
 * Cyrillic (pdfkit's standard fonts only know WinAnsi, so "Σοφία" or "Дмитрий" would print as "?"). pdfkit embeds a
 * subset of each face a document uses, only the glyphs it draws, with a ToUnicode map so the text can be searched and
 * copied.
 */

export type PdfFont = "Body" | "Body-Bold" | "Body-Italic" | "Body-BoldItalic";

const FILES: Record<PdfFont, string> = {
  Body: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  "Body-Bold": "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
  "Body-Italic": "dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf",
  "Body-BoldItalic": "dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf",
};

// read on the first PDF, then kept: about 2.7 MB that a process which never draws a PDF does not hold
let files: [PdfFont, Buffer][] | null = null;

/** Registers the faces under their PdfFont names on a new document and selects "Body". */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  files ??= Object.entries(FILES).map(([name, file]) => [name as PdfFont, fs.readFileSync(require.resolve(file))]);
  for (const [name, bytes] of files) doc.registerFont(name, bytes);
  doc.font("Body");
}

/**
 * The text with control characters (other than line breaks) as spaces: the font has no glyph for them, and a tab or
 * a stray escape pasted into a field would otherwise print as an empty box.
 */
export function pdfText(s: string | null | undefined): string {
  return (s ?? "").replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, " ");
}
