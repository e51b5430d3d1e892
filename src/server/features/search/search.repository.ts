import { sql, type RawBuilder } from 'kysely';
import type { SearchTab } from '../../../shared/schemas/discovery';
import { plannedDb, type Db } from '../../db/database';
import { CHUNK_BITS, NAME_SOURCE_OFFSET } from '../../db/migrations/0010-search-words';
import { placeLogSince, placeSnapshot } from './place-snapshot.repository';
import { asTyped, type Candidate, type SearchTerms } from './search-terms';
import type { Earth, PlanReach } from '../visibility/visibility';

/**
 * Search over professions, businesses, products and posts (docs/decisions/0005-search.md).
 *
 * Documents are matched by exact tokens (`search_words`, `search_name_words`: GIN), each query word standing for its
 * expansions (search-terms.ts). Exact counts per source and relevance level come from the per-word bitmaps in
 * `search_postings`. Results come level by level (3: every query word itself in the name; 2: every query word itself
 * in the text; 1: every query word or an expansion in the name; 0: the other matches); within a level by distance to
 * the viewer (rows without a position last), then source (profession, business, product, post), then id. Each part
 * (source × level × with/without position) is read either by an index walk in that order with a LIMIT (GiST KNN or
 * the primary key, filtering on the stored word arrays) or, when it has few rows, by its GIN bitmap and a top-N sort:
 * whichever visits fewer rows, decided from the exact counts.
 *
 * Every read shows only what the viewer may see (`plan_visible`, generated from `plan_rules`, migration 0056: the owner's
 * plan radius from the viewer, as nearby and the feed). The postings count every match and only plan the reads; the tab counts are the
 * visible matches, counted on the rows.
 */

export type SourceType = 'profession' | 'business' | 'product' | 'post';

export interface Source {
  type: SourceType;
  /** Number in search_postings and position in the tie order across sources. */
  rank: number;
  table: string;
  id: RawBuilder<unknown>;
  /** The `earth` of the row's position, or NULL. */
  earth: RawBuilder<unknown>;
  /** The owner's plan rank (0 Free, 1 Premium, 2 Pro) of the listing that places the row. */
  plan: RawBuilder<unknown>;
  /** Many rows share one position (posts are placed at their author's city): a walk tries the nearest point first. */
  sharesPoints: boolean;
}

/** The listing and post sources; events are searched on their own table (decision 0013). */
export const SOURCES: Record<Exclude<SearchTab, 'all' | 'events'>, Source> = {
  professionals: {
    type: 'profession',
    rank: 1,
    table: 'professions',
    id: sql`t.profession_id`,
    earth: sql`t.earth`,
    plan: sql`t.plan_rank`,
    sharesPoints: false,
  },
  businesses: {
    type: 'business',
    rank: 2,
    table: 'businesses',
    id: sql`t.business_id`,
    earth: sql`t.earth`,
    plan: sql`t.plan_rank`,
    sharesPoints: false,
  },
  products: {
    type: 'product',
    rank: 3,
    table: 'products',
    id: sql`t.product_id`,
    earth: sql`t.search_earth`,
    plan: sql`t.search_plan_rank`,
    sharesPoints: false,
  },
  posts: {
    type: 'post',
    rank: 4,
    table: 'posts',
    id: sql`t.post_id`,
    earth: sql`t.search_earth`,
    plan: sql`t.search_plan_rank`,
    sharesPoints: true,
  },
};
export const SOURCE_TABS = Object.keys(SOURCES) as Array<keyof typeof SOURCES>;
export const LEVELS = [3, 2, 1, 0] as const;
export type Level = (typeof LEVELS)[number];

/** Position of a row in the result order: level descending, distance key (chord metres, Infinity when unknown), source, id. */
export interface SearchPosition {
  level: number;
  distance: number;
  rank: number;
  id: number;
}

export interface RankedRow {
  src: number;
  id: string;
  level: number;
  /** Chord distance in metres (the GiST order), or null. */
  distance: number | null;
  /** Great-circle distance in metres, or null. */
  metres: number | null;
}

