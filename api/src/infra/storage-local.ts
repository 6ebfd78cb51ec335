import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertKey, ObjectMissingError, type ObjectStorage, type StoredObject, type UploadUrlOptions } from "./storage";

/** Where the app receives the bytes of a local upload: `PUT /api/objects/<token>`. */
export const LOCAL_UPLOAD_PATH = "/api/objects/";

/** The keys of uploads: `<userId>/uploads/<uuid>`. */
const UPLOAD_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** version, tenant (16 bytes), upload id (16), size limit (uint32), expiry (uint32 seconds since the epoch) */
const TOKEN_VERSION = 1;
const TOKEN_BYTES = 41;
const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ""), "hex");
const uuidString = (b: Buffer) => {
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** What a valid upload token allows: one key of one tenant, up to a size, until a moment. */
export interface UploadGrant {
  userId: string;
  key: string;
  maxBytes: number;
  /** seconds since the epoch */
  expiresAt: number;
}

export class ObjectTooLargeError extends Error {
  constructor() {
    super("The object is larger than its upload allows");
  }
}

/**
 * Objects as files under one folder (DATA_DIR/objects), the key as the relative path. The upload URL is the app's
 * own relative URL `/api/objects/<token>`; the token is `<payload>.<signature>` in base64url: the payload (41 bytes)
 * names the tenant, the upload (its key is `<tenant>/uploads/<upload id>`), the size limit and the expiry; the
 * signature is an HMAC-SHA256 of it (128 bits) under a key derived from the session secret, so a token cannot be
 * made or changed without the server. The PUT route streams the body to a
 * temporary file beside the object and renames it when complete; past the limit it stops and removes it. The route
 * takes one PUT per upload (the file module claims the upload's row first), so uploads are not replayable.
 */
export class LocalObjectStorage implements ObjectStorage {
  readonly kind = "local";
  readonly uploadsReplayable = false;
  private readonly signingKey: Buffer;

  /** `appOrigin`: the app's own origin (PUBLIC_URL), the only one an absolute upload URL may have. */
  constructor(private readonly root: string, secret: string, private readonly appOrigin: string | null = null) {
    // a key of its own: an upload token is never valid as anything else signed with the session secret
    this.signingKey = crypto.createHmac("sha256", secret).update("clientfolio:object-upload-token:v1").digest();
  }

  async start(): Promise<void> {
    await fsp.mkdir(this.root, { recursive: true });
  }

  private file(key: string): string {
    return path.join(this.root, ...assertKey(key).split("/"));
  }

  /** HMAC-SHA256, its first 128 bits (the token is a path segment, kept short) */
  private sign(payload: Buffer): string {
    return crypto.createHmac("sha256", this.signingKey).update(payload).digest().subarray(0, 16).toString("base64url");
  }

  async uploadUrl(key: string, options: UploadUrlOptions): Promise<string> {
    const m = UPLOAD_KEY.exec(assertKey(key));
    if (!m || m[1] !== options.userId) throw new Error(`not an upload key of the tenant: ${key}`);
    if (!Number.isSafeInteger(options.maxBytes) || options.maxBytes < 0 || options.maxBytes > 0xffffffff) throw new Error(`not a size limit: ${options.maxBytes}`);
    const payload = Buffer.alloc(TOKEN_BYTES);
    payload.writeUInt8(TOKEN_VERSION, 0);
    uuidBytes(options.userId).copy(payload, 1);
    uuidBytes(m[2]).copy(payload, 17);
    payload.writeUInt32BE(options.maxBytes, 33);
    payload.writeUInt32BE(Math.floor(Date.now() / 1000) + options.expiresInSeconds, 37);
    return `${LOCAL_UPLOAD_PATH}${payload.toString("base64url")}.${this.sign(payload)}`;
  }

  /** The grant of a token with a valid signature (expired or not); null when it was not made by this server. */
  readToken(token: string): UploadGrant | null {
    const m = /^([A-Za-z0-9_-]{55})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!m) return null;
    const payload = Buffer.from(m[1], "base64url");
    if (payload.length !== TOKEN_BYTES || payload.readUInt8(0) !== TOKEN_VERSION) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(m[2]);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
    const userId = uuidString(payload.subarray(1, 17));
    return { userId, key: `${userId}/uploads/${uuidString(payload.subarray(17, 33))}`, maxBytes: payload.readUInt32BE(33), expiresAt: payload.readUInt32BE(37) };
  }

  /** The grant of a token that is valid now; null when it is altered, foreign or expired. */
  verifyToken(token: string, now = Date.now()): UploadGrant | null {
    const grant = this.readToken(token);
    return grant && grant.expiresAt * 1000 > now ? grant : null;
  }

  keyOfUploadUrl(url: string): string | null {
    let pathname: string;
    try {
      // the relative URL the app gave (a path, not `//host/...`), or the same path on the app's own origin
      const relative = url.startsWith("/") && !url.startsWith("//");
      const u = new URL(url, "http://app.invalid");
      if (relative ? u.origin !== "http://app.invalid" : u.origin !== this.appOrigin) return null;
      pathname = u.pathname;
      if (u.search || u.hash) return null;
    } catch {
      return null;
    }
    if (!pathname.startsWith(LOCAL_UPLOAD_PATH)) return null;
    return this.readToken(pathname.slice(LOCAL_UPLOAD_PATH.length))?.key ?? null;
  }

  /**
   * Streams a body to the key: to a temporary file first, renamed when complete, so a half-received upload is never
   * an object. Past `maxBytes` it stops reading, removes the temporary file and throws ObjectTooLargeError.
   */
  async receive(key: string, body: Readable, maxBytes: number): Promise<number> {
    const target = this.file(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.part-${crypto.randomUUID()}`;
    let received = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        if (received > maxBytes) return done(new ObjectTooLargeError());
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, cap, fs.createWriteStream(temp, { flags: "wx" }));
      await fsp.rename(temp, target);
    } catch (e) {
      await fsp.rm(temp, { force: true });
      throw e;
    }
    return received;
  }

  async downloadUrl(): Promise<null> {
    return null;
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await fsp.stat(this.file(key));
      return s.isFile() ? { key, size: s.size, lastModified: s.mtime } : null;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT" || (e as NodeJS.ErrnoException).code === "ENOTDIR") return null;
      throw e;
    }
  }

  /** Opens the file before answering: a key removed afterwards still streams the bytes it had (POSIX unlink). */
  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.file(key), "r");
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT" || (e as NodeJS.ErrnoException).code === "ENOTDIR") throw new ObjectMissingError(key);
      throw e;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async copy(from: string, to: string): Promise<void> {
    await this.write(to, await this.read(from));
  }

  async write(key: string, body: Readable | Buffer, _contentType?: string): Promise<void> {
    await this.receive(key, Buffer.isBuffer(body) ? Readable.from([body]) : body, Number.MAX_SAFE_INTEGER);
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    // walk from the deepest folder the prefix names
    const dirPart = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
    const start = dirPart ? this.file(dirPart) : this.root;
    const walk = async function* (dir: string, rel: string): AsyncGenerator<StoredObject> {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT" || (e as NodeJS.ErrnoException).code === "ENOTDIR") return;
        throw e;
      }
      for (const entry of entries) {
        const key = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (prefix.startsWith(`${key}/`) || key.startsWith(prefix) || `${key}/`.startsWith(prefix)) yield* walk(path.join(dir, entry.name), key);
        } else if (entry.isFile() && key.startsWith(prefix)) {
          const s = await fsp.stat(path.join(dir, entry.name)).catch(() => null);
          if (s) yield { key, size: s.size, lastModified: s.mtime };
        }
      }
    };
    yield* walk(start, dirPart);
  }
}
