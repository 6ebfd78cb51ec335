import crypto from "node:crypto";
import type { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import { Client } from "minio";
import type { Config } from "../config";
import { assertKey, ObjectMissingError, type DownloadUrlOptions, type ObjectStorage, type StoredObject, type UploadUrlOptions } from "./storage";

type S3Config = NonNullable<Config["s3"]>;

function clientOf(url: string, s3: S3Config): Client {
  const u = new URL(url);
  const useSSL = u.protocol === "https:";
  return new Client({
    endPoint: u.hostname, port: u.port ? Number(u.port) : useSSL ? 443 : 80, useSSL,
    accessKey: s3.accessKey, secretKey: s3.secretKey,
    // with the region given, presigning is computed here, without asking the storage for the bucket's region
    region: s3.region, pathStyle: true,
  });
}

const isMissing = (e: unknown) => ["NotFound", "NoSuchKey", "NoSuchBucket"].includes((e as { code?: string }).code ?? "");

/** The bucket's CORS rules: the app's origin may PUT uploads and GET downloads from the browser. */
function corsXml(origin: string): string {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<?xml version="1.0" encoding="UTF-8"?><CORSConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><CORSRule>`
    + `<AllowedOrigin>${esc(origin)}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod>`
    + `<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>`
    + `<MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/**
 * S3 or MinIO through the `minio` client. The server talks to S3_ENDPOINT; URLs for browsers are presigned for
 * S3_PUBLIC_URL (a second client with the same credentials: presigning is a local computation). At start the
 * bucket is created when missing and its CORS rules are set for the app's PUBLIC_URL (with a signed
 * `PUT ?cors`, which the client library has no method for). A storage that does not implement bucket CORS is logged
 * and accepted: MinIO answers NotImplemented and applies its server-wide MINIO_API_CORS_ALLOW_ORIGIN instead (every
 * origin unless set; docker-compose.yml sets it to the app's).
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = "s3";
  /** a presigned PUT can be sent again until it expires: a saved record gets a copy under a key of its own */
  readonly uploadsReplayable = true;
  private readonly client: Client;
  private readonly presigner: Client;
  private readonly bucket: string;
  private readonly publicBase: URL;

  constructor(private readonly s3: S3Config, private readonly appOrigin: string, private readonly log: FastifyBaseLogger) {
    this.client = clientOf(s3.endpoint, s3);
    this.presigner = clientOf(s3.publicUrl, s3);
    this.bucket = s3.bucket;
    this.publicBase = new URL(s3.publicUrl);
  }

  async start(): Promise<void> {
    if (!(await this.whenReachable(() => this.client.bucketExists(this.bucket)))) {
      await this.client.makeBucket(this.bucket, this.s3.region).catch(async (e) => {
        // another instance made it meanwhile
        if (!(await this.client.bucketExists(this.bucket))) throw e;
      });
      this.log.info({ bucket: this.bucket }, "object storage bucket created");
    }
    const body = Buffer.from(corsXml(this.appOrigin));
    try {
      const res = await this.client.makeRequestAsync({
        method: "PUT", bucketName: this.bucket, query: "cors",
        headers: { "Content-MD5": crypto.createHash("md5").update(body).digest("base64"), "Content-Type": "application/xml" },
      }, body, [200, 204]);
      res.resume();
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code !== "NotImplemented") throw e;
      this.log.info({ bucket: this.bucket }, "the object storage does not set bucket CORS rules (MinIO allows every origin): not set");
    }
  }

  /** A storage started with the app (docker compose) may not listen yet: its first call is retried for up to 30 s. */
  private async whenReachable<T>(call: () => Promise<T>, attempts = 30): Promise<T> {
    for (let i = 1; ; i++) {
      try {
        return await call();
      } catch (e) {
        const code = (e as { code?: string }).code ?? "";
        if (i >= attempts || !["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ECONNRESET", "EHOSTUNREACH"].includes(code)) throw e;
        if (i === 1) this.log.info({ endpoint: this.s3.endpoint }, "waiting for the object storage");
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  uploadUrl(key: string, options: UploadUrlOptions): Promise<string> {
    return this.presigner.presignedPutObject(this.bucket, assertKey(key), options.expiresInSeconds);
  }

  keyOfUploadUrl(url: string): string | null {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return null;
    }
    if (u.origin !== this.publicBase.origin || !u.searchParams.get("X-Amz-Signature")) return null;
    const base = this.publicBase.pathname.replace(/\/+$/, "");
    const prefix = `${base}/${this.bucket}/`;
    if (!u.pathname.startsWith(prefix)) return null;
    try {
      return assertKey(decodeURIComponent(u.pathname.slice(prefix.length)));
    } catch {
      return null;
    }
  }

  downloadUrl(key: string, options: DownloadUrlOptions): Promise<string> {
    return this.presigner.presignedGetObject(this.bucket, assertKey(key), options.expiresInSeconds, {
      "response-content-type": options.contentType,
      "response-content-disposition": options.contentDisposition,
    });
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await this.client.statObject(this.bucket, assertKey(key));
      return { key, size: s.size, lastModified: s.lastModified, contentType: s.metaData?.["content-type"] };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    try {
      if (range) return await this.client.getPartialObject(this.bucket, assertKey(key), range.start, range.end - range.start + 1);
      return await this.client.getObject(this.bucket, assertKey(key));
    } catch (e) {
      if (isMissing(e)) throw new ObjectMissingError(key);
      throw e;
    }
  }

  /** A server-side copy (the bytes do not pass through the app), with the source's metadata. */
  async copy(from: string, to: string): Promise<void> {
    try {
      await this.client.copyObject(this.bucket, assertKey(to), `/${this.bucket}/${assertKey(from)}`);
    } catch (e) {
      if (isMissing(e)) throw new ObjectMissingError(from);
      throw e;
    }
  }

  async write(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket, assertKey(key), body, Buffer.isBuffer(body) ? body.length : undefined, { "Content-Type": contentType });
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.removeObject(this.bucket, assertKey(key));
    } catch (e) {
      if (!isMissing(e)) throw e;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const stream = this.client.listObjectsV2(this.bucket, prefix, true);
    for await (const o of stream as AsyncIterable<{ name?: string; size: number; lastModified: Date }>) {
      if (o.name) yield { key: o.name, size: o.size, lastModified: o.lastModified };
    }
  }
}
