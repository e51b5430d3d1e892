import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A live pid that is not a Node process (Linux tells through /proc) is a reused number, not a LocalHub server. */
function isNodeProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return !existsSync('/proc');
  }
}

/*
 * The process running an embedded cluster (a server, or a command such as `npm run admin`) writes its pid beside it.
 * Another process on the same data must not stop that database as if it had been left behind (by a server killed with
 * SIGKILL): it shares it, or stops with a clear message. A file whose process is gone is taken over.
 */
const ownerFile = (dataDir: string) => `${dataDir}.server.pid`;

/** The live process running the cluster in `dataDir`, if any. */
export function liveOwner(dataDir: string): number | null {
  const file = ownerFile(dataDir);
  if (!existsSync(file)) return null;
  const owner = Number(readFileSync(file, 'utf8').trim());
  const live = Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner) && isNodeProcess(owner);
  return live ? owner : null;
}

/** Marks the cluster as run by this process; returns the release. */
export function claimCluster(dataDir: string): () => void {
  writeFileSync(ownerFile(dataDir), `${process.pid}\n`);
  return () => rmSync(ownerFile(dataDir), { force: true });
}

/** The port the running cluster listens on (the fourth line of postmaster.pid). */
export function runningPort(dataDir: string): number {
  const port = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`The embedded PostgreSQL in ${dataDir} is starting or stopping: try again in a moment.`);
  return port;
}
