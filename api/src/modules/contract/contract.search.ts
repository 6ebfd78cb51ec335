// Contracts and proposals in the workspace search (search/registry.ts): the latest versions, each kind on its own,
// each result opening the document's page.
import { registerSearch } from "../../search/registry";
import { ContractRef } from "./contract.schema";

const contract = {
  node: "Contract", ref: ContractRef, delegate: "contract", table: "contracts",
  fields: { A: ["title", "contractNumber"], D: ["notes"] },
  vector: `search_vector_contracts(t."title", t."contractNumber", t."notes")`,
  title: `coalesce(nullif(t."title", ''), t."contractNumber")`,
  subtitle: `t."contractNumber"`,
  trigram: `search_fold(coalesce(t."title", '') || ' ' || t."contractNumber")`,
};

registerSearch({ ...contract, type: "contract", where: `t."type" <> 'proposal' AND t."supersededAt" IS NULL`, url: (id) => `/contracts/${encodeURIComponent(id)}` });
registerSearch({ ...contract, type: "proposal", where: `t."type" = 'proposal' AND t."supersededAt" IS NULL`, url: (id) => `/proposals/${encodeURIComponent(id)}` });
