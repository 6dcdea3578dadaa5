// npm run db:migration -- NAME — writes prisma/migrations/<timestamp>_NAME from the changes in schema.prisma.
import { createMigration } from "./db/migrations";
import { withResolvedDatabase } from "./runtime/database";
import { loadDotEnv } from "./runtime/env-file";

const name = process.argv[2]?.trim();
if (!name || !/^[a-z0-9_]+$/i.test(name)) {
  console.error("Usage: npm run db:migration -- NAME   (letters, digits and underscores)");
  process.exit(2);
}

loadDotEnv();
try {
  const folder = await withResolvedDatabase((url) => createMigration(url, name));
  console.log(
    folder ? `Created prisma/migrations/${folder}/migration.sql` : "No schema changes: no migration created.",
  );
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
