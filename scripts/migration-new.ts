// npm run db:migration:new <name>: writes prisma/migrations/<ts>_<name>/migration.sql with the SQL that takes the
// existing migrations to prisma/schema.prisma. Offline: Prisma's Wasm schema engine on a scratch database.
import { pendingSchemaChange, writeMigration } from "./lib/schema-engine";
import { withScratchDb } from "./lib/scratch-db";

async function main() {
  const name = process.argv[2];
  if (!name) { console.error("usage: npm run db:migration:new <name>"); process.exit(2); }
  const sql = await withScratchDb(pendingSchemaChange);
  if (!sql) { console.log("schema.prisma and the migrations agree: nothing to write."); return; }
  console.log(`wrote ${writeMigration(name, sql)}`);
}
main().catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
