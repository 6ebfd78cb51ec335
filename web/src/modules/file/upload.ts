import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from "@common/file";
import { ApiError, apiRequest } from "../../lib/api";
import { FILE_TEXTS, UPLOAD_STALL_TIMEOUT_MS } from "./texts";

/** A failed step of an upload, with the text the uploader shows next to the file. */
export class UploadError extends Error {
  constructor(
    message: string,
    /**
     * The file will not be saved: its record was refused ('Failed to save file'), or a quota of the workspace refused
     * the upload before it started.
     */
    readonly saveFailed = false,
    /** The server's reason, shown on a line of its own under the message (and in the toast) when it says more. */
    readonly reason: string | null = null,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/** The statuses of a quota refusal: the storage quota (413) and the uploads per hour (429). */
const QUOTA_STATUSES = new Set([413, 429]);

/** What the browser claims about a file: its type, or the generic binary type when it does not know. */
export const claimedType = (file: Blob): string => file.type || "application/octet-stream";

/** The files of a choice or a drop that can join the `held` ones, and the ones refused (with why). */
export interface AcceptedFiles {
  accepted: File[];
  /** Past the 5 files of one upload. */
  tooMany: string[];
  /** Over 50 MB. */
  tooLarge: string[];
}

/** Sorts chosen files: over 50 MB refused, then at most 5 held in all, the rest refused. */
export function acceptFiles(heldCount: number, incoming: readonly File[]): AcceptedFiles {
  const out: AcceptedFiles = { accepted: [], tooMany: [], tooLarge: [] };
  for (const file of incoming) {
    if (file.size > MAX_FILE_BYTES) out.tooLarge.push(file.name);
    else if (heldCount + out.accepted.length >= MAX_FILES_PER_UPLOAD) out.tooMany.push(file.name);
    else out.accepted.push(file);
  }
  return out;
}

/**
 * POST /api/objects/upload: where to put the bytes. The claimed name, type and size let the server refuse early
 * (its message, e.g. 'File is too large. The limit is 50 MB.').
 */
export async function requestUploadUrl(file: File): Promise<string> {
  let body: unknown;
  try {
    const res = await apiRequest("POST", "/api/objects/upload", { filename: file.name, type: claimedType(file), metadata: { size: file.size } });
    body = await res.json();
  } catch (err) {
    const quota = err instanceof ApiError && QUOTA_STATUSES.has(err.status);
    throw new UploadError(requestFailure(err), quota, quota ? (err as ApiError).serverMessage : null);
  }
  const url = (body as { uploadURL?: unknown } | null)?.uploadURL;
  if (typeof url !== "string" || url === "") throw new UploadError(FILE_TEXTS.undefinedUrl);
  return url;
}

function requestFailure(err: unknown): string {
  return err instanceof ApiError ? err.serverMessage ?? FILE_TEXTS.non2xx : FILE_TEXTS.unknownError;
}

/** A PUT under way: its promise, and how to stop it. */
export interface ObjectUpload {
  done: Promise<void>;
  abort: () => void;
}

/** The `message` of a JSON error answer (the app's own upload route), else null (an S3 answer is XML). */
function answerMessage(xhr: XMLHttpRequest): string | null {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown } | null;
    return body && typeof body.message === "string" ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * PUTs the raw bytes to the upload URL with XMLHttpRequest (fetch reports no upload progress), with the file's type.
 * `onProgress` gets the fraction sent (0 to 1). It fails with 'Request has expired' on a 403 (the URL's signature
 * expired or is wrong) or when no byte has moved for 30 s, 'Non 2xx' on another status (with the server's reason,
 * e.g. 'This upload URL has already been used'), 'Unknown error' when the request fails outright (network, CORS).
 */
export function putObject(url: string, file: File, onProgress: (fraction: number) => void, stallTimeoutMs = UPLOAD_STALL_TIMEOUT_MS): ObjectUpload {
  const xhr = new XMLHttpRequest();
  let stall: ReturnType<typeof setTimeout> | undefined;
  let stalled = false;
  const done = new Promise<void>((resolve, reject) => {
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, stallTimeoutMs);
    };
    const fail = (message: string) => {
      clearTimeout(stall);
      reject(new UploadError(message));
    };
    xhr.open("PUT", url, true);
    xhr.setRequestHeader("Content-Type", claimedType(file));
    xhr.upload.onprogress = (e) => {
      watch();
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      clearTimeout(stall);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else if (xhr.status === 403) fail(FILE_TEXTS.expired);
      else {
        clearTimeout(stall);
        reject(new UploadError(FILE_TEXTS.non2xx, false, answerMessage(xhr)));
      }
    };
    xhr.onerror = () => fail(FILE_TEXTS.unknownError);
    xhr.ontimeout = () => fail(FILE_TEXTS.expired);
    xhr.onabort = () => fail(stalled ? FILE_TEXTS.expired : FILE_TEXTS.unknownError);
    watch();
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}

/** The saved record as PUT /api/files answers it (the fields the uploader reads). */
export interface SavedFile {
  id: string;
  /** The record's global id, for `node(id:)`. */
  nodeId?: string;
  name: string;
  size: number;
}

/** PUT /api/files: saves the record of the uploaded object. Any failure is 'Failed to save file', with the server's reason. */
export async function saveFileRecord(uploadURL: string, file: File): Promise<SavedFile> {
  try {
    const res = await apiRequest("PUT", "/api/files", {
      fileURL: uploadURL,
      name: file.name,
      originalName: file.name,
      size: file.size,
      mimeType: claimedType(file),
    });
    return (await res.json()) as SavedFile;
  } catch (err) {
    throw new UploadError(FILE_TEXTS.saveFailed, true, err instanceof ApiError ? err.serverMessage : null);
  }
}
