import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { placeLogSince, placeSnapshot } from './place-snapshot.repository';
import type { Earth, PlanReach } from '../visibility/visibility';
import { SOURCES, SOURCE_TABS } from './search-sources.sql';

/** A row's current plan rank and position (plan null: gone), or a whole source emptied (id null). */
export interface PlaceChange {
  source: number;
  id: number | null;
  plan: number | null;
  earth: Earth | null;
}

/** Every row's plan rank and position for the visibility index, and the rows changed since a snapshot. */
export function searchSnapshotsRepository(db: Db) {
  return {
    /**
     * Every row's plan rank and position, as of one snapshot, for the visibility index: per source and block of ids,
     * one bytea of 34-byte records (`int8send(id) || int2send(plan) || float8send(x, y, z)`, NaN without a position),
     * handed to `onBlock` as it arrives. Returns the snapshot's xmin (the next `placeChanges` starts there) and the
     * plan rule as of that snapshot.
     */
    async placeSnapshot(onBlock: (source: number, packed: Buffer) => void): Promise<{ xmin: string; reach: PlanReach }> {
      return placeSnapshot(db, async (reader) => {
        for (const tab of SOURCE_TABS) {
          const source = SOURCES[tab];
          const packed = sql`int8send(${source.id}) || int2send(${source.plan}) ||
                             float8send(coalesce(cube_ll_coord(${source.earth}, 1), 'NaN')) ||
                             float8send(coalesce(cube_ll_coord(${source.earth}, 2), 'NaN')) ||
                             float8send(coalesce(cube_ll_coord(${source.earth}, 3), 'NaN'))`;
          await reader.packedBlocks(source.table, source.id, packed, sql`true`, (block) => onBlock(source.rank, block));
        }
      });
    },

    /**
     * Rows written by every transaction that the snapshot of `xmin` could not see, with their current plan rank and
     * position (`found` false: the row is gone; `id` null: the whole source was emptied), and this snapshot's xmin.
     */
    async placeChanges(xmin: string): Promise<{ xmin: string; changes: PlaceChange[] }> {
      const since = await placeLogSince(
        db,
        xmin,
        SOURCE_TABS.map((tab) => SOURCES[tab].rank),
      );
      if (!since.changed) return { xmin: since.xmin, changes: [] };
      const branch = (tab: keyof typeof SOURCES) => {
        const source = SOURCES[tab];
        return sql`SELECT ${source.plan}::int AS plan, cube_ll_coord(${source.earth}, 1) AS x, cube_ll_coord(${source.earth}, 2) AS y,
                          cube_ll_coord(${source.earth}, 3) AS z
                     FROM ${sql.table(source.table)} t WHERE c.source = ${source.rank} AND ${source.id} = c.id`;
      };
      const { rows } = await sql<{ xmin: string; source: number | null; id: string | null; plan: number | null } & Partial<Earth>>`
        WITH s AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin),
        c AS (SELECT DISTINCT source, id FROM search_place_log WHERE xid >= ${xmin}::xid8)
        SELECT s.xmin, c.source::int AS source, c.id::text AS id, p.plan, p.x, p.y, p.z
          FROM s LEFT JOIN c ON true
          LEFT JOIN LATERAL (${sql.join(
            SOURCE_TABS.map((tab) => branch(tab)),
            sql` UNION ALL `,
          )}) p ON true`.execute(db);
      const changes: PlaceChange[] = [];
      for (const row of rows) {
        if (row.source === null) continue;
        changes.push({
          source: row.source,
          id: row.id === null ? null : Number(row.id),
          plan: row.plan,
          earth: row.x == null || row.y == null || row.z == null ? null : { x: row.x, y: row.y, z: row.z },
        });
      }
      return { xmin: rows[0]!.xmin, changes };
    },

    /** Forgets log entries older than `minutes` (a process that has not refreshed for that long reloads instead). */
    async prunePlaceLog(minutes: number): Promise<void> {
      await sql`DELETE FROM search_place_log WHERE logged_at < now() - make_interval(mins => ${minutes})`.execute(db);
    },
  };
}
