import { parentPort } from "node:worker_threads";
import { drawInvoicePdf } from "../modules/invoice/invoice.pdf";
import { drawDocumentPdf } from "../modules/contract/contract.pdf";
import type { PdfAnswer, PdfKind } from "./pool";

/*
 * A thread of the PDF pool (pdf/pool.ts): draws one document at a time from plain data and posts its bytes back
 * (transferred, not copied). Bundled as dist/pdf-worker.js; loaded through tsx where the code runs as TypeScript.
 */

const RENDERERS: Record<PdfKind, (input: never) => Promise<Buffer>> = {
  invoice: drawInvoicePdf,
  contract: drawDocumentPdf,
};

parentPort!.on("message", async ({ kind, input }: { kind: PdfKind; input: never }) => {
  let answer: PdfAnswer;
  try {
    const render = RENDERERS[kind];
    if (!render) throw new Error(`No PDF renderer for ${String(kind)}`);
    const pdf = await render(input);
    answer = { ok: true, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
  } catch (e) {
    answer = { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  // a Buffer from Buffer.concat owns its memory unless it is small (then it is a slice of Node's shared pool): copied then
  const transfer = answer.ok && answer.pdf.byteLength === answer.pdf.buffer.byteLength ? [answer.pdf.buffer as ArrayBuffer] : [];
  parentPort!.postMessage(answer, transfer);
});

// pdfkit (with fontkit) loads before the first job, so that the job's time is its drawing
void import("pdfkit").then(() => parentPort!.postMessage({ ready: true } satisfies PdfAnswer));
