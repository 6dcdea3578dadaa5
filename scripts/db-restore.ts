// npm run db:restore -- FILE — makes the shop's database (DATABASE_URL, else the embedded one) what the backup
// in FILE was, in one transaction, after saving the database as it is now beside FILE. Stop every instance of
// the shop first (docs/operations.md).
import path from "node:path";
import { backupFileIn, restoreDatabase } from "./db/backup";
import { withResolvedDatabase } from "./runtime/database";
import { loadDotEnv } from "./runtime/env-file";
import { shortPath } from "./runtime/paths";

loadDotEnv();
const requested = process.argv[2];
if (!requested) {
  console.error("[atelier] Name the backup to restore: npm run db:restore -- backups/FILE.dump");
  process.exit(1);
}
try {
  const file = path.resolve(requested);
  const restore = await withResolvedDatabase((url) =>
    restoreDatabase(url, file, backupFileIn(path.dirname(file), url, "-before-restore")),
  );
  if (restore.safetyCopy)
    console.log(`[atelier] The database as it was is saved in ${shortPath(restore.safetyCopy.file)}`);
  else
    console.log(
      `[atelier] No copy of the database as it was could be made first: ${restore.safetyCopySkipped ?? "unknown reason"}`,
    );
  console.log(`[atelier] Restored database "${restore.database}" at ${restore.place} from ${shortPath(file)}`);
  if (restore.pendingMigrations.length > 0) {
    console.log(
      `[atelier] The backup predates ${restore.pendingMigrations.length} migration(s) of this code: run npm run db:migrate before starting the shop`,
    );
  }
  process.exit(0);
} catch (error) {
  console.error(`[atelier] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
