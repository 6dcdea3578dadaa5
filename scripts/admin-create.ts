// npm run admin:create -- --email E --password P [--name N] — creates an ADMIN, or promotes an existing account.
import { parseArgs } from "node:util";
import { z } from "zod";
import { createOrPromoteAdmin } from "@/lib/auth/admin-accounts";
import { createDbClient } from "@/lib/db-client";
import { withResolvedDatabase } from "./runtime/database";
import { loadDotEnv } from "./runtime/env-file";

const argsSchema = z.object({
  email: z.email("--email must be an email address"),
  password: z
    .string()
    .min(8, "--password must be at least 8 characters")
    .max(72, "--password must be at most 72 characters"),
  name: z.string().trim().min(1).optional(),
});

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  strict: true,
});
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => issue.message).join("\n"));
  console.error("Usage: npm run admin:create -- --email E --password P [--name N]");
  process.exit(2);
}

loadDotEnv();
try {
  const admin = await withResolvedDatabase(async (url) => {
    const client = createDbClient(url, 1);
    try {
      return await createOrPromoteAdmin(client, parsed.data);
    } finally {
      await client.$disconnect();
    }
  });
  console.log(`${admin.email} is an admin.`);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
