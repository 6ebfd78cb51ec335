import { lexicographicSortSchema, type GraphQLSchema } from "graphql";
import { builder } from "./builder";
import "./scalars";
import "./errors";
import "../modules";

let cached: GraphQLSchema | null = null;

/** The whole GraphQL schema, sorted lexicographically (the order schema.graphql is printed in). */
export function getSchema(): GraphQLSchema {
  return (cached ??= lexicographicSortSchema(builder.toSchema()));
}
