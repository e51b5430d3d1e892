import { sql } from 'kysely';
import type { AnalyticsKind } from '../../../shared/schemas/analytics';
import type { Db } from '../../db/database';

export interface CounterRow {
  kind: AnalyticsKind;
  id: number;
  day: string;
  metric: string;
  count: number;
}
export interface WordRow {
  kind: AnalyticsKind;
  id: number;
  day: string;
  word: string;
  count: number;
}
export interface ViewerRow {
  kind: AnalyticsKind;
  id: number;
  day: string;
  /** Hex of the keyed hash. */
  key: string;
}

/** Owner analytics storage: daily roll-ups written in batches, read per listing and period (decision 0015). */
export function analyticsRepository(db: Db) {
  return {
    /**
     * One statement per batch: new viewer keys (a repeat view the same day adds nothing), the counters (plus one view
     * per new viewer) and the search words, each upserted in key order so concurrent batches do not deadlock.
     */
    async flush(counters: CounterRow[], words: WordRow[], viewers: ViewerRow[]): Promise<void> {
      if (!counters.length && !words.length && !viewers.length) return;
      const col = <T, K extends keyof T>(rows: T[], key: K) => rows.map((row) => row[key]);
      await sql`
        WITH words AS (
          INSERT INTO listing_daily_words (listing_kind, listing_id, day, word, count)
          SELECT * FROM unnest(${col(words, 'kind')}::text[], ${col(words, 'id')}::bigint[], ${col(words, 'day')}::date[],
                               ${col(words, 'word')}::text[], ${col(words, 'count')}::int[])
          ORDER BY 1, 2, 3, 4
          ON CONFLICT (listing_kind, listing_id, day, word) DO UPDATE SET count = listing_daily_words.count + excluded.count
          RETURNING 1
        ), fresh AS (
          INSERT INTO listing_daily_viewers (listing_kind, listing_id, day, viewer_key)
          SELECT k, i, d, decode(v, 'hex')
          FROM unnest(${col(viewers, 'kind')}::text[], ${col(viewers, 'id')}::bigint[], ${col(viewers, 'day')}::date[],
                      ${col(viewers, 'key')}::text[]) AS t(k, i, d, v)
          ORDER BY 1, 2, 3, 4
          ON CONFLICT DO NOTHING
          RETURNING listing_kind, listing_id, day
        ), counts AS (
          SELECT listing_kind AS k, listing_id AS i, day AS d, 'views'::text AS m, count(*)::int AS n FROM fresh GROUP BY 1, 2, 3
          UNION ALL
          SELECT * FROM unnest(${col(counters, 'kind')}::text[], ${col(counters, 'id')}::bigint[], ${col(counters, 'day')}::date[],
                               ${col(counters, 'metric')}::text[], ${col(counters, 'count')}::int[]) AS c(k, i, d, m, n)
        )
        INSERT INTO listing_daily_stats (listing_kind, listing_id, day, metric, count)
        SELECT k, i, d, m, sum(n)::int FROM counts GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (listing_kind, listing_id, day, metric) DO UPDATE SET count = listing_daily_stats.count + excluded.count`.execute(db);
    },

    /** The listing's counters from `from` to `to` (inclusive, YYYY-MM-DD). */
    async counters(kind: AnalyticsKind, id: number, from: string, to: string) {
      const { rows } = await sql<{ metric: string; day: string; count: number }>`
        SELECT metric, to_char(day, 'YYYY-MM-DD') AS day, count FROM listing_daily_stats
        WHERE listing_kind = ${kind} AND listing_id = ${id} AND day BETWEEN ${from}::date AND ${to}::date`.execute(db);
      return rows;
    },

    /** The words that found the listing most often from `from` to `to`. */
    async topWords(kind: AnalyticsKind, id: number, from: string, to: string, limit: number) {
      const { rows } = await sql<{ word: string; count: number }>`
        SELECT word, sum(count)::int AS count FROM listing_daily_words
        WHERE listing_kind = ${kind} AND listing_id = ${id} AND day BETWEEN ${from}::date AND ${to}::date
        GROUP BY word ORDER BY count DESC, word LIMIT ${limit}`.execute(db);
      return rows;
    },

    /** Viewer keys are needed only for the day they de-duplicate. */
    async forgetViewersBefore(day: string): Promise<void> {
      await db.deleteFrom('listing_daily_viewers').where('day', '<', day).execute();
    },
  };
}
