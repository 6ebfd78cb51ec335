import { GraphQLError, Kind } from "graphql";
import { builder } from "./builder";

builder.scalarType("DateTime", {
  description: "An ISO-8601 timestamp",
  serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(v as string).toISOString()),
  parseValue: (v) => {
    const d = typeof v === "string" ? new Date(v) : null;
    if (!d || Number.isNaN(d.getTime())) throw new GraphQLError("DateTime must be an ISO-8601 string");
    return d;
  },
  parseLiteral: (ast) => {
    const d = ast.kind === Kind.STRING ? new Date(ast.value) : null;
    if (!d || Number.isNaN(d.getTime())) throw new GraphQLError("DateTime must be an ISO-8601 string");
    return d;
  },
});

builder.scalarType("Decimal", {
  description: "A money amount as a string with two decimals, e.g. \"1250.00\"",
  serialize: (v) => (typeof v === "object" && v !== null ? v.toFixed(2) : Number(v).toFixed(2)),
  parseValue: (v) => {
    if ((typeof v !== "string" && typeof v !== "number") || !/^-?\d+(\.\d+)?$/.test(String(v).trim())) throw new GraphQLError("Decimal must be a number");
    return String(v).trim();
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING && ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT) throw new GraphQLError("Decimal must be a number");
    return ast.value;
  },
});
