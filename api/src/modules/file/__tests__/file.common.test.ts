import {
  fileKind, fileSchema, fileSubtype, formatFileSize, MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD, truncateFileDescription, truncateFileName, truncateText,
} from "@common/file";
import { validateWith } from "@common/validation";

describe("common/file", () => {
  it("has the product's limits: 5 files, 50 MB (52428800 bytes) each", () => {
    expect(MAX_FILES_PER_UPLOAD).toBe(5);
    expect(MAX_FILE_BYTES).toBe(52428800);
  });

  it("formats sizes in Bytes, KB, MB and GB in 1024 steps, rounded to two decimals", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(1)).toBe("1 Bytes");
    expect(formatFileSize(1023)).toBe("1023 Bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(1234567)).toBe("1.18 MB");
    expect(formatFileSize(52428800)).toBe("50 MB");
    expect(formatFileSize(3 * 1024 ** 3 + 1024 ** 3 / 3)).toBe("3.33 GB");
    // past GB it stays in GB
    expect(formatFileSize(5 * 1024 ** 4)).toBe("5120 GB");
    expect(formatFileSize(NaN)).toBe("0 Bytes");
    expect(formatFileSize(-5)).toBe("0 Bytes");
  });

  it("gives the upper-case subtype of a mime type, or FILE", () => {
    expect(fileSubtype("image/png")).toBe("PNG");
    expect(fileSubtype("application/pdf")).toBe("PDF");
    expect(fileSubtype("text/plain; charset=utf-8")).toBe("PLAIN");
    expect(fileSubtype("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe("VND.OPENXMLFORMATS-OFFICEDOCUMENT.WORDPROCESSINGML.DOCUMENT");
    expect(fileSubtype("")).toBe("FILE");
    expect(fileSubtype("weird")).toBe("FILE");
    expect(fileSubtype(null)).toBe("FILE");
  });

  it("cuts names at 30 and descriptions at 60 characters, counting an emoji as one", () => {
    expect(truncateFileName("a".repeat(30))).toBe("a".repeat(30));
    expect(truncateFileName("a".repeat(31))).toBe(`${"a".repeat(30)}...`);
    expect(truncateFileDescription("d".repeat(61))).toBe(`${"d".repeat(60)}...`);
    expect(truncateText("😀".repeat(5), 4)).toBe("😀😀😀😀...");
    expect(truncateText(null, 4)).toBe("");
  });

  it("sorts types into the preview's kinds; SVG is never previewed as an image", () => {
    expect(["image/png", "video/mp4", "audio/mpeg", "application/pdf", "text/plain", "application/json", "image/svg+xml", "application/zip", ""].map(fileKind))
      .toEqual(["image", "video", "audio", "pdf", "text", "text", "other", "other", "other"]);
  });

  it("validates Edit Details with the form's messages", () => {
    expect(validateWith(fileSchema, { name: "  " })).toEqual({ ok: false, errors: { name: "Name is required" } });
    expect(validateWith(fileSchema, { name: "x", clientId: "nope" })).toEqual({ ok: false, errors: { clientId: "Select a valid client" } });
    expect(validateWith(fileSchema, { name: " Notes ", description: "", clientId: "none", projectId: null }))
      .toEqual({ ok: true, value: { name: "Notes", description: null, clientId: null, projectId: null } });
  });
});
