import { createHmac } from 'node:crypto';
import type { AnalyticsKind, Metric } from '../../../shared/schemas/analytics';
import { lagosDay } from '../../../shared/schemas/content';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { analyticsRepository, type CounterRow, type ViewerRow, type WordRow } from './analytics.repository';

/**
 * Nobody waits for appearances (search and nearby answers do not): they wait this long for a batch, so busy lists write
 * a few batches a second instead of one per answer. A tap or view sooner takes them along; an analytics read flushes.
 */
const APPEARANCE_WAIT_MS = 250;

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
  let timerDue = Infinity;
  /** When what is waiting must be written: the soonest of its entries' deadlines. */
  let due = Infinity;
  let writing: Promise<void> | null = null;
  let forgotten = '';

  const size = () => counters.size + words.size + viewers.size;

  /** Writes now, or sets the timer for `due` (unless one is set for sooner). */
  function arm(): void {
    if (size() >= maxBatch || due <= Date.now()) {
      void flush();
      return;
    }
    if (due === Infinity || timerDue <= due) return;
    if (timer) clearTimeout(timer);
    timerDue = due;
    timer = setTimeout(() => void flush(), due - Date.now());
  }

  function schedule(wait: number): Promise<void> {
    const done = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    due = Math.min(due, Date.now() + wait);
    if (!writing) arm();
    return done;
  }

  /**
   * Writes what is waiting. One batch is written at a time (group commit): what arrives meanwhile waits and is written
   * as the next batch as soon as this one is stored (or at its deadline), so under load batches grow rather than queue.
   */
  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    timerDue = Infinity;
    while (writing) await writing;
    if (!size() && !waiters.length) return;
    const batch = { counters: [...counters.values()], words: [...words.values()], viewers: [...viewers.values()], waiters };
    counters = new Map();
    words = new Map();
    viewers = new Map();
    waiters = [];
    due = Infinity;
    writing = write(batch);
    try {
      await writing;
    } finally {
      writing = null;
    }
    if (size() || waiters.length) arm();
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
      return schedule(interval);
    },

    /** A profile view: counted once per listing, viewer and day (the viewer is kept only as a keyed hash for that day). */
    view(kind: AnalyticsKind, id: number, viewer: string): Promise<void> {
      const day = lagosDay(options.clock.now());
      const key = createHmac('sha256', options.secret).update(`${day}\n${viewer}`).digest('hex').slice(0, 32);
      viewers.set(`${kind}:${id}:${day}:${key}`, { kind, id, day, key });
      return schedule(interval);
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
      return schedule(APPEARANCE_WAIT_MS);
    },

    /** Writes everything waiting (before a read, and when the server closes). */
    flush,
  };
}

export type AnalyticsRecorder = ReturnType<typeof analyticsRecorder>;
