// npm run secrets:rotate: after ENCRYPTION_KEY was changed (the former key given as ENCRYPTION_KEY_PREVIOUS), seals
// every connection's secrets again under the new key; then ENCRYPTION_KEY_PREVIOUS can be removed. Safe to run while
// the app runs on an external DATABASE_URL (each row is written only if unchanged since read); with the embedded
// database, stop the app first. README, "Configuration".
import pino from "pino";
import { loadConfig } from "../api/src/config";
import { openDatabase } from "../api/src/db/database";
import { resealSecrets } from "../api/src/modules/integration";

async function main() {
  const config = loadConfig();
  if (!config.encryption.previousKey) console.warn("ENCRYPTION_KEY_PREVIOUS is not set: only rows sealed under another key than ENCRYPTION_KEY would be sealed again, and they cannot be opened");
  const db = await openDatabase(config, pino({ level: "warn" }));
  try {
    const n = await resealSecrets({ prisma: db.prisma, config });
    console.log(`sealed again under the current key: ${n} connection(s)`);
  } finally {
    await db.close();
  }
}
main().catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
