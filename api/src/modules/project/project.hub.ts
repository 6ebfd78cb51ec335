import { builder } from "../../graphql/builder";
import { hubBlock } from "../../graphql/hub";

// The projects block of a client's hub (graphql/hub.ts).
builder.prismaObjectFields("Client", (t) => ({
  projects: t.relatedConnection("projects", hubBlock("The client's projects, newest first.")),
}));
