import { createHash } from 'node:crypto';
import type { AdDetail, AdSlot, AdSlotQuery, AdSummary, HousePromotion } from '../../../shared/schemas/ads';
import type { Viewer } from '../../auth/session';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { groupCommit } from '../../db/group-commit';
import { conflict, forbidden, notFound } from '../../http/errors';
import { isoString } from '../../kit/listings/listing-mapping';
import { adsRepository, audiencesOf, type AdRow, type ImpressionRequest } from './ads.repository';
import type { DerivedIndex } from '../discovery/derived-index';
import { runningAds } from './running-ads';
import type { Language } from '../../../shared/i18n/languages';
import { msg } from '../../../shared/i18n/msg';
import { translate } from '../../i18n/translate';

export interface AdsDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

/**
 * LocalHub's own promotions, for a slot no ad fills (never a third-party script): at most one per answer, chosen at
 * random, so a feed shows it once and not always the same.
 */
export const HOUSE_PROMOTIONS: HousePromotion[] = [
  {
    type: 'house',
    title: msg('Promote your business here'),
    text: msg('Reach customers near you with a LocalHub advertisement.'),
    link: '/app/create',
    action: msg('Create an ad'),
  },
  {
    type: 'house',
    title: msg('Be found further away'),
    text: msg('Premium shows your listings to people up to 1,500 km away; Pro, everywhere.'),
    link: '/app/account?tab=subscription&step=plans',
    action: msg('See plans'),
  },
  {
    type: 'house',
    title: msg('Put your business on LocalHub'),
    text: msg('Add your shop, opening hours and products so people nearby can find you.'),
    link: '/app/business',
    action: msg('Add a business'),
  },
  {
    type: 'house',
    title: msg('Show your work in a video'),
    text: msg('Customers trust what they can see: upload a short video of your work.'),
    link: '/app/videos',
    action: msg('Upload a video'),
  },
];

