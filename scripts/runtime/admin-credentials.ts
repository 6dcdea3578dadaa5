import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { DATA_DIR } from "./paths";

type AdminCredentials = { email: string; password: string; generated: boolean };

const FILE = path.join(DATA_DIR, "admin.json");
const DEFAULT_EMAIL = "admin@atelier.local";

/** A password that satisfies the shop's password policy (upper, lower, digit, special, ≥ 8). */
function generatePassword(): string {
  return `Atelier-${randomBytes(6).toString("hex")}-${randomBytes(2).toString("hex").toUpperCase()}!`;
}

/**
 * The first admin's login: ADMIN_EMAIL / ADMIN_PASSWORD when set; otherwise (local use only) generated once
 * and kept in .data/admin.json, so every start prints the same login until the maker changes it.
 */
export async function adminCredentials(allowGenerated: boolean): Promise<AdminCredentials | null> {
  const email = process.env.ADMIN_EMAIL?.trim();
  const password = process.env.ADMIN_PASSWORD?.trim();
  if (email && password) return { email, password, generated: false };
  if (!allowGenerated) return null;
  if (existsSync(FILE)) {
    const stored = JSON.parse(await readFile(FILE, "utf8")) as Partial<AdminCredentials>;
    if (typeof stored.email === "string" && typeof stored.password === "string") {
      return { email: stored.email, password: stored.password, generated: true };
    }
  }
  const created = { email: email ?? DEFAULT_EMAIL, password: generatePassword(), generated: true };
  await mkdir(DATA_DIR, { recursive: true });
  await writeFile(FILE, `${JSON.stringify({ email: created.email, password: created.password }, null, 2)}\n`, {
    mode: 0o600,
  });
  return created;
}
