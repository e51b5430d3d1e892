import { sql, type RawBuilder } from 'kysely';
import type { SearchTab } from '../../../shared/schemas/discovery';
import type { Db } from '../../db/database';

/**
 * Search over professions, businesses, products and posts (docs/decisions/0005-search.md).
 *
 * A row matches when every query word is found in its `search_text` by trigram word similarity
 * (`word <% search_text`, pg_trgm.word_similarity_threshold = 0.6 by default): case-, accent- and typo-tolerant,
 * served by the GIN trigram index. Its score is the mean word similarity of the query words to `search_text` plus
 * the word similarity of the whole query to `search_name`, so a name that is the query beats a description
 * that mentions it. Order: score descending, then distance to the viewer (when given; listings without a position
 * last), then source (profession, business, product, post), then id — a total order, so keyset pages never
 * repeat or skip a row.
 */

export type SourceType = 'profession' | 'business' | 'product' | 'post';

interface Source {
  type: SourceType;
  /** Position in the tie order across sources. */
  rank: number;
  from: RawBuilder<unknown>;
  id: RawBuilder<unknown>;
  /** The `earth` of the row's position, or NULL. */
  earth: RawBuilder<unknown>;
}

export const SOURCES: Record<Exclude<SearchTab, 'all'>, Source> = {
  professionals: { type: 'profession', rank: 1, from: sql`professions t`, id: sql`t.profession_id`, earth: sql`t.earth` },
  businesses: { type: 'business', rank: 2, from: sql`businesses t`, id: sql`t.business_id`, earth: sql`t.earth` },
  products: {
    type: 'product',
    rank: 3,
    from: sql`products t JOIN businesses b ON b.business_id = t.business_id`,
    id: sql`t.product_id`,
    earth: sql`b.earth`,
  },
  posts: {
    type: 'post',
    rank: 4,
    from: sql`posts t LEFT JOIN professions pr ON pr.profession_id = t.profession_id LEFT JOIN businesses b ON b.business_id = t.business_id`,
    id: sql`t.post_id`,
    earth: sql`coalesce(pr.earth, b.earth)`,
  },
};
export const SOURCE_TABS = Object.keys(SOURCES) as Array<keyof typeof SOURCES>;

export interface SearchTerms {
  /** The whole query, as typed (normalised in SQL). */
  query: string;
  /** Its words (at least one), as typed (normalised in SQL). */
  words: string[];
}

/** Position of a row in the result order: -score, distance key (metres, Infinity when unknown), source rank, id. */
export interface SearchPosition {
  negScore: number;
  distance: number;
  rank: number;
  id: number;
}

export interface RankedRow {
  src: number;
  id: string;
  score: number;
  distance: number | null;
}

const normalized = (text: string) => sql`search_normalize(${text})`;

/** Every word found in the row's search text (each `<%` is answered by the GIN trigram index). */
const matches = (terms: SearchTerms) => sql.join(terms.words.map((word) => sql`${normalized(word)} <% t.search_text`), sql` AND `);

const score = (terms: SearchTerms) =>
  sql`((${sql.join(
    terms.words.map((word) => sql`word_similarity(${normalized(word)}, t.search_text)::float8`),
    sql` + `,
  )}) / ${terms.words.length}::float8 + word_similarity(${normalized(terms.query)}, t.search_name)::float8)`;

