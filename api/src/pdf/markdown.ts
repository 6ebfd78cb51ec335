/// <reference types="pdfkit" />
import MarkdownIt, { type Token } from "markdown-it";
import { pdfText, type PdfFont } from "./fonts";

/*
 * A markdown document (a contract's or a proposal's content, as its author wrote it) drawn into a PDF with pdfkit in
 * the fonts of pdf/fonts.ts: headings, paragraphs, lists, quotes, rules, code, tables, and inline bold, italic,
 * strikethrough and links. markdown-it parses it with HTML off: the author's "<b>" or "<script>" is text, printed as
 * written, never interpreted. Text flows onto new pages as pdfkit lays it out; a heading is never left alone at the
 * foot of a page. Nothing is fetched: an image prints as its description and address.
 */

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

const BODY_SIZE = 10;
const HEADING_SIZES = [18, 15, 12.5, 11, 11, 11];
const LINE_GAP = 1.5;
const PARAGRAPH_GAP = 6;
const TIGHT_ITEM_GAP = 2;
const LIST_INDENT = 18;
const QUOTE_INDENT = 16;
const CODE_INDENT = 10;
const CELL_PADDING = 4;
const BULLETS = ["•", "◦", "▪"];
/** DejaVu Sans's ascent, in em: a list marker before a heading sits on the heading's baseline. */
const ASCENT = 0.93;
const DEFAULT_COLOR = "#111827";
const RULE_COLOR = "#d1d5db";
const QUOTE_COLOR = "#4b5563";

/** A stretch of text in one style. */
type Run = { text: string; bold: boolean; italic: boolean; strike: boolean; link: string | null; underline: boolean };

const face = (r: { bold: boolean; italic: boolean }): PdfFont =>
  r.bold ? (r.italic ? "Body-BoldItalic" : "Body-Bold") : r.italic ? "Body-Italic" : "Body";

/** Only these open from a PDF reader; any other address still prints, it is just not clickable. */
const CLICKABLE = /^(https?:|mailto:)/i;

/** The runs of an inline token's children: styles nest, a link is followed by its address when the text differs. */
function inlineRuns(children: Token[] | null, base: { bold?: boolean; italic?: boolean } = {}): Run[] {
  const runs: Run[] = [];
  let bold = base.bold ? 1 : 0;
  let italic = base.italic ? 1 : 0;
  let strike = 0;
  const links: { href: string; text: string }[] = [];
  const push = (text: string, style: Partial<Run> = {}) => {
    if (!text) return;
    const link = links.length ? links[links.length - 1].href : null;
    const run: Run = { text: pdfText(text), bold: bold > 0, italic: italic > 0, strike: strike > 0,
      link: link && CLICKABLE.test(link) ? link : null, underline: link !== null, ...style };
    for (const l of links) l.text += text;
    const last = runs[runs.length - 1];
    if (last && last.bold === run.bold && last.italic === run.italic && last.strike === run.strike && last.link === run.link
      && last.underline === run.underline) last.text += run.text;
    else runs.push(run);
  };
  for (const t of children ?? []) {
    switch (t.type) {
      case "strong_open": bold++; break;
      case "strong_close": bold--; break;
      case "em_open": italic++; break;
      case "em_close": italic--; break;
      case "s_open": strike++; break;
      case "s_close": strike--; break;
      // a line break in the text is a line break in the PDF, as on the page (markdown-it with `breaks`)
      case "softbreak": push("\n"); break;
      case "hardbreak": push("\n"); break;
      case "link_open": links.push({ href: String(t.attrGet("href") ?? ""), text: "" }); break;
      case "link_close": {
        const link = links.pop();
        if (!link) break;
        const shown = md.normalizeLinkText(link.href);
        const text = link.text.trim();
        if (text !== shown && `mailto:${text}` !== shown) {
          push(` (${shown})`, { link: CLICKABLE.test(link.href) ? link.href : null, underline: false });
        }
        break;
      }
      case "image": {
        const src = String(t.attrGet("src") ?? "");
        const alt = t.content.trim();
        const address = /^https?:/i.test(src) ? md.normalizeLinkText(src) : "";
        push(alt && address ? `${alt} (${address})` : alt || address || "[image]");
        break;
      }
      // text, code spans, and anything else that carries text (raw HTML, were it ever on): printed as written
      default: push(t.content);
    }
  }
  // pdfkit drops the spaces at the end of a line but prints those at the start of one: the spaces between two runs
  // belong to the end of the first (or to a run of their own after an underlined or struck one)
  const out: Run[] = [];
  for (const run of runs) {
    const spaces = /^ +/.exec(run.text)?.[0] ?? "";
    const prev = out[out.length - 1];
    if (spaces && prev) {
      if (prev.underline || prev.strike) out.push({ ...run, text: spaces, link: null, underline: false, strike: false });
      else prev.text += spaces;
      if (run.text.length > spaces.length) out.push({ ...run, text: run.text.slice(spaces.length) });
    } else out.push(run);
  }
  return out;
}