/** Rows of one level in result order: distance (rows without one last), source, id. */
export const searchOrder = (x: Omit<RankedRow, 'level'>, y: Omit<RankedRow, 'level'>) =>
  (x.distance ?? Infinity) - (y.distance ?? Infinity) || x.src - y.src || Number(x.id) - Number(y.id);

/**
 * Exact matches of one source: per level, with and without a position; the rows a GIN bitmap scan of each level
 * reads (the level's indexable superset: 3 → B, 2 → A, 1 → C, 0 → M); and the table's size (planner estimate).
 */
export interface SourceCounts {
  placed: Record<Level, number>;
  unplaced: Record<Level, number>;
  superset: Record<Level, number>;
  rows: number;
}

/** One part of a level: a source's rows with a position (nearest first) or without (by id), or all by id (no viewer position). */
export interface Part {
  source: Source;
  placed: 'placed' | 'unplaced' | 'all';
  /** Read by an index walk in result order (true) or by the GIN bitmap and a sort (false). */
  walk: boolean;
}

const textTokens = sql`t.search_words`;
const nameTokens = sql`t.search_name_words`;
const words = (list: string[]) => sql`${list}::text[]`;

/** The query's expansions as parallel columns for `unnest`: the word's position, the expansion, whether it is the word itself. */
function expansionColumns(terms: SearchTerms): { index: number[]; list: string[]; exact: boolean[] } {
  const columns = { index: [] as number[], list: [] as string[], exact: [] as boolean[] };
  terms.words.forEach((w, i) => {
    const typed = new Set(asTyped(w));
    w.expansions.forEach((word) => {
      columns.index.push(i);
      columns.list.push(word);
      columns.exact.push(typed.has(word));
    });
  });
  return columns;
}

/** Every query word (or one of its expansions) in the text. */
export const matches = (terms: SearchTerms) =>
  sql.join(
    terms.words.map((w) => sql`${textTokens} && ${words(w.expansions)}`),
    sql` AND `,
  );
/**
 * Every query word as typed in the given token column: the word itself, or a type it names as typed (type tokens are
 * in the text words only). Words that name no type are one `@>`, as before types were searchable.
 */
function allAsTyped(tokens: RawBuilder<unknown>, terms: SearchTerms) {
  const plain = terms.words.filter((w) => !w.types?.length).map((w) => w.word);
  const conditions = terms.words.filter((w) => w.types?.length).map((w) => sql`${tokens} && ${words(asTyped(w))}`);
  return sql.join(plain.length ? [sql`${tokens} @> ${words(plain)}`, ...conditions] : conditions, sql` AND `);
}
/** The tokens that count as a row's name: its name words, or its whole text when the query named a place (`byPlace`). */
const nameOf = (terms: SearchTerms) => (terms.byPlace ? textTokens : nameTokens);
const allInName = (terms: SearchTerms) =>
  sql.join(
    terms.words.map((w) => sql`${nameOf(terms)} && ${words(w.expansions)}`),
    sql` AND `,
  );

/**
 * The rows of one level. With M = matches, A = every word as typed in the text (itself, or a listing's type it names
 * as typed: type tokens are text words), B = every word as typed in the name,
 * C = every word or an expansion in the name, and name words ⊆ text words (search_name ⊆ search_text, tokenised
 * alike), so B ⊆ A ⊆ M and B ⊆ C ⊆ M: 3 = B, 2 = A∧¬B, 1 = C∧¬A, 0 = M∧¬A∧¬C — a partition of M.
 */
function levelCondition(terms: SearchTerms, level: Level) {
  const a = sql`(${allAsTyped(textTokens, terms)})`;
  const b = sql`(${allAsTyped(nameOf(terms), terms)})`;
  switch (level) {
    case 3:
      return b;
    case 2:
      return sql`${a} AND NOT ${b}`;
    case 1:
      return sql`${allInName(terms)} AND NOT ${a}`;
    case 0:
      return sql`${matches(terms)} AND NOT ${a} AND NOT (${allInName(terms)})`;
  }
}