/** Who is looking: a member by id, a visitor by a hash of their address and browser (for caps and de-duplication). */
export function viewerKey(viewer: Viewer | null, ip: string, userAgent: string | undefined): string {
  if (viewer) return viewer.userId;
  return `v:${createHash('sha256')
    .update(`${ip}|${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32)}`;
}

/** What an ad links to, from its row (one of the three columns is set). */
export function adLinkOf(ad: Pick<AdRow, 'link_url' | 'link_business_id' | 'link_profession_id'>): AdSummary['link'] {
  if (ad.link_business_id) return { kind: 'business', id: Number(ad.link_business_id) };
  if (ad.link_profession_id) return { kind: 'profession', id: Number(ad.link_profession_id) };
  return { kind: 'url', url: ad.link_url ?? '' };
}

/** Where an ad's click goes: its web address, or the page of the listing it links to. */
export function adTarget(ad: Pick<AdRow, 'link_url' | 'link_business_id' | 'link_profession_id'>): string {
  if (ad.link_url) return ad.link_url;
  if (ad.link_business_id) return `/business/${ad.link_business_id}`;
  if (ad.link_profession_id) return `/profession/${ad.link_profession_id}`;
  return '/app';
}

/** Running and inside its run (a run whose end job is late is over). */
function runningAt(ad: Pick<AdRow, 'status' | 'starts_at' | 'ends_at'>, now: Date): boolean {
  return ad.status === 'running' && !!ad.starts_at && ad.starts_at <= now && !!ad.ends_at && now < ad.ends_at;
}

function summary(ad: AdRow): AdSummary {
  const budget = Number(ad.budget_kobo);
  const spent = Number(ad.spent_kobo);
  const millikobo = ad.impression_millikobo === null ? null : Number(ad.impression_millikobo);
  return {
    adId: Number(ad.ad_id),
    title: ad.title,
    description: ad.description,
    imageUrl: ad.image_url,
    link: adLinkOf(ad),
    status: ad.status,
    audience: ad.audience,
    budgetKobo: budget,
    durationDays: ad.duration_days,
    startsAt: ad.starts_at ? isoString(ad.starts_at) : null,
    endsAt: ad.ends_at ? isoString(ad.ends_at) : null,
    impressions: ad.impressions,
    clicks: ad.clicks,
    clickRate: ad.impressions > 0 ? ad.clicks / ad.impressions : 0,
    spentKobo: spent,
    // Awaiting payment nothing is paid yet, so nothing remains either.
    remainingKobo: ad.status === 'awaiting_payment' ? 0 : Math.max(0, budget - spent),
    plannedImpressions: ad.planned_impressions,
    cpmKobo: millikobo,
    endedReason: ad.ended_reason,
    canPay: ad.status === 'awaiting_payment' || ad.status === 'ended',
    place: ad.place,
    reachesNobody: ad.place === null,
    createdAt: isoString(ad.created_at),
  };
}

/** Serving, counting and the owner's dashboard (docs/decisions/0014-advertising.md). */
export function adsService(deps: AdsDeps) {
  const repo = adsRepository(deps.db);
  const { clock } = deps;
  // Impressions come in bursts (every viewer of a feed page at once): judged and written in batches, in arrival order.
  const running = runningAds(() => repo.servingSnapshot(), clock);
  const recordImpression = groupCommit((requests: ImpressionRequest[]) => repo.recordImpressions(requests, clock.now()));

  async function ownAd(viewer: Viewer, adId: number): Promise<AdRow> {
    const ad = await repo.find(adId);
    if (!ad) throw notFound(msg('Advertisement not found'));
    if (ad.user_id !== viewer.userId) throw forbidden(msg('You can only see and change your own advertisements'));
    return ad;
  }

  return {
    /** The running ads, a per-process copy loaded at start and closed at the end. */
    index: running as DerivedIndex,

    /**
     * Up to `count` items: matching running ads (most behind their pace first), then at most one LocalHub promotion
     * unless `promotion` is false (a feed's later pages: a long feed shows it once). Labels in `language`.
     */
    async slot(query: AdSlotQuery, viewer: Viewer | null, key: string, language: Language, promotion = true): Promise<AdSlot> {
      const now = clock.now();
      const facts = await repo.slotFacts(key, viewer?.userId ?? null, now);
      await running.refreshTo(facts.version);
      const audiences = audiencesOf({
        signedIn: viewer !== null,
        age: facts.birth_year === null ? null : now.getUTCFullYear() - facts.birth_year,
        ownsBusiness: facts.owns_business,
        ownsProfession: facts.owns_profession,
      });
      const position = query.lat === undefined || query.lng === undefined ? null : { lat: query.lat, lng: query.lng };
      const ads = running.choose({
        placement: query.placement,
        audiences,
        position,
        capped: new Set(facts.capped.map(Number)),
        now,
        count: query.count,
      });
      const items: AdSlot['items'] = ads.map((ad) => ({
        type: 'ad',
        adId: ad.adId,
        title: ad.title,
        description: ad.description,
        imageUrl: ad.imageUrl,
        advertiser: ad.advertiser,
        clickUrl: `/api/v1/ads/${ad.adId}/click`,
        label: translate(language, msg('Sponsored')),
      }));
      if (promotion && items.length < query.count) {
        const house = HOUSE_PROMOTIONS[Math.floor(Math.random() * HOUSE_PROMOTIONS.length)]!;
        const say = (text: string) => translate(language, text);
        items.push({ ...house, title: say(house.title), text: say(house.text), action: say(house.action) });
      }
      return { items };
    },

    /** Counted or not, the answer is the same (204): a refused impression is not an error. */
    impression: (adId: number, key: string): Promise<boolean> => recordImpression({ adId, viewer: key }),

    /**
     * Where to send the viewer of a running ad (the click counted when it may); null for any other — unknown, deleted,
     * unpaid, paused or over — which is neither counted nor sent anywhere: only a paid run may lead off LocalHub.
     */
    async click(adId: number, key: string): Promise<string | null> {
      const ad = await repo.find(adId);
      const now = clock.now();
      if (!ad || !runningAt(ad, now)) return null;
      if (await repo.withinRate(key, now)) await repo.recordClick(adId, key, now);
      return adTarget(ad);
    },

    async mine(viewer: Viewer): Promise<{ items: AdSummary[] }> {
      return { items: (await repo.ownedBy(viewer.userId)).map(summary) };
    },

    async detail(viewer: Viewer, adId: number): Promise<AdDetail> {
      const ad = await ownAd(viewer, adId);
      const days = await repo.daily(adId);
      return {
        ...summary(ad),
        daily: days.map((day) => ({
          day: day.day_text,
          impressions: day.impressions,
          clicks: day.clicks,
          spentKobo: Number(day.spent_kobo),
        })),
      };
    },

    /** Pause a running ad or resume a paused one (its run keeps its end date). */
    async setPaused(viewer: Viewer, adId: number, paused: boolean): Promise<AdDetail> {
      const ad = await ownAd(viewer, adId);
      const changed = await repo.setPaused(adId, paused, clock.now());
      if (!changed && ad.status !== (paused ? 'paused' : 'running')) {
        throw conflict(
          paused
            ? msg('Only a running advertisement can be paused.')
            : msg('Only a paused advertisement whose run has not ended can be resumed.'),
        );
      }
      return this.detail(viewer, adId);
    },

    /** Job: the end of a run at its end date (a later run of the same ad is left alone). */
    endIfOver: (adId: number) => repo.endIfOver(adId, clock.now()),
  };
}

export type AdsService = ReturnType<typeof adsService>;

/** What billing reads of an ad (its row, the audience it could reach), without the serving copy `adsService` keeps. */
export function adReads(db: Db) {
  const repo = adsRepository(db);
  return {
    find: (adId: number) => repo.find(adId),
    audienceSize: (adId: number, now: Date) => repo.audienceSize(adId, now),
  };
}
