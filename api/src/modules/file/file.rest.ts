import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { File } from "../../generated/prisma/client";
import type { ServiceContext } from "../../context";
import type { RestRoute } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { NotFoundError } from "../../errors";
import { ObjectMissingError } from "../../infra/storage";
import {
  deleteFile, fileObject, fileThumbnail, getFile, listFiles, presignedDownload, receiveUpload, requestUpload, saveFile, saveSchema, toFileJson,
  uploadRequestSchema, UPLOAD_URL_SECONDS,
} from "./file.service";

/**
 * Types a browser may show inline from the app's origin: images it only decodes, media, PDF, and text shown as
 * plain text. Everything else (HTML, SVG, XML, scripts, unknown types) is only ever an attachment.
 */
function inlineType(mimeType: string): string | null {
  if (/^image\/(png|jpeg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)$/.test(mimeType)) return mimeType;
  if (/^(video|audio)\/[a-z0-9.+-]+$/.test(mimeType)) return mimeType;
  if (mimeType === "application/pdf") return mimeType;
  if (mimeType === "application/json") return "application/json; charset=utf-8";
  if (mimeType.startsWith("text/") && !/(html|xml|xsl)/.test(mimeType)) return "text/plain; charset=utf-8";
  return null;
}

/**
 * What a file may do when opened on its own (a new tab): nothing (a sandbox: no scripts, an opaque origin, nothing
 * loaded), except show its own image or media. Chromium still shows images, media and PDFs (its viewer) under it.
 */
const PREVIEW_CSP = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

/** `attachment; filename="plain ASCII"; filename*=UTF-8''percent-encoded` (RFC 6266 with RFC 5987's encoding). */
function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, "").trim() || "file";
  const ascii = clean.normalize("NFKD").replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The name a download gets: the file's name, with the original's extension when the name has none. */
function downloadName(f: File): string {
  const ext = /\.[A-Za-z0-9]{1,10}$/.exec(f.originalName)?.[0];
  return ext && !/\.[A-Za-z0-9]{1,10}$/.test(f.name) ? `${f.name}${ext}` : f.name;
}

/** `Range: bytes=a-b` (one range) against a size: the inclusive range, null for none, "invalid" for 416. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | "invalid" {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null; // several ranges or another unit: the whole body
  let start: number;
  let end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

/**
 * Sends a file's bytes: inline (preview) or as an attachment (download), never sniffed, a sandbox for whatever is
 * opened on its own. In S3 mode a redirect to a presigned GET with the same type and disposition; on local disk a
 * stream, with single byte ranges (video and audio seek).
 */
