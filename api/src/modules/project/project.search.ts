// The project module's records in the workspace search (search/registry.ts).
import { registerSearch } from "../../search/registry";
import { ProjectRef } from "./project.schema";

registerSearch({
  type: "project", node: "Project", ref: ProjectRef, delegate: "project", table: "projects",
  fields: { A: ["name"], D: ["description"] },
  vector: `search_vector_projects(t."name", t."description")`,
  title: `t."name"`,
  subtitle: `(SELECT c."name" FROM clients c WHERE c.id = t."clientId" AND c."userId" = t."userId")`,
  trigram: `search_fold(t."name")`,
  url: (id) => `/projects/${id}`,
});
