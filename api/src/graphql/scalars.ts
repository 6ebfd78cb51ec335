import { GraphQLError, Kind } from "graphql";
import { dayOf, dayText } from "@common/day";
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

const DATE_HINT = "Date must be YYYY-MM-DD (or an ISO-8601 timestamp)";
const dateInput = (v: unknown) => {
  // no date, as the services read an empty text
  if (typeof v === "string" && v.trim() === "") return "";
  if (typeof v !== "string" || dayOf(v) === null) throw new GraphQLError(DATE_HINT);
  return v.trim();
};

builder.scalarType("Date", {
  description: "A calendar day, YYYY-MM-DD (a due date, an issue date, a start or end date): no time, no zone. As input, "
    + "an ISO-8601 timestamp is also read: 00:00 UTC as that day, any other instant as its day in the workspace's time zone; an empty text is no date.",
  serialize: (v) => {
    const day = dayText(v as Date | string);
    if (!day) throw new GraphQLError("Date out of range");
    return day;
  },
  parseValue: dateInput,
  parseLiteral: (ast) => dateInput(ast.kind === Kind.STRING ? ast.value : null),
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
