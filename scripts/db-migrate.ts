// npm run db:migrate — applies prisma/migrations to DATABASE_URL (or the embedded database), offline.
import { applyMigrations } from "./db/migrations";
import { redactUrl } from "./db/pg-url";
import { withResolvedDatabase } from "./runtime/database";
import { loadDotEnv } from "./runtime/env-file";

loadDotEnv();
try {
  const applied = await withResolvedDatabase(async (url) => {
    console.log(`Applying migrations to ${redactUrl(url)}`);
    return applyMigrations(url);
  });
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Already up to date.");
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
