import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAND_IDS, DISTANCE_BANDS } from '../../src/shared/bands';
import { signedInMember } from '../support/members';
import { useTestServer } from '../support/test-server';

const server = useTestServer();

beforeAll(async () => {
  const owner = await signedInMember(server, { fullName: 'Musa Bello' });
  const ownerId = (await owner.client.json('GET', '/api/v1/me')).body.userId;
  // A dense cluster over Lagos (so the regional ring's inner circle cuts through it), a scatter over West Africa,
  // and a few far away; every plan class. Deterministic positions (a fixed-seed sequence in SQL).
  await sql`SELECT setseed(0.25)`.execute(server.db);
  await sql`
    INSERT INTO businesses (auth_user_id, name, latitude, longitude, plan_rank)
    SELECT ${ownerId}, 'Shop ' || g,
           CASE WHEN g <= 1500 THEN 6.52 + (random() - 0.5) * 1.2 WHEN g <= 2900 THEN -5 + random() * 25 ELSE 40 + random() * 10 END,
           CASE WHEN g <= 1500 THEN 3.38 + (random() - 0.5) * 1.2 WHEN g <= 2900 THEN -15 + random() * 35 ELSE -5 + random() * 10 END,
           CASE WHEN random() < 0.8 THEN 0 WHEN random() < 0.5 THEN 1 ELSE 2 END
      FROM generate_series(1, 3000) g`.execute(server.db);
});

describe('nearby ring search (phased fine-cell probes)', () => {
  it('returns exactly the k nearest visible listings of every ring, as a full scan would', async () => {
    const viewers = [
      { lat: 6.5244, lng: 3.3792 },
      { lat: 6.9, lng: 3.9 },
      { lat: 7.3775, lng: 3.947 },
      { lat: 9.0765, lng: 7.3986 },
      { lat: 5.6, lng: -0.19 },
    ];
    let compared = 0;
    for (const viewer of viewers) {
      for (const band of BAND_IDS) {
        const ring = DISTANCE_BANDS[band];
        const rmin = ring.minKm * 1000;
        const rmax = ring.maxKm === null ? 40_000_000 : ring.maxKm * 1000;
        for (const k of [1, 6, 40]) {
          const { rows: got } = await sql<{ listing_id: string; distance_m: number }>`
            SELECT listing_id, distance_m FROM nearby_ring('b', ${viewer.lat}::float8, ${viewer.lng}::float8,
                                                           ${rmin}::float8, ${rmax}::float8, ${k}::int)`.execute(server.db);
          const { rows: expected } = await sql<{ listing_id: string; distance_m: number }>`
            SELECT business_id AS listing_id, d AS distance_m FROM (
              SELECT business_id, plan_rank, earth_distance(earth, ll_to_earth(${viewer.lat}::float8, ${viewer.lng}::float8)) AS d
                FROM businesses WHERE earth IS NOT NULL) b
             WHERE (d > ${rmin}::float8 OR ${rmin}::float8 = 0) AND d <= ${rmax}::float8
               AND d <= CASE plan_rank WHEN 0 THEN 300000 WHEN 1 THEN 1500000 ELSE 'infinity'::float8 END
             ORDER BY d, business_id LIMIT ${k}`.execute(server.db);
          expect({ viewer, band, k, ids: got.map((row) => row.listing_id) }).toEqual({
            viewer,
            band,
            k,
            ids: expected.map((row) => row.listing_id),
          });
          got.forEach((row, i) => expect(row.distance_m).toBeCloseTo(expected[i]!.distance_m, 3));
          compared += expected.length;
        }
      }
    }
    // Meaningful only if the rings held listings.
    expect(compared).toBeGreaterThan(500);
  });
});
