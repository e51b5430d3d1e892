import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { planReachColumns, planReachOf } from '../visibility/plan-rules.repository';
import type { PlanReach } from '../visibility/visibility';

/** Ids per block read. */
const PLACE_BLOCK = 131072;

interface BlockReader {
  /**
   * Every row of `table` (aliased `t`; `id` its id column) in blocks of ids: per block, `packed` of each row joined
   * into one bytea (`where` narrows the rows), handed to `onBlock` as it arrives.
   */
  packedBlocks(
    table: string,
    id: RawBuilder<unknown>,
    packed: RawBuilder<unknown>,
    where: RawBuilder<unknown>,
    onBlock: (packed: Buffer) => void,
  ): Promise<void>;
}

/**
 * Reads the in-memory copies' rows (search visibility index, map index) as of one snapshot. Resolves with the
 * snapshot's xmin (`search_place_log` is followed from there) and the plan rule as of that snapshot (`plan_rules`).
 */
export function placeSnapshot(db: Db, read: (reader: BlockReader) => Promise<void>): Promise<{ xmin: string; reach: PlanReach }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ xmin: string; plan_chords: number[]; plan_unlimited: boolean[] }>`
        SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, ${planReachColumns}`.execute(trx);
      await read({
        async packedBlocks(table, id, packed, where, onBlock) {
          const { rows: range } = await sql<{ lo: string | null; hi: string | null }>`
            SELECT min(${id})::text AS lo, max(${id})::text AS hi FROM ${sql.table(table)} t`.execute(trx);
          if (range[0]?.lo == null || range[0].hi == null) return;
          for (let lo = Number(range[0].lo); lo <= Number(range[0].hi); lo += PLACE_BLOCK) {
            const { rows: block } = await sql<{ packed: Buffer | null }>`
              SELECT string_agg(${packed}, ''::bytea) AS packed FROM ${sql.table(table)} t
               WHERE ${id} >= ${lo}::bigint AND ${id} < ${lo + PLACE_BLOCK}::bigint AND ${where}`.execute(trx);
            if (block[0]?.packed) onBlock(block[0].packed);
          }
        },
      });
      return { xmin: rows[0]!.xmin, reach: planReachOf(rows[0]!) };
    });
}

/**
 * This snapshot's xmin, and whether `search_place_log` holds entries of `sources` written by transactions from `xmin`
 * on. The followers read the changes themselves only when there are any: that read is planned again on every call,
 * which cost more than the read when nothing changed. The first entry is taken in `xid` order so that any cached plan
 * walks the index from `xmin`: a generic plan of `EXISTS` expects a match among the first rows and scans the log.
 */
export async function placeLogSince(db: Db, xmin: string, sources: readonly number[]): Promise<{ xmin: string; changed: boolean }> {
  const { rows } = await sql<{ xmin: string; changed: boolean }>`
    SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
           (SELECT xid FROM search_place_log WHERE xid >= ${xmin}::xid8 AND source = ANY(${sources}::smallint[])
             ORDER BY xid LIMIT 1) IS NOT NULL AS changed`.execute(db);
  return rows[0]!;
}
