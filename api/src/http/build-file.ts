import fs from "node:fs";

/**
 * A file of the web build (web/dist), read and parsed once and read again when a build changes it (its mtime); null
 * while it is missing or cannot be parsed (a build being written).
 */
export function buildFileReader<T>(parse: (text: string) => T): (file: string) => T | null {
  let cached: { file: string; mtimeMs: number; value: T | null } | null = null;
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
      let value: T | null = null;
      try {
        value = parse(fs.readFileSync(file, "utf8"));
      } catch {
        // written as we read it: the next request reads it again
      }
      cached = { file, mtimeMs, value };
    }
    return cached.value;
  };
}
