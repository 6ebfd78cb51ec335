import crypto from "node:crypto";
import { Client } from "minio";
import { createTestApp, gql, registerUser, type Session, type TestApp } from "../../../../test/harness";
import { S3ObjectStorage } from "../../../infra/storage-s3";
import { cleanupOrphanObjects } from "../file.service";
import { content, HTML, pngOf, storageContract } from "./shared";
import { startS3 } from "./s3";
import { call, generatedStream, httpRequest, putUpload, sha256, uploadFile } from "./uploads";

let s3: Awaited<ReturnType<typeof startS3>>;
let t: TestApp;
let a: Session;
let base: string;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ ...s3.env, PORT: "0", LOGIN_RATE_LIMIT: "1000", PUBLIC_URL: "http://localhost:8080" });
  base = await t.app.start();
});
beforeEach(async () => { a = await registerUser(t.app); });
// each test's stored objects go after it (its rows stay, in its own workspace): a test finds in the bucket only its own
afterEach(async () => {
  for await (const o of t.app.resources.storage.list("")) await t.app.resources.storage.delete(o.key);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const LIMIT = 52_428_800;
const minio = () => {
  const u = new URL(s3.env.S3_ENDPOINT);
  return new Client({ endPoint: u.hostname, port: Number(u.port), useSSL: false, accessKey: "S3RVER", secretKey: "S3RVER", region: "us-east-1", pathStyle: true });
};

storageContract("s3", () => ({ t, a, base }));

describe("S3 storage", () => {
  it("creates the bucket at start with CORS rules for the app's origin, and allows the storage in the CSP", async () => {
    expect(t.app.resources.storage).toBeInstanceOf(S3ObjectStorage);
    expect(await minio().bucketExists("clientfolio-test")).toBe(true);
    const cors = await minio().makeRequestAsync({ method: "GET", bucketName: "clientfolio-test", query: "cors" }, "", [200]);
    const xml = await new Promise<string>((resolve) => { let s = ""; cors.on("data", (c) => (s += c)); cors.on("end", () => resolve(s)); });
    expect(xml).toContain("<AllowedOrigin>http://localhost:8080</AllowedOrigin>");
    expect(xml).toContain("<AllowedMethod>PUT</AllowedMethod>");
    const page = await httpRequest(`${base}/api/health`, "GET");
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain(`connect-src 'self' ${s3.env.S3_PUBLIC_URL}`);
    expect(csp).toContain(`media-src 'self' blob: ${s3.env.S3_PUBLIC_URL}`);
    // a browser's preflight for the upload from the app's origin
    const preflight = await httpRequest(`${s3.env.S3_PUBLIC_URL}/clientfolio-test/x`, "OPTIONS", {
      headers: { origin: "http://localhost:8080", "access-control-request-method": "PUT", "access-control-request-headers": "content-type" } });
    expect(preflight.status).toBe(200);
    expect(preflight.headers["access-control-allow-methods"]).toContain("PUT");
    // from any other origin the storage refuses it (s3rver answers a matched rule with "*")
    const other = await httpRequest(`${s3.env.S3_PUBLIC_URL}/clientfolio-test/x`, "OPTIONS", {
      headers: { origin: "https://evil.example", "access-control-request-method": "PUT", "access-control-request-headers": "content-type" } });
    expect(other.status).toBe(403);
  });

  it("gives presigned PUT URLs on S3_PUBLIC_URL for 15 minutes, under the tenant's upload prefix", async () => {
    const url = new URL((await call(base, a, "POST", "/api/objects/upload", {})).json().uploadURL);
    expect(url.origin).toBe(s3.env.S3_PUBLIC_URL);
    expect(url.pathname).toMatch(new RegExp(`^/clientfolio-test/${a.user.id}/uploads/[0-9a-f-]{36}$`));
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
  });

  it("refuses an expired presigned URL", async () => {
    const key = `${a.user.id}/uploads/${crypto.randomUUID()}`;
    const old = await minio().presignedUrl("PUT", "clientfolio-test", key, 900, {}, new Date(Date.now() - 16 * 60_000));
    const r = await putUpload(base, a, old, Buffer.from("late"));
    expect(r.status).toBe(403);
    expect(r.text()).toMatch(/expired/i);
    expect(await t.app.resources.storage.stat(key)).toBeNull();
  });

  it("refuses and deletes an object over 50 MB, which a presigned PUT cannot cap", async () => {
    const uploadURL = (await call(base, a, "POST", "/api/objects/upload", {})).json().uploadURL as string;
    const put = await putUpload(base, a, uploadURL, generatedStream(LIMIT + 1), "application/octet-stream", LIMIT + 1);
    expect(put.status).toBe(200);
    const key = t.app.resources.storage.keyOfUploadUrl(uploadURL)!;
    expect((await t.app.resources.storage.stat(key))?.size).toBe(LIMIT + 1);
    const saved = await call(base, a, "PUT", "/api/files", { fileURL: uploadURL, name: "big", originalName: "big.bin", size: 10, mimeType: "application/octet-stream" });
    expect({ status: saved.status, message: saved.json().message }).toEqual({ status: 400, message: "File is too large. The limit is 50 MB." });
    expect(await t.app.resources.storage.stat(key)).toBeNull();
    expect(await t.app.resources.prisma.file.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("redirects preview and download to presigned GETs that force the type and disposition", async () => {
    const { file } = await uploadFile(base, a, HTML, "cat.png", "image/png");
    const preview = await call(base, a, "GET", file.previewUrl);
    expect(preview.status).toBe(302);
    const location = new URL(String(preview.headers.location));
    expect(location.origin).toBe(s3.env.S3_PUBLIC_URL);
    expect(location.searchParams.get("response-content-type")).toBe("application/octet-stream");
    expect(location.searchParams.get("response-content-disposition")).toMatch(/^attachment; filename="cat.png"/);
    expect(location.searchParams.get("X-Amz-Expires")).toBe("900");
    const b = await registerUser(t.app);
    expect((await call(base, b, "GET", file.previewUrl)).status).toBe(404);
    const followed = await content(base, a, file.previewUrl);
    expect(followed.final.body.equals(HTML)).toBe(true);
  });

  it("saves a copy of the upload under a key of its own and removes the upload's key: a PUT replayed on the URL changes nothing saved", async () => {
    const png = await pngOf(30, 20);
    const { file, uploadURL } = await uploadFile(base, a, png, "dot.png", "image/png");
    const uploadKey = t.app.resources.storage.keyOfUploadUrl(uploadURL)!;
    const stored = await t.app.resources.prisma.file.findUniqueOrThrow({ where: { id: file.id } });
    expect(stored.path).toMatch(new RegExp(`^${a.user.id}/files/[0-9a-f-]{36}$`));
    expect(await t.app.resources.storage.stat(uploadKey)).toBeNull();
    expect((await t.app.resources.storage.stat(stored.path))?.size).toBe(png.length);
    // the presigned URL still takes a PUT (S3 cannot refuse it): 5 MB of HTML, then an SVG
    expect((await putUpload(base, a, uploadURL, generatedStream(5 * 1024 * 1024), "text/html", 5 * 1024 * 1024)).status).toBe(200);
    expect((await putUpload(base, a, uploadURL, Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"/>`), "image/svg+xml")).status).toBe(200);
    const download = await content(base, a, file.downloadUrl);
    expect(sha256(download.final.body)).toBe(sha256(png));
    expect((await content(base, a, file.thumbnailUrl)).final.headers["content-type"]).toBe("image/webp");
    expect((await call(base, a, "GET", "/api/files")).json()).toEqual([expect.objectContaining({ size: png.length, mimeType: "image/png" })]);
    const q = await gql(t.app, a, "{ viewer { storageUsedBytes } }");
    expect(q.data.viewer.storageUsedBytes).toBe(png.length);
    // nor can it be saved again
    const again = await call(base, a, "PUT", "/api/files", { fileURL: uploadURL, name: "x", originalName: "x", size: 1, mimeType: "text/html" });
    expect({ status: again.status, message: again.json().message }).toEqual({ status: 400, message: "This upload has already been saved" });
    // the replayed bytes are no record's: the cleanup removes them within the hour
    expect(await cleanupOrphanObjects(t.app.resources, new Date(Date.now() + 61 * 60_000))).toEqual([uploadKey]);
    expect((await t.app.resources.storage.stat(stored.path))?.size).toBe(png.length);
  });

  it("refuses a save whose upload has no bytes yet, and keeps no copy", async () => {
    const uploadURL = (await call(base, a, "POST", "/api/objects/upload", {})).json().uploadURL as string;
    const r = await call(base, a, "PUT", "/api/files", { fileURL: uploadURL, name: "x", originalName: "x", size: 1, mimeType: "text/plain" });
    expect({ status: r.status, message: r.json().message }).toEqual({ status: 400, message: "The file URL is not one of your uploads" });
    const objects: string[] = [];
    for await (const o of t.app.resources.storage.list("")) objects.push(o.key);
    expect(objects).toEqual([]);
  });

  it("cleans up uploads older than an hour that no record points to", async () => {
    const { file } = await uploadFile(base, a, Buffer.from("kept"), "kept.txt", "text/plain");
    const orphan = (await call(base, a, "POST", "/api/objects/upload", {})).json().uploadURL as string;
    expect((await putUpload(base, a, orphan, Buffer.from("never saved"))).status).toBe(200);
    const orphanKey = t.app.resources.storage.keyOfUploadUrl(orphan)!;
    expect(await cleanupOrphanObjects(t.app.resources, new Date())).toEqual([]);
    expect(await cleanupOrphanObjects(t.app.resources, new Date(Date.now() + 61 * 60_000))).toEqual([orphanKey]);
    const kept = await t.app.resources.prisma.file.findUniqueOrThrow({ where: { id: file.id } });
    expect(await t.app.resources.storage.stat(kept.path)).not.toBeNull();
    expect(await t.app.resources.storage.stat(orphanKey)).toBeNull();
  });
});
