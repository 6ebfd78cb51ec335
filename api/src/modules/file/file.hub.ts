import { builder } from "../../graphql/builder";
import { hubBlock } from "../../graphql/hub";

// The files blocks of a client's hub and a project's page (graphql/hub.ts).
builder.prismaObjectFields("Client", (t) => ({
  files: t.relatedConnection("files", hubBlock("The client's files, newest first.")),
}));
builder.prismaObjectFields("Project", (t) => ({
  files: t.relatedConnection("files", hubBlock("The project's files, newest first.")),
}));
