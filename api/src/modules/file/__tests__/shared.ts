import sharp from "sharp";
import { gql, registerUser, type Session, type TestApp } from "../../../../test/harness";
import { globalId } from "../../../graphql/util";
import { makeClient } from "../../client/__tests__/factory";
import { makeProject } from "../../project/__tests__/factory";
import { call, httpRequest, putUpload, sha256, uploadFile, type HttpAnswer } from "./uploads";

/** A GET of the app as the session; a redirect (S3 mode) is followed to the storage without the app's cookie. */
export async function content(base: string, s: Session, path: string, headers: Record<string, string> = {}): Promise<{ first: HttpAnswer; final: HttpAnswer }> {
  const first = await httpRequest(`${base}${path}`, "GET", { headers: { cookie: s.cookie, ...headers } });
  if (first.status !== 302) return { first, final: first };
  return { first, final: await httpRequest(String(first.headers.location), "GET", { headers }) };
}

/** A local upload URL whose token payload `change` rewrote (the signature kept). */
export function withTokenBytes(url: string, change: (payload: Buffer) => void): string {
  const [payload, signature] = url.slice("/api/objects/".length).split(".");
  const bytes = Buffer.from(payload, "base64url");
  change(bytes);
  return `/api/objects/${bytes.toString("base64url")}.${signature}`;
}

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } }).png().toBuffer();

export const HTML = Buffer.from("<!DOCTYPE html><html><body><script>fetch('/api/auth/user').then(r => r.text()).then(alert)</script></body></html>");

/**
 * What both storage drivers must do, against the app on real HTTP: `env()` gives the test's lifecycle (app, tenant,
 * base URL) at run time.
 */
