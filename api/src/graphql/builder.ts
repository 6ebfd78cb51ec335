import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import type PrismaTypes from "../generated/pothos-types";
import { getDatamodel } from "../generated/pothos-types";
import type { GraphQLContext } from "../context";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { signedIn: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Decimal: { Input: string; Output: { toFixed(n: number): string } | string | number };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({ signedIn: ctx.viewer !== null }),
    // every field of an object requires a signed-in viewer unless it says otherwise
    defaultStrategy: "any",
  },
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

builder.queryType({ authScopes: { signedIn: true } });
builder.mutationType({ authScopes: { signedIn: true } });
builder.subscriptionType({ authScopes: { signedIn: true } });
