// The task module's records in the workspace search (search/registry.ts).
import { registerSearch } from "../../search/registry";
import { TaskRef } from "./task.schema";

registerSearch({
  type: "task", node: "Task", ref: TaskRef, delegate: "task", table: "tasks",
  fields: { A: ["title"], D: ["description"] },
  vector: `search_vector_tasks(t."title", t."description")`,
  title: `t."title"`,
  subtitle: `(SELECT p."name" FROM projects p WHERE p.id = t."projectId" AND p."userId" = t."userId")`,
  trigram: `search_fold(t."title")`,
  url: (id) => `/tasks?id=${id}`,
});
