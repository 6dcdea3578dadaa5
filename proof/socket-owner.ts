import { readFile, readdir, readlink } from "node:fs/promises";

/** The inode of the IPv4 or IPv6 TCP socket bound locally to `port` on loopback, from /proc/net. */
async function socketInode(port: number): Promise<string | null> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const lines = (await readFile(table, "utf8").catch(() => "")).split("\n").slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT" in hex; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[9] && fields[9] !== "0") return fields[9];
    }
  }
  return null;
}

async function holdsSocket(pid: number, inode: string): Promise<boolean> {
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
  for (const fd of fds) {
    if ((await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "")) === `socket:[${inode}]`) return true;
  }
  return false;
}

/**
 * Which of `candidates` (label → pid) has the client end of a loopback connection whose local port is `port`:
 * how the proof tells which instance opened a connection to its SMTP forwarder. Null when none does (or the
 * connection is already gone).
 */
export async function socketOwner(port: number, candidates: ReadonlyMap<string, number>): Promise<string | null> {
  const inode = await socketInode(port);
  if (!inode) return null;
  for (const [label, pid] of candidates) {
    if (await holdsSocket(pid, inode)) return label;
  }
  return null;
}
