import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AdStatus } from '../../db/schema';
import { lagosDay } from '../../../shared/schemas/content';
import { contentPlaceSelection } from '../placement/placement.repository';
import { planReachColumns, planReachOf } from '../visibility/plan-rules.repository';
import type { PlanReach } from '../visibility/visibility';

/** The audiences an advertisement can target (the dialog's list; src/shared/schemas/content.ts). */
export type AdAudience = 'all' | 'business' | 'professionals' | 'young-adults' | 'adults';

/** What a viewer is, for audience matching: a visitor, or a member with what they own and their birth year. */
export interface AudienceFacts {
  signedIn: boolean;
  age: number | null;
  ownsBusiness: boolean;
  ownsProfession: boolean;
}

/** The audiences a viewer belongs to (decision 0014): 'all' always; the rest need the fact they depend on. */
export function audiencesOf(facts: AudienceFacts): AdAudience[] {
  const audiences: AdAudience[] = ['all'];
  if (!facts.signedIn) return audiences;
  if (facts.ownsBusiness) audiences.push('business');
  if (facts.ownsProfession) audiences.push('professionals');
  if (facts.age !== null && facts.age >= 18 && facts.age <= 35) audiences.push('young-adults');
  if (facts.age !== null && facts.age >= 35) audiences.push('adults');
  return audiences;
}

/** One impression request: the ad and who saw it (a member id, or a visitor's hashed key). */
export interface ImpressionRequest {
  adId: number;
  viewer: string;
}

/** A running ad as serving keeps it in memory (ids and counts as PostgreSQL sends them). */
export interface ServingAdRow {
  ad_id: string;
  user_id: string;
  ad_type: string;
  audience: string;
  title: string;
  description: string;
  image_url: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  planned_impressions: number | null;
  impressions: number;
  lat: number | null;
  lng: number | null;
  advertiser: string;
  plan_id: string | null;
  plan_ends_at: Date | null;
}

/** One viewer's facts for a slot, with the serving version read in the same round trip. */
export interface SlotFactsRow {
  version: string;
  capped: string[];
  birth_year: number | null;
  owns_business: boolean;
  owns_profession: boolean;
}

const AD_COLUMNS = [
  'a.ad_id',
  'a.user_id',
  'a.title',
  'a.description',
  'a.ad_type',
  'a.budget_kobo',
  'a.duration_days',
  'a.audience',
  'a.image_url',
  'a.link_business_id',
  'a.link_profession_id',
  'a.link_url',
  'a.status',
  'a.created_at',
  'a.starts_at',
  'a.ends_at',
  'a.planned_impressions',
  'a.impression_millikobo',
  'a.impressions',
  'a.clicks',
  'a.spent_kobo',
  'a.runs',
  'a.ended_reason',
] as const;
/** Where the ad was placed (decision 0029): null when it has no place and could reach nobody. */
const AD_PLACE = contentPlaceSelection('a').as('place');

/** The plan rank of the ad's owner at `now` (`member_plan_rank`, migration 0056): its plan radius decides whom the ad reaches. */
const OWNER_RANK = (now: Date) => sql`member_plan_rank(a.user_id, ${now})`;

