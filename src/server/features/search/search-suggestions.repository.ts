import { sql, type RawBuilder } from 'kysely';
import { plannedDb, type Db } from '../../db/database';
import { NAME_SOURCE_OFFSET } from '../../db/migrations/0010-search-words';
import type { TableSizes } from './search-table-sizes.repository';
import { type Point, SOURCES, SOURCE_TABS, earthOf, nameTokens, textTokens, visible } from './search-sources.sql';

/** Suggestions for a partial query, and the name estimates that plan them. */
export function searchSuggestionsRepository(db: Db, tableSizes: TableSizes) {
  return {
    /**
     * Suggestions for a partial query, per source: names that start with it (C-collated b-tree, name order), then
     * names that contain one of `words` and every word of `exact`, then professions and businesses of one of `types`
     * (type tokens, migration 0045) nearest the viewer. The last two walk the table (the sources in `walk.names` /
     * `walk.types`, where such rows are frequent) or read the GIN bitmap (where they are rare). Each capped. The list
     * shows `perSource` suggestions at most, the stages in order: the types' rows are read only when the names leave room.
     */
    async suggestions(
      query: string,
      exact: string[],
      words: string[],
      types: string[],
      perSource: number,
      walk: { names: Set<number>; types: Set<number> },
      viewer: Point,
      notBy: readonly string[],
    ) {
      const q = sql`search_normalize(${query})`;
      const prefix = sql`replace(replace(replace(${q}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
      const sources = [
        {
          rank: 1,
          from: sql`professions t LEFT JOIN profession_types pt ON pt.profession_type_id = t.profession_type_id`,
          id: sql`t.profession_id`,
          place: SOURCES.professionals,
          label: sql`t.title`,
          owner: sql`t.auth_user_id`,
          sublabel: sql`pt.name`,
          typed: true,
        },
        {
          rank: 2,
          from: sql`businesses t LEFT JOIN business_types bt ON bt.business_type_id = t.business_type_id`,
          id: sql`t.business_id`,
          place: SOURCES.businesses,
          label: sql`t.name`,
          sublabel: sql`bt.name`,
          owner: sql`t.auth_user_id`,
          typed: true,
        },
        {
          rank: 3,
          from: sql`products t JOIN businesses b ON b.business_id = t.business_id`,
          id: sql`t.product_id`,
          place: SOURCES.products,
          label: sql`t.name`,
          sublabel: sql`b.name`,
          owner: sql`b.auth_user_id`,
          typed: false,
        },
        {
          rank: 4,
          from: sql`posts t JOIN users u ON u.user_id = t.user_id`,
          id: sql`t.post_id`,
          place: SOURCES.posts,
          label: sql`split_part(t.content, E'\\n', 1)`,
          owner: sql`t.user_id`,
          sublabel: sql`u.full_name`,
          typed: false,
        },
      ];
      const walked: RawBuilder<unknown>[] = [];
      const bitmapped: RawBuilder<unknown>[] = [];
      const typesWalked: RawBuilder<unknown>[] = [];
      const typesBitmapped: RawBuilder<unknown>[] = [];
      // Members hidden from the viewer by a block (decision 0019): only when there are any, so the usual query is unchanged.
      const notHidden = (owner: RawBuilder<unknown>) => (notBy.length ? sql` AND ${owner} <> ALL(${[...notBy]}::text[])` : sql``);
      for (const source of sources) {
        const row = sql`${source.rank}::int AS src, ${source.id}::text AS id, ${source.label} AS label, ${source.sublabel} AS sublabel`;
        const columns = sql`${row}, word_similarity(${q}, t.search_name)::float8 AS score`;
        const shown = sql`${visible(source.place, viewer)}${notHidden(source.owner)}`;
        walked.push(sql`(SELECT 0 AS stage, ${columns} FROM ${source.from}
               WHERE t.search_name COLLATE "C" LIKE ${prefix} AND ${shown}
               ORDER BY t.search_name COLLATE "C", ${source.id} LIMIT ${perSource})`);
        if (words.length) {
          const all = exact.length ? sql` AND ${nameTokens} @> ${exact}::text[]` : sql``;
          (walk.names.has(source.rank) ? walked : bitmapped).push(sql`(SELECT 1 AS stage, ${columns} FROM ${source.from}
               WHERE ${nameTokens} && ${words}::text[]${all} AND ${shown}
               LIMIT ${perSource})`);
        }
        if (types.length && source.typed) {
          // Nearest first: the score is the distance, negated (rows without a position last).
          const distance = sql`(${source.place.earth} <-> ${earthOf(viewer)})`;
          (walk.types.has(source.rank) ? typesWalked : typesBitmapped).push(sql`(SELECT 2 AS stage, ${row},
                 coalesce(-${distance}, '-Infinity'::float8)::float8 AS score FROM ${source.from}
               WHERE ${textTokens} && ${types}::text[] AND ${shown}
               ORDER BY ${distance} LIMIT ${perSource})`);
        }
      }
      type Row = { stage: number; src: number; id: string; label: string; sublabel: string | null; score: number };
      const read = async (groups: ReadonlyArray<readonly ['walk' | 'bitmap', RawBuilder<unknown>[]]>) =>
        (
          await Promise.all(
            groups.map(async ([mode, group]) =>
              group.length
                ? (await sql<Row>`SELECT s.* FROM (${sql.join(group, sql` UNION ALL `)}) s`.execute(plannedDb(db, mode))).rows
                : [],
            ),
          )
        ).flat();
      const rows = await read([
        ['walk', walked],
        ['bitmap', bitmapped],
      ]);
      if (new Set(rows.map((row) => `${row.src}:${row.id}`)).size < perSource) {
        rows.push(
          ...(await read([
            ['walk', typesWalked],
            ['bitmap', typesBitmapped],
          ])),
        );
      }
      return rows.sort(
        (x, y) => x.stage - y.stage || y.score - x.score || x.label.length - y.label.length || x.src - y.src || Number(x.id) - Number(y.id),
      );
    },

    /**
     * Estimated number of names per source (1–4) that contain one of `words` and all of `exact`, and of professions
     * and businesses (1, 2) of one of `types`: per word, the density of its newest bitmap chunks times the number of
     * chunks it occurs in (cheap; only picks a plan). The newest chunk alone is usually part-filled (the table ends
     * inside it), so the denser of the newest two counts.
     */
    async nameEstimates(
      words: string[],
      exact: string[],
      types: string[] = [],
    ): Promise<{ estimate: Map<number, number>; typeEstimate: Map<number, number>; rows: Map<number, number> }> {
      const list = [...new Set([...words, ...exact, ...types])];
      const { rows } = await sql<{ source: number; word: string; n: number }>`
        SELECT p.source::int AS source, x.word,
               (count(*) * (SELECT max(bit_count(l.bits)) FROM (
                              SELECT bits FROM search_postings l
                               WHERE l.word = x.word AND l.source = p.source ORDER BY l.chunk DESC LIMIT 2) l))::float8 AS n
          FROM unnest(${list}::text[]) AS x(word)
          JOIN search_postings p ON p.word = x.word
                                AND (p.source > ${NAME_SOURCE_OFFSET} OR (x.word = ANY(${types}::text[]) AND p.source < ${NAME_SOURCE_OFFSET}))
         GROUP BY p.source, x.word`.execute(db);
      const sizes = await tableSizes();
      const estimate = new Map<number, number>();
      const typeEstimate = new Map<number, number>();
      for (const rank of [1, 2, 3, 4]) {
        const of = (word: string, source = rank + NAME_SOURCE_OFFSET) =>
          rows.find((row) => row.source === source && row.word === word)?.n ?? 0;
        let n = words.reduce((sum, word) => sum + of(word), 0);
        for (const word of exact) n = Math.min(n, of(word));
        estimate.set(rank, n);
        typeEstimate.set(
          rank,
          types.reduce((sum, type) => sum + of(type, rank), 0),
        );
      }
      const size = new Map(
        sizes.map(({ table, rows: count }) => [SOURCE_TABS.findIndex((tab) => SOURCES[tab].table === table) + 1, count]),
      );
      return { estimate, typeEstimate, rows: size };
    },
  };
}
