import crypto from "node:crypto";
import type { Readable } from "node:stream";
import { Prisma, type File } from "../../generated/prisma/client";
import type { AppResources, ServiceContext } from "../../context";
import { NotFoundError, QuotaExceededError, TooManyRequestsError, ValidationError } from "../../errors";
import { findOwnedOrThrow } from "../../tenancy";
import { validateInput } from "../../validation";
import { publishRecorded } from "../../pubsub";
import { dispatchInBackground } from "../../jobs/outbox";
import { deleteRecorded, eventRow, insertRecorded, mergeStored, NEWEST_FIRST, publishWritten, updateRecorded, writtenEvent, type EventRow } from "../../db/recorded";
import { LocalObjectStorage, ObjectTooLargeError } from "../../infra/storage-local";
import { ObjectMissingError } from "../../infra/storage";
import type { Limit, Limits } from "../../infra/limits";
import { EMPTY_UPLOAD_MESSAGE, FILE_FIELDS, FILE_TOO_LARGE_MESSAGE, fileSchema, formatFileSize, MAX_FILE_BYTES, UPLOAD_SIZE_MESSAGE, uploadLargerThanClaimMessage } from "@common/file";
import { LIMITS, requiredText } from "@common/validation";
import { assertOwnLinks } from "../../tenancy";
import * as yup from "yup";
import { isUuid } from "@common/validation";
import { globalId } from "../../graphql/util";
import { updateUnchanged } from "../../versions";
import { TAKES_TURNS } from "../../db/prisma";

/** Upload URLs live 15 minutes: long enough for 50 MB on a slow line, short enough to be useless once leaked. */
export const UPLOAD_URL_SECONDS = 15 * 60;
/** Presigned download URLs (S3) live as long. */
const DOWNLOAD_URL_SECONDS = 15 * 60;

/** The domain event every saved upload records (the automation trigger of the same name). */
export const FILE_UPLOADED = "file.uploaded";

/** Thumbnails fit in a square of this many pixels. */
const THUMBNAIL_SIZE = 400;

/** Types the thumbnailer reads (sharp); an SVG is never one of them: it is active content. */
const THUMBNAIL_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif", "image/tiff", "image/heif", "image/heic"]);

const hasThumbnail = (mimeType: string) => THUMBNAIL_TYPES.has(mimeType);

/** Object keys, all generated here: nothing a client sends becomes a path. */
const uploadPrefix = (userId: string) => `${userId}/uploads/`;
/** A saved record's own copy of a replayable (S3) upload: no upload URL names it. */
const savedCopyKey = (userId: string) => `${userId}/files/${crypto.randomUUID()}`;
const thumbnailKey = (f: Pick<File, "userId" | "id">) => `${f.userId}/thumbnails/${f.id}.webp`;
const UPLOAD_KEY = /^([0-9a-f-]{36})\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

// ---- quotas ----------------------------------------------------------------------------------------------------

/**
 * What a workspace's storage holds, in bytes: its files, and its uploads in flight, each as large as it is known to be
 * (the received size, else the claimed one): issued and still valid, being received, or received and not yet saved
 * (until the cleanup removes it). `except`: an upload left out (the one being saved).
 */
const inUseSql = (userId: string, except: string | null) => Prisma.sql`(
    (SELECT coalesce(sum(size), 0) FROM files WHERE "userId" = ${userId}::uuid)::float8
    + (SELECT coalesce(sum(CASE WHEN state = 'received' THEN coalesce(size, "claimedBytes") ELSE "claimedBytes" END), 0) FROM uploads
       WHERE "userId" = ${userId}::uuid AND state <> 'saved' AND (state <> 'issued' OR "expiresAt" > now())
         AND id IS DISTINCT FROM ${except}::uuid)::float8)`;

async function storageInUse(db: Pick<Prisma.TransactionClient, "$queryRaw">, userId: string, except: string | null = null): Promise<number> {
  const [r] = await db.$queryRaw<{ used: number }[]>`SELECT ${inUseSql(userId, except)} AS used`;
  return r?.used ?? 0;
}

