import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAND_IDS, DISTANCE_BANDS, type BandId } from '../../src/shared/bands';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { cityId } from './support/listings';

const server = useTestServer();
let owner: TestMember;
let ownerId: string;

beforeAll(async () => {
  owner = await signedInMember(server, { fullName: 'Kemi Adebayo' });
  ownerId = (await owner.client.json('GET', '/api/v1/me')).body.userId;
});

/** A deterministic pseudo-random sequence (the test must fail the same way twice). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const entries = async (kind: number, itemId: number) =>
  server.db
    .selectFrom('feed_entries' as never)
    .select(['lat', 'lng', 'plan_rank'] as never)
    .where('kind' as never, '=', kind as never)
    .where('item_id' as never, '=', itemId as never)
    .execute() as Promise<Array<{ lat: number; lng: number; plan_rank: number }>>;

/** The lowest plan class that may be seen in a band's ring, from the plan rule (`plan_rules`, migration 0056). */
async function tierOf(band: BandId): Promise<number> {
  const { rows } = await sql<{ tier: number }>`SELECT plan_min_rank(${DISTANCE_BANDS[band].minKm * 1000}::float8) AS tier`.execute(
    server.db,
  );
  return rows[0]!.tier;
}

describe('feed index', () => {
  it('takes the lowest plan seen in each ring from the plan rule', async () => {
    const tiers: number[] = [];
    for (const band of BAND_IDS) tiers.push(await tierOf(band));
    expect(tiers).toEqual([0, 0, 1, 2, 2]);
  });

  it('covers every ring exactly: no entry in the ring is missed and cells marked inside hold only ring entries', async () => {
    // Synthetic entries: a dense Lagos cluster, a scatter over West Africa and a few far away, all plan classes.
    const next = random(7);
    const values: string[] = [];
    for (let i = 1; i <= 3000; i++) {
      const dense = i <= 1500;
      const lat = dense ? 6.52 + (next() - 0.5) * 0.6 : -10 + next() * 40;
      const lng = dense ? 3.38 + (next() - 0.5) * 0.6 : -20 + next() * 50;
      const rank = next() < 0.8 ? 0 : next() < 0.5 ? 1 : 2;
      values.push(`(1, ${900000 + i}, now() - interval '${i} minutes', ${lat}, ${lng}, ${rank})`);
    }
    await sql
      .raw(`INSERT INTO feed_entries (kind, item_id, created_at, lat, lng, plan_rank) VALUES ${values.join(',')}`)
      .execute(server.db);

    const viewers = [
      { lat: 6.5244, lng: 3.3792 },
      { lat: 6.9, lng: 3.0 },
      { lat: 7.3775, lng: 3.947 },
      { lat: 9.0765, lng: 7.3986 },
      { lat: 5.6, lng: -0.19 },
      { lat: 12.0, lng: 8.5 },
    ];
    let checked = 0;
    try {
      for (const viewer of viewers) {
        for (const band of BAND_IDS) {
          const ring = DISTANCE_BANDS[band];
          const tier = await tierOf(band);
          const rmax = ring.maxKm === null ? 'infinity' : String(ring.maxKm * 1000);
          for (const splitAt of [1, 50, 2000]) {
            const { rows } = await sql<{ in_ring: number; covered: number; stray: number }>`
              WITH v AS (SELECT ll_to_earth(${viewer.lat}::float8, ${viewer.lng}::float8) AS ve),
              cover AS (SELECT * FROM feed_cover(${viewer.lat}::float8, ${viewer.lng}::float8, ${ring.minKm * 1000}::float8,
                                                ${rmax}::float8, ${tier}::int, ${splitAt}::int)),
              e AS (
                SELECT f.*, earth_distance(f.earth, v.ve) AS d FROM feed_entries f, v
                 WHERE f.item_id > 900000 AND f.plan_rank >= ${tier}::int
              ),
              ring AS (SELECT * FROM e WHERE (e.d > ${ring.minKm * 1000}::float8 OR ${ring.minKm}::int = 0) AND e.d <= ${rmax}::float8),
              hits AS (
                SELECT e.item_id, c.inside FROM e JOIN cover c
                  ON (c.level = 0 AND c.cell = e.fine) OR (c.level = 1 AND c.cell = e.coarse) OR (c.level = 2 AND c.cell = e.region)
              )
              SELECT (SELECT count(*) FROM ring)::int AS in_ring,
                     (SELECT count(*) FROM ring WHERE item_id IN (SELECT item_id FROM hits))::int AS covered,
                     (SELECT count(*) FROM hits WHERE inside AND item_id NOT IN (SELECT item_id FROM ring))::int AS stray`.execute(
              server.db,
            );
            const result = rows[0]!;
            expect({ viewer, band, splitAt, ...result }).toEqual({
              viewer,
              band,
              splitAt,
              in_ring: result.in_ring,
              covered: result.in_ring,
              stray: 0,
            });
            checked += result.in_ring;
          }
        }
      }
    } finally {
      await sql`DELETE FROM feed_entries WHERE item_id > 900000`.execute(server.db);
    }
    // The check is meaningful only if the rings held entries.
    expect(checked).toBeGreaterThan(10000);
  });

  it('pages exactly like a full sort of the ring, ties included, across many cells', async () => {
    const next = random(11);
    const values: string[] = [];
    for (let i = 1; i <= 2500; i++) {
      const dense = i <= 1800;
      const lat = dense ? 6.52 + (next() - 0.5) * 0.9 : 2 + next() * 14;
      const lng = dense ? 3.38 + (next() - 0.5) * 0.9 : -2 + next() * 14;
      const rank = next() < 0.8 ? 0 : next() < 0.5 ? 1 : 2;
      // Every third entry shares its minute with another, so the kind and id tie-breaks matter.
      const minute = Math.floor(i / 3);
      values.push(
        `(${i % 4}, ${800000 + i}, timestamptz '2026-11-01 00:00:00+00' - interval '${minute} minutes', ${lat}, ${lng}, ${rank})`,
      );
    }
    await sql
      .raw(`INSERT INTO feed_entries (kind, item_id, created_at, lat, lng, plan_rank) VALUES ${values.join(',')}`)
      .execute(server.db);
    try {
      let compared = 0;
      for (const viewer of [
        { lat: 6.5244, lng: 3.3792 },
        { lat: 7.0, lng: 3.9 },
        { lat: 9.0765, lng: 7.3986 },
      ]) {
        for (const band of BAND_IDS) {
          const ring = DISTANCE_BANDS[band];
          const tier = await tierOf(band);
          const rmax = ring.maxKm === null ? 'infinity' : String(ring.maxKm * 1000);
          const { rows: expected } = await sql<{ kind: number; item_id: string }>`
            SELECT kind, item_id FROM feed_entries f
             WHERE f.item_id > 800000 AND f.item_id < 900000 AND f.plan_rank >= ${tier}::int
               AND (earth_distance(f.earth, ll_to_earth(${viewer.lat}::float8, ${viewer.lng}::float8)) > ${ring.minKm * 1000}::float8 OR ${ring.minKm}::int = 0)
               AND earth_distance(f.earth, ll_to_earth(${viewer.lat}::float8, ${viewer.lng}::float8)) <= ${rmax}::float8
             ORDER BY created_at DESC, kind DESC, item_id DESC LIMIT 60`.execute(server.db);
          const got: string[] = [];
          let after = { at: 'infinity', kind: 0, id: '0' };
          for (let page = 0; page < 10 && got.length < expected.length; page++) {
            const { rows } = await sql<{ entry_kind: number; entry_id: string; entry_at: Date }>`
              SELECT entry_kind, entry_id, entry_at FROM feed_page(${viewer.lat}::float8, ${viewer.lng}::float8, ${ring.minKm * 1000}::float8,
                ${rmax}::float8, ${tier}::int, ${after.at}::timestamptz, ${after.kind}::smallint, ${after.id}::bigint, 7)
               WHERE entry_id > 800000 AND entry_id < 900000`.execute(server.db);
            if (rows.length === 0) break;
            got.push(...rows.map((row) => `${row.entry_kind}:${row.entry_id}`));
            const last = rows[rows.length - 1]!;
            after = { at: new Date(last.entry_at).toISOString(), kind: last.entry_kind, id: last.entry_id };
          }
          const want = expected.map((row) => `${row.kind}:${row.item_id}`);
          expect({ viewer, band, ids: got.slice(0, want.length) }).toEqual({ viewer, band, ids: want });
          compared += want.length;
        }
      }
      expect(compared).toBeGreaterThan(300);
    } finally {
      await sql`DELETE FROM feed_entries WHERE item_id > 800000 AND item_id < 900000`.execute(server.db);
    }
  });

  it('keeps entries in step with their listings: place, plan and deletion; own posts stay where published', async () => {
    const lagos = await cityId(server.db, 'Lagos');
    const ibadan = await cityId(server.db, 'Ibadan');
    await server.db.updateTable('users').set({ location_city_id: lagos }).where('user_id', '=', ownerId).execute();

    const business = await server.db
      .insertInto('businesses')
      .values({ auth_user_id: ownerId, name: 'Kemi Fabrics', latitude: 6.5, longitude: 3.35 } as never)
      .returning('business_id')
      .executeTakeFirstOrThrow();
    const businessId = Number(business.business_id);
    const category = await server.db
      .insertInto('product_categories')
      .values({ business_id: businessId, name: 'Ankara' } as never)
      .returning('category_id')
      .executeTakeFirstOrThrow();
    const product = await server.db
      .insertInto('products')
      .values({ business_id: businessId, category_id: category.category_id, name: 'Ankara, 6 yards', price_kobo: 1_500_000 } as never)
      .returning('product_id')
      .executeTakeFirstOrThrow();
    const productId = Number(product.product_id);
    const shopPost = await server.db
      .insertInto('posts')
      .values({ user_id: ownerId, business_id: businessId, content: 'New Ankara prints' } as never)
      .returning('post_id')
      .executeTakeFirstOrThrow();
    const ownPost = await server.db
      .insertInto('posts')
      .values({ user_id: ownerId, content: 'Good morning Lagos' } as never)
      .returning('post_id')
      .executeTakeFirstOrThrow();

    expect(await entries(2, businessId)).toEqual([{ lat: 6.5, lng: 3.35, plan_rank: 0 }]);
    expect(await entries(0, productId)).toEqual([{ lat: 6.5, lng: 3.35, plan_rank: 0 }]);
    expect(await entries(3, Number(shopPost.post_id))).toEqual([{ lat: 6.5, lng: 3.35, plan_rank: 0 }]);
    const [ownEntry] = await entries(3, Number(ownPost.post_id));
    expect(ownEntry?.lat).toBeCloseTo(6.52, 1);

    // The shop moves to Abuja and its owner goes Pro: the shop, its product and its post follow.
    await server.db
      .updateTable('businesses')
      .set({ latitude: 9.07, longitude: 7.4, plan_rank: 2 } as never)
      .where('business_id', '=', String(businessId))
      .execute();
    for (const [kind, id] of [
      [2, businessId],
      [0, productId],
      [3, Number(shopPost.post_id)],
    ] as const) {
      expect(await entries(kind, id)).toEqual([{ lat: 9.07, lng: 7.4, plan_rank: 2 }]);
    }
    // A description change leaves the feed alone (no rewrite of the entry).
    await server.db
      .updateTable('businesses')
      .set({ description: 'Fabrics and tailoring' })
      .where('business_id', '=', String(businessId))
      .execute();
    expect(await entries(2, businessId)).toEqual([{ lat: 9.07, lng: 7.4, plan_rank: 2 }]);

    // The owner moves to Ibadan, then clears their city: a post without a listing stays where it was published
    // (decision 0029: content has its own place); the shop's post stays with the shop.
    await server.db.updateTable('users').set({ location_city_id: ibadan }).where('user_id', '=', ownerId).execute();
    expect((await entries(3, Number(ownPost.post_id)))[0]?.lat).toBeCloseTo(6.52, 1);
    await server.db.updateTable('users').set({ location_city_id: null }).where('user_id', '=', ownerId).execute();
    expect((await entries(3, Number(ownPost.post_id)))[0]?.lat).toBeCloseTo(6.52, 1);
    expect(await entries(3, Number(shopPost.post_id))).toEqual([{ lat: 9.07, lng: 7.4, plan_rank: 2 }]);

    // Deleting the shop takes its product and post entries with it (cascades), and the directory counts follow.
    const before = await sql<{ n: number }>`SELECT coalesce(sum(n0), 0)::int AS n FROM feed_cells WHERE level = 2`.execute(server.db);
    await server.db.deleteFrom('businesses').where('business_id', '=', String(businessId)).execute();
    expect(await entries(2, businessId)).toEqual([]);
    expect(await entries(0, productId)).toEqual([]);
    expect(await entries(3, Number(shopPost.post_id))).toEqual([]);
    const after = await sql<{ n: number; total: number }>`
      SELECT coalesce(sum(n0), 0)::int AS n, (SELECT count(*)::int FROM feed_entries) AS total FROM feed_cells WHERE level = 2`.execute(
      server.db,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n - 3);
    expect(after.rows[0]!.n).toBe(after.rows[0]!.total);
  });

  it('refreshes one item by its id, never by scanning every listing (a bulk load stays linear)', async () => {
    // Enough businesses that a scan is visible and the planner prefers the primary key, loaded in one statement.
    await sql`
      INSERT INTO businesses (auth_user_id, name, latitude, longitude)
      SELECT ${ownerId}, 'Bulk shop ' || g, 6.0 + (g % 64) / 64.0, 3.0 + (g / 64) / 64.0 FROM generate_series(1, 4000) g`.execute(
      server.db,
    );
    await sql`ANALYZE businesses`.execute(server.db);
    const { rows } = await sql<{ business_id: string }>`SELECT business_id FROM businesses WHERE name = 'Bulk shop 17'`.execute(server.db);
    const id = Number(rows[0]!.business_id);
    expect(await entries(2, id)).toHaveLength(1);

    // The transaction's table statistics, read before and after the refresh, show what it read: the listing by its
    // key, nothing scanned.
    const scanned = await server.db.transaction().execute(async (trx) => {
      const reads = async () =>
        (
          await sql<{ relname: string; seq_tup_read: number }>`
            SELECT relname, seq_tup_read::int FROM pg_stat_xact_user_tables WHERE relname IN ('businesses', 'feed_entries')
             ORDER BY relname`.execute(trx)
        ).rows;
      await sql`ALTER TABLE businesses DISABLE TRIGGER USER`.execute(trx);
      await sql`UPDATE businesses SET latitude = NULL, longitude = NULL WHERE business_id = ${id}`.execute(trx);
      await sql`ALTER TABLE businesses ENABLE TRIGGER USER`.execute(trx);
      const before = await reads();
      await sql`SELECT feed_refresh(2::smallint, ARRAY[${id}]::bigint[])`.execute(trx);
      const after = await reads();
      return after.map((row) => ({
        relname: row.relname,
        seq_tup_read: row.seq_tup_read - (before.find((b) => b.relname === row.relname)?.seq_tup_read ?? 0),
      }));
    });
    expect(scanned).toHaveLength(2);
    for (const table of scanned) expect(table.seq_tup_read, table.relname).toBeLessThan(100);
    expect(await entries(2, id)).toEqual([]);
  });
});