/** Options of drawMarkdown: the text's width (from the current x to the right margin by default) and colour. */
type MarkdownOptions = { width?: number; color?: string };

/**
 * Draws a markdown document from the document's current position (x and y), flowing onto new pages, and leaves the
 * position below it.
 */
export function drawMarkdown(doc: PDFKit.PDFDocument, markdown: string, opts: MarkdownOptions = {}): void {
  const left = doc.x;
  const width = opts.width ?? doc.page.width - doc.page.margins.right - left;
  const color = opts.color ?? DEFAULT_COLOR;
  const tokens = md.parse(markdown, {});
  let indent = 0;
  let quotes = 0;
  let first = true;
  const lists: { ordered: boolean; next: number; markerWidth: number; depth: number }[] = [];
  let marker: { text: string; x: number; width: number } | null = null;
  const ink = () => (quotes ? QUOTE_COLOR : color);

  /** A new page when fewer than `height` points are left on this one (unless it is still empty). */
  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.maxY() && doc.y > doc.page.margins.top) doc.addPage();
  };
  const space = (gap: number) => {
    if (!first && doc.y > doc.page.margins.top) doc.y += gap;
  };
  /** The marker of the list item whose first line is about to be drawn, right-aligned before it. */
  const drawMarker = (y: number, size: number) => {
    if (!marker) return;
    doc.font("Body").fontSize(size).fillColor(ink())
      .text(marker.text, marker.x, y, { width: marker.width - 5, align: "right", lineBreak: false });
    marker = null;
    doc.y = y;
  };
  const drawRuns = (runs: Run[], x: number, y: number, w: number, size: number, align: "left" | "center" | "right" = "left") => {
    const last = runs.length - 1;
    runs.forEach((r, i) => {
      doc.font(face(r)).fontSize(size).fillColor(ink());
      const options: PDFKit.Mixins.TextOptions = { width: w, align, lineGap: LINE_GAP, continued: i < last,
        link: r.link, underline: r.underline, strike: r.strike };
      if (i === 0) doc.text(r.text, x, y, options);
      else doc.text(r.text, options);
    });
  };
  const block = (runs: Run[], size: number, gapAfter: number) => {
    if (!runs.length && !marker) return;
    const x = left + indent;
    ensureRoom(doc.fontSize(size).currentLineHeight(true));
    const y = doc.y;
    drawMarker(y + (size - BODY_SIZE) * ASCENT, BODY_SIZE);
    doc.y = y;
    if (runs.length) drawRuns(runs, x, y, width - indent, size);
    else doc.y = y + doc.currentLineHeight(true);
    doc.y += gapAfter;
    first = false;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    switch (t.type) {
      case "heading_open": {
        const size = HEADING_SIZES[Number(t.tag.slice(1)) - 1] ?? BODY_SIZE;
        const runs = inlineRuns(tokens[++i].children, { bold: true });
        space(size * 0.6);
        // the heading, and two lines of what follows it, on the same page
        const height = doc.font("Body-Bold").fontSize(size).heightOfString(runs.map((r) => r.text).join(""), { width: width - indent });
        ensureRoom(height + (doc.fontSize(BODY_SIZE).currentLineHeight(true) + LINE_GAP) * 2);
        block(runs, size, size * 0.35);
        i++; // heading_close
        break;
      }
      case "paragraph_open": {
        const runs = inlineRuns(tokens[++i].children);
        block(runs, BODY_SIZE, t.hidden ? TIGHT_ITEM_GAP : PARAGRAPH_GAP);
        i++; // paragraph_close
        break;
      }
      case "bullet_list_open":
      case "ordered_list_open": {
        const ordered = t.type === "ordered_list_open";
        const start = Number(t.attrGet("start") ?? 1);
        let items = 0;
        for (let j = i + 1; j < tokens.length && !(tokens[j].level === t.level && tokens[j].nesting === -1); j++) {
          if (tokens[j].type === "list_item_open" && tokens[j].level === t.level + 1) items++;
        }
        const markerWidth = ordered
          ? Math.max(LIST_INDENT, doc.font("Body").fontSize(BODY_SIZE).widthOfString(`${start + Math.max(items - 1, 0)}.`) + 7)
          : LIST_INDENT;
        lists.push({ ordered, next: start, markerWidth, depth: lists.length });
        indent += markerWidth;
        break;
      }
      case "list_item_open": {
        const list = lists[lists.length - 1];
        // an item that opens with a list of its own ("- - x") has both markers on its first line
        if (marker) {
          ensureRoom(doc.fontSize(BODY_SIZE).currentLineHeight(true));
          drawMarker(doc.y, BODY_SIZE);
        }
        marker = { text: list.ordered ? `${list.next++}.` : BULLETS[list.depth % BULLETS.length], x: left + indent - list.markerWidth,
          width: list.markerWidth };
        break;
      }
      case "list_item_close":
        if (marker) block([], BODY_SIZE, TIGHT_ITEM_GAP); // an empty item still shows its marker
        break;
      case "bullet_list_close":
      case "ordered_list_close": {
        indent -= lists.pop()?.markerWidth ?? 0;
        if (!lists.length) doc.y += PARAGRAPH_GAP - TIGHT_ITEM_GAP;
        break;
      }
      // a quote is indented and in a quieter grey
      case "blockquote_open": indent += QUOTE_INDENT; quotes++; break;
      case "blockquote_close": indent -= QUOTE_INDENT; quotes--; break;
      case "hr": {
        space(PARAGRAPH_GAP);
        ensureRoom(PARAGRAPH_GAP * 2);
        const y = doc.y + 2;
        doc.moveTo(left + indent, y).lineTo(left + width, y).lineWidth(0.75).strokeColor(RULE_COLOR).stroke();
        doc.y = y + PARAGRAPH_GAP + 2;
        first = false;
        break;
      }
      case "code_block":
      case "fence": {
        const text = t.content.replace(/\n$/, "").replace(/\t/g, "    ");
        const plain: Run = { text: pdfText(text), bold: false, italic: false, strike: false, link: null, underline: false };
        indent += CODE_INDENT;
        block([plain], BODY_SIZE - 0.5, PARAGRAPH_GAP);
        indent -= CODE_INDENT;
        break;
      }
      case "table_open": {
        const rows: { header: boolean; cells: { runs: Run[]; align: "left" | "center" | "right" }[] }[] = [];
        for (i++; i < tokens.length && tokens[i].type !== "table_close"; i++) {
          const c = tokens[i];
          if (c.type === "tr_open") rows.push({ header: false, cells: [] });
          else if (c.type === "th_open" || c.type === "td_open") {
            const align = /text-align:(center|right)/.exec(String(c.attrGet("style") ?? ""))?.[1] as "center" | "right" | undefined;
            const header = c.type === "th_open";
            rows[rows.length - 1].header = header;
            rows[rows.length - 1].cells.push({ runs: inlineRuns(tokens[i + 1].children, { bold: header }), align: align ?? "left" });
          }
        }
        drawTable(rows);
        break;
      }
      case "inline": block(inlineRuns(t.children), BODY_SIZE, PARAGRAPH_GAP); break;
      default:
        // raw HTML, were it ever on, or a block type of a later markdown-it: its text, as written
        if (t.nesting === 0 && t.content) {
          block([{ text: pdfText(t.content), bold: false, italic: false, strike: false, link: null, underline: false }], BODY_SIZE, PARAGRAPH_GAP);
        }
    }
  }
  doc.x = left;

  /** A table as a grid of equal columns, a rule under each row; a row that does not fit starts a new page. */
  function drawTable(rows: { header: boolean; cells: { runs: Run[]; align: "left" | "center" | "right" }[] }[]) {
    const columns = Math.max(1, ...rows.map((r) => r.cells.length));
    const x0 = left + indent;
    const columnWidth = (width - indent) / columns;
    const inner = columnWidth - CELL_PADDING * 2;
    space(PARAGRAPH_GAP / 2);
    for (const row of rows) {
      const height = Math.max(doc.fontSize(BODY_SIZE).currentLineHeight(true), ...row.cells.map((c) =>
        doc.font(face({ bold: row.header, italic: false })).fontSize(BODY_SIZE)
          .heightOfString(c.runs.map((r) => r.text).join(""), { width: inner, lineGap: LINE_GAP })));
      ensureRoom(height + CELL_PADDING * 2);
      const top = doc.y;
      let bottom = top + height + CELL_PADDING;
      row.cells.forEach((cell, k) => {
        if (!cell.runs.length) return;
        drawRuns(cell.runs, x0 + k * columnWidth + CELL_PADDING, top + CELL_PADDING, inner, BODY_SIZE, cell.align);
        bottom = Math.max(bottom, doc.y);
      });
      bottom += CELL_PADDING;
      doc.moveTo(x0, bottom).lineTo(left + width, bottom).lineWidth(row.header ? 1 : 0.5).strokeColor(RULE_COLOR).stroke();
      doc.y = bottom;
    }
    doc.y += PARAGRAPH_GAP;
    first = false;
  }
}
