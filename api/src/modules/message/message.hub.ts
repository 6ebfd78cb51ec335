import { builder } from "../../graphql/builder";
import { hubBlock } from "../../graphql/hub";

// The messages blocks of a client's hub and a project's page (graphql/hub.ts).
builder.prismaObjectFields("Client", (t) => ({
  messages: t.relatedConnection("messages", hubBlock("The client's messages, newest first.")),
}));
builder.prismaObjectFields("Project", (t) => ({
  messages: t.relatedConnection("messages", hubBlock("The project's messages, newest first.")),
}));
