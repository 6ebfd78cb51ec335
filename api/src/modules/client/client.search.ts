// The client module's records in the workspace search (search/registry.ts).
import { registerSearch } from "../../search/registry";
import { ClientRef } from "./client.schema";

registerSearch({
  type: "client", node: "Client", ref: ClientRef, delegate: "client", table: "clients",
  fields: { A: ["name", "email", "phone"], B: ["company"], C: ["address"], D: ["notes"] },
  vector: `search_vector_clients(t."name", t."email", t."phone", t."company", t."address", t."notes")`,
  title: `t."name"`,
  subtitle: `coalesce(t."company", t."email", t."phone")`,
  trigram: `search_fold(t."name" || ' ' || coalesce(t."email", '') || ' ' || search_phone(t."phone"))`,
  url: (id) => `/clients/${id}`,
});
