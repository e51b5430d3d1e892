import { z } from 'zod';
import { rowIdParam } from './primitives';
import { msg } from '../i18n/msg';

/** The listing kinds that have owner analytics (businesses and professions share one design). */
export const ANALYTICS_KINDS = ['business', 'profession'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/** What is counted per listing and day (issue 12 item 7). Counts only: never who. */
export const METRICS = [
  'views',
  'searchAppearances',
  'nearbyAppearances',
  'calls',
  'whatsapp',
  'messages',
  'websiteClicks',
  'saves',
  'follows',
  'reviews',
] as const;
export type Metric = (typeof METRICS)[number];

export const METRIC_LABELS: Record<Metric, string> = {
  views: msg('Profile views'),
  searchAppearances: msg('Search appearances'),
  nearbyAppearances: msg('Nearby appearances'),
  calls: msg('Call taps'),
  whatsapp: msg('WhatsApp taps'),
  messages: msg('Message taps'),
  websiteClicks: msg('Website clicks'),
  saves: msg('Saves'),
  follows: msg('Follows'),
  reviews: msg('New reviews'),
};

import { TAP_KINDS, type TapKind } from '../analytics-taps';

export { TAP_KINDS, type TapKind } from '../analytics-taps';
export const TAP_METRIC: Record<TapKind, Metric> = { call: 'calls', whatsapp: 'whatsapp', message: 'messages', website: 'websiteClicks' };

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const analyticsParamsSchema = z.object({
  kind: z.enum(ANALYTICS_KINDS, { message: msg('Choose business or profession') }),
  id: rowIdParam,
});

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((value): value is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly number[]).includes(value), {
      message: msg('Choose 7, 30 or 90 days'),
    })
    .default(7),
});

export const tapInputSchema = z.object({ tap: z.enum(TAP_KINDS, { message: msg('Choose call, whatsapp, message or website') }) });
export type TapInput = z.infer<typeof tapInputSchema>;

const metricSchema = z.object({
  total: z.number().int(),
  previous: z.number().int(),
  /** Percent change against the previous period; null when the previous period had none. */
  changePercent: z.number().nullable(),
  /** One count per day, oldest first, aligned with `days`. */
  daily: z.array(z.number().int()),
});
export type MetricSummary = z.infer<typeof metricSchema>;

export const analyticsSchema = z.object({
  kind: z.enum(ANALYTICS_KINDS),
  listingId: z.number(),
  periodDays: z.number().int(),
  /** The period's days (YYYY-MM-DD, Lagos time), oldest first. */
  days: z.array(z.string()),
  metrics: z.object(Object.fromEntries(METRICS.map((metric) => [metric, metricSchema])) as Record<Metric, typeof metricSchema>),
  topSearchWords: z.array(z.object({ word: z.string(), count: z.number().int() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;
