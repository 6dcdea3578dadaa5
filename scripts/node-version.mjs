// Runs before `npm start` and `npm run dev` load anything else, in plain JavaScript that any Node.js can parse,
// so that an old Node says so in one line instead of failing inside tsx, Prisma or Next.js.
// The versions come from package.json "engines": Prisma 7's own range, which also covers what the scripts use
// themselves (process.loadEnvFile from 20.12, import.meta.dirname from 20.11).
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const range = manifest.engines.node;

function parse(version) {
  return version
    .replace(/^v/, "")
    .split(".")
    .map((part) => Number.parseInt(part, 10) || 0);
}

function atLeast(have, want) {
  for (let i = 0; i < 3; i += 1) {
    if ((have[i] || 0) !== (want[i] || 0)) return (have[i] || 0) > (want[i] || 0);
  }
  return true;
}

/** The `^A.B || >=C` ranges that package.json uses: ^ keeps the major version, >= allows any later one. */
function satisfies(version, engines) {
  const have = parse(version);
  return engines.split("||").some((part) => {
    const match = /^\s*(\^|>=)\s*v?([\d.]+)\s*$/.exec(part);
    if (!match) return false;
    const want = parse(match[2]);
    return atLeast(have, want) && (match[1] === ">=" || have[0] === want[0]);
  });
}

if (!satisfies(process.versions.node, range)) {
  console.error(
    `[atelier] Atelier needs Node.js ${range} (package.json engines) and this is ${process.versions.node}: install a Node.js in that range (the current LTS is), then run npm ci again`,
  );
  process.exit(1);
}