/** Storage quota checks of one workspace happen one at a time (the lock is released with the transaction). */
const lockStorage = (tx: Prisma.TransactionClient, userId: string) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`storage-quota:${userId}`}, 0))`;

const storageQuotaMessage = (used: number, quota: number) =>
  `Storage quota reached: ${formatFileSize(used)} of ${formatFileSize(quota)} used. Delete files to make room for this one.`;

const uploadQuotaMessage = (perHour: number, retryAfterSeconds: number) =>
  `Upload quota reached: ${perHour} uploads per hour. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} min.`;

/** The uploads-per-hour limit of an app's limits (a limit is made once per app: kept with its `limits`). */
const uploadLimits = new WeakMap<Limits, Limit>();
function uploadsPerHour(res: Pick<AppResources, "limits" | "config">): Limit {
  let limit = uploadLimits.get(res.limits);
  if (!limit) {
    limit = res.limits.limit("uploads-per-workspace", { points: res.config.quotas.uploadsPerHour, windowSeconds: 3600 });
    uploadLimits.set(res.limits, limit);
  }
  return limit;
}

// ---- uploads -------------------------------------------------------------------------------------------------

export const uploadRequestSchema = yup.object({
  filename: yup.string().nullable().max(LIMITS.medium),
  type: yup.string().nullable().max(LIMITS.short),
  // the size held against the quota until the bytes arrive, and the most the upload URL takes: more than 0
  metadata: yup.object({ size: yup.number().typeError(UPLOAD_SIZE_MESSAGE).nullable().moreThan(0, EMPTY_UPLOAD_MESSAGE) }).nullable().default(null),
});

/**
 * `POST /api/objects/upload`: a URL the browser PUTs one file's bytes to, for a new key under the tenant's prefix,
 * and the upload's row. Refused here already: a claimed size over 50 MB (400), the workspace's uploads per hour
 * (429 with Retry-After) and its storage quota, counting the claimed size (413; no claim holds 50 MB until the bytes
 * arrive). The real size is checked again when the bytes arrive and when the record is saved.
 */
export async function requestUpload(ctx: ServiceContext, input: unknown): Promise<{ uploadURL: string }> {
  const data = validateInput(uploadRequestSchema, input);
  const claimed = data.metadata?.size ?? null;
  if ((claimed ?? 0) > MAX_FILE_BYTES) throw new ValidationError({ size: FILE_TOO_LARGE_MESSAGE });
  const userId = ctx.viewer.id;
  const rate = await uploadsPerHour(ctx).take(userId);
  if (!rate.allowed) throw new TooManyRequestsError(uploadQuotaMessage(ctx.config.quotas.uploadsPerHour, rate.retryAfterSeconds), rate.retryAfterSeconds);
  const id = crypto.randomUUID();
  const claimedBytes = claimed === null ? MAX_FILE_BYTES : Math.ceil(claimed);
  const quota = ctx.config.quotas.storageBytes;
  const expiresAt = new Date(Date.now() + UPLOAD_URL_SECONDS * 1000);
  try {
    await ctx.prisma.$transaction(async (tx) => {
      await lockStorage(tx, userId);
      const inserted = await tx.$executeRaw`INSERT INTO uploads (id, "userId", "claimedBytes", "expiresAt")
        SELECT ${id}::uuid, ${userId}::uuid, ${claimedBytes}, ${expiresAt}
        WHERE ${inUseSql(userId, null)} + ${claimedBytes} <= ${quota}`;
      if (inserted === 0) throw new QuotaExceededError(storageQuotaMessage(await storageInUse(tx, userId), quota));
    }, TAKES_TURNS);
  } catch (e) {
    // a refused upload is not counted against the hour
    if (e instanceof QuotaExceededError) await uploadsPerHour(ctx).give(userId);
    throw e;
  }
  // the URL takes no more than the size held for it
  const uploadURL = await ctx.storage.uploadUrl(`${uploadPrefix(userId)}${id}`, { userId, maxBytes: claimedBytes, expiresInSeconds: UPLOAD_URL_SECONDS });
  return { uploadURL };
}

export type UploadOutcome = { status: 204 } | { status: 400 | 403 | 404 | 409 | 413; message: string };

/** The answer to an altered, foreign or expired upload token (the text the uploader shows). */
const UPLOAD_EXPIRED_MESSAGE = "Request has expired";
/** The answer to a second PUT of one upload URL (while the first runs, after it, after the record is saved). */
const UPLOAD_USED_MESSAGE = "This upload URL has already been used";
const UPLOAD_INTERRUPTED_MESSAGE = "The upload was interrupted";

/** The body stream ended before the client sent all of it (the browser aborted, the connection was lost). */
const isAborted = (e: unknown, body: Readable) =>
  ["ECONNRESET", "ERR_STREAM_PREMATURE_CLOSE", "ECONNABORTED"].includes((e as NodeJS.ErrnoException).code ?? "")
  || (e as Error).message === "aborted" || (body.destroyed && !body.readableEnded && (e as { code?: string }).code !== "BODY_TIMEOUT");

/**
 * The local driver's `PUT /api/objects/<token>`: the token (signed, unexpired, of the signed-in tenant) is the
 * authority for one key and a size limit, once. A declared length over the limit is refused before anything; then
 * the upload's row is claimed in one conditional UPDATE (`issued` -> `receiving`), so of any number of PUTs of one
 * URL, at once or later, one proceeds and the others answer 409. The body is streamed to disk; a body that grows
 * past the limit is cut off (413), and a refused or interrupted body gives the claim back (the URL can be used
 * again) and keeps nothing. A complete one marks the upload `received` with its size.
 */
export async function receiveUpload(ctx: ServiceContext, token: string, body: Readable, declaredLength: number | null): Promise<UploadOutcome> {
  const storage = ctx.storage;
  if (!(storage instanceof LocalObjectStorage)) return { status: 404, message: "Not found" };
  const grant = storage.verifyToken(token);
  const match = grant ? UPLOAD_KEY.exec(grant.key) : null;
  if (!grant || !match || grant.userId !== ctx.viewer.id || match[1] !== ctx.viewer.id) return { status: 403, message: UPLOAD_EXPIRED_MESSAGE };
  const tooLarge = { status: 413 as const, message: grant.maxBytes < MAX_FILE_BYTES ? uploadLargerThanClaimMessage(grant.maxBytes) : FILE_TOO_LARGE_MESSAGE };
  if (declaredLength !== null && declaredLength > grant.maxBytes) return tooLarge;
  const uploadId = match[2];
  const claimed = await ctx.prisma.$executeRaw`UPDATE uploads SET state = 'receiving', "claimedAt" = now()
    WHERE id = ${uploadId}::uuid AND "userId" = ${ctx.viewer.id}::uuid AND state = 'issued'`;
  if (claimed === 0) return { status: 409, message: UPLOAD_USED_MESSAGE };
  let size: number;
  try {
    size = await storage.receive(grant.key, body, grant.maxBytes);
  } catch (e) {
    await ctx.prisma.$executeRaw`UPDATE uploads SET state = 'issued', "claimedAt" = NULL WHERE id = ${uploadId}::uuid AND state = 'receiving'`;
    if (e instanceof ObjectTooLargeError) return tooLarge;
    if (isAborted(e, body)) return { status: 400, message: UPLOAD_INTERRUPTED_MESSAGE };
    throw e;
  }
  await ctx.prisma.$executeRaw`UPDATE uploads SET state = 'received', size = ${size}, "completedAt" = now()
    WHERE id = ${uploadId}::uuid AND state = 'receiving'`;
  return { status: 204 };
}

// ---- records ---------------------------------------------------------------------------------------------------

export const saveSchema = yup.object({
  fileURL: yup.string().typeError("The file's upload URL is required").required("The file's upload URL is required").max(LIMITS.url),
  name: requiredText("Name is required", LIMITS.short),
  originalName: requiredText("Original name is required", LIMITS.short),
  mimeType: yup.string().typeError("Type must be text").nullable().max(LIMITS.short).default(null),
  size: yup.mixed().nullable(),
});

const NOT_AN_UPLOAD_MESSAGE = "The file URL is not one of your uploads";

/** The uploaded bytes' type: file-type's reading of the first bytes, checked against what the browser claimed. */
const SNIFF_BYTES = 64 * 1024;

/** A claimed type file-type would recognise from the bytes: when it does not, the claim is not believed. */
const SNIFFABLE = /^(image\/(?!svg)|video\/|audio\/|application\/(pdf|zip|gzip|x-7z|x-rar|x-tar|msword|vnd\.|ogg|wasm|x-msdownload))/;

const normalizedType = (type: string | null | undefined): string | null => {
  const t = (type ?? "").split(";")[0].trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/.test(t) ? t : null;
};

/** Text as far as these bytes go: no NUL and valid UTF-8 (a character cut at the end of the sample is allowed). */
function looksLikeText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 3)));
    return true;
  } catch {
    return false;
  }
}

/** What text that is not believed to be its claim is saved as: markup as what it is (served as an attachment only). */
function textTypeOf(bytes: Buffer): string {
  const head = bytes.subarray(0, 1024).toString("utf8").replace(/^\uFEFF/, "").trimStart().toLowerCase();
  if (/^<(!doctype html|html|head|body|script|iframe|meta|div|a\s|img\s|p>)/.test(head)) return "text/html";
  if (head.includes("<svg")) return "image/svg+xml";
  if (head.startsWith("<?xml") || head.startsWith("<")) return "application/xml";
  return "text/plain";
}

/**
 * The type a file is saved with. The bytes decide when file-type recognises them (a claim that disagrees loses).
 * When it does not: a text claim over text bytes stays; a claim of a binary type file-type would have recognised
 * (a `.png` that is really HTML) is replaced by what the bytes are (markup, text or application/octet-stream); any
 * other claim stays (the preview serves only known passive types inline).
 */
async function decideType(claimed: string | null | undefined, head: Buffer): Promise<string> {
  const claim = normalizedType(claimed);
  // loaded on the first save: the type tables are memory most requests never need
  const { fileTypeFromBuffer } = await import("file-type/core");
  const sniffed = head.length ? (await fileTypeFromBuffer(head))?.mime : undefined;
  if (sniffed) return sniffed;
  const text = head.length === 0 || looksLikeText(head);
  if (claim && (claim.startsWith("text/") || claim === "application/json" || claim.endsWith("+xml") || claim.endsWith("/xml") || claim.endsWith("+json"))) {
    return text ? claim : "application/octet-stream";
  }
  if (!claim || SNIFFABLE.test(claim)) return text ? textTypeOf(head) : "application/octet-stream";
  return claim;
}

async function readHead(ctx: AppResources, key: string, size: number): Promise<Buffer> {
  if (size === 0) return Buffer.alloc(0);
  const stream = await ctx.storage.read(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 }).catch((e) => {
    throw e instanceof ObjectMissingError ? notAnUpload() : e;
  });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const ALREADY_SAVED_MESSAGE = "This upload has already been saved";

const notAnUpload = () => new ValidationError({ fileURL: NOT_AN_UPLOAD_MESSAGE });

/**
 * `PUT /api/files`: the record of an uploaded object. Only for an upload URL the app gave (of its own origin, for the
 * local driver), of the tenant's own, whose bytes arrived, saved once: the upload's row goes to `saved` in the same
 * transaction as the insert (a second save, also at once or after a delete, is refused with 400 'This upload has
 * already been saved'). A replayable (S3) upload is first copied to a key of its own (`<userId>/files/<uuid>`) and
 * everything after is read from that copy; the upload's key is removed after the save, so bytes PUT again later
 * reach no record (and the cleanup removes them). The size is the stored object's (a presigned S3 PUT cannot cap it:
 * an object over the limit is refused and deleted), the type is decided from its bytes (`decideType`), the storage
 * quota is checked with the real size under the workspace's quota lock (413). One statement writes the record, its
 * activity line and its `file.uploaded` event.
 */
export async function saveFile(ctx: ServiceContext, input: unknown): Promise<File> {
  const data = validateInput(saveSchema, input);
  const userId = ctx.viewer.id;
  const uploadKey = ctx.storage.keyOfUploadUrl(data.fileURL);
  const match = uploadKey ? UPLOAD_KEY.exec(uploadKey) : null;
  if (!uploadKey || !match || match[1] !== userId) throw notAnUpload();
  const uploadId = match[2];
  const upload = await ctx.prisma.upload.findFirst({ where: { id: uploadId, userId }, select: { state: true, claimedBytes: true } });
  if (!upload) throw notAnUpload();
  if (upload.state === "saved") throw new ValidationError({ fileURL: ALREADY_SAVED_MESSAGE });
  // what the upload must be at to be saved: bytes received by the app's own route, or a URL the storage took them at
  const ready = ctx.storage.uploadsReplayable ? "issued" : "received";
  if (upload.state !== ready) throw notAnUpload();

  // the object the record points to: the upload's own key (it takes one PUT), or a copy that no upload URL names
  const key = ctx.storage.uploadsReplayable ? savedCopyKey(userId) : uploadKey;
  let file: File;
  let row: EventRow;
  try {
    if (key !== uploadKey) {
      await ctx.storage.copy(uploadKey, key).catch((e) => {
        throw e instanceof ObjectMissingError ? notAnUpload() : e;
      });
    }
    const stored = await ctx.storage.stat(key);
    if (!stored) throw notAnUpload();
    if (stored.size > MAX_FILE_BYTES) {
      await ctx.storage.delete(uploadKey);
      throw new ValidationError({ size: FILE_TOO_LARGE_MESSAGE });
    }
    // a presigned PUT (S3) cannot cap the bytes: more than the size held for the upload is refused here
    if (stored.size > Number(upload.claimedBytes)) {
      await ctx.storage.delete(uploadKey);
      throw new QuotaExceededError(uploadLargerThanClaimMessage(Number(upload.claimedBytes)));
    }
    const mimeType = await decideType(data.mimeType, await readHead(ctx, key, stored.size));
    row = eventRow(ctx, FILE_UPLOADED);
    const quota = ctx.config.quotas.storageBytes;
    file = await ctx.prisma.$transaction(async (tx) => {
      await lockStorage(tx, userId);
      // the upload is used up here: of two saves at once, the second waits for the first's row and finds it saved
      const consumed = await tx.$executeRaw`UPDATE uploads SET state = 'saved', "consumedAt" = now()
        WHERE id = ${uploadId}::uuid AND "userId" = ${userId}::uuid AND state = ${ready}`;
      if (consumed === 0) throw new ValidationError({ fileURL: ALREADY_SAVED_MESSAGE });
      const used = await storageInUse(tx, userId, uploadId);
      if (used + stored.size > quota) throw new QuotaExceededError(storageQuotaMessage(used, quota));
      return insertRecorded<File>(tx, "files", ctx, {
        values: { name: data.name, originalName: data.originalName, path: key, size: stored.size, mimeType },
        activity: { entityType: "file", action: "created", title: `File uploaded: ${data.name}` },
        event: row,
      });
    }, TAKES_TURNS);
  } catch (e) {
    if (key !== uploadKey) await ctx.storage.delete(key).catch((err) => ctx.log.warn({ err, key }, "an unsaved copy of an upload stays (the cleanup job will remove it)"));
    throw e;
  }
  if (key !== uploadKey) {
    await ctx.storage.delete(uploadKey).catch((err) => ctx.log.warn({ err, key: uploadKey }, "a saved upload's key stays (the cleanup job will remove it)"));
  }
  const event = writtenEvent(ctx, row, file, "file");
  publishRecorded(ctx.pubsub, [event]);
  dispatchInBackground(ctx, [event]);
  return file;
}

/** The viewer's files, newest first (REST; GraphQL pages are read by graphql/connections.ts). */
export function listFiles(ctx: ServiceContext): Promise<File[]> {
  return ctx.prisma.file.findMany({ where: { userId: ctx.viewer.id }, orderBy: NEWEST_FIRST });
}

/** One of the viewer's files; another tenant's is as unknown as a missing one. */
export function getFile(ctx: ServiceContext, id: string): Promise<File> {
  return findOwnedOrThrow(ctx, "File", id, (where) => ctx.prisma.file.findFirst({ where }));
}

/** The sum of the tenant's file sizes, in bytes. */
export async function storageUsedBytes(ctx: ServiceContext): Promise<number> {
  const [r] = await ctx.prisma.$queryRaw<{ total: number }[]>`SELECT coalesce(sum(size), 0)::float8 AS total FROM files WHERE "userId" = ${ctx.viewer.id}::uuid`;
  return r?.total ?? 0;
}

/**
 * Edit Details: name, description, client and project (fields left out keep their value, null clears a link). The
 * stored record, the link checks when a link changes, then one statement: the update with its activity line
 * (updateRecorded, by id and owner), written only while the file is as read, and as the editor read it (`read`) when it
 * sent one: else ConflictError (versions.ts).
 */
export async function updateFile(ctx: ServiceContext, id: string, input: unknown, read?: Date): Promise<File> {
  const existing = await getFile(ctx, id);
  const data = validateInput(fileSchema, mergeStored(existing, FILE_FIELDS, input));
  if (data.clientId !== existing.clientId || data.projectId !== existing.projectId) await assertOwnLinks(ctx, data);
  const file = await updateUnchanged(ctx, { label: "File", table: "files", stored: existing, read }, (unchangedSince) =>
    updateRecorded<File>(ctx.prisma, "files", ctx, existing.id, {
      values: { name: data.name, description: data.description, clientId: data.clientId, projectId: data.projectId },
      activity: { entityType: "file", action: "updated", title: `File updated: ${data.name}` }, unchangedSince,
    }));
  return publishWritten(ctx, file, "File");
}

/**
 * Deletes the record (one statement with its activity line), then its stored object and thumbnail. Should the
 * storage fail after the record is gone, the cleanup job removes the unreferenced upload later.
 */
export async function deleteFile(ctx: ServiceContext, id: string): Promise<File> {
  const file = publishWritten(ctx, await deleteRecorded<File>(ctx.prisma, "files", ctx, id,
    { entityType: "file", action: "deleted", title: Prisma.sql`'File deleted: ' || r.name` }), "File");
  await Promise.all([ctx.storage.delete(file.path), ctx.storage.delete(thumbnailKey(file))]).catch((err) => {
    ctx.log.warn({ err, fileId: file.id }, "file deleted, its stored object not yet (the cleanup job will)");
  });
  return file;
}

// ---- content ---------------------------------------------------------------------------------------------------

/** A file's bytes as the storage has them (null: the object is gone). */
export async function fileObject(ctx: ServiceContext, file: File) {
  return ctx.storage.stat(file.path);
}

export async function presignedDownload(ctx: ServiceContext, file: File, contentType: string, contentDisposition: string, disposition: "inline" | "attachment") {
  return ctx.storage.downloadUrl(file.path, { expiresInSeconds: DOWNLOAD_URL_SECONDS, contentType, contentDisposition, disposition });
}

/**
 * The file's thumbnail (WebP, fitting 400 px), made once with sharp from the stored image and kept in the storage
 * (`<userId>/thumbnails/<fileId>.webp`); later requests read it from there. NotFoundError for a file that is not an
 * image the thumbnailer reads, or whose image it cannot decode.
 */
export async function fileThumbnail(ctx: ServiceContext, id: string): Promise<{ body: Readable | Buffer; size: number }> {
  const file = await getFile(ctx, id);
  if (!hasThumbnail(file.mimeType)) throw new NotFoundError("Thumbnail");
  const key = thumbnailKey(file);
  const cached = await ctx.storage.stat(key);
  if (cached) return { body: await ctx.storage.read(key), size: cached.size };
  let webp: Buffer;
  try {
    // loaded on the first thumbnail: sharp and libvips are about 19 MB of the process's memory that most requests never need
    const { default: sharp } = await import("sharp");
    const source = await ctx.storage.read(file.path);
    const resize = sharp({ failOn: "error", limitInputPixels: 100_000_000 }).rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true }).webp({ quality: 80 });
    source.on("error", (e) => resize.destroy(e));
    source.pipe(resize);
    webp = await resize.toBuffer();
  } catch (err) {
    ctx.log.info({ err, fileId: file.id }, "no thumbnail: the image could not be read");
    throw new NotFoundError("Thumbnail");
  }
  await ctx.storage.write(key, webp, "image/webp");
  return { body: webp, size: webp.length };
}

// ---- cleanup ---------------------------------------------------------------------------------------------------

/** Uploads never saved as a record (and their rows) are removed after this long. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/** The folders of a tenant's objects: uploads, saved copies of replayable uploads, thumbnails. */
const OBJECT_FOLDERS = new Set(["uploads", "files", "thumbnails"]);

/**
 * The scheduled cleanup (every 15 minutes): objects older than an hour that no file record points to (uploads never
 * saved, an upload key PUT again after its save, a copy or a record's object left by a failure), thumbnails of files
 * that no longer exist, and the upload rows older than an hour with the objects of those never saved (an upload
 * URL lives 15 minutes, so none of them can be used any more). Lists the storage and compares with the records.
 * Answers the keys it removed.
 */
export async function cleanupOrphanObjects(res: Pick<AppResources, "storage" | "prisma" | "log">, now = new Date()): Promise<string[]> {
  const removed: string[] = [];
  const cutoff = new Date(now.getTime() - ORPHAN_AGE_MS);
  const old = new Set<string>();
  for await (const o of res.storage.list("")) {
    const [tenant, folder] = o.key.split("/");
    if (!isUuid(tenant) || !OBJECT_FOLDERS.has(folder)) continue;
    if (o.lastModified.getTime() <= cutoff.getTime()) old.add(o.key);
  }
  const rows = await res.prisma.$queryRaw<{ id: string; userId: string }[]>`DELETE FROM uploads WHERE "createdAt" <= ${cutoff} RETURNING id, "userId"`;
  // an upload's object written after its row (a PUT late in the URL's life) may be younger than the row
  for (const r of rows) {
    const key = `${uploadPrefix(r.userId)}${r.id}`;
    if (!old.has(key) && (await res.storage.stat(key))) old.add(key);
  }
  const candidates = [...old];
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const objects = batch.filter((k) => k.split("/")[1] !== "thumbnails");
    const thumbnails = batch.filter((k) => k.split("/")[1] === "thumbnails");
    const fileIds = thumbnails.map((k) => k.split("/")[2].replace(/\.webp$/, "")).filter(isUuid);
    const [paths, ids] = await Promise.all([
      res.prisma.file.findMany({ where: { path: { in: objects } }, select: { path: true } }),
      res.prisma.file.findMany({ where: { id: { in: fileIds } }, select: { id: true, userId: true } }),
    ]);
    const kept = new Set([...paths.map((p) => p.path), ...ids.map((f) => thumbnailKey(f))]);
    for (const key of batch) {
      if (kept.has(key)) continue;
      await res.storage.delete(key);
      removed.push(key);
    }
  }
  if (removed.length || rows.length) res.log.info({ objects: removed.length, uploads: rows.length }, "removed stored objects no file record points to, and old uploads");
  return removed;
}

// ---- shapes ----------------------------------------------------------------------------------------------------

/** Where the app serves a file's bytes (same origin; in S3 mode preview and download redirect to presigned URLs). */
export const fileUrls = (f: Pick<File, "id" | "mimeType">) => ({
  previewUrl: `/api/files/${f.id}/preview`,
  downloadUrl: `/api/files/${f.id}/download`,
  thumbnailUrl: hasThumbnail(f.mimeType) ? `/api/files/${f.id}/thumbnail` : null,
});

/** The REST record of a file (the storage key stays on the server), with its Relay id for the GraphQL store. */
export function toFileJson(f: File) {
  return {
    id: f.id, nodeId: globalId("File", f.id), name: f.name, originalName: f.originalName, size: f.size, mimeType: f.mimeType,
    description: f.description, clientId: f.clientId, projectId: f.projectId, createdAt: f.createdAt.toISOString(), ...fileUrls(f),
  };
}
