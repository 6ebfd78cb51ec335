import { dayLabel } from "@common/day";
import type PDFKitDocument from "pdfkit";
import { dateTimeFormat } from "@common/timezone";
import type { Client, Invoice, InvoiceItem, Project, User } from "../../generated/prisma/client";
import { formatMoney } from "@common/money";
import { invoiceStatusLabel } from "@common/invoice";
import { DEFAULT_BRAND_COLOR, HEX_COLOR } from "@common/user-display";
import { pdfText, registerFonts } from "../../pdf/fonts";
import { pdfPool } from "../../pdf/pool";

/*
 * The invoice as the client receives it: a PDF drawn with pdfkit in DejaVu Sans (pdf/fonts.ts: a client, a line or a
 * note in Greek, Cyrillic or any Latin script prints as written), with nothing fetched (the brand logo is drawn only
 * when it is a data: URL of a PNG or JPEG image, anything else is left out), on A4 or Letter paper (the workspace's
 * setting), with every line, the tax and the total, the amounts formatted in the invoice's currency with
 * Intl.NumberFormat from their decimal text. Long invoices continue on further pages, the table's heading repeated,
 * each page numbered. It is drawn in a thread of the PDF pool (pdf/pool.ts), from plain data: the amounts as decimal text.
 */

export type PdfInvoice = Invoice & { items: InvoiceItem[]; client: Client; project: Pick<Project, "name"> | null };
type PdfSender = Pick<User, "email" | "firstName" | "lastName" | "companyName" | "brandColor" | "brandLogo" | "timeZone" | "invoicePaperSize">;

/** What the PDF shows of an invoice, as plain data (structured-clone safe: amounts as decimal text with two places). */
interface InvoicePdfData {
  invoiceNumber: string;
  status: string;
  currency: string;
  issueDate: Date;
  dueDate: Date;
  paidDate: Date | null;
  notes: string | null;
  subtotal: string;
  taxRate: string;
  taxAmount: string;
  total: string;
  items: { description: string; quantity: number; rate: string; amount: string }[];
  client: Pick<Client, "name" | "company" | "email" | "phone" | "address">;
  project: { name: string } | null;
}

/** A renderer's input: the invoice and its sender. */
interface InvoicePdfInput {
  invoice: InvoicePdfData;
  sender: PdfSender;
}

function invoicePdfInput(invoice: PdfInvoice, u: PdfSender): InvoicePdfInput {
  const c = invoice.client;
  return {
    invoice: {
      invoiceNumber: invoice.invoiceNumber, status: invoice.status, currency: invoice.currency,
      issueDate: invoice.issueDate, dueDate: invoice.dueDate, paidDate: invoice.paidDate, notes: invoice.notes,
      subtotal: invoice.subtotal.toFixed(2), taxRate: invoice.taxRate.toFixed(2), taxAmount: invoice.taxAmount.toFixed(2), total: invoice.total.toFixed(2),
      items: invoice.items.map((i) => ({ description: i.description, quantity: i.quantity, rate: i.rate.toFixed(2), amount: i.amount.toFixed(2) })),
      client: { name: c.name, company: c.company, email: c.email, phone: c.phone, address: c.address },
      project: invoice.project ? { name: invoice.project.name } : null,
    },
    sender: {
      email: u.email, firstName: u.firstName, lastName: u.lastName, companyName: u.companyName, brandColor: u.brandColor,
      brandLogo: u.brandLogo, timeZone: u.timeZone, invoicePaperSize: u.invoicePaperSize,
    },
  };
}

const MARGIN = 50;
const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const GREY = "#6b7280";
const INK = "#111827";
const RULE = "#e5e7eb";

/** The logo as image bytes when it is a data: URL of a PNG or JPEG (never fetched from anywhere); null otherwise. */
function logoImage(brandLogo: string | null | undefined): Buffer | null {
  const m = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i.exec(brandLogo?.trim() ?? "");
  if (!m || m[2].length > (LOGO_MAX_BYTES * 4) / 3 + 4) return null;
  const bytes = Buffer.from(m[2], "base64");
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  return png || jpeg ? bytes : null;
}

function zonedDay(d: Date | null, timeZone: string): string {
  if (!d) return "";
  const options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };
  try {
    return dateTimeFormat("en-US", { ...options, timeZone }).format(d);
  } catch {
    return dateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(d);
  }
}

