import { File, FileArchive, FileAudio, FileImage, FileJson, FileSpreadsheet, FileText, FileVideo, type LucideIcon } from "lucide-react";
import { fileKind } from "@common/file";

const ARCHIVES = /zip|tar|gzip|x-7z|x-rar|compressed/;
const SHEETS = /spreadsheet|excel|csv/;

/** The icon a file shows without a thumbnail. */
export function fileIcon(mimeType: string): LucideIcon {
  const type = mimeType.toLowerCase();
  switch (fileKind(type)) {
    case "image":
      return FileImage;
    case "video":
      return FileVideo;
    case "audio":
      return FileAudio;
    case "text":
      if (SHEETS.test(type)) return FileSpreadsheet;
      return type.includes("json") ? FileJson : FileText;
    case "pdf":
      return FileText;
    default:
      if (SHEETS.test(type)) return FileSpreadsheet;
      if (ARCHIVES.test(type)) return FileArchive;
      return File;
  }
}
