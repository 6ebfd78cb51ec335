import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import type PrismaTypes from "../generated/pothos-types";
import { getDatamodel } from "../generated/pothos-types";
import type { ServiceContext } from "../context";

export const builder = new SchemaBuilder<{
  // GraphQL is served only to a signed-in session (HTTP answers 401 and the WebSocket closes with 4401 before any
  // operation runs), so every resolver has a viewer
  Context: ServiceContext;
  PrismaTypes: PrismaTypes;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** a date-only field (common/day.ts): "YYYY-MM-DD" out; in, the text as sent, read by the service's validation */
    Date: { Input: string; Output: Date | string };
    Decimal: { Input: string; Output: { toFixed(n: number): string } | string | number };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  plugins: [ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    // every connection page is capped on the server, whatever `first` a client sends (literal or variable)
    maxConnectionSize: 100,
    defaultConnectionSize: 20,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
  },
  errors: { defaultTypes: [] },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
