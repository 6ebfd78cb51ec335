// npm run schema:print: writes schema.graphql from the Pothos builder (sorted), the file relay-compiler reads.
import fs from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { getSchema } from "../api/src/graphql/schema";

export const SCHEMA_FILE = path.resolve(__dirname, "../schema.graphql");
export const printedSchema = () => printSchema(getSchema()) + "\n";

if (require.main === module) {
  fs.writeFileSync(SCHEMA_FILE, printedSchema());
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}
