import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // Outside Next.js the guard package throws on import; tests run server code on purpose.
      { find: /^server-only$/, replacement: path.join(root, "tests/support/server-only.ts") },
      // next/cache's revalidatePath needs a running Next.js server; the stand-in records the calls instead.
      { find: /^next\/cache$/, replacement: path.join(root, "tests/support/next-cache.ts") },
    ],
  },
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/support/global-database.ts"],
    pool: "forks",
    // Each file gets its own database, so files run in parallel; two cores, so two workers.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: "test",
      NEXT_TELEMETRY_DISABLED: "1",
      CHECKPOINT_DISABLE: "1",
      AUTH_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
      // env() requires a DATABASE_URL; unit tests that never query get one that refuses at once (port 1),
      // and useTestDatabase() points it at the file's own database.
      DATABASE_URL: "postgresql://unused@127.0.0.1:1/no_database_in_unit_tests",
      APP_URL: "http://localhost:3000",
      // Warnings and errors show in the test output; the line per API request would drown them (tests that read
      // the log catch it with tests/support/logs.ts).
      LOG_LEVEL: "warn",
      // The S3 SDK's notice that its releases after January 2027 will need Node 22 (the version here is pinned).
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    },
  },
});
