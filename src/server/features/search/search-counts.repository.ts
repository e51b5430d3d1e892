import { sql, type RawBuilder } from 'kysely';
import { plannedDb, type Db } from '../../db/database';
import { CHUNK_BITS, NAME_SOURCE_OFFSET } from '../../db/migrations/0010-search-words';
import { asTyped, type SearchTerms } from './search-terms';
import type { TableSizes } from './search-table-sizes.repository';
import {
  type Counts,
  type Level,
  type MatchChunk,
  type Point,
  SOURCES,
  SOURCE_TABS,
  type SourceCounts,
  earthOf,
  matches,
  visible,
} from './search-sources.sql';

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

/**
 * A bit string as it is sent to the app: `varbit_send` (a 4-byte length, then the bits, first id in the high bit) in
 * base64. node-postgres reads every column as text; base64 is two thirds of bytea's hex and decodes in under half its
 * time, most of a search's CPU in the app after the visibility walk (bench/RESULTS.md, issue 35).
 */
const sentBits = (bits: RawBuilder<unknown>) => sql<string>`encode(varbit_send(${bits}), 'base64')`;
const bitsOf = (sent: string) => Buffer.from(sent, 'base64');

/**
 * The `per_word` step over the expansions `e` (i, word, exact): per source, chunk and query word, `any_bits` ORs the
 * postings of the word's expansions; with `typed`, `exact_bits` ORs those of its words as typed. Each posting is OR-ed
 * once, into the typed or the other bits, and the word's bits are the two OR-ed. `postings`: a condition on `p`.
 */
function perWordBits(postings: RawBuilder<unknown>, typed: boolean): RawBuilder<unknown> {
  if (!typed)
    return sql`
          SELECT p.source, p.chunk, e.i, bit_or(p.bits) AS any_bits
            FROM e JOIN search_postings p ON p.word = e.word${postings}
           GROUP BY 1, 2, 3`;
  return sql`
          SELECT source, chunk, i, exact_bits,
                 CASE WHEN other_bits IS NULL THEN exact_bits WHEN exact_bits IS NULL THEN other_bits ELSE exact_bits | other_bits END AS any_bits
            FROM (SELECT p.source, p.chunk, e.i, bit_or(p.bits) FILTER (WHERE e.exact) AS exact_bits,
                         bit_or(p.bits) FILTER (WHERE NOT e.exact) AS other_bits
                    FROM e JOIN search_postings p ON p.word = e.word${postings}
                   GROUP BY 1, 2, 3) w`;
}

/**
 * The `per_kind` step over `per_word`: per source and chunk, `any_all` ANDs the words' bits (and with `typed`,
 * `exact_all` their typed bits), null unless every word has some there. One word's bits are simply its own.
 */
function perKindBits(words: number, typed: boolean): RawBuilder<unknown> {
  if (words === 1)
    return sql`
          SELECT source, chunk, any_bits AS any_all${typed ? sql`, exact_bits AS exact_all` : sql``} FROM per_word`;
  return sql`
          SELECT source, chunk,
                 CASE WHEN count(*) = ${words} THEN bit_and(any_bits) END AS any_all${
                   typed
                     ? sql`,
                 CASE WHEN count(exact_bits) = ${words} THEN bit_and(exact_bits) END AS exact_all`
                     : sql``
                 }
            FROM per_word GROUP BY 1, 2`;
}

const zeroLevels = (): Record<Level, number> => ({ 3: 0, 2: 0, 1: 0, 0: 0 });

interface SetSizes {
  m: number;
  a: number;
  b: number;
  c: number;
  ac: number;
}

/** Level sizes from the set sizes (B ⊆ A ⊆ M, B ⊆ C ⊆ M). */
const levelsOf = ({ m, a, b, c, ac }: SetSizes): Record<Level, number> => ({ 3: b, 2: a - b, 1: c - ac, 0: m - a - c + ac });

/** How many rows match, per source and level: from the word bitmaps, or counted on the rows the viewer may see. */
export function searchCountsRepository(db: Db, tableSizes: TableSizes) {
  return {
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
      // When every expansion is a word as typed (no spelling: "fresh bread", "plumber"), A is M and B is C: the typed
      // sets are not aggregated a second time (a quarter of the statement, bench/RESULTS.md, issue 35).
      const typedOnly = exact.every(Boolean);
      const exactSet = sql.ref(typedOnly ? 'any_all' : 'exact_all');
      // Per chunk: M, A (text) and C, B (name) are bit_or over a word's expansions / its own bitmap, bit_and over the
      // words; NULL stands for all zeros. U = rows without a position; the *_u columns count those. With `withBits`,
      // M itself comes back (`sentBits`) for the visibility index, with the viewer's earth coordinates as PostgreSQL
      // computes them.
      type Row = {
        source: number;
        chunk: number;
        bits: string | null;
        first: string | null;
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
        per_word AS (${perWordBits(postings, !typedOnly)}
        ),
        per_kind AS (${perKindBits(terms.words.length, !typedOnly)}
        ),
        pivot AS (
          SELECT source % ${NAME_SOURCE_OFFSET} AS source, chunk,
                 bit_or(any_all) FILTER (WHERE source < ${NAME_SOURCE_OFFSET}) AS m,
                 bit_or(${exactSet}) FILTER (WHERE source < ${NAME_SOURCE_OFFSET}) AS a,
                 bit_or(${exactSet}) FILTER (WHERE ${nameSide}) AS b,
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
               CASE WHEN ${withBits}::bool THEN ${sentBits(sql.ref('m'))} END AS bits,
               CASE WHEN ${withBits}::bool AND source = ANY(${wanted}::int[]) AND bit_count(f.f) > 0 AND f.f <> m THEN ${sentBits(sql.ref('f.f'))} END AS first,
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
        if (row.bits) {
          const bits = bitsOf(row.bits);
          chunks.push({ source: row.source, chunk: row.chunk, bits, first: row.first_is_m ? bits : row.first ? bitsOf(row.first) : null });
        }
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
     * each row checked by the visibility rule (a heap visit per match: about 1.6 µs a row when cached). Only sources
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
     * gives them (a 4-byte length, then the bits, first id in the high bit).
     */
    async matchBitmaps(terms: SearchTerms, sources: number[]): Promise<Array<{ source: number; chunk: number; bits: Buffer }>> {
      const { index, list } = expansionColumns(terms);
      const { rows } = await sql<{ source: number; chunk: number; bits: string }>`
        WITH e AS (SELECT * FROM unnest(${index}::int[], ${list}::text[]) AS e(i, word)),
        per_word AS (${perWordBits(sql` AND p.source = ANY(${sources}::smallint[])`, false)}
        ),
        per_kind AS (${perKindBits(terms.words.length, false)}
        )
        SELECT source::int AS source, chunk::int AS chunk, ${sentBits(sql.ref('any_all'))} AS bits FROM per_kind WHERE any_all IS NOT NULL`.execute(
        db,
      );
      return rows.map((row) => ({ ...row, bits: bitsOf(row.bits) }));
    },
  };
}
