import * as yup from "yup";
import { LIMITS, optionalText, optionalUuid, requiredText } from "./validation";

/** Files one upload dialog takes at a time. */
export const MAX_FILES_PER_UPLOAD = 5;

/** The largest file: 50 MB (52428800 bytes). */
export const MAX_FILE_BYTES = 52_428_800;

export const FILE_TOO_LARGE_MESSAGE = "File is too large. The limit is 50 MB.";
/** An upload's size is announced when its URL is asked for (and held against the quota): an empty file has none. */
export const EMPTY_UPLOAD_MESSAGE = "The file is empty. Choose a file with content.";
export const UPLOAD_SIZE_MESSAGE = "Size must be a number";
/** The answer to bytes beyond the size announced for the upload URL (413). */
export const uploadLargerThanClaimMessage = (claimedBytes: number) =>
  `The upload is larger than the ${claimedBytes} bytes announced for it. Ask for a new upload URL with the file's real size.`;
export const TOO_MANY_FILES_MESSAGE = `You can upload at most ${MAX_FILES_PER_UPLOAD} files at a time.`;

/** What the file cards show of a name and a description before cutting them. */
const FILE_NAME_DISPLAY_LENGTH = 30;
const FILE_DESCRIPTION_DISPLAY_LENGTH = 60;

const SIZE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/**
 * A size as people read it: Bytes, KB, MB, GB in 1024 steps, rounded to two decimals (trailing zeros dropped):
 * 0 -> "0 Bytes", 1536 -> "1.5 KB", 52428800 -> "50 MB", 1234567 -> "1.18 MB".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const i = Math.min(SIZE_UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${SIZE_UNITS[i]}`;
}

/** The badge of a type: the part of the mime type after the slash, upper-case ("image/png" -> "PNG"), or FILE. */
export function fileSubtype(mimeType: string | null | undefined): string {
  const sub = (mimeType ?? "").split(";")[0].split("/")[1]?.trim();
  return sub ? sub.toUpperCase() : "FILE";
}

/** Text cut to `max` characters (as people count them: an emoji is one), with "..." when it was longer. */
export function truncateText(text: string | null | undefined, max: number): string {
  const chars = [...(text ?? "")];
  return chars.length > max ? `${chars.slice(0, max).join("")}...` : chars.join("");
}

export const truncateFileName = (name: string | null | undefined) => truncateText(name, FILE_NAME_DISPLAY_LENGTH);
export const truncateFileDescription = (description: string | null | undefined) => truncateText(description, FILE_DESCRIPTION_DISPLAY_LENGTH);

/** How the preview dialog shows a file. */
export type FileKind = "image" | "video" | "audio" | "pdf" | "text" | "other";

export function fileKind(mimeType: string | null | undefined): FileKind {
  const type = (mimeType ?? "").split(";")[0].trim().toLowerCase();
  // an SVG is an image a browser runs script in: never previewed as one
  if (type === "image/svg+xml") return "other";
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("video/")) return "video";
  if (type.startsWith("audio/")) return "audio";
  if (type === "application/pdf") return "pdf";
  if (type.startsWith("text/") || type === "application/json") return "text";
  return "other";
}

/** Edit Details: the name is required; description, client and project are optional (null clears them). */
export const fileSchema = yup.object({
  name: requiredText("Name is required", LIMITS.short),
  description: optionalText(LIMITS.medium),
  clientId: optionalUuid("Select a valid client"),
  projectId: optionalUuid("Select a valid project"),
});

export type FileInput = yup.InferType<typeof fileSchema>;
export const FILE_FIELDS = Object.keys(fileSchema.fields) as (keyof FileInput)[];
