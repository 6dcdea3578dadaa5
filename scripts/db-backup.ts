// npm run db:backup [-- FILE] — a pg_dump of the shop's database (DATABASE_URL, else the embedded one, running
// or not), by default into backups/. Uploaded images are files, not in the dump: docs/operations.md says how to
// keep them too.
import path from "node:path";
import { backupDatabase, backupFileIn } from "./db/backup";
import { withResolvedDatabase } from "./runtime/database";
import { loadDotEnv } from "./runtime/env-file";
import { ROOT, shortPath } from "./runtime/paths";

loadDotEnv();
const requested = process.argv[2];
try {
  const backup = await withResolvedDatabase((url) =>
    backupDatabase(url, path.resolve(requested ?? backupFileIn(path.join(ROOT, "backups"), url))),
  );
  console.log(
    `[atelier] Backed up database "${backup.database}" at ${backup.place} to ${shortPath(backup.file)} (${backup.kilobytes} kB, pg_dump ${backup.pgDump})`,
  );
  process.exit(0);
} catch (error) {
  console.error(`[atelier] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
