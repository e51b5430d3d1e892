import type { FastifyBaseLogger } from 'fastify';
import type { Counts, searchRepository } from './search.repository';
import { visibilityIndex, type PlanChords } from './visibility-index';

/** Log entries older than this are pruned; a process that has not refreshed for REFRESH_STALE_MS reloads instead. */
const LOG_KEEP_MINUTES = 60;
const REFRESH_STALE_MS = 30 * 60_000;
const PRUNE_EVERY_MS = 60_000;

type Repo = ReturnType<typeof searchRepository>;

/**
 * The visibility index's life in one server process (docs/decisions/0005-search.md, "Tab counts"): loaded from one
 * snapshot in the background when the server starts, then brought up to date from `search_place_log` before each
 * search's counts are taken (one small statement, run alongside the counts). Until it is loaded, the counts are
 * taken on the rows in SQL, as before: slower, equally exact.
 */
export function searchVisibility(repo: Repo, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  const index = visibilityIndex();
  let state: { xmin: string; chords: PlanChords; refreshedAt: number } | null = null;
  let loading: Promise<void> | null = null;
  let refreshing: Promise<void> | null = null;
  let prunedAt = 0;
  let closed = false;

  async function load(): Promise<void> {
    index.clear();
    const started = Date.now();
    const snapshot = await repo.placeSnapshot((source, packed) => index.load(source, packed));
    state = { ...snapshot, refreshedAt: Date.now() };
    log.info({ ms: Date.now() - started }, 'search visibility index loaded');
  }

  function startLoad(): Promise<void> {
    state = null;
    loading ??= load()
      .catch((error: unknown) => {
        if (!closed) log.warn({ err: error }, 'search visibility index could not be loaded; counting on the rows');
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
    const { xmin, changes } = await repo.placeChanges(current.xmin);
    for (const change of changes) {
      if (change.id === null) index.clear(change.source);
      else if (change.plan === null) index.remove(change.source, change.id);
      else index.set(change.source, change.id, change.plan, change.earth);
    }
    // A reload may have replaced the state meanwhile; only move this one forward.
    if (state === current) state = { ...current, xmin, refreshedAt: Date.now() };
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await repo.prunePlaceLog(LOG_KEEP_MINUTES);
    }
  }

  /** One refresh at a time per process; a search that arrives during one shares it. */
  function fresh(): Promise<void> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    /** Starts loading; the promise settles when the index is loaded (or could not be). */
    start(): Promise<void> {
      return startLoad();
    },
    close(): void {
      closed = true;
    },
    ready(): boolean {
      return state !== null;
    },
    /** Brings the index up to date (call alongside the counts statement). */
    fresh,

    /**
     * The visible matches per source (1–4) from the counts' match bitmaps. Ids the index does not know yet (written
     * after its last refresh) trigger one more refresh; any still unknown are gone and not counted.
     */
    async count(counts: Counts): Promise<Map<number, number>> {
      const result = new Map<number, number>();
      const viewer = counts.viewerEarth;
      const chords = state?.chords;
      if (!viewer || !chords) return result;
      const unknown: Array<{ source: number; id: number }> = [];
      const at = index.classify(viewer, chords);
      for (const { source, chunk, bits } of counts.chunks) {
        const counted = index.countChunk(source, chunk, bits, at);
        result.set(source, (result.get(source) ?? 0) + counted.visible);
        for (const id of counted.unknown) unknown.push({ source, id });
      }
      if (unknown.length) {
        // The refresh joined may have started before the counts' snapshot; the one after it cannot have.
        await fresh();
        if (unknown.some(({ source, id }) => !index.known(source, id))) await fresh();
        for (const { source, id } of unknown) {
          if (index.isVisible(source, id, at)) result.set(source, (result.get(source) ?? 0) + 1);
        }
      }
      return result;
    },
  };
}
