// npm run db:migrate: applies pending migrations to DATABASE_URL (the server also does this at start).
import { migrate } from "../api/src/db/migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Set DATABASE_URL. (With the embedded database, `npm start` applies migrations itself.)");
  process.exit(2);
}
migrate(url).then(
  (applied) => console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date"),
  (e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); },
);
