// The file module's records in the workspace search (search/registry.ts).
import { registerSearch } from "../../search/registry";
import { FileRef } from "./file.schema";

registerSearch({
  type: "file", node: "File", ref: FileRef, delegate: "file", table: "files",
  fields: { A: ["name"], B: ["originalName"], D: ["description"] },
  vector: `search_vector_files(t."name", t."originalName", t."description")`,
  title: `t."name"`,
  subtitle: `t."mimeType"`,
  trigram: `search_fold(t."name")`,
  url: (id) => `/files?id=${id}`,
});