export interface Point {
  lat: number;
  lng: number;
}
/**
 * A point's `earth`, computed once per statement (an InitPlan): on connections with generic plans an inline
 * `ll_to_earth($1, $2)` would be computed again for every row a filter or distance visits.
 */
const earthOf = (point: Point) => sql`(SELECT ll_to_earth(${point.lat}::float8, ${point.lng}::float8))`;

/** The one visibility rule (`plan_visible`, from `plan_rules`; visibility/visibility.ts): within the owner's plan radius of the viewer. */
const visible = (source: Pick<Source, 'earth' | 'plan'>, viewer: Point) =>
  sql`plan_visible(${source.earth}, ${source.plan}, ${earthOf(viewer)})`;

const zeroLevels = (): Record<Level, number> => ({ 3: 0, 2: 0, 1: 0, 0: 0 });

/** The matches (M) of one source in one postings chunk, as `varbit_send` gives them. */
export interface MatchChunk {
  source: number;
  chunk: number;
  bits: Buffer;
  /** With `firstOf` (and this source in it): the chunk's matches of the first level (`Counts.first`), null when none. */
  first: Buffer | null;
}

/** A row's current plan rank and position (plan null: gone), or a whole source emptied (id null). */
export interface PlaceChange {
  source: number;
  id: number | null;
  plan: number | null;
  earth: Earth | null;
}

export interface Counts {
  perSource: Record<keyof typeof SOURCES, SourceCounts>;
  /** With `withBits`: every chunk's matches, for the visibility index. */
  chunks: MatchChunk[];
  /** The viewer's `earth` coordinates (null when nothing matched). */
  viewerEarth: Earth | null;
  /** With `firstOf` and `withBits`: the best level with matches in those sources, whose bits came with the chunks. */
  first: { level: Level; sources: readonly number[] } | null;
}

interface SetSizes {
  m: number;
  a: number;
  b: number;
  c: number;
  ac: number;
}

/** Level sizes from the set sizes (B ⊆ A ⊆ M, B ⊆ C ⊆ M). */
const levelsOf = ({ m, a, b, c, ac }: SetSizes): Record<Level, number> => ({ 3: b, 2: a - b, 1: c - ac, 0: m - a - c + ac });

