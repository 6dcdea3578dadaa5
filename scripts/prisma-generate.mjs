// Runs `prisma generate` without letting the CLI reach for its native schema engine:
// the CLI insists on a binary path at start-up, and any existing file satisfies it.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const result = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: fileURLToPath(new URL("../package.json", import.meta.url)),
    CHECKPOINT_DISABLE: "1",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    NEXT_TELEMETRY_DISABLED: "1",
  },
});
process.exit(result.status ?? 1);
