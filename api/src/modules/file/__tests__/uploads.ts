import crypto from "node:crypto";
import http from "node:http";
import { Readable } from "node:stream";
import type { Session } from "../../../../test/harness";

export const sha256 = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json(): any;
  text(): string;
}

/** One request over real HTTP; the body is a buffer or a stream (sent as it is read, chunked unless a length is given). */
export function httpRequest(url: string, method: string, options: { headers?: Record<string, string>; body?: Buffer | Readable } = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body, text: () => body.toString("utf8"), json: () => JSON.parse(body.toString("utf8")) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    const body = options.body;
    if (!body) req.end();
    else if (Buffer.isBuffer(body)) req.end(body);
    else body.pipe(req);
  });
}

/** A JSON call of the app as the session's browser makes it. */
export function call(base: string, s: Session | null, method: string, path: string, body?: unknown) {
  return httpRequest(`${base}${path}`, method, {
    headers: { ...(s ? { cookie: s.cookie } : {}), ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body !== undefined ? Buffer.from(JSON.stringify(body)) : undefined,
  });
}

/** The absolute URL of an upload URL (the local one is relative to the app). */
export const absolute = (base: string, url: string) => (url.startsWith("/") ? `${base}${url}` : url);

/** PUT of the bytes to an upload URL as the browser sends it (the app's cookie goes with a same-origin URL only). */
export function putUpload(base: string, s: Session, uploadURL: string, body: Buffer | Readable, type = "application/octet-stream", length?: number) {
  const sameOrigin = uploadURL.startsWith("/");
  const size = Buffer.isBuffer(body) ? body.length : length;
  return httpRequest(absolute(base, uploadURL), "PUT", {
    headers: { "content-type": type, ...(size !== undefined ? { "content-length": String(size) } : {}), ...(sameOrigin ? { cookie: s.cookie } : {}) },
    body,
  });
}

/** The browser's whole upload: ask for a URL, PUT the bytes, save the record. Answers the saved file's JSON. */
export async function uploadFile(base: string, s: Session, bytes: Buffer, name: string, type: string) {
  const asked = await call(base, s, "POST", "/api/objects/upload", { filename: name, type, metadata: { size: bytes.length } });
  if (asked.status !== 200) throw new Error(`upload URL: ${asked.status} ${asked.text()}`);
  const { uploadURL } = asked.json() as { uploadURL: string };
  const put = await putUpload(base, s, uploadURL, bytes, type);
  if (put.status !== 200 && put.status !== 204) throw new Error(`upload: ${put.status} ${put.text()}`);
  const saved = await call(base, s, "PUT", "/api/files", { fileURL: uploadURL, name, originalName: name, size: bytes.length, mimeType: type });
  if (saved.status !== 201) throw new Error(`save: ${saved.status} ${saved.text()}`);
  return { file: saved.json(), uploadURL };
}

/** `size` bytes made of one repeated pseudo-random block, produced while they are sent (never held whole). */
export function generatedStream(size: number, block = crypto.randomBytes(64 * 1024)): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const n = Math.min(block.length, size - sent);
      sent += n;
      this.push(n === block.length ? block : block.subarray(0, n));
    },
  });
}

/** The sha256 of what `generatedStream(size, block)` sends. */
export function generatedSha256(size: number, block: Buffer): string {
  const h = crypto.createHash("sha256");
  for (let sent = 0; sent < size; sent += block.length) h.update(block.subarray(0, Math.min(block.length, size - sent)));
  return h.digest("hex");
}