export function searchRepository(db: Db) {
  /** Table sizes (the planner's estimate, refreshed every minute): they only choose between two exact plans. */
  let sizesCache: { at: number; sizes: Array<{ table: string; rows: number }> } | null = null;
  async function tableSizes() {
    if (sizesCache && Date.now() - sizesCache.at < 60_000) return sizesCache.sizes;
    const { rows } = await sql<{ table: string; rows: number }>`
      SELECT relname AS table, greatest(reltuples, 0)::float8 AS rows FROM pg_class
       WHERE oid IN ('professions'::regclass, 'businesses'::regclass, 'products'::regclass, 'posts'::regclass)`.execute(db);
    sizesCache = { at: Date.now(), sizes: rows };
    return rows;
  }

  return {
    /** The normalised tokens of a query, in the order typed. */
    async tokens(query: string): Promise<string[]> {
      const { rows } = await sql<{ w: string }>`
        SELECT w FROM regexp_split_to_table(search_normalize(${query}), '[^[:alnum:]]+') WITH ORDINALITY AS x(w, n)
         WHERE w <> '' ORDER BY n`.execute(db);
      return rows.map((row) => row.w);
    },

    /**
     * The phrases of the query vocabulary (query-vocabulary.ts) as tokens, normalised and split as queries are, in
     * the order given, each with the id of the type it names (null for a filler, or a type this database lacks).
     */
    async vocabularyTokens(entries: Array<{ kind: string; typeName: string | null; phrase: string }>) {
      const { rows } = await sql<{ tokens: string[]; type_id: number | null }>`
        SELECT ARRAY(SELECT w FROM regexp_split_to_table(search_normalize(e.phrase), '[^[:alnum:]]+') WITH ORDINALITY AS x(w, i)
                      WHERE w <> '' ORDER BY i) AS tokens,
               CASE e.kind WHEN 'business' THEN (SELECT business_type_id FROM business_types WHERE name = e.type_name)
                           WHEN 'profession' THEN (SELECT profession_type_id FROM profession_types WHERE name = e.type_name) END AS type_id
          FROM unnest(${entries.map((e) => e.kind)}::text[], ${entries.map((e) => e.typeName)}::text[], ${entries.map((e) => e.phrase)}::text[])
               WITH ORDINALITY AS e(kind, type_name, phrase, n)
         ORDER BY e.n`.execute(db);
      return rows.map((row) => ({ tokens: row.tokens, typeId: row.type_id }));
    },

    /** The query's tokens (in typed order) and, in the same round trip, the dictionary candidates of those without a digit. */
    async tokensWithCandidates(query: string, perWord: number): Promise<{ tokens: string[]; candidates: Candidate[] }> {
      const { rows } = await sql<{ n: number; word: string; candidate: string | null; similarity: number | null }>`
        WITH q AS (
          SELECT w AS word, min(n) AS n FROM regexp_split_to_table(search_normalize(${query}), '[^[:alnum:]]+') WITH ORDINALITY AS x(w, n)
           WHERE w <> '' GROUP BY w
        )
        SELECT q.n, q.word, c.word AS candidate, word_similarity(q.word, c.word)::float8 AS similarity
          FROM q
          LEFT JOIN LATERAL (
            (SELECT w.word FROM search_dictionary w WHERE q.word !~ '[0-9]' ORDER BY w.word <-> q.word LIMIT ${perWord})
            UNION
            (SELECT w.word FROM search_dictionary w WHERE q.word !~ '[0-9]' ORDER BY q.word <<-> w.word LIMIT ${perWord})
          ) c ON true
         ORDER BY q.n`.execute(db);
      const tokens: string[] = [];
      const candidates: Candidate[] = [];
      for (const row of rows) {
        if (tokens[tokens.length - 1] !== row.word) tokens.push(row.word);
        if (row.candidate !== null) candidates.push({ word: row.word, candidate: row.candidate, similarity: row.similarity ?? 0 });
      }
      return { tokens, candidates };
    },

    /** Dictionary words near each query word: nearest by trigram similarity and by trigram word similarity (GiST KNN). */
    async candidates(list: string[], perWord: number): Promise<Candidate[]> {
      if (!list.length) return [];
      const { rows } = await sql<Candidate>`
        SELECT q.word, c.word AS candidate, word_similarity(q.word, c.word)::float8 AS similarity
          FROM unnest(${list}::text[]) AS q(word)
         CROSS JOIN LATERAL (
           (SELECT w.word FROM search_dictionary w ORDER BY w.word <-> q.word LIMIT ${perWord})
           UNION
           (SELECT w.word FROM search_dictionary w ORDER BY q.word <<-> w.word LIMIT ${perWord})
         ) c`.execute(db);
      return rows;
    },

    /** Dictionary words that start with `prefix`, shortest first. */
    async wordsStartingWith(prefix: string, limit: number): Promise<string[]> {
      const pattern = prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
      const { rows } = await sql<{ word: string }>`
        SELECT word FROM (
          SELECT word FROM search_dictionary WHERE word COLLATE "C" LIKE ${pattern} ORDER BY word COLLATE "C" LIMIT ${limit * 8}
        ) w ORDER BY length(word), word LIMIT ${limit}`.execute(db);
      return rows.map((row) => row.word);
    },

    /**
     * Exact number of matches per source, level and placement, from the word bitmaps only: per source and
     * 16,384-id chunk, OR the bitmaps of each query word's expansions (and AND across query words) for the text (M)
     * and the name (C), AND the query words' own bitmaps for the text (A) and the name (B), then count the bits of
     * each level's formula, split by the bitmap of rows without a position (U, the empty word). With `firstOf` (and
     * `withBits`), the bits of the best level with matches in those sources come back too, for that level's rows to be
     * taken from the visibility index: the levels above it are empty there, so it is simply B (3), A (2), C (1) or M (0).
     */
    async counts(terms: SearchTerms, viewer: Point, withBits: boolean, firstOf: readonly number[] | null = null): Promise<Counts> {
      const { index, list, exact } = expansionColumns(terms);
      const wanted = withBits && firstOf ? [...firstOf] : [];
      // With a place named, the name sets B and C are the text's A and M (`nameOf`): the name postings are not read.
      const nameSide = terms.byPlace ? sql`source < ${NAME_SOURCE_OFFSET}` : sql`source > ${NAME_SOURCE_OFFSET}`;
      const postings = terms.byPlace ? sql` AND p.source < ${NAME_SOURCE_OFFSET}` : sql``;
      // Per chunk: M, A (text) and C, B (name) are bit_or over a word's expansions / its own bitmap, bit_and over the
      // words; NULL stands for all zeros. U = rows without a position; the *_u columns count those. With `withBits`,
      // M itself comes back (varbit_send: a 4-byte length, then the bits) for the visibility index, with the viewer's
      // earth coordinates as PostgreSQL computes them.
      type Row = {
        source: number;
        chunk: number;
        bits: Buffer | null;
        first: Buffer | null;
        first_is_m: boolean;
        first_level: Level;
        vx: number;
        vy: number;
        vz: number;
      } & SetSizes & {
          m_u: number;
          a_u: number;
          b_u: number;
          c_u: number;
          ac_u: number;
        };
      const { rows } = await sql<Row>`
        WITH e AS (SELECT * FROM unnest(${index}::int[], ${list}::text[], ${exact}::bool[]) AS e(i, word, exact)),
        per_word AS (
          SELECT p.source, p.chunk, e.i, bit_or(p.bits) AS any_bits, bit_or(p.bits) FILTER (WHERE e.exact) AS exact_bits
            FROM e JOIN search_postings p ON p.word = e.word${postings}
           GROUP BY 1, 2, 3
        ),
        per_kind AS (
          SELECT source, chunk,
                 CASE WHEN count(*) = ${terms.words.length} THEN bit_and(any_bits) END AS any_all,
                 CASE WHEN count(exact_bits) = ${terms.words.length} THEN bit_and(exact_bits) END AS exact_all
            FROM per_word GROUP BY 1, 2
        ),
        pivot AS (
          SELECT source % ${NAME_SOURCE_OFFSET} AS source, chunk,
                 bit_or(any_all) FILTER (WHERE source < ${NAME_SOURCE_OFFSET}) AS m,
                 bit_or(exact_all) FILTER (WHERE source < ${NAME_SOURCE_OFFSET}) AS a,
                 bit_or(exact_all) FILTER (WHERE ${nameSide}) AS b,
                 bit_or(any_all) FILTER (WHERE ${nameSide}) AS c
            FROM per_kind GROUP BY 1, 2
        ),
        sets AS (
          SELECT x.source, x.chunk, x.m, x.a, x.b, x.c, x.a & x.c AS ac, u.bits AS u, bit_count(u.bits) AS uc
            FROM pivot x
            LEFT JOIN search_postings u ON u.word = '' AND u.source = x.source AND u.chunk = x.chunk
           WHERE x.m IS NOT NULL
        ),
        top AS (
          SELECT CASE WHEN sum(bit_count(b)) > 0 THEN 3 WHEN sum(bit_count(a)) > 0 THEN 2 WHEN sum(bit_count(c)) > 0 THEN 1 ELSE 0 END AS level
            FROM sets WHERE source = ANY(${wanted}::int[])
        ),
        v AS (SELECT cube_ll_coord(ve, 1) AS vx, cube_ll_coord(ve, 2) AS vy, cube_ll_coord(ve, 3) AS vz FROM (SELECT ${earthOf(viewer)} AS ve) q)
        SELECT source, chunk,
               coalesce(bit_count(m), 0)::int AS m, coalesce(bit_count(a), 0)::int AS a, coalesce(bit_count(b), 0)::int AS b,
               coalesce(bit_count(c), 0)::int AS c, coalesce(bit_count(ac), 0)::int AS ac,
               ${sql.join(
                 ['m', 'a', 'b', 'c', 'ac'].map(
                   (x) =>
                     sql`coalesce(CASE WHEN uc IS NULL OR uc = 0 THEN 0 WHEN uc = ${CHUNK_BITS} THEN bit_count(${sql.ref(x)})
                                       ELSE bit_count(${sql.ref(x)} & u) END, 0)::int AS ${sql.ref(`${x}_u`)}`,
                 ),
                 sql`, `,
               )},
               CASE WHEN ${withBits}::bool THEN varbit_send(m) END AS bits,
               CASE WHEN ${withBits}::bool AND source = ANY(${wanted}::int[]) AND bit_count(f.f) > 0 AND f.f <> m THEN varbit_send(f.f) END AS first,
               coalesce(${withBits}::bool AND source = ANY(${wanted}::int[]) AND f.f = m, false) AS first_is_m,
               top.level AS first_level, v.vx, v.vy, v.vz
          FROM sets CROSS JOIN v CROSS JOIN top
          LEFT JOIN LATERAL (SELECT CASE top.level WHEN 3 THEN b WHEN 2 THEN a WHEN 1 THEN c ELSE m END AS f) f ON true`.execute(
        plannedDb(db, 'byKey'),
      );
      const sizes = await tableSizes();
      const result = Object.fromEntries(
        SOURCE_TABS.map((tab) => [
          tab,
          { placed: zeroLevels(), unplaced: zeroLevels(), superset: zeroLevels(), rows: 0 } satisfies SourceCounts,
        ]),
      ) as Record<keyof typeof SOURCES, SourceCounts>;
      const totals = new Map<number, { all: SetSizes; unplaced: SetSizes }>();
      const add = (into: SetSizes, from: SetSizes) => {
        into.m += from.m;
        into.a += from.a;
        into.b += from.b;
        into.c += from.c;
        into.ac += from.ac;
      };
      const chunks: MatchChunk[] = [];
      for (const row of rows) {
        let total = totals.get(row.source);
        if (!total)
          totals.set(row.source, (total = { all: { m: 0, a: 0, b: 0, c: 0, ac: 0 }, unplaced: { m: 0, a: 0, b: 0, c: 0, ac: 0 } }));
        add(total.all, row);
        add(total.unplaced, { m: row.m_u, a: row.a_u, b: row.b_u, c: row.c_u, ac: row.ac_u });
        // Where the first level holds every match of the chunk (often: a word in a post's first line), M is not sent twice.
        if (row.bits) chunks.push({ source: row.source, chunk: row.chunk, bits: row.bits, first: row.first_is_m ? row.bits : row.first });
      }
      for (const [source, total] of totals) {
        const tab = SOURCE_TABS[source - 1]!;
        const all = levelsOf(total.all);
        const unplaced = levelsOf(total.unplaced);
        result[tab].unplaced = unplaced;
        result[tab].placed = { 3: all[3] - unplaced[3], 2: all[2] - unplaced[2], 1: all[1] - unplaced[1], 0: all[0] - unplaced[0] };
        result[tab].superset = { 3: total.all.b, 2: total.all.a, 1: total.all.c, 0: total.all.m };
      }
      for (const { table, rows: size } of sizes) {
        const tab = SOURCE_TABS.find((key) => SOURCES[key].table === table);
        if (tab) result[tab].rows = size;
      }
      const first = rows[0];
      return {
        perSource: result,
        chunks,
        viewerEarth: first ? { x: first.vx, y: first.vy, z: first.vz } : null,
        first: first && wanted.length ? { level: first.first_level, sources: wanted } : null,
      };
    },

    /**
     * Exact number of matches per source that the viewer may see (the tab counts): the GIN bitmap of the matches,
     * each row checked by the visibility rule (a heap visit per match; its cost in decision 0005). Only sources
     * with matches (`tabs`, from the postings) are read, one statement each, at the same time.
     */
    async visibleCounts(
      terms: SearchTerms,
      viewer: Point,
      tabs: Array<keyof typeof SOURCES>,
    ): Promise<Record<keyof typeof SOURCES, number>> {
      const result = Object.fromEntries(SOURCE_TABS.map((tab) => [tab, 0])) as Record<keyof typeof SOURCES, number>;
      await Promise.all(
        tabs.map(async (tab) => {
          const { rows } = await sql<{ n: number }>`
            SELECT count(*)::int AS n FROM ${sql.table(SOURCES[tab].table)} t
             WHERE ${matches(terms)} AND ${visible(SOURCES[tab], viewer)}`.execute(plannedDb(db, 'bitmap'));
          result[tab] = rows[0]!.n;
        }),
      );
      return result;
    },

    /**
     * The matches per source the viewer may see that belong to `owners` (members hidden from the viewer by a block):
     * subtracted from the tab counts (decision 0019). The owners are few, so their rows are found by owner first.
     */
    async ownedCounts(
      terms: SearchTerms,
      viewer: Point,
      tabs: Array<keyof typeof SOURCES>,
      owners: string[],
    ): Promise<Record<keyof typeof SOURCES, number>> {
      const result = Object.fromEntries(SOURCE_TABS.map((tab) => [tab, 0])) as Record<keyof typeof SOURCES, number>;
      const ownerIds = sql`${owners}::text[]`;
      const ownedBy: Record<keyof typeof SOURCES, RawBuilder<unknown>> = {
        professionals: sql`t.auth_user_id = ANY(${ownerIds})`,
        businesses: sql`t.auth_user_id = ANY(${ownerIds})`,
        products: sql`t.business_id IN (SELECT business_id FROM businesses WHERE auth_user_id = ANY(${ownerIds}))`,
        posts: sql`t.user_id = ANY(${ownerIds})`,
      };
      await Promise.all(
        tabs.map(async (tab) => {
          const { rows } = await sql<{ n: number }>`
            SELECT count(*)::int AS n FROM ${sql.table(SOURCES[tab].table)} t
             WHERE ${ownedBy[tab]} AND ${matches(terms)} AND ${visible(SOURCES[tab], viewer)}`.execute(db);
          result[tab] = rows[0]!.n;
        }),
      );
      return result;
    },

    /**
     * The rows of the given sources that `matches(terms)` holds for, from the word bitmaps alone: per source and
     * 16,384-id chunk, every query word's expansions OR-ed and the words AND-ed (the counts' M), as `varbit_send`
     * (a 4-byte length, then the bits, first id in the high bit).
     */
    async matchBitmaps(terms: SearchTerms, sources: number[]): Promise<Array<{ source: number; chunk: number; bits: Buffer }>> {
      const { index, list } = expansionColumns(terms);
      const { rows } = await sql<{ source: number; chunk: number; bits: Buffer }>`
        WITH e AS (SELECT * FROM unnest(${index}::int[], ${list}::text[]) AS e(i, word)),
        per_word AS (
          SELECT p.source, p.chunk, e.i, bit_or(p.bits) AS any_bits
            FROM e JOIN search_postings p ON p.word = e.word AND p.source = ANY(${sources}::smallint[])
           GROUP BY 1, 2, 3
        ),
        per_source AS (
          SELECT source, chunk, CASE WHEN count(*) = ${terms.words.length} THEN bit_and(any_bits) END AS m FROM per_word GROUP BY 1, 2
        )
        SELECT source::int AS source, chunk::int AS chunk, varbit_send(m) AS bits FROM per_source WHERE m IS NOT NULL`.execute(db);
      return rows;
    },

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
