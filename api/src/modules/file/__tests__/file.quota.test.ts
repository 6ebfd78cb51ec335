import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eachTestWithTenant, gql, registerUser, type Session, type TestApp } from "../../../../test/harness";
import { call, putUpload, uploadFile } from "./uploads";
import { uploadLargerThanClaimMessage } from "@common/file";

let t: TestApp;
let a: Session;
let base: string;
const KB = 1024;
const QUOTA = 100 * KB;
const PER_HOUR = 8;
eachTestWithTenant((app, tenant, url) => { t = app; a = tenant; base = url; },
  { LOGIN_RATE_LIMIT: "1000", QUOTA_STORAGE_BYTES: String(QUOTA), QUOTA_UPLOADS_PER_HOUR: String(PER_HOUR) }, { listen: true });
afterEach(() => fs.rmSync(path.join(t.app.resources.config.dataDir, "objects"), { recursive: true, force: true }));

const ask = (s: Session, size?: number) => call(base, s, "POST", "/api/objects/upload", { filename: "f.bin", type: "application/octet-stream", metadata: size === undefined ? null : { size } });
const save = (s: Session, fileURL: string, name = "f.bin") => call(base, s, "PUT", "/api/files", { fileURL, name, originalName: name, size: 1, mimeType: "application/octet-stream" });

describe("storage quota (QUOTA_STORAGE_BYTES, 100 KB here)", () => {
  it("is the viewer's storageQuotaBytes next to storageUsedBytes", async () => {
    await uploadFile(base, a, crypto.randomBytes(10 * KB), "ten.bin", "application/octet-stream");
    const q = await gql(t.app, a, "{ viewer { storageUsedBytes storageQuotaBytes } }");
    expect(q.data.viewer).toEqual({ storageUsedBytes: 10 * KB, storageQuotaBytes: QUOTA });
  });

  it("refuses an upload URL with 413 naming the quota when the claimed size does not fit, counting uploads in flight", async () => {
    await uploadFile(base, a, crypto.randomBytes(60 * KB), "sixty.bin", "application/octet-stream");
    const tooBig = await ask(a, 41 * KB);
    expect({ status: tooBig.status, body: tooBig.json() }).toEqual({ status: 413, body: { message: "Storage quota reached: 60 KB of 100 KB used. Delete files to make room for this one." } });
    // 40 KB fits, and is held while the upload is in flight: the next 1 KB does not fit
    const held = await ask(a, 40 * KB);
    expect(held.status).toBe(200);
    const next = await ask(a, 1 * KB);
    expect({ status: next.status, message: next.json().message }).toEqual({ status: 413, message: "Storage quota reached: 100 KB of 100 KB used. Delete files to make room for this one." });
    // an upload URL that expired unused holds nothing
    const heldId = t.app.resources.storage.keyOfUploadUrl(held.json().uploadURL)!.split("/")[2];
    await t.app.resources.prisma.upload.update({ where: { id: heldId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await ask(a, 1 * KB)).status).toBe(200);
    // without a claimed size an upload holds the 50 MB a file may have
    expect((await ask(a)).status).toBe(413);
    // another workspace has its own
    const b = await registerUser(t.app);
    expect((await ask(b, 90 * KB)).status).toBe(200);
  });

  it("refuses bytes beyond the size claimed for the upload URL with 413 (nothing kept, the claim still held), and saves what fits the claim", async () => {
    await uploadFile(base, a, crypto.randomBytes(60 * KB), "sixty.bin", "application/octet-stream");
    // claims 1 KB, sends 50 KB: refused, where it used to land 50 KB for the 1 KB held
    const url = (await ask(a, 1 * KB)).json().uploadURL as string;
    const refused = await putUpload(base, a, url, crypto.randomBytes(50 * KB));
    expect({ status: refused.status, body: refused.json() }).toEqual({ status: 413, body: { message: uploadLargerThanClaimMessage(1 * KB) } });
    expect(await t.app.resources.prisma.file.count({ where: { userId: a.user.id } })).toBe(1);
    // the claim is still held against the quota: 60 + 1 + 40 KB do not fit
    expect((await ask(a, 40 * KB)).status).toBe(413);
    // the same URL takes the bytes it was claimed for
    expect((await putUpload(base, a, url, crypto.randomBytes(1 * KB))).status).toBe(204);
    const saved = await save(a, url);
    expect(saved.status).toBe(201);
    expect(saved.json().size).toBe(1 * KB);
    expect((await gql(t.app, a, "{ viewer { storageUsedBytes } }")).data.viewer.storageUsedBytes).toBe(61 * KB);
  });

  it("lets upload URLs asked for at once hold no more than the quota", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(a, 30 * KB)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 413, 413, 413]);
  });
});

describe("uploads per hour (QUOTA_UPLOADS_PER_HOUR, 8 here)", () => {
  it("answers the workspace's 9th upload URL in an hour with 429 and Retry-After; a refusal of the storage quota does not count", async () => {
    // refused by the storage quota: not counted
    expect((await ask(a, 200 * KB)).status).toBe(413);
    const urls: string[] = [];
    for (let i = 0; i < PER_HOUR; i++) {
      const r = await ask(a, 1);
      expect(r.status).toBe(200);
      urls.push(r.json().uploadURL);
    }
    const refused = await ask(a, 1);
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({ message: `Upload quota reached: ${PER_HOUR} uploads per hour. Try again in 60 min.` });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // the URLs already given still work
    expect((await putUpload(base, a, urls[0], Buffer.from("x"))).status).toBe(204);
    expect((await save(a, urls[0])).status).toBe(201);
    // another workspace has its own hour
    const b = await registerUser(t.app);
    expect((await ask(b, 1)).status).toBe(200);
  });
});
