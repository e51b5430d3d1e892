import { sql, type RawBuilder } from 'kysely';
import { LAGOS } from '../../../shared/bands';
import type { SearchTab } from '../../../shared/schemas/discovery';
import { asTyped, type SearchTerms } from './search-terms';
import type { Earth } from '../visibility/visibility';

// What every search statement shares: the sources it reads (professions, businesses, products, posts), the relevance
// levels, the result order and the SQL conditions for matching and visibility (search.repository.ts tells the whole).

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
/** Search's source numbers (1–4) as feed kinds. */
export const KINDS = ['profession', 'business', 'product', 'post'] as const;

/**
 * Whose plan radius decides what is shown: the position the client sends (the page's viewer position), else Lagos,
 * the default viewer position (docs/product-decisions.md 6–7). Without a position results are not ordered by distance.
 */
export const viewerPoint = (lat?: number, lng?: number): Point =>
  lat !== undefined && lng !== undefined ? { lat, lng } : { lat: LAGOS.latitude, lng: LAGOS.longitude };

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

export const textTokens = sql`t.search_words`;
export const nameTokens = sql`t.search_name_words`;
export const words = (list: string[]) => sql`${list}::text[]`;

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
export const nameOf = (terms: SearchTerms) => (terms.byPlace ? textTokens : nameTokens);
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
export function levelCondition(terms: SearchTerms, level: Level) {
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
export const earthOf = (point: Point) => sql`(SELECT ll_to_earth(${point.lat}::float8, ${point.lng}::float8))`;

/** The one visibility rule (`plan_visible`, from `plan_rules`; visibility/visibility.ts): within the owner's plan radius of the viewer. */
export const visible = (source: Pick<Source, 'earth' | 'plan'>, viewer: Point) =>
  sql`plan_visible(${source.earth}, ${source.plan}, ${earthOf(viewer)})`;

/** The matches (M) of one source in one postings chunk, as `varbit_send` gives them. */
export interface MatchChunk {
  source: number;
  chunk: number;
  bits: Buffer;
  /** With `firstOf` (and this source in it): the chunk's matches of the first level (`Counts.first`), null when none. */
  first: Buffer | null;
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
