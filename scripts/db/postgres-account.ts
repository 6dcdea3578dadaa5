import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, chown, cp, lstat, mkdir, readlink, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The account Postgres runs as when we are root: Postgres refuses to run as root itself. */
export type PostgresAccount = { name: string; uid: number; gid: number };

/**
 * Where a root-run embedded Postgres keeps what its own account must reach when the checkout is private to root
 * (a clone in /root, a folder of mode 0700): a copy of the binaries and the clusters. Root-owned, enterable by all;
 * each cluster folder inside is owned by the Postgres account, mode 0700.
 */
const SHARED_HOME = "/var/lib/atelier";

const ACCOUNT = "postgres";

/** A problem an operator must solve, said in one line (never a stack trace). */
export class EmbeddedPostgresError extends Error {}

async function ids(name: string): Promise<{ uid: number; gid: number } | null> {
  try {
    const [uid, gid] = await Promise.all([run("id", ["-u", name]), run("id", ["-g", name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

/**
 * The unprivileged account to run Postgres as, or null when this process is not root (Postgres then runs as us).
 * A missing `postgres` system account is created, with no home and no login shell.
 */
export async function postgresAccount(): Promise<PostgresAccount | null> {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  const existing = await ids(ACCOUNT);
  if (existing) return { name: ACCOUNT, ...existing };
  try {
    const groupExists = (await run("getent", ["group", ACCOUNT]).catch(() => null)) !== null;
    if (!groupExists) await run("groupadd", ["--system", ACCOUNT]);
    await run("useradd", [
      "--system",
      "--gid",
      ACCOUNT,
      "--no-create-home",
      "--home-dir",
      "/nonexistent",
      "--shell",
      "/usr/sbin/nologin",
      ACCOUNT,
    ]);
  } catch {
    throw new EmbeddedPostgresError(
      "Postgres refuses to run as root and no 'postgres' system account could be created here: run npm start as a regular user, or set DATABASE_URL to a Postgres server",
    );
  }
  const created = await ids(ACCOUNT);
  if (!created)
    throw new EmbeddedPostgresError(
      "The 'postgres' system account was created but cannot be looked up (id -u postgres)",
    );
  return { name: ACCOUNT, ...created };
}

/**
 * Whether `account` can pass `test <flag> target`: the kernel's own answer, ACLs and all, rather than a guess from mode
 * bits.
 */
function accountCan(account: PostgresAccount, flag: "-x" | "-w", target: string): boolean {
  const result = spawnSync("/bin/sh", ["-c", 'test "$1" "$2"', "sh", flag, target], {
    uid: account.uid,
    gid: account.gid,
    stdio: "ignore",
  });
  return result.status === 0;
}

/** Makes a root-owned folder that every account may enter (an umask of 077 must not lock Postgres out). */
async function openFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  await chmod(folder, 0o755);
}

/**
 * The `native/` folder of the Postgres binaries as `account` can execute them: the installed package when it can
 * reach it, else a root-owned copy in SHARED_HOME (made once per package version, in a temporary folder renamed
 * into place so that an interrupted copy is never used).
 */
export async function reachableBinaries(
  nativeDir: string,
  version: string,
  account: PostgresAccount | null,
): Promise<string> {
  if (!account || accountCan(account, "-x", path.join(nativeDir, "bin", "postgres"))) return nativeDir;
  const target = path.join(SHARED_HOME, `postgresql-${version}`);
  if (existsSync(path.join(target, "bin", "postgres"))) return target;
  await openFolder(SHARED_HOME);
  const partial = `${target}.partial-${randomBytes(4).toString("hex")}`;
  // Library symlinks stay relative, exactly as the package's install step made them.
  await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  await chmod(partial, 0o755);
  await rename(partial, target).catch(async (error: unknown) => {
    await rm(partial, { recursive: true, force: true });
    // Another start copied it at the same moment: theirs is as good as ours.
    if (!existsSync(path.join(target, "bin", "postgres"))) throw error;
  });
  if (!accountCan(account, "-x", path.join(target, "bin", "postgres"))) {
    throw new EmbeddedPostgresError(
      `The '${account.name}' account cannot run the Postgres binaries copied to ${target}: check that folder's permissions`,
    );
  }
  return target;
}

async function isSymlink(file: string): Promise<boolean> {
  return lstat(file).then(
    (stats) => stats.isSymbolicLink(),
    () => false,
  );
}

/**
 * The folder the cluster really lives in, owned by `account` (mode 0700 is set by initdb).
 *
 * When the account cannot enter `dataDir`'s parent (a checkout private to root), a persistent cluster lives in
 * SHARED_HOME instead and `dataDir` becomes a symlink to it: `ls -l .data` shows where the database is, and
 * deleting `.data/` starts over as it does anywhere else. A cluster that already exists where the account cannot
 * reach it is never moved behind the operator's back.
 */
export async function reachableDataDir(
  dataDir: string,
  account: PostgresAccount | null,
  persistent: boolean,
): Promise<{ cluster: string; removeOnStop: string }> {
  if (await isSymlink(dataDir)) {
    const target = path.resolve(path.dirname(dataDir), await readlink(dataDir));
    if (existsSync(target)) return { cluster: await ownedBy(target, account), removeOnStop: target };
    await rm(dataDir);
  }
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  if (!account || accountCan(account, "-x", parent))
    return { cluster: await ownedBy(dataDir, account), removeOnStop: dataDir };
  if (existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new EmbeddedPostgresError(
      `The database in ${dataDir} cannot be reached by the '${account.name}' account that Postgres runs as (a folder above it is private to root): move the checkout to a folder others may enter, or make each folder above it enterable (chmod o+x)`,
    );
  }
  await openFolder(path.join(SHARED_HOME, "clusters"));
  const home = path.join(SHARED_HOME, "clusters", randomBytes(6).toString("hex"));
  await openFolder(home);
  // Says which checkout a cluster belongs to, for whoever tidies SHARED_HOME up later.
  await writeFile(path.join(home, "origin"), `${dataDir}\n`);
  const target = path.join(home, "postgres");
  if (persistent) {
    await rm(dataDir, { recursive: true, force: true });
    await symlink(target, dataDir);
  }
  return { cluster: await ownedBy(target, account), removeOnStop: home };
}

async function ownedBy(folder: string, account: PostgresAccount | null): Promise<string> {
  await mkdir(folder, { recursive: true });
  if (account) await chown(folder, account.uid, account.gid);
  return folder;
}
