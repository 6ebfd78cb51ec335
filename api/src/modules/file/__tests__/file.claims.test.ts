/**
 * An upload URL's claimed size is what it may receive and what it holds against the storage quota from the moment it
 * is issued: a claim of zero is refused, and bytes beyond the claim are refused with 413 (declared up front or found
 * while streaming), so eight URLs cannot land 8 MB on a 2 MB quota.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eachTestWithTenant, gql, type Session, type TestApp } from "../../../../test/harness";
import { call, generatedStream, putUpload } from "./uploads";
import { EMPTY_UPLOAD_MESSAGE, uploadLargerThanClaimMessage } from "@common/file";

let t: TestApp;
let a: Session;
let base: string;
const KB = 1024;
const MB = 1024 * KB;
const QUOTA = 2 * MB;
eachTestWithTenant((app, tenant, url) => { t = app; a = tenant; base = url; },
  { LOGIN_RATE_LIMIT: "1000", QUOTA_STORAGE_BYTES: String(QUOTA), QUOTA_UPLOADS_PER_HOUR: "100" }, { listen: true });
afterEach(() => fs.rmSync(path.join(t.app.resources.config.dataDir, "objects"), { recursive: true, force: true }));

const ask = (size: number) => call(base, a, "POST", "/api/objects/upload", { filename: "f.bin", type: "application/octet-stream", metadata: { size } });
const save = (fileURL: string) => call(base, a, "PUT", "/api/files", { fileURL, name: "f.bin", originalName: "f.bin", size: 1, mimeType: "application/octet-stream" });
const used = async () => (await gql(t.app, a, "{ viewer { storageUsedBytes } }")).data.viewer.storageUsedBytes as number;
const uploads = () => t.app.resources.prisma.upload.count({ where: { userId: a.user.id } });

describe("upload claims", () => {
  it("refuses a claim of zero bytes (or less) with the form's message, and issues no URL", async () => {
    for (const size of [0, -1, 0.0]) {
      const r = await ask(size);
      expect({ size, status: r.status, body: r.json() }).toEqual({ size, status: 400, body: { message: EMPTY_UPLOAD_MESSAGE, errors: { "metadata.size": EMPTY_UPLOAD_MESSAGE } } });
    }
    expect(await uploads()).toBe(0);
  });

  it("eight URLs claiming 1 byte cannot land 8 MB on a 2 MB quota: each 1 MB PUT is refused with 413", async () => {
    const urls = await Promise.all(Array.from({ length: 8 }, async () => (await ask(1)).json().uploadURL as string));
    const answers = await Promise.all(urls.map((u) => putUpload(base, a, u, crypto.randomBytes(MB))));
    expect(answers.map((r) => [r.status, r.json().message])).toEqual(urls.map(() => [413, uploadLargerThanClaimMessage(1)]));
    for (const u of urls) expect((await save(u)).status).toBe(400);
    expect(await used()).toBe(0);
    expect(await t.app.resources.prisma.file.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("a URL claimed for 100 bytes refuses 1.5 MB, declared or streamed without a length, keeps nothing, and takes 100 bytes", async () => {
    const url = (await ask(100)).json().uploadURL as string;
    const declared = await putUpload(base, a, url, crypto.randomBytes(1.5 * MB));
    expect({ status: declared.status, body: declared.json() }).toEqual({ status: 413, body: { message: uploadLargerThanClaimMessage(100) } });
    // chunked: no length up front, cut off once past the claim
    const streamed = await putUpload(base, a, url, generatedStream(1.5 * MB));
    expect({ status: streamed.status, body: streamed.json() }).toEqual({ status: 413, body: { message: uploadLargerThanClaimMessage(100) } });
    const objects = path.join(t.app.resources.config.dataDir, "objects");
    const files = fs.existsSync(objects) ? fs.readdirSync(objects, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
    expect(files).toEqual([]);
    // 101 bytes are one too many; 100 are taken and saved
    expect((await putUpload(base, a, url, crypto.randomBytes(101))).status).toBe(413);
    expect((await putUpload(base, a, url, crypto.randomBytes(100))).status).toBe(204);
    const saved = await save(url);
    expect([saved.status, saved.json().size]).toEqual([201, 100]);
    expect(await used()).toBe(100);
  });

  it("holds each claim against the quota from the moment its URL is issued", async () => {
    expect((await ask(MB)).status).toBe(200);
    expect((await ask(MB)).status).toBe(200);
    const third = await ask(1);
    expect({ status: third.status, message: third.json().message }).toEqual({ status: 413, message: "Storage quota reached: 2 MB of 2 MB used. Delete files to make room for this one." });
  });
});