async function sendFile(ctx: ServiceContext, id: string, req: FastifyRequest, reply: FastifyReply, mode: "preview" | "download") {
  const file = await getFile(ctx, id);
  const inline = mode === "preview" ? inlineType(file.mimeType) : null;
  const contentType = inline ?? (mode === "download" && inlineType(file.mimeType) ? file.mimeType : "application/octet-stream");
  const disposition = contentDisposition(inline ? "inline" : "attachment", downloadName(file));
  reply.header("x-content-type-options", "nosniff").header("content-security-policy", PREVIEW_CSP).header("content-disposition", disposition);

  const redirect = await presignedDownload(ctx, file, contentType, disposition, inline ? "inline" : "attachment");
  if (redirect) return reply.code(302).header("location", redirect).send();

  // the file is opened before any answer: deleted in the meantime it is a 404 (not an attachment); deleted once
  // open, its bytes still arrive whole (the open file outlives its name)
  const gone = () => {
    reply.removeHeader("content-disposition");
    return new NotFoundError("File");
  };
  const stored = await fileObject(ctx, file);
  if (!stored) throw gone();
  const range = parseRange(req.headers.range, stored.size);
  reply.header("accept-ranges", "bytes").header("cache-control", "private, max-age=300");
  if (range === "invalid") return reply.code(416).header("content-range", `bytes */${stored.size}`).send();
  let body: Readable;
  try {
    body = await ctx.storage.read(file.path, range ?? undefined);
  } catch (e) {
    throw e instanceof ObjectMissingError ? gone() : e;
  }
  reply.type(contentType);
  if (range) {
    return reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${stored.size}`)
      .header("content-length", String(range.end - range.start + 1)).send(body);
  }
  return reply.code(200).header("content-length", String(stored.size)).send(body);
}

/** A file as REST answers it (toFileJson): its metadata and the addresses of its content. */
const fileJson = servedBy(j.object({
  id: j.uuid(), nodeId: j.string("The file's id in the GraphQL API"), name: j.string(), originalName: j.string(), size: j.integer("Bytes"),
  mimeType: j.string(), description: j.nullable(j.string()), clientId: j.nullable(j.uuid()), projectId: j.nullable(j.uuid()), createdAt: j.dateTime(),
  previewUrl: j.string(), downloadUrl: j.string(), thumbnailUrl: j.nullable(j.string("null when the type has no thumbnail")),
}, "File"), toFileJson);

const uploadJson = servedBy(j.object({ uploadURL: j.string("Where to PUT the file's bytes") }, "UploadAddress"),
  (u: Awaited<ReturnType<typeof requestUpload>>) => u);

const TAG = "Files";

/** An upload is three calls: ask for an address, PUT the bytes to it, save the file with that address. */
export const fileRoutes: RestRoute[] = [
  { method: "GET", url: "/api/files", doc: { summary: "List files", tag: TAG, response: j.array(fileJson) }, handler: async (ctx) => (await listFiles(ctx)).map(toFileJson) },
  {
    method: "PUT", url: "/api/files",
    doc: {
      summary: "Save an uploaded file", tag: TAG, body: saveSchema, status: 201, description: "`fileURL` is the address the upload was sent to.",
      response: fileJson, errors: [404, 409, 413],
    },
    handler: async (ctx, req) => ({ status: 201, body: toFileJson(await saveFile(ctx, req.body)) }),
  },
  {
    method: "DELETE", url: "/api/files/:id", doc: { summary: "Delete a file", tag: TAG, status: 204 },
    handler: async (ctx, req) => { await deleteFile(ctx, req.params.id); return { status: 204 }; },
  },
  {
    method: "GET", url: "/api/files/:id/preview", doc: { summary: "A file's content, to show", tag: TAG, produces: "application/octet-stream" },
    handler: (ctx, req) => sendFile(ctx, req.params.id, req.raw, req.reply, "preview"),
  },
  {
    method: "GET", url: "/api/files/:id/download", doc: { summary: "A file's content, to save", tag: TAG, produces: "application/octet-stream" },
    handler: (ctx, req) => sendFile(ctx, req.params.id, req.raw, req.reply, "download"),
  },
  {
    method: "GET", url: "/api/files/:id/thumbnail", doc: { summary: "A file's thumbnail", tag: TAG, produces: "image/webp" },
    handler: async (ctx, req) => {
      const thumb = await fileThumbnail(ctx, req.params.id);
      return req.reply.code(200).type("image/webp").header("x-content-type-options", "nosniff")
        .header("content-security-policy", PREVIEW_CSP).header("cache-control", "private, max-age=3600")
        .header("content-length", String(thumb.size)).send(thumb.body);
    },
  },
  {
    method: "POST", url: "/api/objects/upload",
    doc: { summary: "Ask for an upload address", tag: TAG, body: uploadRequestSchema, errors: [413, 429], description: "Answers `{ uploadURL }`, valid for a while.", response: uploadJson },
    handler: (ctx, req) => requestUpload(ctx, req.body),
  },
  {
    method: "PUT", url: "/api/objects/:token", body: "stream", bodyTimeoutMs: UPLOAD_URL_SECONDS * 1000,
    doc: { summary: "Upload a file's bytes", tag: TAG, status: 204, bodyType: "application/octet-stream", errors: [413] },
    handler: async (ctx, req) => {
      const length = req.raw.headers["content-length"];
      const declared = length !== undefined && /^\d+$/.test(length) ? Number(length) : null;
      const body = req.body as Readable;
      const outcome = await receiveUpload(ctx, req.params.token, body, declared);
      if (outcome.status === 204) return { status: 204 };
      // the rest of a refused body is not read: the connection closes after the answer
      req.reply.header("connection", "close");
      return { status: outcome.status, body: { message: outcome.message } };
    },
  },
];
