import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_TABS, SOURCES, type Part, type Point } from '../../src/server/features/search/search-sources.sql';
import { searchRepository } from '../../src/server/features/search/search.repository';
import { greatCircleMetres } from '../../src/server/features/search/visibility-index';
import type { SearchTerms } from '../../src/server/features/search/search-terms';
import { searchVisibility } from '../../src/server/features/search/search-visibility';
import type { SearchResult } from '../../src/shared/schemas/discovery';
import { signedInMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { seededRandom } from '../../src/shared/seeded-random';

/**
 * The search visibility index (search-visibility.ts) must count exactly what the SQL rule `plan_visible` counts, for
 * any viewer, and stay exact while rows are added, moved, re-planned, deleted or truncated — in this process and in
 * another one that only sees the changes through `search_place_log`.
 */
const server = useTestServer();
const quiet = { info: () => undefined, warn: () => undefined };
const SUYA: SearchTerms = { words: [{ word: 'suya', expansions: ['suya'] }] };
let ownerId: string;

/** Seeded, so a failure can be replayed. */
const random = seededRandom(20261124);
/** Viewers over West Africa and beyond (the rule's radii are 300 and 1,500 km). */
const viewers: Point[] = Array.from({ length: 25 }, () => ({ lat: -5 + random() * 25, lng: -10 + random() * 30 }));

/**
 * Businesses (each with a product and a post) scattered like the viewers, with every plan, some without a position; a
 * third named without "suya", so that a first level holds some of a chunk's matches and not all.
 */
async function scatter(count: number, seed: number) {
  await sql`
    WITH b AS (
      INSERT INTO businesses (auth_user_id, name, description, plan_rank, latitude, longitude)
      SELECT ${ownerId}, CASE WHEN g % 3 = 0 THEN 'Grill house ' ELSE 'Suya spot ' END || g, 'Grilled suya', (g * 7 + ${seed}) % 3,
             CASE WHEN g % 9 = 0 THEN NULL ELSE -5 + ((g * 7919 + ${seed}) % 2500) / 100.0 END,
             CASE WHEN g % 9 = 0 THEN NULL ELSE -10 + ((g * 104729 + ${seed}) % 3000) / 100.0 END
        FROM generate_series(1, ${count}) g
      RETURNING business_id, name
    ), c AS (
      INSERT INTO product_categories (business_id, name) SELECT business_id, 'Grill' FROM b RETURNING category_id, business_id
    ), p AS (
      INSERT INTO products (business_id, category_id, name, price_kobo) SELECT business_id, category_id, 'Suya platter', 150000 FROM c
    )
    INSERT INTO posts (user_id, business_id, content) SELECT ${ownerId}, business_id, 'Suya tonight at ' || name FROM b`.execute(server.db);
}

async function expectIndexMatchesSql(visibility: ReturnType<typeof searchVisibility>, label: string) {
  const repo = searchRepository(server.db);
  for (const viewer of viewers) {
    const counts = await repo.counts(SUYA, viewer, true);
    await visibility.refresh();
    const indexed = await visibility.count(counts);
    const expected = await repo.visibleCounts(SUYA, viewer, SOURCE_TABS);
    const actual = Object.fromEntries(SOURCE_TABS.map((tab, i) => [tab, indexed.get(i + 1) ?? 0]));
    expect(actual, `${label} from ${viewer.lat.toFixed(2)},${viewer.lng.toFixed(2)}`).toEqual(expected);
  }
}

/** Queries whose first level is 3 (the word in names), 2 (only in texts), 1 (a spelling in names), 0 (a spelling in texts). */
const FIRST_LEVELS: Array<[SearchTerms, number]> = [
  [SUYA, 3],
  [{ words: [{ word: 'grilled', expansions: ['grilled'] }] }, 2],
  [{ words: [{ word: 'suyaa', expansions: ['suyaa', 'suya'] }] }, 1],
  [{ words: [{ word: 'grilld', expansions: ['grilld', 'grilled'] }] }, 0],
];

/**
 * A first page's first level taken from the index (`nearest`) must be the rows, order, distances and metres that
 * PostgreSQL's level read gives: each source alone and all four together, measured from the viewer's point and not.
 */
async function expectNearestMatchesSql(visibility: ReturnType<typeof searchVisibility>, label: string) {
  const repo = searchRepository(server.db);
  for (const viewer of viewers.slice(0, 8)) {
    for (const [terms, level] of FIRST_LEVELS) {
      for (const tabs of [SOURCE_TABS, ...SOURCE_TABS.map((tab) => [tab])]) {
        const ranks = tabs.map((tab) => SOURCES[tab].rank);
        const counts = await repo.counts(terms, viewer, true, ranks);
        await visibility.refresh();
        const where = `${label}: ${terms.words[0]!.word} in ${tabs.join('+')} from ${viewer.lat.toFixed(2)},${viewer.lng.toFixed(2)}`;
        const matched = tabs.reduce((sum, tab) => sum + counts.perSource[tab].placed[3] + counts.perSource[tab].unplaced[3], 0);
        if (tabs === SOURCE_TABS) expect(counts.first?.level, where).toBe(level);
        if (level === 3) expect(counts.first?.level === 3, where).toBe(matched > 0);
        for (const measured of [true, false]) {
          for (const want of [7, 1000]) {
            const origin = measured ? viewer : null;
            const parts = tabs.flatMap((tab): Part[] =>
              measured
                ? [
                    { source: SOURCES[tab], placed: 'placed', walk: false },
                    { source: SOURCES[tab], placed: 'unplaced', walk: false },
                  ]
                : [{ source: SOURCES[tab], placed: 'all', walk: false }],
            );
            const expected = await repo.level(parts, terms, counts.first!.level, origin, viewer, null, want);
            const near = visibility.nearest(counts, ranks, want, measured);
            const case_ = `${where}, measured ${measured}, ${want}`;
            expect(near, case_).not.toBeNull();
            // The tab counts come from the same walk: as a walk of the counts alone gives them.
            expect(await visibility.count(counts), case_).toEqual(await visibility.count({ ...counts }));
            expect(
              near!.map((row) => [row.src, String(row.id), Number.isFinite(row.distance) ? row.distance : null]),
              case_,
            ).toEqual(expected.map((row) => [row.src, row.id, row.distance]));
            near!.forEach((row, i) => {
              const metres = expected[i]!.metres;
              if (metres === null) expect(Number.isFinite(row.distance), case_).toBe(false);
              else expect(greatCircleMetres(row.distance), case_).toBeCloseTo(metres, 6);
            });
          }
        }
      }
    }
  }
}

let here: ReturnType<typeof searchVisibility>;

beforeAll(async () => {
  const owner = await signedInMember(server, { fullName: 'Musa Bello' });
  ownerId = (await owner.client.json('GET', '/api/v1/me')).body.userId;
  await scatter(400, 1);
  here = searchVisibility(server.db, quiet);
  await here.load();
});

describe('search visibility index', () => {
  it('counts exactly what the SQL rule counts, from every viewer', async () => {
    expect(here.ready()).toBe(true);
    await expectIndexMatchesSql(here, 'loaded');
    await expectNearestMatchesSql(here, 'loaded');
  });

  it('stays exact through inserts, moves, plan changes and deletes made after it loaded', async () => {
    await scatter(150, 2);
    // Until the index has followed the log, it does not know the new rows: the first level is then read from them.
    const unfollowed = await searchRepository(server.db).counts(SUYA, viewers[0]!, true, [SOURCES.businesses.rank]);
    expect(here.nearest(unfollowed, [SOURCES.businesses.rank], 1000, false)).toBeNull();
    // Its walk's tab counts still take in the rows it did not know (counted once it has followed the log).
    expect(await here.count(unfollowed)).toEqual(await here.count({ ...unfollowed }));
    await sql`UPDATE businesses SET plan_rank = (plan_rank + 1) % 3 WHERE business_id % 4 = 0`.execute(server.db);
    await sql`UPDATE businesses SET latitude = latitude + 2.5, longitude = longitude - 1.5 WHERE business_id % 5 = 0 AND latitude IS NOT NULL`.execute(
      server.db,
    );
    await sql`UPDATE businesses SET latitude = NULL, longitude = NULL WHERE business_id % 11 = 0`.execute(server.db);
    await sql`DELETE FROM posts WHERE post_id % 6 = 0`.execute(server.db);
    await sql`DELETE FROM products WHERE product_id % 7 = 0`.execute(server.db);
    await expectIndexMatchesSql(here, 'after changes');
    await expectNearestMatchesSql(here, 'after changes');
  });

  it('a second process that loads later agrees, and so does one that only follows the log', async () => {
    const later = searchVisibility(server.db, quiet);
    await later.load();
    await sql`UPDATE businesses SET plan_rank = 2 WHERE business_id % 13 = 0`.execute(server.db);
    await expectIndexMatchesSql(later, 'second process');
    await expectIndexMatchesSql(here, 'first process');
  });

  it('sees a transaction that commits after a later one (log read by transaction id, not by order)', async () => {
    const slow = new pg.Client({ connectionString: server.context.env.DATABASE_URL });
    await slow.connect();
    try {
      await slow.query('BEGIN');
      await slow.query(
        `INSERT INTO businesses (auth_user_id, name, description, plan_rank, latitude, longitude) VALUES ($1, 'Slow suya', 'Suya', 2, 6.5, 3.4)`,
        [ownerId],
      );
      // A later transaction commits first, and the index refreshes past it.
      await sql`UPDATE businesses SET plan_rank = 2 WHERE business_id % 17 = 0`.execute(server.db);
      await expectIndexMatchesSql(here, 'before the slow commit');
      await slow.query('COMMIT');
      await expectIndexMatchesSql(here, 'after the slow commit');
    } finally {
      await slow.end();
    }
  });

  it('follows a truncated source', async () => {
    await sql`TRUNCATE posts CASCADE`.execute(server.db);
    await expectIndexMatchesSql(here, 'after truncate');
  });

  it('the HTTP search counts through the index equal the rows it pages through', async () => {
    for (const viewer of viewers.slice(0, 6)) {
      const first = await server
        .client()
        .json<SearchResult>('GET', `/api/v1/search?q=suya&tab=businesses&limit=50&lat=${viewer.lat}&lng=${viewer.lng}`);
      let seen = first.body.items.length;
      let cursor = first.body.nextCursor;
      while (cursor) {
        const page = await server
          .client()
          .json<SearchResult>('GET', `/api/v1/search?q=suya&tab=businesses&limit=50&lat=${viewer.lat}&lng=${viewer.lng}&cursor=${cursor}`);
        seen += page.body.items.length;
        cursor = page.body.nextCursor;
      }
      expect(first.body.counts.businesses).toBe(seen);
    }
  });
});

afterAll(() => here?.close());
