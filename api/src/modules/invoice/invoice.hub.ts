import { builder } from "../../graphql/builder";
import { hubBlock } from "../../graphql/hub";

// The invoices blocks of a client's hub and a project's page (graphql/hub.ts).
builder.prismaObjectFields("Client", (t) => ({
  invoices: t.relatedConnection("invoices", hubBlock("The client's invoices, newest first.")),
}));
builder.prismaObjectFields("Project", (t) => ({
  invoices: t.relatedConnection("invoices", hubBlock("The project's invoices, newest first.")),
}));
