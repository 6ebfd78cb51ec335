// npm run db:migrate: applies pending migrations to DATABASE_URL (the server also does this at start).
import { migrate } from "../api/src/db/migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Set DATABASE_URL. (With the embedded database, `npm start` applies migrations itself.)");
  process.exit(2);
}
// the host of the app's address, as the server passes it (a migration may freeze a value derived from it)
const publicHost = process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).hostname : "localhost";
migrate(url, undefined, { publicHost }).then(
  (applied) => console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date"),
  (e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); },
);
