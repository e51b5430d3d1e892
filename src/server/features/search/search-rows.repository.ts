import { sql, type RawBuilder } from 'kysely';
import { plannedDb, type Db } from '../../db/database';
import type { SearchTerms } from './search-terms';
import {
  type Level,
  type Part,
  type Point,
  type RankedRow,
  type SearchPosition,
  earthOf,
  levelCondition,
  searchOrder,
  visible,
} from './search-sources.sql';

/** The rows of a results page, one level at a time, in result order. */
export function searchRowsRepository(db: Db) {
  return {
    /**
     * Up to `limit` rows of one level from the given parts after `after` (which is at this level or a higher one), in
     * (distance, source, id) order. A GiST KNN scan orders by distance only (PostgreSQL 15 cannot add the id key on
     * top of it), so a walked part takes its `limit` nearest rows and completes the last distance from the (position,
     * id) b-tree (migration 0020): the id order among rows at one point is exact without reading them all. Walked parts run on connections planned with
     * bitmap and sequential scans off (so the index that gives the order is used and stops at the LIMIT); the others on
     * connections with plain index scans and sequential scans off (so the GIN bitmap is used): `plannedDb`. The two
     * groups run at the same time, one statement each.
     */
    async level(
      parts: Part[],
      terms: SearchTerms,
      level: Level,
      origin: Point | null,
      viewer: Point,
      after: SearchPosition | null,
      limit: number,
    ): Promise<RankedRow[]> {
      const cursor = after && after.level === level ? after : null;
      const point = origin ? earthOf(origin) : null;
      const queries: Array<{ walk: boolean; query: RawBuilder<unknown> }> = [];
      for (const { source, placed, walk } of parts) {
        const where = sql`${levelCondition(terms, level)} AND ${visible(source, viewer)}`;
        const from = sql`${sql.table(source.table)} t`;
        if (placed === 'placed' && point) {
          const distance = sql`(${source.earth} <-> ${point})`;
          let past = sql`true`;
          if (cursor) {
            if (cursor.distance === Infinity) continue;
            if (source.rank < cursor.rank) past = sql`${distance} > ${cursor.distance}::float8`;
            else if (source.rank > cursor.rank) past = sql`${distance} >= ${cursor.distance}::float8`;
            else past = sql`(${distance}, ${source.id}) > (${cursor.distance}::float8, ${cursor.id}::bigint)`;
          }
          const columns = sql`${source.rank}::int AS src, ${source.id} AS id, ${distance}::float8 AS distance,
                     earth_distance(${source.earth}, ${point})::float8 AS metres`;
          const rows = sql`FROM ${from} WHERE ${where} AND ${source.earth} IS NOT NULL AND ${past}`;
          // A bitmap part is read whole and sorted: (distance, id) is exact. A walk reads nearest first and cannot order
          // rows at one distance by id; the rows at the page's last distance (in practice one point: posts placed at
          // their author's city, products of one business) come from the (position, id) index in id order instead of
          // reading every row at that point. Where rows share points (a city's posts) and the nearest point alone
          // fills the page, that point is the page: the walk stops at the first match and the nearest `limit` are not
          // walked as well (the walk runs only when the point falls short; a one-time filter skips it otherwise).
          // Other sources walk at once: the extra statement parts would cost more planning than they save.
          const atPoint = (point: RawBuilder<unknown>) => sql`SELECT ${columns} ${rows} AND ${source.earth} = ${point}
                ORDER BY ${source.id} LIMIT ${limit}`;
          const walked = sql`
                SELECT src, id, distance, metres FROM knn, edge WHERE knn.distance < edge.d
                UNION ALL
                (${atPoint(sql`(SELECT at FROM knn, edge WHERE knn.distance = edge.d LIMIT 1)`)})`;
          const nearestFirst = sql`
              knn AS MATERIALIZED (SELECT ${columns}, ${source.earth} AS at ${rows} ORDER BY ${distance} LIMIT ${limit}),
              edge AS (SELECT max(distance) AS d FROM knn)`;
          queries.push({
            walk,
            query: !walk
              ? sql`(SELECT ${columns} ${rows} ORDER BY ${distance}, ${source.id} LIMIT ${limit})`
              : source.sharesPoints
                ? sql`(
              WITH nearest AS MATERIALIZED (SELECT ${source.earth} AS at ${rows} ORDER BY ${distance} LIMIT 1),
              first_point AS MATERIALIZED (${atPoint(sql`(SELECT at FROM nearest)`)}),
              ${nearestFirst}
              SELECT * FROM first_point WHERE (SELECT count(*) FROM first_point) = ${limit}
              UNION ALL
              SELECT * FROM (${walked}) walked WHERE (SELECT count(*) FROM first_point) < ${limit})`
                : sql`(WITH ${nearestFirst} ${walked})`,
          });
        } else {
          let past = sql`true`;
          if (cursor && (placed === 'all' || cursor.distance === Infinity)) {
            if (source.rank < cursor.rank) continue;
            if (source.rank === cursor.rank) past = sql`${source.id} > ${cursor.id}::bigint`;
          }
          queries.push({
            walk,
            query: sql`(
              SELECT ${source.rank}::int AS src, ${source.id} AS id, NULL::float8 AS distance, NULL::float8 AS metres
                FROM ${from}
               WHERE ${where} ${placed === 'unplaced' ? sql`AND ${source.earth} IS NULL` : sql``} AND ${past}
               ORDER BY ${source.id}
               LIMIT ${limit})`,
          });
        }
      }
      if (!queries.length) return [];
      // The walked parts and the bitmap parts, each one statement on connections planned for it, at the same time.
      const groups = await Promise.all(
        ([true, false] as const).map(async (walk) => {
          const group = queries.filter((q) => q.walk === walk).map((q) => q.query);
          if (!group.length) return [];
          const result = await sql<Omit<RankedRow, 'level'>>`
            SELECT s.* FROM (${sql.join(group, sql` UNION ALL `)}) s
            ORDER BY coalesce(s.distance, 'Infinity'::float8), s.src, s.id
            LIMIT ${limit}`.execute(plannedDb(db, walk ? 'walkGeneric' : 'bitmapGeneric'));
          return result.rows;
        }),
      );
      return groups
        .flat()
        .sort(searchOrder)
        .slice(0, limit)
        .map((row) => ({ ...row, level }));
    },
  };
}
