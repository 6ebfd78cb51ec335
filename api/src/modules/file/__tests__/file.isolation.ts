import sharp from "sharp";
import { globalId } from "../../../graphql/util";
import type { IsolationSuite } from "../../../../test/isolation";
import { makeFile, makeUpload } from "./factory";

export const fileIsolation: IsolationSuite = {
  name: "file",
  seed: async (t, a) => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366aa" } }).png().toBuffer();
    const f = await makeFile(t.app, a, png, "A's secret scan.png", "image/png");
    // an upload of A's not saved yet (its URL is its name): B must not be able to claim it
    const pending = await makeUpload(t.app, a, Buffer.from("A's pending upload"));
    return { ids: { file: f.id, fileUpload: pending }, gids: { file: globalId("File", f.id) } };
  },
  rest: {
    "GET /api/files": () => ({ url: "/api/files", expectStatus: 200 }),
    "PUT /api/files": (s) => ({ url: "/api/files", expectStatus: 400,
      body: { fileURL: s.ids.fileUpload, name: "stolen", originalName: "stolen", size: 1, mimeType: "text/plain" } }),
    "DELETE /api/files/:id": (s) => ({ url: `/api/files/${s.ids.file}` }),
    "GET /api/files/:id/preview": (s) => ({ url: `/api/files/${s.ids.file}/preview` }),
    "GET /api/files/:id/download": (s) => ({ url: `/api/files/${s.ids.file}/download` }),
    "GET /api/files/:id/thumbnail": (s) => ({ url: `/api/files/${s.ids.file}/thumbnail` }),
    // B's own upload URL, nothing of A's
    "POST /api/objects/upload": () => ({ url: "/api/objects/upload", body: {}, expectStatus: 200 }),
    // A's upload token used by B
    "PUT /api/objects/:token": (s) => ({ url: s.ids.fileUpload, body: { evil: true }, expectStatus: 403 }),
  },
  graphql: {
    "Mutation.updateFile": (s) => ({ query: `mutation($id: ID!) { updateFile(input: { id: $id, name: "hijacked" }) { __typename } }`,
      variables: { id: s.gids.file }, expectTypename: "NotFoundError" }),
    "Mutation.deleteFile": (s) => ({ query: `mutation($id: ID!) { deleteFile(input: { id: $id }) { __typename } }`,
      variables: { id: s.gids.file }, expectTypename: "NotFoundError" }),
  },
  nodes: { File: (s) => s.gids.file },
};
