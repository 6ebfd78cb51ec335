import { builder } from "../../graphql/builder";
import { hubBlock } from "../../graphql/hub";

// The contracts and proposals blocks of a client's hub and a project's page (graphql/hub.ts): the latest version of each.
builder.prismaObjectFields("Client", (t) => ({
  contracts: t.relatedConnection("contracts", hubBlock("The client's contracts (the latest version of each, every type but proposal), newest first.",
    () => ({ supersededAt: null, type: { not: "proposal" } }))),
  proposals: t.relatedConnection("contracts", hubBlock("The client's proposals (the latest version of each), newest first.",
    () => ({ supersededAt: null, type: "proposal" }))),
}));
builder.prismaObjectFields("Project", (t) => ({
  contracts: t.relatedConnection("contracts", hubBlock("The project's contracts and proposals (the latest version of each), newest first.",
    () => ({ supersededAt: null }))),
}));
