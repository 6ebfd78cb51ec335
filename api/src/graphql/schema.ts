import type { GraphQLSchema } from "graphql";
import { builder } from "./builder";
import "./scalars";
import "./errors";
import "../modules";

let cached: GraphQLSchema | null = null;

/**
 * The whole GraphQL schema, sorted lexicographically (the order schema.graphql is printed in): Pothos sorts it by
 * default, so it is not sorted again (each sort builds a copy of every type).
 */
export function getSchema(): GraphQLSchema {
  return (cached ??= builder.toSchema());
}
