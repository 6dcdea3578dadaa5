import { existsSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./paths";

/** Loads .env (if present) into process.env without overriding what the shell already set. */
export function loadDotEnv(): void {
  const file = path.join(ROOT, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}