export function storageContract(mode: "local" | "s3", env: () => { t: TestApp; a: Session; base: string }) {
  it(`${mode}: keeps the bytes through upload, preview and download; makes a WebP thumbnail once; deletes the object with the record`, async () => {
    const { t, a, base } = env();
    const png = await pngOf(1200, 800);
    const { file } = await uploadFile(base, a, png, "Hero image", "image/png");
    expect(file).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), nodeId: globalId("File", file.id), name: "Hero image", originalName: "Hero image",
      size: png.length, mimeType: "image/png", description: null, clientId: null, projectId: null, createdAt: expect.any(String),
      previewUrl: `/api/files/${file.id}/preview`, downloadUrl: `/api/files/${file.id}/download`, thumbnailUrl: `/api/files/${file.id}/thumbnail`,
    });

    const preview = await content(base, a, file.previewUrl);
    expect(preview.final.status).toBe(200);
    expect(sha256(preview.final.body)).toBe(sha256(png));
    expect(preview.final.headers["content-type"]).toBe("image/png");
    expect(preview.final.headers["content-disposition"]).toMatch(/^inline; /);
    expect(preview.first.headers["x-content-type-options"]).toBe("nosniff");

    const download = await content(base, a, file.downloadUrl);
    expect(download.final.status).toBe(200);
    expect(sha256(download.final.body)).toBe(sha256(png));
    expect(download.final.headers["content-disposition"]).toBe(`attachment; filename="Hero image"; filename*=UTF-8''Hero%20image`);

    const thumb = await content(base, a, file.thumbnailUrl);
    expect(thumb.final.status).toBe(200);
    expect(thumb.final.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(thumb.final.body).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 400, height: 267 });
    const cacheKey = `${a.user.id}/thumbnails/${file.id}.webp`;
    expect(await t.app.resources.storage.stat(cacheKey)).toMatchObject({ size: thumb.final.body.length });
    // a later request reads the stored thumbnail
    const again = await content(base, a, file.thumbnailUrl);
    expect(sha256(again.final.body)).toBe(sha256(thumb.final.body));

    const list = await call(base, a, "GET", "/api/files");
    expect(list.json()).toEqual([file]);
    const q = await gql(t.app, a, `{ viewer { storageUsedBytes files(first: 10) { totalCount edges { node { id name size mimeType thumbnailUrl previewUrl client { name } } } } } }`);
    expect(q.errors).toBeUndefined();
    expect(q.data.viewer).toEqual({ storageUsedBytes: png.length, files: { totalCount: 1, edges: [{ node: {
      id: file.nodeId, name: "Hero image", size: png.length, mimeType: "image/png", thumbnailUrl: file.thumbnailUrl, previewUrl: file.previewUrl, client: null,
    } }] } });

    const stored = await t.app.resources.prisma.file.findUniqueOrThrow({ where: { id: file.id } });
    // a replayable (S3) upload is saved as a copy under a key no upload URL names
    expect(stored.path).toMatch(new RegExp(`^${a.user.id}/${mode === "s3" ? "files" : "uploads"}/[0-9a-f-]{36}$`));
    const del = await gql(t.app, a, `mutation($id: ID!) { deleteFile(input: { id: $id }) { __typename ... on DeleteFilePayload { deletedFileId } } }`, { id: file.nodeId });
    expect(del.data.deleteFile).toEqual({ __typename: "DeleteFilePayload", deletedFileId: file.nodeId });
    expect(await t.app.resources.storage.stat(stored.path)).toBeNull();
    expect(await t.app.resources.storage.stat(cacheKey)).toBeNull();
    expect((await call(base, a, "GET", file.previewUrl)).status).toBe(404);
  });

  it(`${mode}: edits name, description, client and project; REST delete removes the object`, async () => {
    const { t, a, base } = env();
    const { file } = await uploadFile(base, a, Buffer.from("hello, plain text\n"), "notes.txt", "text/plain");
    expect(file.mimeType).toBe("text/plain");
    expect(file.thumbnailUrl).toBeNull();
    const client = await makeClient(t.app, a, { name: "Globex" });
    const project = await makeProject(t.app, a, { clientId: client.id, name: "Site" });
    const upd = `mutation($input: UpdateFileInput!) { updateFile(input: $input) { __typename
      ... on UpdateFilePayload { file { id name description client { name } project { name } } }
      ... on ValidationError { message } } }`;
    const r = await gql(t.app, a, upd, { input: { id: file.nodeId, name: " Meeting notes ", description: "From Monday", clientId: globalId("Client", client.id), projectId: globalId("Project", project.id) } });
    expect(r.data.updateFile).toEqual({ __typename: "UpdateFilePayload", file: { id: file.nodeId, name: "Meeting notes", description: "From Monday", client: { name: "Globex" }, project: { name: "Site" } } });
    const cleared = await gql(t.app, a, upd, { input: { id: file.nodeId, projectId: null } });
    expect(cleared.data.updateFile.file).toMatchObject({ name: "Meeting notes", client: { name: "Globex" }, project: null });
    const empty = await gql(t.app, a, upd, { input: { id: file.nodeId, name: "  " } });
    expect(empty.data.updateFile).toEqual({ __typename: "ValidationError", message: "Name is required" });

    const download = await content(base, a, file.downloadUrl);
    // the edited name, with the original's extension
    expect(download.final.headers["content-disposition"]).toBe(`attachment; filename="Meeting notes.txt"; filename*=UTF-8''Meeting%20notes.txt`);
    const stored = await t.app.resources.prisma.file.findUniqueOrThrow({ where: { id: file.id } });
    expect((await call(base, a, "DELETE", `/api/files/${file.id}`)).status).toBe(204);
    expect(await t.app.resources.storage.stat(stored.path)).toBeNull();
    expect((await call(base, a, "DELETE", `/api/files/${file.id}`)).status).toBe(404);
  });

  it(`${mode}: another tenant's file is not found on every route`, async () => {
    const { t, a, base } = env();
    const { file } = await uploadFile(base, a, await pngOf(50, 50), "a.png", "image/png");
    const b = await registerUser(t.app);
    for (const path of [file.previewUrl, file.downloadUrl, file.thumbnailUrl]) {
      const r = await call(base, b, "GET", path);
      expect({ path, status: r.status }).toEqual({ path, status: 404 });
      expect(r.headers.location).toBeUndefined();
    }
    expect((await call(base, b, "DELETE", `/api/files/${file.id}`)).status).toBe(404);
    expect((await call(base, b, "GET", "/api/files")).json()).toEqual([]);
    const upd = await gql(t.app, b, `mutation($id: ID!) { updateFile(input: { id: $id, name: "x" }) { __typename } }`, { id: file.nodeId });
    expect(upd.data.updateFile.__typename).toBe("NotFoundError");
    const node = await gql(t.app, b, `query($id: ID!) { node(id: $id) { id } }`, { id: file.nodeId });
    expect(node.data.node).toBeNull();
    expect((await gql(t.app, b, `{ viewer { storageUsedBytes } }`)).data.viewer.storageUsedBytes).toBe(0);
    // A's file is untouched and still served to A
    expect((await content(base, a, file.downloadUrl)).final.status).toBe(200);
  });

  it(`${mode}: saves only this tenant's uploads, once`, async () => {
    const { t, a, base } = env();
    const b = await registerUser(t.app);
    const { uploadURL: aUrl, file } = await uploadFile(base, a, Buffer.from("A's bytes"), "a.txt", "text/plain");
    const save = (s: Session, fileURL: unknown) => call(base, s, "PUT", "/api/files", { fileURL, name: "x", originalName: "x", size: 1, mimeType: "text/plain" });
    // A's upload URL saved by B
    const stolen = await save(b, aUrl);
    expect(stolen.status).toBe(400);
    expect(stolen.json().message).toBe("The file URL is not one of your uploads");
    // B's own URL edited to name A's key, paths outside the prefix, other URLs
    const bAsk = (await call(base, b, "POST", "/api/objects/upload", {})).json().uploadURL as string;
    const aKey = (await t.app.resources.prisma.file.findUniqueOrThrow({ where: { id: file.id } })).path;
    const bKey = aKey.replace(a.user.id, b.user.id);
    const forged = [
      bAsk.replace(/uploads%2F|uploads\//, "thumbnails/"),
      mode === "s3" ? bAsk.replace(bKey.split("/")[0], a.user.id) : withTokenBytes(bAsk, (p) => {
        // B's token rewritten to name A's upload (the signature no longer matches)
        Buffer.from(aKey.split("/")[0].replace(/-/g, ""), "hex").copy(p, 1);
        Buffer.from(aKey.split("/")[2].replace(/-/g, ""), "hex").copy(p, 17);
      }),
      "/api/objects/../../etc/passwd", "https://evil.example/upload", "", 42, `/api/files/${file.id}/download`,
    ];
    for (const fileURL of forged) {
      const r = await save(b, fileURL);
      expect({ fileURL, status: r.status }).toEqual({ fileURL, status: 400 });
    }
    // B's URL with nothing uploaded yet
    expect((await save(b, bAsk)).status).toBe(400);
    // one upload, one record, also when it is saved twice at once
    expect((await save(a, aUrl)).json().message).toBe("This upload has already been saved");
    const twice = (await call(base, a, "POST", "/api/objects/upload", {})).json().uploadURL as string;
    expect((await putUpload(base, a, twice, Buffer.from("twice"))).status).toBeLessThan(300);
    const both = await Promise.all([save(a, twice), save(a, twice), save(a, twice)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    expect(both.filter((r) => r.status === 400).map((r) => r.json().message)).toEqual(Array(2).fill("This upload has already been saved"));
    // the records of both workspaces: A's saves, and none for B
    const files = () => Promise.all([a, b].map((s) => t.app.resources.prisma.file.count({ where: { userId: s.user.id } })));
    expect(await files()).toEqual([2, 0]);
    // nor after its record is deleted
    const saved = both.find((r) => r.status === 201)!.json();
    expect((await call(base, a, "DELETE", `/api/files/${saved.id}`)).status).toBe(204);
    expect((await save(a, twice)).json().message).toBe("This upload has already been saved");
    expect(await files()).toEqual([1, 0]);
    // one stored object per record: neither a copy of the refused saves nor (S3) a saved upload's key is left
    const objects: string[] = [];
    for await (const o of t.app.resources.storage.list(`${a.user.id}/`)) objects.push(o.key);
    const paths = (await t.app.resources.prisma.file.findMany({ where: { userId: a.user.id } })).map((f) => f.path);
    expect(objects.sort()).toEqual(paths.sort());
  });

  it(`${mode}: a .png that is really HTML is saved as HTML and never served as a page`, async () => {
    const { a, base } = env();
    const { file } = await uploadFile(base, a, HTML, "cat.png", "image/png");
    expect(file.mimeType).toBe("text/html");
    expect(file.thumbnailUrl).toBeNull();
    for (const path of [file.previewUrl, file.downloadUrl]) {
      const { first, final } = await content(base, a, path);
      expect(final.status).toBe(200);
      expect(final.headers["content-type"]).toBe("application/octet-stream");
      expect(final.headers["content-disposition"]).toMatch(/^attachment; filename="cat.png"/);
      expect(first.headers["x-content-type-options"]).toBe("nosniff");
      if (mode === "local") expect(first.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
    }
    // bytes that match their claim keep it; a claim the bytes contradict loses
    const svg = await uploadFile(base, a, Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), "logo.svg", "image/svg+xml");
    expect(svg.file.mimeType).toBe("image/svg+xml");
    expect(svg.file.thumbnailUrl).toBeNull();
    expect((await content(base, a, svg.file.previewUrl)).final.headers["content-disposition"]).toMatch(/^attachment/);
    const pdfAsText = await uploadFile(base, a, Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n", "latin1"), "report.txt", "text/plain");
    expect(pdfAsText.file.mimeType).toBe("application/pdf");
    const json = await uploadFile(base, a, Buffer.from('{"a":1}'), "data.json", "application/json");
    expect(json.file.mimeType).toBe("application/json");
  });

  it(`${mode}: refuses a claimed size over 50 MB before any upload`, async () => {
    const { a, base } = env();
    const r = await call(base, a, "POST", "/api/objects/upload", { filename: "big.bin", type: "application/octet-stream", metadata: { size: 52428801 } });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe("File is too large. The limit is 50 MB.");
    const ok = await call(base, a, "POST", "/api/objects/upload", { filename: "ok.bin", metadata: { size: 52428800 } });
    expect(ok.status).toBe(200);
    expect(typeof ok.json().uploadURL).toBe("string");
    expect((await call(base, null, "POST", "/api/objects/upload", {})).status).toBe(401);
  });

}
