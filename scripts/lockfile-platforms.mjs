// The registry reachable here serves only some platforms' builds of native packages (Next's SWC, Tailwind's
// oxide, the resolver ESLint uses). `npm install` then leaves the others out of package-lock.json, and
// `npm ci` refuses a lock file that lacks them. This adds each missing optional platform package with the
// os/cpu its name states, so npm skips it on other machines without fetching it, exactly as it would with a
// complete lock file. Run after `npm install`: `node scripts/lockfile-platforms.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "openharmony", "win32", "wasm32"];
const CPU = {
  arm64: "arm64",
  x64: "x64",
  arm: "arm",
  ia32: "ia32",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
};

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  if (!os || !cpu) return null;
  const libc = parts.some((part) => part.startsWith("musl"))
    ? ["musl"]
    : parts.some((part) => part.startsWith("gnu"))
      ? ["glibc"]
      : undefined;
  return os === "wasm32" ? { cpu: ["wasm32"] } : { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${path}/${key}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[key] = { version, ...platform, optional: true };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform packages this registry does not serve`);