/** A file name that is safe in a Content-Disposition header and on any disk: "INV-1001.pdf". */
export function invoicePdfFileName(invoiceNumber: string): string {
  const base = invoiceNumber.normalize("NFKD").replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+|_+$/g, "").slice(0, 100);
  return `${base || "invoice"}.pdf`;
}

const senderName = (u: PdfSender) => u.companyName?.trim() || [u.firstName, u.lastName].filter(Boolean).join(" ").trim() || u.email;

/** The invoice's PDF, as bytes: drawn in a worker thread (pdf/pool.ts), off the event loop. */
export function renderInvoicePdf(invoice: PdfInvoice, sender: PdfSender): Promise<Buffer> {
  return pdfPool.render("invoice", invoicePdfInput(invoice, sender));
}

/** Draws the invoice's PDF, in this thread (the pool's worker calls it). */
export async function drawInvoicePdf({ invoice, sender }: InvoicePdfInput): Promise<Buffer> {
  // loaded on the first PDF: pdfkit and its fonts are about 20 MB of the process's memory most requests never need
  const { default: PDFDocument }: { default: typeof PDFKitDocument } = await import("pdfkit");
  const brand = HEX_COLOR.test(sender.brandColor ?? "") ? sender.brandColor : DEFAULT_BRAND_COLOR;
  const zone = sender.timeZone || "UTC";
  const money = (v: string) => formatMoney(v, { cents: true, currency: invoice.currency }) ?? "";
  const doc = new PDFDocument({
    size: sender.invoicePaperSize === "Letter" ? "LETTER" : "A4",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: pdfText(`Invoice ${invoice.invoiceNumber}`), Author: pdfText(senderName(sender)), Creator: "Clientfolio" },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const right = doc.page.width - MARGIN;
  const bottom = () => doc.page.height - MARGIN - 20;

  // heading: the brand band, logo, company, the invoice's number and status
  doc.rect(0, 0, doc.page.width, 8).fill(brand);
  let y = MARGIN;
  const logo = logoImage(sender.brandLogo);
  if (logo) {
    try {
      doc.image(logo, MARGIN, y, { fit: [120, 50] });
      y += 58;
    } catch {
      // an image pdfkit cannot read is left out, like a broken logo on screen
    }
  }
  doc.font("Body-Bold").fontSize(18).fillColor(brand).text(pdfText(senderName(sender)), MARGIN, y, { width: width / 2 });
  doc.font("Body").fontSize(9).fillColor(GREY).text(pdfText(sender.email), MARGIN, doc.y + 2, { width: width / 2 });
  doc.font("Body-Bold").fontSize(24).fillColor(INK).text("INVOICE", MARGIN + width / 2, MARGIN, { width: width / 2, align: "right" });
  doc.font("Body").fontSize(11).fillColor(INK).text(pdfText(invoice.invoiceNumber), MARGIN + width / 2, doc.y + 2, { width: width / 2, align: "right" });
  doc.fontSize(9).fillColor(brand).text(invoiceStatusLabel(invoice.status).toUpperCase(), MARGIN + width / 2, doc.y + 2, { width: width / 2, align: "right" });
  y = Math.max(doc.y, y + 40) + 24;

  // the client and the dates
  const c = invoice.client;
  doc.font("Body-Bold").fontSize(9).fillColor(GREY).text("BILL TO", MARGIN, y);
  doc.font("Body-Bold").fontSize(11).fillColor(INK).text(pdfText(c.name), MARGIN, doc.y + 4, { width: width / 2 });
  doc.font("Body").fontSize(10);
  for (const line of [c.company, c.email, c.phone, c.address]) {
    if (line?.trim()) doc.text(pdfText(line.trim()), MARGIN, doc.y + 1, { width: width / 2 });
  }
  const leftEnd = doc.y;
  const dates: [string, string][] = [
    ["Issue date", dayLabel(invoice.issueDate) ?? ""],
    ["Due date", dayLabel(invoice.dueDate) ?? ""],
    ...(invoice.paidDate ? [["Paid", zonedDay(invoice.paidDate, zone)] as [string, string]] : []),
    ...(invoice.project ? [["Project", pdfText(invoice.project.name)] as [string, string]] : []),
    ["Currency", invoice.currency],
  ];
  let dy = y;
  for (const [label, value] of dates) {
    doc.font("Body").fontSize(9).fillColor(GREY).text(label, MARGIN + width / 2, dy, { width: width / 4 });
    doc.font("Body").fontSize(10).fillColor(INK).text(value, MARGIN + (width * 3) / 4, dy, { width: width / 4, align: "right" });
    dy = doc.y + 4;
  }
  y = Math.max(leftEnd, dy) + 24;

  // the lines
  const col = { desc: MARGIN, qty: MARGIN + width * 0.55, rate: MARGIN + width * 0.65, amount: MARGIN + width * 0.82 };
  const w = { desc: width * 0.53, qty: width * 0.1, rate: width * 0.17, amount: width * 0.18 };
  /** An amount on one line, right-aligned in its column: at the size given, smaller when a large figure would wrap. */
  const figure = (value: string, x: number, top: number, columnWidth: number, size: number) => {
    const natural = doc.fontSize(size).widthOfString(value);
    const fitted = natural > columnWidth ? (size * columnWidth * 0.98) / natural : size;
    // lowered by the difference in ascent (0.93 em in DejaVu Sans) so that it keeps the line's baseline
    doc.fontSize(fitted).text(value, x, top + (size - fitted) * 0.93, { width: columnWidth, align: "right" });
    doc.fontSize(size);
  };
  const heading = () => {
    doc.rect(MARGIN, y, width, 20).fill(brand);
    doc.font("Body-Bold").fontSize(9).fillColor("#ffffff");
    doc.text("DESCRIPTION", col.desc + 6, y + 6, { width: w.desc - 6 });
    doc.text("QTY", col.qty, y + 6, { width: w.qty, align: "right" });
    doc.text("RATE", col.rate, y + 6, { width: w.rate, align: "right" });
    doc.text("AMOUNT", col.amount, y + 6, { width: w.amount - 6, align: "right" });
    y += 26;
  };
  heading();
  doc.font("Body").fontSize(10).fillColor(INK);
  for (const item of invoice.items) {
    const desc = pdfText(item.description);
    const h = Math.max(doc.heightOfString(desc, { width: w.desc - 6 }), 12);
    if (y + h > bottom()) {
      doc.addPage();
      y = MARGIN;
      heading();
      doc.font("Body").fontSize(10).fillColor(INK);
    }
    doc.text(desc, col.desc + 6, y, { width: w.desc - 6 });
    doc.text(String(item.quantity), col.qty, y, { width: w.qty, align: "right" });
    figure(money(item.rate), col.rate, y, w.rate, 10);
    figure(money(item.amount), col.amount, y, w.amount - 6, 10);
    y += h + 6;
    doc.moveTo(MARGIN, y - 3).lineTo(right, y - 3).lineWidth(0.5).strokeColor(RULE).stroke();
  }

  // the totals
  if (y + 80 > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  y += 8;
  const totalLine = (label: string, value: string, strong = false) => {
    doc.font(strong ? "Body-Bold" : "Body").fontSize(strong ? 12 : 10).fillColor(strong ? brand : INK);
    doc.text(label, col.rate - 40, y, { width: w.rate + 40, align: "right" });
    const labelEnd = doc.y;
    figure(value, col.amount, y, w.amount - 6, strong ? 12 : 10);
    y = Math.max(labelEnd, doc.y) + 6;
  };
  totalLine("Subtotal", money(invoice.subtotal));
  totalLine(`Tax (${invoice.taxRate.replace(/\.?0+$/, "")}%)`, money(invoice.taxAmount));
  totalLine("Total", money(invoice.total), true);

  // the notes
  if (invoice.notes?.trim()) {
    y += 16;
    const notes = pdfText(invoice.notes.trim());
    if (y + 30 > bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font("Body-Bold").fontSize(9).fillColor(GREY).text("NOTES", MARGIN, y);
    doc.font("Body").fontSize(10).fillColor(INK).text(notes, MARGIN, doc.y + 4, { width });
  }

  // page numbers
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // the footer sits in the bottom margin: without this, pdfkit would start a page for it
    doc.page.margins.bottom = 0;
    doc.font("Body").fontSize(8).fillColor(GREY)
      .text(`${pdfText(invoice.invoiceNumber)} - page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN, { width, align: "center", lineBreak: false });
  }
  doc.end();
  return done;
}
