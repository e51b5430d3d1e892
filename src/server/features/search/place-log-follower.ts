import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { searchRepository } from './search.repository';
import type { DerivedIndex } from '../discovery/derived-index';

/** Log entries older than this are pruned; a process that has not refreshed for REFRESH_STALE_MS reloads instead. */
const LOG_KEEP_MINUTES = 60;
const REFRESH_STALE_MS = 30 * 60_000;
const PRUNE_EVERY_MS = 60_000;

export interface PlaceLogSource<S extends { xmin: string }> {
  /** What is loaded, for the log ("search visibility index"). */
  what: string;
  /** Empties the copy and loads it again from one snapshot; resolves with that snapshot's xmin and what came with it. */
  load(): Promise<S>;
  /** Applies the rows logged since `xmin` to the copy; resolves with the xmin to start from next time. */
  apply(xmin: string): Promise<string>;
}

/**
 * The life of an in-memory copy of listing places in one server process (docs/decisions/0005-search.md, "Tab
 * counts"; 0017-map.md): loaded from one snapshot in the background when the server starts, then brought up to date
 * from `search_place_log` before it is read (one small statement). A copy not refreshed for half an hour loads again,
 * since the log keeps an hour (each follower forgets older entries). Until it is loaded, readers take their answers
 * from the rows in SQL.
 */
export function placeLogFollower<S extends { xmin: string }>(
  db: Db,
  source: PlaceLogSource<S>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  const placeLog = searchRepository(db);
  let state: (S & { refreshedAt: number }) | null = null;
  let loading: Promise<void> | null = null;
  let refreshing: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let prunedAt = 0;
  let closed = false;

  async function load(): Promise<void> {
    const started = Date.now();
    const loaded = await source.load();
    state = { ...loaded, refreshedAt: Date.now() };
    log.info({ ms: Date.now() - started }, `${source.what} loaded`);
  }

  function startLoad(): Promise<void> {
    state = null;
    loading ??= load()
      .catch((error: unknown) => {
        if (!closed) log.warn({ err: error }, `${source.what} could not be loaded; reading the rows`);
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  async function refresh(): Promise<void> {
    const current = state;
    if (!current) return;
    if (Date.now() - current.refreshedAt > REFRESH_STALE_MS) {
      void startLoad();
      return;
    }
    const xmin = await source.apply(current.xmin);
    // A reload may have replaced the state meanwhile; only move this one forward.
    if (state === current) state = { ...current, xmin, refreshedAt: Date.now() };
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await placeLog.prunePlaceLog(LOG_KEEP_MINUTES);
    }
  }

  return {
    /** Starts loading; the promise settles when the copy is loaded (or could not be). */
    start(): Promise<void> {
      return startLoad();
    },
    close(): void {
      closed = true;
    },
    ready(): boolean {
      return state !== null;
    },
    /** What the loaded snapshot brought (null until loaded). */
    state(): S | null {
      return state;
    },
    /**
     * Brings the copy up to date with every write committed before the call. One refresh at a time per copy: a
     * refresh already running may have read the log before such a write, so a reader that arrives during one waits
     * for the next, which every reader arriving meanwhile shares.
     */
    fresh(): Promise<void> {
      const begin = (): Promise<void> =>
        (refreshing = refresh().finally(() => {
          refreshing = null;
        }));
      if (!refreshing) return begin();
      // Whether the running refresh succeeds or fails, the next one starts when it ends.
      next ??= refreshing
        .catch(() => undefined)
        .then(() => {
          next = null;
          return begin();
        });
      return next;
    },
  };
}

/** A copy kept up to date by a `placeLogFollower`, as a `DerivedIndex`; closing it lets the copy's memory go. */
export function followedCopy(
  what: string,
  follower: ReturnType<typeof placeLogFollower>,
  copy: { memoryBytes(): number; clear(): void },
): DerivedIndex {
  return {
    what,
    load: follower.start,
    ready: follower.ready,
    refresh: follower.fresh,
    memoryBytes: copy.memoryBytes,
    close() {
      follower.close();
      copy.clear();
    },
  };
}
