import { z } from 'zod';
import { contentPlaceSchema } from './placement';
import { latitudeQuery, longitudeQuery, queryCount } from './primitives';
import { msg } from '../i18n/msg';

/**
 * First-party advertising (issue 12, items 5 and 6; docs/decisions/0014-advertising.md): serving ads into the app's
 * own slots, counting impressions and clicks, and the owner's ad dashboard. Money is integer kobo.
 */

export const AD_PLACEMENTS = ['banner', 'feed'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];
export const AD_STATUSES = ['awaiting_payment', 'running', 'paused', 'ended'] as const;
export type AdStatusName = (typeof AD_STATUSES)[number];

/** `GET /api/v1/ads/slot?placement=banner|feed&count=N&lat=&lng=`. */
export const adSlotQuerySchema = z.object({
  placement: z.enum(AD_PLACEMENTS, { message: msg('Choose banner or feed') }),
  count: queryCount(10, 1),
  lat: latitudeQuery.optional(),
  lng: longitudeQuery.optional(),
});
export type AdSlotQuery = z.infer<typeof adSlotQuerySchema>;

/** One served ad. `clickUrl` counts the click on the server and redirects to the target. */
export const servedAdSchema = z.object({
  type: z.literal('ad'),
  adId: z.number(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  advertiser: z.string(),
  clickUrl: z.string(),
  /** "Sponsored" in the request's language: every ad carries it. */
  label: z.string(),
});
export type ServedAd = z.infer<typeof servedAdSchema>;

/** A slot with no ad to fill it: LocalHub's own promotion (never a third-party script), with its button's words. */
export const housePromotionSchema = z.object({
  type: z.literal('house'),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  action: z.string(),
});
export type HousePromotion = z.infer<typeof housePromotionSchema>;

/** Up to `count` items: the matching ads, then at most one of LocalHub's promotions; slots left over stay empty. */
export const adSlotItemSchema = z.discriminatedUnion('type', [servedAdSchema, housePromotionSchema]);
export type AdSlotItem = z.infer<typeof adSlotItemSchema>;
export const adSlotSchema = z.object({ items: z.array(adSlotItemSchema) });
export type AdSlot = z.infer<typeof adSlotSchema>;

/** One day of an ad in the dashboard (Lagos days, newest first). */
export const adDaySchema = z.object({ day: z.string(), impressions: z.number(), clicks: z.number(), spentKobo: z.number() });

/** What an ad links to, as stored (the input rule, https only, is `adLinkSchema` in content.ts). */
export const adLinkOutputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('business'), id: z.number() }),
  z.object({ kind: z.literal('profession'), id: z.number() }),
  z.object({ kind: z.literal('url'), url: z.string() }),
]);

/** An ad in its owner's dashboard. */
export const adSummarySchema = z.object({
  adId: z.number(),
  title: z.string(),
  description: z.string(),
  /** The uploaded image's base URL (WebP widths under it), or null. */
  imageUrl: z.string().nullable(),
  link: adLinkOutputSchema,
  status: z.enum(AD_STATUSES),
  audience: z.string(),
  budgetKobo: z.number(),
  durationDays: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  impressions: z.number(),
  clicks: z.number(),
  /** Clicks per impression, 0 to 1 (0 without impressions). */
  clickRate: z.number(),
  spentKobo: z.number(),
  remainingKobo: z.number(),
  plannedImpressions: z.number().nullable(),
  /** Price per thousand impressions of the current run, kobo. */
  cpmKobo: z.number().nullable(),
  endedReason: z.enum(['budget', 'duration']).nullable(),
  /** Ended or awaiting payment: it can be paid for (again). */
  canPay: z.boolean(),
  /** Where the ad is shown around (its owner's plan radius is measured from it). */
  place: contentPlaceSchema.nullable(),
  /** It has no place, so no slot can show it: "Reaching nobody: add a location" (paying is refused until it has one). */
  reachesNobody: z.boolean(),
  createdAt: z.string(),
});
export type AdSummary = z.infer<typeof adSummarySchema>;

export const adListSchema = z.object({ items: z.array(adSummarySchema) });
export const adDetailSchema = adSummarySchema.extend({ daily: z.array(adDaySchema) });
export type AdDetail = z.infer<typeof adDetailSchema>;

/** `PATCH /api/v1/ads/{id}`: pause or resume. */
export const adUpdateSchema = z.object({ paused: z.boolean({ message: msg('Say whether the ad is paused') }) }).strict();