export function adsRepository(db: Db) {
  return {
    find: (adId: number) =>
      db.selectFrom('advertisements as a').select(AD_COLUMNS).select(AD_PLACE).where('a.ad_id', '=', String(adId)).executeTakeFirst(),

    ownedBy: (userId: string) =>
      db
        .selectFrom('advertisements as a')
        .select(AD_COLUMNS)
        .select(AD_PLACE)
        .where('a.user_id', '=', userId)
        .orderBy('a.created_at', 'desc')
        .limit(100)
        .execute(),

    daily: (adId: number) =>
      db
        .selectFrom('ad_daily')
        .select(['day', 'impressions', 'clicks', 'spent_kobo'])
        .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day_text'))
        .where('ad_id', '=', String(adId))
        .orderBy('day', 'desc')
        .limit(90)
        .execute(),

    /** How many members the ad's audience holds inside its owner's radius (the planning basis; decision 0014). */
    async audienceSize(adId: number, now: Date): Promise<number> {
      const year = now.getUTCFullYear();
      const { rows } = await sql<{ n: number }>`
        WITH ad AS (
          SELECT a.audience, ll_to_earth(a.latitude, a.longitude) AS earth, ${OWNER_RANK(now)} AS rank
            FROM advertisements a WHERE a.ad_id = ${adId})
        SELECT count(*)::int AS n
          FROM users u JOIN cities c ON c.city_id = u.location_city_id, ad
         WHERE plan_visible(ad.earth, ad.rank, ll_to_earth(c.latitude, c.longitude))
           AND CASE ad.audience
                 WHEN 'all' THEN true
                 WHEN 'business' THEN EXISTS (SELECT 1 FROM businesses b WHERE b.auth_user_id = u.user_id)
                 WHEN 'professionals' THEN EXISTS (SELECT 1 FROM professions p WHERE p.auth_user_id = u.user_id)
                 WHEN 'young-adults' THEN ${year} - u.birth_year BETWEEN 18 AND 35
                 ELSE ${year} - u.birth_year >= 35 END`.execute(db);
      return rows[0]?.n ?? 0;
    },

    /**
     * Every running ad with what a slot shows and decides by, and the serving version they were read at (one statement,
     * so one snapshot): its own place (decision 0029) and its owner's paid plan and end.
     */
    async servingSnapshot(): Promise<{ version: string; ads: ServingAdRow[]; reach: PlanReach }> {
      const { rows } = await sql<ServingAdRow & { version: string; plan_chords: number[]; plan_unlimited: boolean[] }>`
        SELECT v.version, ${planReachColumns}, x.*
          FROM ad_serving_version v
          LEFT JOIN (
            SELECT a.ad_id, a.user_id, a.ad_type, a.audience, a.title, a.description, a.image_url, a.starts_at, a.ends_at,
                   a.planned_impressions, a.impressions, a.latitude AS lat, a.longitude AS lng, ou.full_name AS advertiser,
                   s.plan_id, s.ends_at AS plan_ends_at
              FROM advertisements a
              JOIN users ou ON ou.user_id = a.user_id
              LEFT JOIN subscriptions s ON s.user_id = a.user_id AND s.plan_id <> 'free'
             WHERE a.status = 'running') x ON true`.execute(db);
      const version = rows[0]?.version ?? '0';
      return { version, ads: rows.filter((row) => row.ad_id !== null), reach: planReachOf(rows[0]!) };
    },

    /**
     * In one round trip: the serving version now, the ads this viewer has already seen 3 times today (the daily cap), and
     * for a member what audiences depend on (birth year, owning a business or a profession).
     */
    async slotFacts(viewer: string, userId: string | null, now: Date): Promise<SlotFactsRow> {
      const { rows } = await sql<SlotFactsRow>`
        SELECT (SELECT version FROM ad_serving_version) AS version,
               coalesce((SELECT array_agg(d.ad_id) FROM ad_viewer_days d
                          WHERE d.viewer = ${viewer} AND d.day = ${lagosDay(now)}::date AND d.impressions >= 3), '{}') AS capped,
               u.birth_year,
               u.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM businesses b WHERE b.auth_user_id = u.user_id) AS owns_business,
               u.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM professions p WHERE p.auth_user_id = u.user_id) AS owns_profession
          FROM (SELECT 1) one LEFT JOIN users u ON u.user_id = ${userId}`.execute(db);
      return rows[0];
    },

    /**
     * One impression/click request from a viewer inside the rate window: true when it is within 10 a second (one
     * statement: the window restarts after a second).
     */
    async withinRate(viewer: string, now: Date): Promise<boolean> {
      const { rows } = await sql<{ requests: number }>`
        INSERT INTO ad_viewer_rates AS r (viewer, window_start, requests) VALUES (${viewer}, ${now}, 1)
        ON CONFLICT (viewer) DO UPDATE SET
          window_start = CASE WHEN r.window_start > ${now}::timestamptz - interval '1 second' THEN r.window_start ELSE ${now} END,
          requests = CASE WHEN r.window_start > ${now}::timestamptz - interval '1 second' THEN r.requests + 1 ELSE 1 END
        RETURNING requests`.execute(db);
      return (rows[0]?.requests ?? 1) <= 10;
    },

    /**
     * Counts a batch of impressions (decision 0014): each one once per viewer and hour, at most 3 per viewer and day,
     * for a running ad inside its run and not its owner, within 10 requests a second from one viewer; charges them and
     * ends an ad when its planned impressions (its budget) are used. Requests are judged in order, so the batch decides
     * as the same requests one by one would. One call of `record_ad_impressions` (migration 0038): one round trip.
     * Returns whether each one counted.
     */
    async recordImpressions(requests: ImpressionRequest[], now: Date): Promise<boolean[]> {
      const { rows } = await sql<{ counted: boolean[] | null }>`
        SELECT record_ad_impressions(${requests.map((r) => r.adId)}::bigint[], ${requests.map((r) => r.viewer)}::text[],
                                     ${now}::timestamptz, ${lagosDay(now)}::date) AS counted`.execute(db);
      return rows[0]?.counted ?? requests.map(() => false);
    },

    /** Counts a click once per viewer and hour, for a running ad inside its run. Returns whether it counted. */
    recordClick: (adId: number, viewer: string, now: Date) =>
      db.transaction().execute(async (trx) => {
        const ad = await trx
          .selectFrom('advertisements')
          .select(['user_id', 'status', 'ends_at', 'starts_at'])
          .where('ad_id', '=', String(adId))
          .forUpdate()
          .executeTakeFirst();
        if (!ad || ad.status !== 'running' || !ad.ends_at || ad.ends_at <= now || !ad.starts_at || ad.starts_at > now) return false;
        if (ad.user_id === viewer) return false;
        const day = lagosDay(now);
        const { rows: recent } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM ad_viewer_days
           WHERE ad_id = ${adId} AND viewer = ${viewer} AND day >= ${day}::date - 1
             AND last_click_at > ${now}::timestamptz - interval '1 hour'`.execute(trx);
        if ((recent[0]?.n ?? 0) > 0) return false;
        await sql`
          INSERT INTO ad_viewer_days AS v (ad_id, viewer, day, last_click_at) VALUES (${adId}, ${viewer}, ${day}::date, ${now})
          ON CONFLICT (ad_id, viewer, day) DO UPDATE SET last_click_at = ${now}`.execute(trx);
        await trx
          .updateTable('advertisements')
          .set((eb) => ({ clicks: eb('clicks', '+', 1) }))
          .where('ad_id', '=', String(adId))
          .execute();
        await sql`
          INSERT INTO ad_daily AS d (ad_id, day, clicks) VALUES (${adId}, ${day}::date, 1)
          ON CONFLICT (ad_id, day) DO UPDATE SET clicks = d.clicks + 1`.execute(trx);
        return true;
      }),

    /** Pause (running → paused) or resume (paused → running while its run lasts); returns the new status or null. */
    async setPaused(adId: number, paused: boolean, now: Date): Promise<AdStatus | null> {
      const row = await db
        .updateTable('advertisements')
        .set({ status: paused ? 'paused' : 'running' })
        .where('ad_id', '=', String(adId))
        .where('status', '=', paused ? 'running' : 'paused')
        .$if(!paused, (qb) => qb.where('ends_at', '>', now))
        .returning('status')
        .executeTakeFirst();
      return row?.status ?? null;
    },

    /** The end of a run at its end date (the `ads.end` job): running or paused ads whose run is over. */
    async endIfOver(adId: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('advertisements')
        .set({ status: 'ended', ended_reason: 'duration' })
        .where('ad_id', '=', String(adId))
        .where('status', 'in', ['running', 'paused'])
        .where('ends_at', '<=', now)
        .executeTakeFirst();
      // Per-viewer days only serve the cap and the hourly rule of a run: at its end, all but the last two days go.
      await sql`DELETE FROM ad_viewer_days WHERE ad_id = ${adId} AND day < ${lagosDay(now)}::date - 1`.execute(db);
      // And one-second rate windows long past are dropped (a cheap sweep; they are rewritten on the next request).
      await sql`DELETE FROM ad_viewer_rates WHERE window_start < ${now}::timestamptz - interval '1 hour'`.execute(db);
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type AdRow = NonNullable<Awaited<ReturnType<ReturnType<typeof adsRepository>['find']>>>;
