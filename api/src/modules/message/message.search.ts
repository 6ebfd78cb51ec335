// The message module's records in the workspace search (search/registry.ts).
import { registerSearch } from "../../search/registry";
import { MessageRef } from "./message.schema";

registerSearch({
  type: "message", node: "Message", ref: MessageRef, delegate: "message", table: "messages",
  fields: { A: ["subject", "contactEmail"], B: ["contactName"], D: ["content"] },
  vector: `search_vector_messages(t."subject", t."contactEmail", t."contactName", t."content")`,
  title: `coalesce(nullif(t."subject", ''), left(t."content", 80))`,
  subtitle: `coalesce(t."contactName", t."contactEmail")`,
  trigram: `search_fold(coalesce(t."subject", '') || ' ' || coalesce(t."contactEmail", ''))`,
  url: (id) => `/messages?id=${id}`,
});
