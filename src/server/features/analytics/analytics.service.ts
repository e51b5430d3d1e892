import { upgradeMessage, PLANS } from '../../../shared/plans';
import {
  METRICS,
  TAP_METRIC,
  type Analytics,
  type AnalyticsKind,
  type AnalyticsPeriod,
  type Metric,
  type MetricSummary,
  type TapKind,
} from '../../../shared/schemas/analytics';
import type { Viewer } from '../../auth/session';
import type { Clock } from '../../clock';
import { forbidden } from '../../http/errors';
import { businessesService, professionsService } from '../listings/listings.service';
import type { ListingDeps } from '../../kit/service-deps';
import { memberPlan } from '../billing/member-plan';
import type { AnalyticsRecorder } from './analytics-recorder';
import { lagosDay } from '../../../shared/schemas/content';
import { analyticsRepository } from './analytics.repository';
import { msg } from '../../../shared/i18n/msg';

const TOP_WORDS = 10;
const OWNER_CACHE = 10_000;
const MAX_TAPS_PER_SECOND = 10;
const PACE_KEYS = 50_000;
const DAY_MS = 86_400_000;

/** The days from `first` to `last` (YYYY-MM-DD), in order. */
function daysBetween(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);

/** Owner analytics of businesses and professions (issue 12 item 7, decision 0015): counts only, for the owner on a paid plan. */
export function analyticsService(deps: ListingDeps & { clock: Clock; recorder: AnalyticsRecorder }) {
  const repo = analyticsRepository(deps.db);
  const listings = { business: businessesService(deps), profession: professionsService(deps) };
  // Taps come in bursts on one listing: its owner is remembered for a minute (a listing deleted meanwhile may still
  // collect a few taps that nobody can read).
  const owners = new Map<string, { owner: string; until: number }>();
  async function ownerOf(kind: AnalyticsKind, id: number): Promise<string> {
    const key = `${kind}:${id}`;
    const now = Date.now();
    const known = owners.get(key);
    if (known && known.until > now) return known.owner;
    const owner = await listings[kind].ownerOf(id);
    if (owners.size >= OWNER_CACHE) owners.clear();
    owners.set(key, { owner, until: now + 60_000 });
    return owner;
  }

  // Per process: with several processes a viewer spread over them gets 10 a second on each, still far from a flood.
  const paces = new Map<string, { second: number; taps: number }>();
  function tooFast(key: string): boolean {
    const second = Math.floor(Date.now() / 1000);
    const pace = paces.get(key);
    if (pace && pace.second === second) return ++pace.taps > MAX_TAPS_PER_SECOND;
    if (paces.size >= PACE_KEYS) paces.clear();
    paces.set(key, { second, taps: 1 });
    return false;
  }

  return {
    /**
     * A tap on a listing's call, WhatsApp, message or website button; 404 for an unknown listing. Not counted: the
     * owner's own taps, and taps faster than a person could (more than 10 a second from one viewer on one listing).
     * `who` is the member or the visitor's IP and browser, used only for that pace, in memory.
     */
    async tap(viewer: Viewer | null, who: string, kind: AnalyticsKind, id: number, tap: TapKind): Promise<void> {
      const owner = await ownerOf(kind, id);
      if (viewer?.userId === owner || tooFast(`${kind}:${id}\n${who}`)) return;
      await deps.recorder.record(kind, id, TAP_METRIC[tap]);
    },

    async read(viewer: Viewer, kind: AnalyticsKind, id: number, periodDays: AnalyticsPeriod): Promise<Analytics> {
      await listings[kind].assertOwns(viewer, id);
      const plan = await memberPlan(deps.db, viewer.userId, deps.clock.now());
      if (!PLANS[plan].analytics) throw forbidden(upgradeMessage(plan, 'analytics') ?? msg('Analytics needs a paid plan'));
      // What this process still holds is written first, so the owner sees the latest counts.
      await deps.recorder.flush();

      const today = lagosDay(deps.clock.now());
      const first = shiftDay(today, -(periodDays - 1));
      const previousFirst = shiftDay(first, -periodDays);
      const days = daysBetween(first, periodDays);
      const index = new Map(days.map((day, i) => [day, i]));
      const [rows, topSearchWords] = await Promise.all([
        repo.counters(kind, id, previousFirst, today),
        repo.topWords(kind, id, first, today, TOP_WORDS),
      ]);

      const metrics = Object.fromEntries(
        METRICS.map((metric) => [metric, { total: 0, previous: 0, changePercent: null, daily: days.map(() => 0) } as MetricSummary]),
      ) as Record<Metric, MetricSummary>;
      for (const row of rows) {
        const summary = metrics[row.metric as Metric];
        if (!summary) continue;
        const at = index.get(row.day);
        if (at === undefined) summary.previous += row.count;
        else {
          summary.total += row.count;
          summary.daily[at]! += row.count;
        }
      }
      for (const summary of Object.values(metrics)) {
        summary.changePercent =
          summary.previous === 0 ? null : Math.round(((summary.total - summary.previous) / summary.previous) * 1000) / 10;
      }
      return { kind, listingId: id, periodDays, days, metrics, topSearchWords };
    },
  };
}
