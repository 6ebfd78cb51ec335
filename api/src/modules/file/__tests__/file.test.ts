import crypto from "node:crypto";
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import PDFDocument from "pdfkit";
import fs from "node:fs";
import path from "node:path";
import { eachTestWithTenant, registerUser, type Session, type TestApp } from "../../../../test/harness";
import { systemTest } from "../../../../test/tiers";
import { LocalObjectStorage } from "../../../infra/storage-local";
import { cleanupOrphanObjects, FILE_UPLOADED } from "../file.service";
import { storageContract, content, HTML, pngOf, withTokenBytes } from "./shared";
import { call, generatedSha256, generatedStream, httpRequest, putUpload, sha256, uploadFile } from "./uploads";

let t: TestApp;
let a: Session;
let base: string;
eachTestWithTenant((app, tenant, url) => { t = app; a = tenant; base = url; }, { LOGIN_RATE_LIMIT: "1000" }, { listen: true });
// each test's stored objects go after it (its rows stay, in its own workspace): a test finds on disk only its own
afterEach(() => fs.rmSync(objectsDir(), { recursive: true, force: true }));

const MB = 1024 * 1024;
const LIMIT = 52_428_800;
const storage = () => t.app.resources.storage as LocalObjectStorage;
const objectsDir = () => path.join(t.app.resources.config.dataDir, "objects");
const ask = async (s: Session = a) => (await call(base, s, "POST", "/api/objects/upload", {})).json().uploadURL as string;

/** Every file under the objects folder, temporary ones included. */
function filesOnDisk(dir = objectsDir()): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

storageContract("local", () => ({ t, a, base }));