export function searchRepository(db: Db) {
  return {
    /** Exact number of matches per source tab. */
    async counts(terms: SearchTerms): Promise<Record<keyof typeof SOURCES, number>> {
      const where = matches(terms);
      const { rows } = await sql<Record<keyof typeof SOURCES, number>>`
        SELECT
          (SELECT count(*)::int FROM professions t WHERE ${where}) AS professionals,
          (SELECT count(*)::int FROM businesses t WHERE ${where}) AS businesses,
          (SELECT count(*)::int FROM products t WHERE ${where}) AS products,
          (SELECT count(*)::int FROM posts t WHERE ${where}) AS posts`.execute(db);
      return rows[0]!;
    },

    /** Up to `limit` rows of the given sources after `after`, best first (the caller asks for one more than a page). */
    async ranked(
      sources: Source[],
      terms: SearchTerms,
      origin: { lat: number; lng: number } | null,
      after: SearchPosition | null,
      limit: number,
    ): Promise<RankedRow[]> {
      const distanceKey = sql`coalesce(s.distance, 'Infinity'::float8)`;
      const orderKey = sql`-s.score, ${distanceKey}, s.src, s.id`;
      const afterCondition = after
        ? sql`(${orderKey}) > (${after.negScore}::float8, ${String(after.distance)}::float8, ${after.rank}::int, ${after.id}::bigint)`
        : sql`true`;
      const parts = sources.map((source) => {
        const distance = origin
          ? sql`earth_distance(ll_to_earth(${origin.lat}::float8, ${origin.lng}::float8), ${source.earth})`
          : sql`NULL::float8`;
        return sql`(
          SELECT * FROM (
            SELECT ${source.rank}::int AS src, ${source.id} AS id, ${score(terms)} AS score, ${distance} AS distance
            FROM ${source.from}
            WHERE ${matches(terms)}
          ) s
          WHERE ${afterCondition}
          ORDER BY ${orderKey}
          LIMIT ${limit}
        )`;
      });
      const { rows } = await sql<RankedRow>`
        SELECT s.* FROM (${sql.join(parts, sql` UNION ALL `)}) s
        ORDER BY ${orderKey}
        LIMIT ${limit}`.execute(db);
      return rows;
    },

    /**
     * Suggestions for a partial query: per source, names that start with it (C-collated b-tree, name order) and
     * names nearest to it by word similarity (GiST trigram KNN) — each capped, so the cost is bounded.
     */
    async suggestions(query: string, perSource: number) {
      const q = normalized(query);
      const prefix = sql`replace(replace(replace(${q}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
      const sources = [
        {
          rank: 1,
          from: sql`professions t LEFT JOIN profession_types pt ON pt.profession_type_id = t.profession_type_id`,
          id: sql`t.profession_id`,
          label: sql`t.title`,
          sublabel: sql`pt.name`,
        },
        {
          rank: 2,
          from: sql`businesses t LEFT JOIN business_types bt ON bt.business_type_id = t.business_type_id`,
          id: sql`t.business_id`,
          label: sql`t.name`,
          sublabel: sql`bt.name`,
        },
        {
          rank: 3,
          from: sql`products t JOIN businesses b ON b.business_id = t.business_id`,
          id: sql`t.product_id`,
          label: sql`t.name`,
          sublabel: sql`b.name`,
        },
        {
          rank: 4,
          from: sql`posts t JOIN users u ON u.user_id = t.user_id`,
          id: sql`t.post_id`,
          label: sql`split_part(t.content, E'\\n', 1)`,
          sublabel: sql`u.full_name`,
        },
      ];
      const parts = sources.flatMap((source) => {
        const columns = sql`${source.rank}::int AS src, ${source.id}::text AS id, ${source.label} AS label, ${source.sublabel} AS sublabel,
          word_similarity(${q}, t.search_name)::float8 AS score`;
        return [
          sql`(SELECT 0 AS stage, ${columns} FROM ${source.from}
               WHERE t.search_name COLLATE "C" LIKE ${prefix}
               ORDER BY t.search_name COLLATE "C", ${source.id} LIMIT ${perSource})`,
          sql`(SELECT 1 AS stage, ${columns} FROM ${source.from}
               WHERE ${q} <% t.search_name
               ORDER BY ${q} <<-> t.search_name LIMIT ${perSource})`,
        ];
      });
      const { rows } = await sql<{ stage: number; src: number; id: string; label: string; sublabel: string | null; score: number }>`
        SELECT s.* FROM (${sql.join(parts, sql` UNION ALL `)}) s
        ORDER BY s.stage, s.score DESC, length(s.label), s.src, s.id::bigint`.execute(db);
      return rows;
    },
  };
}
