import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { applyDatabaseCode } from './database-code';
import { migrationProvider } from './migrations';
import { preparingPool } from './preparing-pool';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  pool: pg.Pool;
  /** The connection string, for clients that keep their own pool (the job queue). */
  url: string;
  close(): Promise<void>;
}

/**
 * How a query must be executed, where the planner's own choice is known to be wrong for it: `walk` reads an index in
 * result order and stops at the limit; `bitmap` reads the GIN bitmap and sorts (search decides per part, decision
 * 0005). Sequential scans and JIT are off in both. `byKey` is for rows read by a list of their keys (a page's cards):
 * the plan is the same whatever the keys, but the planner costs a parameter array at 10 keys, finds the generic plan
 * dearer than a custom one for a page of 6 and plans again on every call (most of a card query's time: decision 0007);
 * its connections always use the generic plan. `walkGeneric` and `bitmapGeneric` are `walk` and `bitmap` with generic
 * plans, for statements whose plan cannot depend on their values (search's level reads: planning one took longer than
 * running it, decision 0007); a LIKE pattern, whose index range comes from its value, must not run on them.
 */
export type PlannerMode = 'walk' | 'bitmap' | 'walkGeneric' | 'bitmapGeneric' | 'byKey';
const WALK = '-c jit=off -c enable_seqscan=off -c enable_bitmapscan=off -c enable_indexscan=on -c enable_indexonlyscan=on';
const BITMAP = '-c jit=off -c enable_seqscan=off -c enable_bitmapscan=on -c enable_indexscan=off -c enable_indexonlyscan=off';
const GENERIC = '-c plan_cache_mode=force_generic_plan';
const PLANNER_OPTIONS: Record<PlannerMode, string> = {
  walk: WALK,
  bitmap: BITMAP,
  walkGeneric: `${WALK} ${GENERIC}`,
  bitmapGeneric: `${BITMAP} ${GENERIC}`,
  byKey: `-c jit=off ${GENERIC}`,
};
/** Connections per planner mode (opened on first use): search's parts, and as many card reads as the main pool's requests. */
const PLANNER_POOL_MAX: Record<PlannerMode, number> = { walk: 4, bitmap: 4, walkGeneric: 4, bitmapGeneric: 4, byKey: 10 };

const plannerDbs = new WeakMap<Db, (mode: PlannerMode) => Db>();

/**
 * The same database through connections whose planner settings are fixed at connect time for this mode: one
 * statement, no transaction and no SET round trips around it, and cached plans always made under these settings.
 */
export function plannedDb(db: Db, mode: PlannerMode): Db {
  const planned = plannerDbs.get(db);
  if (!planned) throw new Error('plannedDb needs a database opened by connectDatabase');
  return planned(mode);
}

function openDb(url: string, max: number, options?: string): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max, ...(options ? { options } : {}) });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (error) => console.warn(`[localhub] idle database connection lost: ${error.message}`));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) }), pool };
}

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const { db, pool } = openDb(url, options.max ?? 10);
  const modes = new Map<PlannerMode, Db>();
  plannerDbs.set(db, (mode) => {
    let planned = modes.get(mode);
    if (!planned) {
      planned = openDb(url, PLANNER_POOL_MAX[mode], PLANNER_OPTIONS[mode]).db;
      modes.set(mode, planned);
    }
    return planned;
  });
  return {
    db,
    pool,
    url,
    close: async () => void (await Promise.all([db.destroy(), ...[...modes.values()].map((planned) => planned.destroy())])),
  };
}

/**
 * Brings the schema up to date, then the database's functions, triggers and views to their definitions in `db/sql`
 * (decision 0031); fails with the first error. Returns the migrations it applied.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  await applyDatabaseCode(db);
  return (results ?? []).map((r) => r.migrationName);
}