describe("local storage: the upload route", () => {
  it("is the app's own relative URL with a signed token naming tenant, key, limit and expiry", async () => {
    expect(storage().kind).toBe("local");
    const url = await ask();
    expect(url).toMatch(/^\/api\/objects\/[A-Za-z0-9_-]{55}\.[A-Za-z0-9_-]{22}$/);
    const grant = storage().verifyToken(url.slice("/api/objects/".length))!;
    expect(grant).toEqual({ userId: a.user.id, key: expect.stringMatching(new RegExp(`^${a.user.id}/uploads/[0-9a-f-]{36}$`)), maxBytes: LIMIT, expiresAt: expect.any(Number) });
    expect(grant.expiresAt - Date.now() / 1000).toBeGreaterThan(14 * 60);
    expect(grant.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
  });

  it("answers an expired, altered or another tenant's token with 403 'Request has expired' and keeps nothing", async () => {
    const url = await ask();
    const now = Date.now();
    const spy = jest.spyOn(Date, "now").mockReturnValue(now + 15 * 60_000 + 1000);
    try {
      const late = await putUpload(base, a, url, Buffer.from("late"));
      expect({ status: late.status, body: late.json() }).toEqual({ status: 403, body: { message: "Request has expired" } });
    } finally {
      spy.mockRestore();
    }
    const signature = url.split(".")[1];
    const altered = [
      withTokenBytes(url, (p) => p.writeUInt32BE(10 * LIMIT % 2 ** 32, 33)),
      withTokenBytes(url, (p) => p.writeUInt32BE(p.readUInt32BE(37) + 3600, 37)),
      `${url.split(".")[0]}.${signature.startsWith("AA") ? "AB" : "AA"}${signature.slice(2)}`,
      url.split(".")[0],
      "/api/objects/x.y",
    ];
    for (const u of altered) {
      const r = await putUpload(base, a, u, Buffer.from("evil"));
      expect({ u, status: r.status }).toEqual({ u, status: 403 });
      expect(r.json().message).toBe("Request has expired");
    }
    // a valid token used by another signed-in tenant
    const b = await registerUser(t.app);
    expect((await putUpload(base, b, url, Buffer.from("evil"))).status).toBe(403);
    // and without a session
    const anonymous = await fetch(`${base}${url}`, { method: "PUT", body: "x" });
    expect(anonymous.status).toBe(401);
    expect(filesOnDisk()).toEqual([]);
  });

  it("takes any content type and answers 204", async () => {
    const url = await ask();
    expect((await putUpload(base, a, url, Buffer.from("<svg/>"), "image/svg+xml")).status).toBe(204);
    const key = storage().keyOfUploadUrl(url)!;
    expect(fs.readFileSync(path.join(objectsDir(), ...key.split("/")), "utf8")).toBe("<svg/>");
    // a file the browser knows no type of is sent without a Content-Type
    const untypedUrl = await ask();
    const untyped = await httpRequest(`${base}${untypedUrl}`, "PUT", { headers: { cookie: a.cookie, "content-length": "7" }, body: Buffer.from("no type") });
    expect(untyped.status).toBe(204);
    expect(fs.readFileSync(path.join(objectsDir(), ...storage().keyOfUploadUrl(untypedUrl)!.split("/")), "utf8")).toBe("no type");
  });

  it("takes one PUT per upload URL: a second one, and one after the record is saved or deleted, answer 409 and change nothing", async () => {
    const url = await ask();
    const key = storage().keyOfUploadUrl(url)!;
    const uploadId = key.split("/")[2];
    const png = await pngOf(20, 20);
    expect((await putUpload(base, a, url, png, "image/png")).status).toBe(204);
    expect(await t.app.resources.prisma.upload.findUniqueOrThrow({ where: { id: uploadId } })).toMatchObject({ state: "received", size: png.length, claimedAt: expect.any(Date), completedAt: expect.any(Date) });
    const again = await putUpload(base, a, url, HTML, "text/html");
    expect({ status: again.status, body: again.json() }).toEqual({ status: 409, body: { message: "This upload URL has already been used" } });
    const saved = await call(base, a, "PUT", "/api/files", { fileURL: url, name: "dot.png", originalName: "dot.png", size: png.length, mimeType: "image/png" });
    expect(saved.status).toBe(201);
    expect((await t.app.resources.prisma.upload.findUniqueOrThrow({ where: { id: uploadId } })).state).toBe("saved");
    // after the save: 5 MB of HTML (or an SVG for the thumbnailer) cannot take the PNG's place
    const afterSave = await putUpload(base, a, url, generatedStream(5 * MB), "text/html", 5 * MB);
    expect({ status: afterSave.status, body: afterSave.json() }).toEqual({ status: 409, body: { message: "This upload URL has already been used" } });
    expect((await putUpload(base, a, url, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml")).status).toBe(409);
    const file = saved.json();
    const download = await content(base, a, file.downloadUrl);
    expect(sha256(download.final.body)).toBe(sha256(png));
    expect((await content(base, a, file.thumbnailUrl)).final.headers["content-type"]).toBe("image/webp");
    expect((await call(base, a, "GET", "/api/files")).json()).toEqual([expect.objectContaining({ size: png.length, mimeType: "image/png" })]);
    // after a delete: neither a PUT nor a save brings it back
    expect((await call(base, a, "DELETE", `/api/files/${file.id}`)).status).toBe(204);
    expect((await putUpload(base, a, url, png, "image/png")).status).toBe(409);
    const resaved = await call(base, a, "PUT", "/api/files", { fileURL: url, name: "dot.png", originalName: "dot.png", size: png.length, mimeType: "image/png" });
    expect({ status: resaved.status, message: resaved.json().message }).toEqual({ status: 400, message: "This upload has already been saved" });
    expect(filesOnDisk()).toEqual([]);
  });

  it("answers 10 parallel PUTs of one URL with one 204 and nine 409s, and keeps the first's bytes", async () => {
    const url = await ask();
    const bodies = Array.from({ length: 10 }, (_, i) => crypto.randomBytes(64 * 1024 + i));
    const answers = await Promise.all(bodies.map((b) => putUpload(base, a, url, b)));
    const statuses = answers.map((r) => r.status);
    expect([...statuses].sort()).toEqual([204, ...Array(9).fill(409)]);
    const winner = bodies[statuses.indexOf(204)];
    const key = storage().keyOfUploadUrl(url)!;
    expect(sha256(fs.readFileSync(path.join(objectsDir(), ...key.split("/"))))).toBe(sha256(winner));
    // no temporary file of the refused ones is left
    expect(filesOnDisk()).toHaveLength(1);
  });

  it("gives the URL back after a PUT refused with 413: the same URL then takes a smaller file", async () => {
    const url = await ask();
    const block = crypto.randomBytes(64 * 1024);
    // chunked, so the limit is found in the stream, after the claim
    expect((await putUpload(base, a, url, generatedStream(LIMIT + 1, block), "application/octet-stream")).status).toBe(413);
    const uploadId = storage().keyOfUploadUrl(url)!.split("/")[2];
    expect(await t.app.resources.prisma.upload.findUniqueOrThrow({ where: { id: uploadId } })).toMatchObject({ state: "issued", claimedAt: null });
    expect((await putUpload(base, a, url, Buffer.from("small enough"), "text/plain")).status).toBe(204);
    const saved = await call(base, a, "PUT", "/api/files", { fileURL: url, name: "a.txt", originalName: "a.txt", size: 12, mimeType: "text/plain" });
    expect(saved.status).toBe(201);
  });

  it("saves an upload URL only as the app gave it: relative or on the app's own origin, never on another", async () => {
    const save = (fileURL: string) => call(base, a, "PUT", "/api/files", { fileURL, name: "x.txt", originalName: "x.txt", size: 1, mimeType: "text/plain" });
    const url = await ask();
    expect((await putUpload(base, a, url, Buffer.from("mine"), "text/plain")).status).toBe(204);
    for (const foreign of [`https://evil.example${url}`, `http://evil.example${url}`, `//evil.example${url}`, `/\\evil.example${url}`, `${base}${url}`]) {
      const r = await save(foreign);
      expect({ foreign, status: r.status, message: r.json().message }).toEqual({ foreign, status: 400, message: "The file URL is not one of your uploads" });
    }
    // the app's own origin is PUBLIC_URL's
    const own = await save(`${t.app.resources.config.publicUrl}${url}`);
    expect(own.status).toBe(201);
    expect(await t.app.resources.prisma.file.count({ where: { userId: a.user.id } })).toBe(1);
  });

  it("refuses 50 MB + 1 byte with 413, by its declared length or once the stream passes the limit, and keeps nothing", async () => {
    const block = crypto.randomBytes(64 * 1024);
    const declared = await putUpload(base, a, await ask(), generatedStream(LIMIT + 1, block), "application/octet-stream", LIMIT + 1);
    expect({ status: declared.status, body: declared.json() }).toEqual({ status: 413, body: { message: "File is too large. The limit is 50 MB." } });
    // chunked: no length announced, cut off when the 52428801st byte arrives
    const chunked = await putUpload(base, a, await ask(), generatedStream(LIMIT + 1, block), "application/octet-stream");
    expect(chunked.status).toBe(413);
    expect(filesOnDisk()).toEqual([]);
  });

  systemTest("streams a 50 MB upload to disk: the bytes arrive whole and the server's memory grows by less than 30 MB", async () => {
    const block = crypto.randomBytes(64 * 1024);
    const url = await ask();
    // Every socket read is a new buffer that stays counted until a collection: the raw peak is mostly garbage and
    // moves with the collector's timing. What the server holds is read after a forced collection every 100 ms (a full
    // collection of a test process's heap takes tens of milliseconds: one every 20 ms left the upload little time, 11 to
    // 22 s for 50 MB, against the test's 30 s on a loaded machine).
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as () => void;
    gc();
    const before = process.memoryUsage();
    const peak = { rss: before.rss, arrayBuffers: before.arrayBuffers, heldRss: before.rss, heldBuffers: before.arrayBuffers };
    let ticks = 0;
    const sampler = setInterval(() => {
      let m = process.memoryUsage();
      peak.rss = Math.max(peak.rss, m.rss);
      peak.arrayBuffers = Math.max(peak.arrayBuffers, m.arrayBuffers);
      if (++ticks % 20 !== 0) return;
      gc();
      m = process.memoryUsage();
      peak.heldRss = Math.max(peak.heldRss, m.rss);
      peak.heldBuffers = Math.max(peak.heldBuffers, m.arrayBuffers);
    }, 5);
    const started = process.hrtime.bigint();
    const put = await putUpload(base, a, url, generatedStream(LIMIT, block), "application/octet-stream", LIMIT);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    expect(put.status).toBe(204);
    const mb = (n: number) => (n / MB).toFixed(1);
    // (the collections slow the upload down: its speed is measured by the next test)
    console.log(`50 MB upload through the local provider in ${seconds.toFixed(2)} s under forced collections (${ticks} samples); `
      + `memory held (after collections): rss +${mb(peak.heldRss - before.rss)} MB, arrayBuffers +${mb(peak.heldBuffers - before.arrayBuffers)} MB; `
      + `raw peak with garbage: rss +${mb(peak.rss - before.rss)} MB, arrayBuffers +${mb(peak.arrayBuffers - before.arrayBuffers)} MB`);
    expect(ticks).toBeGreaterThanOrEqual(8);
    expect((peak.heldRss - before.rss) / MB).toBeLessThan(30);
    expect((peak.heldBuffers - before.arrayBuffers) / MB).toBeLessThan(30);
    // even counting garbage, the body was never held whole
    expect((peak.arrayBuffers - before.arrayBuffers) / MB).toBeLessThan(50);

    const saved = await call(base, a, "PUT", "/api/files", { fileURL: url, name: "video.bin", originalName: "video.bin", size: 1, mimeType: "application/octet-stream" });
    expect(saved.status).toBe(201);
    // the size is the stored object's, not the claim
    expect(saved.json().size).toBe(LIMIT);
    const download = await content(base, a, saved.json().downloadUrl);
    expect(download.final.body.length).toBe(LIMIT);
    expect(sha256(download.final.body)).toBe(generatedSha256(LIMIT, block));
  });

  systemTest("measures a 50 MB upload from disk through the local provider next to cp of the same file on the same disk", async () => {
    const source = path.join(t.app.resources.config.dataDir, "measure-50mb.bin");
    fs.writeFileSync(source, Buffer.concat(Array.from({ length: 50 }, () => crypto.randomBytes(MB))));
    const runs = { upload: [] as number[], cp: [] as number[] };
    try {
      for (let i = 0; i < 3; i++) {
        const copy = path.join(t.app.resources.config.dataDir, `copy-${i}.bin`);
        let started = process.hrtime.bigint();
        execFileSync("cp", [source, copy]);
        runs.cp.push(Number(process.hrtime.bigint() - started) / 1e9);
        fs.rmSync(copy);
        // the client in a process of its own, as a browser is: curl PUTs the file
        const url = await ask();
        const out = await promisify(execFile)("curl", ["-sS", "-o", "/dev/null", "-w", "%{http_code} %{time_total}", "-X", "PUT", "-H", `cookie: ${a.cookie}`,
          "-H", "content-type: application/octet-stream", "--data-binary", `@${source}`, `${base}${url}`]);
        const [status, total] = out.stdout.trim().split(" ");
        expect(status).toBe("204");
        runs.upload.push(Number(total));
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[1];
      console.log(`50 MB from disk, median of 3: local provider upload (curl) ${(50 / median(runs.upload)).toFixed(0)} MB/s (${runs.upload.map((x) => x.toFixed(3)).join(", ")} s), `
        + `cp ${(50 / median(runs.cp)).toFixed(0)} MB/s (${runs.cp.map((x) => x.toFixed(3)).join(", ")} s)`);
    } finally {
      fs.rmSync(source, { force: true });
    }
  });

  it("previews a PDF inline under the sandbox", async () => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.text("Statement of work");
    doc.end();
    await new Promise((r) => doc.on("end", r));
    const { file } = await uploadFile(base, a, Buffer.concat(chunks), "sow.pdf", "application/pdf");
    const preview = await content(base, a, file.previewUrl);
    expect(preview.final.headers).toMatchObject({ "content-type": "application/pdf", "content-disposition": `inline; filename="sow.pdf"; filename*=UTF-8''sow.pdf`,
      "content-security-policy": "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'", "x-content-type-options": "nosniff" });
    expect(preview.final.body.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("serves byte ranges of a preview (video and audio seek)", async () => {
    const bytes = crypto.randomBytes(10_000);
    const { file } = await uploadFile(base, a, bytes, "clip.bin", "application/octet-stream");
    const part = await content(base, a, file.downloadUrl, { range: "bytes=100-199" });
    expect(part.final.status).toBe(206);
    expect(part.final.headers["content-range"]).toBe("bytes 100-199/10000");
    expect(part.final.body.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await content(base, a, file.downloadUrl, { range: "bytes=-10" });
    expect(tail.final.body.equals(bytes.subarray(9990))).toBe(true);
    expect((await content(base, a, file.downloadUrl, { range: "bytes=20000-" })).final.status).toBe(416);
  });

  it("records the file.uploaded event and the activity line with the record", async () => {
    const { file } = await uploadFile(base, a, await pngOf(10, 10), "dot.png", "image/png");
    const events = await t.app.resources.prisma.domainEvent.findMany({ where: { userId: a.user.id, type: FILE_UPLOADED } });
    expect(events).toEqual([expect.objectContaining({ entityType: "file", entityId: file.id,
      payload: { record: expect.objectContaining({ id: file.id, name: "dot.png", mimeType: "image/png", size: file.size }) } })]);
    const activity = await t.app.resources.prisma.activity.findMany({ where: { userId: a.user.id, entityId: file.id } });
    expect(activity.map((x) => x.title)).toEqual(["File uploaded: dot.png"]);
  });
});

describe("cleanup of stored objects", () => {
  it("removes uploads and upload rows older than an hour that no record points to, and thumbnails of deleted files", async () => {
    const { file } = await uploadFile(base, a, await pngOf(600, 600), "kept.png", "image/png");
    expect((await content(base, a, file.thumbnailUrl)).final.status).toBe(200);
    const orphan = await ask();
    expect((await putUpload(base, a, orphan, Buffer.from("never saved"))).status).toBe(204);
    const fresh = await ask();
    expect((await putUpload(base, a, fresh, Buffer.from("saved soon"))).status).toBe(204);
    const keep = storage().keyOfUploadUrl(fresh)!;
    const orphanKey = storage().keyOfUploadUrl(orphan)!;
    const keptKey = (await t.app.resources.prisma.file.findUniqueOrThrow({ where: { id: file.id } })).path;
    const staleThumb = `${a.user.id}/thumbnails/${crypto.randomUUID()}.webp`;
    await storage().write(staleThumb, Buffer.from("old thumbnail"), "image/webp");
    expect(await t.app.resources.prisma.upload.count({ where: { userId: a.user.id } })).toBe(3);

    // in 50 minutes nothing is old enough
    expect(await cleanupOrphanObjects(t.app.resources, new Date(Date.now() + 50 * 60_000))).toEqual([]);
    expect(await t.app.resources.prisma.upload.count({ where: { userId: a.user.id } })).toBe(3);
    // an hour later: the uploads never saved and the thumbnail of no file go with every upload row; the record's
    // object and thumbnail stay
    const removed = await cleanupOrphanObjects(t.app.resources, new Date(Date.now() + 61 * 60_000));
    expect(removed.sort()).toEqual([keep, orphanKey, staleThumb].sort());
    expect(await storage().stat(keptKey)).not.toBeNull();
    expect(await storage().stat(`${a.user.id}/thumbnails/${file.id}.webp`)).not.toBeNull();
    expect(await storage().stat(orphanKey)).toBeNull();
    expect(await t.app.resources.prisma.upload.count({ where: { userId: a.user.id } })).toBe(0);
    expect((await content(base, a, file.downloadUrl)).final.status).toBe(200);
  });
});
