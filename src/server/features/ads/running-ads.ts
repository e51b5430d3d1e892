import type { Clock } from '../../clock';
import { greatCircleKm } from '../listings-common/great-circle';
import type { AdAudience, ServingAdRow } from './ads.repository';

/** Reach of an owner's plan in km (Free 300, Premium 1,500, Pro everywhere): the same radii as the plan table's rings. */
const REACH_KM = { free: 300, premium: 1500, pro: Infinity } as const;

/**
 * Impression counts are copied with the rest and not versioned (they change on every view): a copy older than this is
 * read again before the slot is filled, so pacing lags the counts by at most this long. Caps and budgets never depend on it: the write path enforces them.
 */
const COUNTS_MAX_AGE_MS = 5_000;

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
  point: { lat: number; lng: number } | null;
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
    point: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
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

function reaches(ad: RunningAd, position: SlotChoice['position'], now: number): boolean {
  // An ad without a place reaches nobody, whatever its plan (decision 0029): its owner is told to add one.
  if (!ad.point) return false;
  const plan = ad.plan && ad.planEndsAt > now ? ad.plan : 'free';
  const reachKm = REACH_KM[plan];
  if (reachKm === Infinity) return true;
  if (!position) return false;
  return greatCircleKm(ad.point, position) <= reachKm;
}

/**
 * The running ads of this process, read again whenever the serving version (raised by triggers, migration 0031) moves
 * past the copy's, so a paused, ended or edited ad, or an owner's plan change, is seen by the next slot in every
 * process. Concurrent slots share one read.
 */
export function runningAds(load: () => Promise<{ version: string; ads: ServingAdRow[] }>, clock: Clock) {
  let version: bigint = -1n;
  let readAt = 0;
  let ads: RunningAd[] = [];
  let reading: Promise<void> | null = null;

  function read(): Promise<void> {
    reading ??= load()
      .then((snapshot) => {
        version = BigInt(snapshot.version);
        readAt = clock.now().getTime();
        ads = snapshot.ads.map(fromRow);
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return {
    /** Brings the copy up to `current` (the version the slot's facts were read at). */
    async refresh(current: string): Promise<void> {
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
        if (ad.impressions >= due || ad.impressions >= ad.planned || !reaches(ad, choice.position, now)) continue;
        candidates.push({ ad, behind: (ad.impressions + ad.served) / Math.max(due, 1), tie: Math.random() });
      }
      candidates.sort((x, y) => x.behind - y.behind || x.tie - y.tie);
      const chosen = candidates.slice(0, choice.count).map((candidate) => candidate.ad);
      for (const ad of chosen) ad.served += 1;
      return chosen;
    },
  };
}
