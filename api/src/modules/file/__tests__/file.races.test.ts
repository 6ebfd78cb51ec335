import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../../config";
import { buildApp, type App } from "../../../app";
import { capturedLog, registerUser, workerDatabaseUrl, type Session } from "../../../../test/harness";
import { call, httpRequest, putUpload, sha256, uploadFile } from "./uploads";

/** The app on a socket with its log captured: races and interrupted requests must not end in unexpected errors. */
let app: App;
let base: string;
let dataDir: string;
let a: Session;
const { stream: logStream, lines } = capturedLog<{ level: number; msg: string; err?: { message?: string; code?: string } }>();
/** What was logged as an error (level 50 and up) or mentions headers sent twice. */
const troubles = () => lines.filter((l) => l.level >= 50 || JSON.stringify(l).includes("ERR_HTTP_HEADERS_SENT"));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clientfolio-file-races-"));
  const config = loadConfig({ DATABASE_URL: await workerDatabaseUrl(), DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "info",
    SESSION_SECRET: "test-secret-test-secret-test-secret-123", LOGIN_RATE_LIMIT: "1000" });
  app = await buildApp(config, { logStream, jobs: { workers: false } });
  base = await app.start();
});
beforeEach(async () => {
  a = await registerUser(app);
  lines.length = 0;
});
afterAll(async () => {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("files under races", () => {
  it("a delete during 10 downloads: each download is whole (200) or not found (404), and nothing unexpected is logged", async () => {
    const bytes = crypto.randomBytes(4 * 1024 * 1024);
    const storage = app.resources.storage;
    const read = storage.read.bind(storage);
    // The delete lands at a chosen point: the first two downloads have opened the file (they stream it while it is
    // deleted), the third has found the file but not opened it yet (it opens after the delete), the rest wait for it.
    let opened = 0;
    let deleted: Promise<unknown> = Promise.resolve();
    let remove: () => Promise<unknown> = async () => {};
    const spy = jest.spyOn(storage, "read").mockImplementation(async (key, range) => {
      const n = ++opened;
      if (n === 3) {
        deleted = remove();
        await deleted;
      } else if (n > 3) await deleted;
      return read(key, range);
    });
    try {
      for (let round = 0; round < 3; round++) {
        const { file } = await uploadFile(base, a, bytes, "big.bin", "application/octet-stream");
        opened = 0;
        let deleteStatus = 0;
        remove = async () => { deleteStatus = (await call(base, a, "DELETE", `/api/files/${file.id}`)).status; };
        const answers = await Promise.all(Array.from({ length: 10 }, () => httpRequest(`${base}${file.downloadUrl}`, "GET", { headers: { cookie: a.cookie } })));
        expect(deleteStatus).toBe(204);
        const statuses = answers.map((r) => r.status);
        expect(statuses.filter((x) => x === 200)).toHaveLength(2);
        expect(statuses.filter((x) => x === 404)).toHaveLength(8);
        for (const r of answers) {
          if (r.status === 200) expect(sha256(r.body)).toBe(sha256(bytes));
          else expect({ body: r.json(), disposition: r.headers["content-disposition"] }).toEqual({ body: { message: "File not found" }, disposition: undefined });
        }
      }
    } finally {
      spy.mockRestore();
    }
    await wait(100);
    expect(troubles()).toEqual([]);
  });

  it("an interrupted PUT gives its upload URL back (a retry succeeds) and logs nothing unexpected", async () => {
    const url = (await call(base, a, "POST", "/api/objects/upload", { metadata: { size: 1024 * 1024 } })).json().uploadURL as string;
    const uploadId = app.resources.storage.keyOfUploadUrl(url)!.split("/")[2];
    const state = async () => (await app.resources.prisma.upload.findUniqueOrThrow({ where: { id: uploadId } })).state;
    const req = http.request(`${base}${url}`, { method: "PUT", headers: { cookie: a.cookie, "content-length": String(1024 * 1024), "content-type": "application/octet-stream" } });
    req.on("error", () => {});
    req.write(crypto.randomBytes(64 * 1024));
    for (let i = 0; i < 250 && (await state()) !== "receiving"; i++) await wait(20);
    expect(await state()).toBe("receiving");
    req.destroy();
    for (let i = 0; i < 250 && (await state()) !== "issued"; i++) await wait(20);
    expect(await state()).toBe("issued");
    // nothing of the interrupted body is kept
    const objects = fs.readdirSync(path.join(dataDir, "objects"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(objects).toEqual([]);
    const bytes = crypto.randomBytes(1024 * 1024);
    expect((await putUpload(base, a, url, bytes)).status).toBe(204);
    const saved = await call(base, a, "PUT", "/api/files", { fileURL: url, name: "retry.bin", originalName: "retry.bin", size: bytes.length, mimeType: "application/octet-stream" });
    expect(saved.status).toBe(201);
    expect(saved.json().size).toBe(bytes.length);
    await wait(100);
    expect(troubles()).toEqual([]);
  });
});
