import { createHmac } from 'node:crypto';
import type { AnalyticsKind, Metric } from '../../../shared/schemas/analytics';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { analyticsRepository, type CounterRow, type ViewerRow, type WordRow } from './analytics.repository';

/** Lagos (WAT, UTC+1, no daylight saving) is the day analytics count in. */
const LAGOS_OFFSET_MS = 3600_000;
export const lagosDay = (moment: Date): string => new Date(moment.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

/** Search words kept per appearance (the query's first words). */
const WORDS_PER_SEARCH = 5;

export interface AnalyticsRecorderOptions {
  db: Db;
  clock: Clock;
  /** Keys the viewer hash, so a stored key cannot be matched to an IP or member by hashing guesses. */
  secret: string;
  log: { warn(obj: object, msg: string): void };
  /** How long events wait to be written together (ms). */
  flushIntervalMs?: number;
  /** A batch is written at once when this many distinct rows are waiting. */
  maxBatch?: number;
}

/**
 * Collects listing events in memory and writes them as one upsert per batch (decision 0015): counters add up per
 * listing, day and metric before they reach PostgreSQL, so a burst on one listing is one row update, not thousands.
 * `record` resolves once its batch is stored (taps wait for it); surfaces that only report appearances do not wait.
 */
export function analyticsRecorder(options: AnalyticsRecorderOptions) {
  const repo = analyticsRepository(options.db);
  const interval = options.flushIntervalMs ?? 1;
  const maxBatch = options.maxBatch ?? 2000;
  let counters = new Map<string, CounterRow>();
  let words = new Map<string, WordRow>();
  let viewers = new Map<string, ViewerRow>();
  let waiters: { resolve(): void; reject(error: unknown): void }[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> | null = null;
  let forgotten = '';

  const size = () => counters.size + words.size + viewers.size;

  function schedule(): Promise<void> {
    const done = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    if (!writing && (size() >= maxBatch || !timer)) {
      if (size() >= maxBatch) void flush();
      else timer = setTimeout(() => void flush(), interval);
    }
    return done;
  }

  /**
   * Writes what is waiting. One batch is written at a time (group commit): what arrives meanwhile waits and is written
   * as the next batch as soon as this one is stored, so under load batches grow rather than queue.
   */
  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    while (writing) await writing;
    if (!size() && !waiters.length) return;
    const batch = { counters: [...counters.values()], words: [...words.values()], viewers: [...viewers.values()], waiters };
    counters = new Map();
    words = new Map();
    viewers = new Map();
    waiters = [];
    writing = write(batch);
    try {
      await writing;
    } finally {
      writing = null;
    }
    if (size() || waiters.length) void flush();
  }

  async function write(batch: { counters: CounterRow[]; words: WordRow[]; viewers: ViewerRow[]; waiters: typeof waiters }): Promise<void> {
    try {
      await repo.flush(batch.counters, batch.words, batch.viewers);
      for (const waiter of batch.waiters) waiter.resolve();
    } catch (error) {
      options.log.warn({ err: error, rows: batch.counters.length + batch.words.length + batch.viewers.length }, 'analytics batch failed');
      for (const waiter of batch.waiters) waiter.reject(error);
    }
    const today = lagosDay(options.clock.now());
    if (today !== forgotten) {
      forgotten = today;
      const yesterday = lagosDay(new Date(options.clock.now().getTime() - 86_400_000));
      await repo
        .forgetViewersBefore(yesterday)
        .catch((error: unknown) => options.log.warn({ err: error }, 'forgetting viewer keys failed'));
    }
  }

  function count(kind: AnalyticsKind, id: number, metric: Metric, day: string, n = 1): void {
    const key = `${kind}:${id}:${day}:${metric}`;
    const row = counters.get(key);
    if (row) row.count += n;
    else counters.set(key, { kind, id, day, metric, count: n });
  }

  return {
    /** Adds one to a listing's metric for today. */
    record(kind: AnalyticsKind, id: number, metric: Metric): Promise<void> {
      count(kind, id, metric, lagosDay(options.clock.now()));
      return schedule();
    },

    /** A profile view: counted once per listing, viewer and day (the viewer is kept only as a keyed hash for that day). */
    view(kind: AnalyticsKind, id: number, viewer: string): Promise<void> {
      const day = lagosDay(options.clock.now());
      const key = createHmac('sha256', options.secret).update(`${day}\n${viewer}`).digest('hex').slice(0, 32);
      viewers.set(`${kind}:${id}:${day}:${key}`, { kind, id, day, key });
      return schedule();
    },

    /** Listings returned on a page of search results or a nearby list, with the words that found them. */
    appeared(surface: 'search' | 'nearby', listings: { kind: AnalyticsKind; listingId: number }[], searched: string[]): Promise<void> {
      const day = lagosDay(options.clock.now());
      const picked = [...new Set(searched.map((word) => word.slice(0, 60)))].slice(0, WORDS_PER_SEARCH);
      for (const { kind, listingId } of listings) {
        count(kind, listingId, surface === 'search' ? 'searchAppearances' : 'nearbyAppearances', day);
        for (const word of picked) {
          const key = `${kind}:${listingId}:${day}:${word}`;
          const row = words.get(key);
          if (row) row.count += 1;
          else words.set(key, { kind, id: listingId, day, word, count: 1 });
        }
      }
      return schedule();
    },

    /** Writes everything waiting (before a read, and when the server closes). */
    flush,
  };
}

export type AnalyticsRecorder = ReturnType<typeof analyticsRecorder>;
