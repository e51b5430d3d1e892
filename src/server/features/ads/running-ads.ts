import type { Clock } from '../../clock';
import type { DerivedIndex } from '../discovery/derived-index';
import { earthPoint, planRank, planVisible, type Earth, type PlanReach } from '../visibility/visibility';
import type { AdAudience, ServingAdRow } from './ads.repository';

/**
 * Impression counts are copied with the rest and not versioned (they change on every view): a copy older than this is
 * read again before the slot is filled, so pacing lags the counts by at most this long. Caps and budgets never depend on it: the write path enforces them.
 */
const COUNTS_MAX_AGE_MS = 5_000;
/** An ad's object and fields besides its strings, for the memory estimate. */
const AD_OBJECT_BYTES = 384;

/** A running ad as a slot needs it. */
interface RunningAd {
  adId: number;
  userId: string;
  placement: string;
  audience: string;
  title: string;
  description: string;
  imageUrl: string | null;
  advertiser: string;
  startsAt: number;
  endsAt: number;
  planned: number;
  impressions: number;
  /** Slots this process filled with the ad since the copy was read: spreads a burst over ads equally behind. */
  served: number;
  point: Earth | null;
  plan: 'premium' | 'pro' | null;
  planEndsAt: number;
}

export interface SlotChoice {
  placement: string;
  audiences: AdAudience[];
  position: { lat: number; lng: number } | null;
  /** Ads this viewer has seen 3 times today. */
  capped: ReadonlySet<number>;
  now: Date;
  count: number;
}

function fromRow(row: ServingAdRow): RunningAd {
  return {
    adId: Number(row.ad_id),
    userId: row.user_id,
    placement: row.ad_type,
    audience: row.audience,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    advertiser: row.advertiser,
    startsAt: row.starts_at?.getTime() ?? Infinity,
    endsAt: row.ends_at?.getTime() ?? -Infinity,
    planned: row.planned_impressions ?? 0,
    impressions: row.impressions,
    served: 0,
    point: row.lat === null || row.lng === null ? null : earthPoint(row.lat, row.lng),
    plan: row.plan_id === 'pro' || row.plan_id === 'premium' ? row.plan_id : null,
    planEndsAt: row.plan_ends_at?.getTime() ?? -Infinity,
  };
}

/** The share of an ad's planned impressions due by now, one hour ahead (decision 0014's pace allowance). */
function allowance(ad: RunningAd, now: number): number {
  const runSeconds = Math.max(1, (ad.endsAt - ad.startsAt) / 1000);
  const elapsedSeconds = (now - ad.startsAt) / 1000 + 3600;
  return Math.ceil(ad.planned * Math.min(1, elapsedSeconds / runSeconds));
}

/** Whether a viewer at `position` (null: unknown) is within the ad owner's plan radius, as of `now`. */
function reaches(ad: RunningAd, reach: PlanReach, position: SlotChoice['position'], now: number): boolean {
  // An ad without a place reaches nobody, whatever its plan (decision 0029): its owner is told to add one.
  if (!ad.point) return false;
  const rank = planRank(ad.plan && ad.planEndsAt > now ? ad.plan : 'free');
  if (!position) return reach.unlimited[rank] === true;
  return planVisible(reach, rank, ad.point, earthPoint(position.lat, position.lng));
}

/**
 * The running ads of this process (a `DerivedIndex`), read again whenever the serving version (raised by triggers,
 * migration 0031) moves past the copy's, so a paused, ended or edited ad, or an owner's plan change, is seen by the
 * next slot in every process. Concurrent slots share one read. Until it is loaded, the first slot loads it.
 */
export function runningAds(load: () => Promise<{ version: string; ads: ServingAdRow[]; reach: PlanReach }>, clock: Clock) {
  let version: bigint = -1n;
  let readAt = 0;
  let ads: RunningAd[] = [];
  let reach: PlanReach = { chords: [], unlimited: [] };
  let reading: Promise<void> | null = null;

  function read(): Promise<void> {
    reading ??= load()
      .then((snapshot) => {
        version = BigInt(snapshot.version);
        readAt = clock.now().getTime();
        ads = snapshot.ads.map(fromRow);
        reach = snapshot.reach;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  const derived: DerivedIndex = {
    what: 'running ads',
    load: read,
    ready: () => version >= 0n,
    refresh: read,
    memoryBytes: () =>
      ads.reduce(
        (bytes, ad) =>
          bytes + AD_OBJECT_BYTES + ad.title.length + ad.description.length + ad.advertiser.length + (ad.imageUrl?.length ?? 0),
        0,
      ),
    close() {
      ads = [];
      version = -1n;
    },
  };

  return {
    ...derived,

    /** Brings the copy up to `current` (the version the slot's facts were read at). */
    async refreshTo(current: string): Promise<void> {
      // A read already under way may have started before `current` was committed: then read once more.
      while (BigInt(current) > version) await read();
      if (clock.now().getTime() - readAt > COUNTS_MAX_AGE_MS) await read();
    },

    /** Matching ads, most behind their pace first (ties at random), at most `count`. */
    choose(choice: SlotChoice): RunningAd[] {
      const now = choice.now.getTime();
      const candidates: { ad: RunningAd; behind: number; tie: number }[] = [];
      for (const ad of ads) {
        if (ad.placement !== choice.placement || ad.startsAt > now || ad.endsAt <= now) continue;
        if (!choice.audiences.includes(ad.audience as AdAudience) || choice.capped.has(ad.adId)) continue;
        const due = allowance(ad, now);
        if (ad.impressions >= due || ad.impressions >= ad.planned || !reaches(ad, reach, choice.position, now)) continue;
        candidates.push({ ad, behind: (ad.impressions + ad.served) / Math.max(due, 1), tie: Math.random() });
      }
      candidates.sort((x, y) => x.behind - y.behind || x.tie - y.tie);
      const chosen = candidates.slice(0, choice.count).map((candidate) => candidate.ad);
      for (const ad of chosen) ad.served += 1;
      return chosen;
    },
  };
}
