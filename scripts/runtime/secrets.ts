import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { DATA_DIR } from "./paths";

/** A random secret kept in .data/<name> so that it survives restarts (sessions stay valid). */
export async function readOrCreateSecret(name: string, bytes = 48): Promise<string> {
  const file = path.join(DATA_DIR, name);
  if (existsSync(file)) {
    const existing = (await readFile(file, "utf8")).trim();
    if (existing) return existing;
  }
  await mkdir(DATA_DIR, { recursive: true });
  const secret = randomBytes(bytes).toString("base64url");
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
