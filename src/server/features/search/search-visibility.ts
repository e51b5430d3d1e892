import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Counts } from './search-sources.sql';
import { searchRepository } from './search.repository';
import { followedCopy, placeLogFollower } from './place-log-follower';
import { NearestRows, type NearRow } from './nearest-rows';
import { visibilityIndex, type ChunkCount, type ViewerClasses } from './visibility-index';

/**
 * The visibility index's life in one server process (docs/decisions/0005-search.md, "Tab counts"): loaded and kept
 * up to date by a `placeLogFollower`, and brought up to date before each search's counts are taken (alongside the
 * counts statement). Until it is loaded, the counts are taken on the rows in SQL, as before: slower, equally exact.
 */
export function searchVisibility(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  const repo = searchRepository(db);
  const index = visibilityIndex();
  const what = 'search visibility index';
  const follower = placeLogFollower(
    db,
    {
      what,
      load: async () => {
        index.clear();
        return repo.placeSnapshot((source, packed) => index.load(source, packed));
      },
      apply: async (xmin) => {
        const { xmin: next, changes } = await repo.placeChanges(xmin);
        for (const change of changes) {
          if (change.id === null) index.clear(change.source);
          else if (change.plan === null) index.remove(change.source, change.id);
          else index.set(change.source, change.id, change.plan, change.earth);
        }
        return next;
      },
    },
    log,
  );
  const refresh = follower.fresh;
  /** The viewer's classed cells, once per counts (the tab counts and the first level both use them). */
  const classed = new WeakMap<Counts, ViewerClasses>();
  function classesOf(counts: Counts): ViewerClasses | null {
    const viewer = counts.viewerEarth;
    const reach = follower.state()?.reach;
    if (!viewer || !reach) return null;
    let at = classed.get(counts);
    if (!at) classed.set(counts, (at = index.classify(viewer, reach)));
    return at;
  }

  /** The visible matches per source of one counts, with the ids the index did not know. */
  interface Tally {
    visible: Map<number, number>;
    unknown: Array<{ source: number; id: number }>;
  }
  const add = (tally: Tally, source: number, counted: ChunkCount) => {
    tally.visible.set(source, (tally.visible.get(source) ?? 0) + counted.visible);
    for (const id of counted.unknown) tally.unknown.push({ source, id });
  };
  /** Counts already walked with their first level (`nearest`): `count` takes the tally from there. */
  const walked = new WeakMap<Counts, Tally>();

  return {
    ...followedCopy(what, follower, index),

    /**
     * The first `want` rows of the counts' first level (`Counts.first`) in `sources` (some of the sources it was taken
     * for) that the viewer may see, in search order: from that level's bits and the index, without reading a row
     * (docs/decisions/0005-search.md, "The first level from the index"). The same walk counts every visible match for
     * `count`. With `measured` the order is by distance from the viewer's point, else by source and id alone. The index
     * must have been refreshed after the counts were taken (so it holds every change their snapshot holds). Null when
     * it cannot answer exactly: not loaded, the counts taken without the first level, or a matched id it does not know.
     */
    nearest(counts: Counts, sources: readonly number[], want: number, measured: boolean): NearRow[] | null {
      if (!counts.first) return null;
      if (!counts.viewerEarth) return [];
      const at = classesOf(counts);
      if (!at) return null;
      const from = measured ? index.origin(counts.viewerEarth) : null;
      const rows = new NearestRows(want);
      const tally: Tally = { visible: new Map(), unknown: [] };
      let exact = true;
      for (const { source, chunk, bits, first } of counts.chunks) {
        if (first && sources.includes(source)) {
          const counted = index.countAndOfferChunk(source, chunk, bits, first, at, from, rows);
          add(tally, source, counted);
          exact &&= counted.offered;
        } else add(tally, source, index.countChunk(source, chunk, bits, at));
      }
      walked.set(counts, tally);
      return exact ? rows.rows : null;
    },

    /**
     * The visible matches per source (1–4) from the counts' match bitmaps. Ids the index does not know yet (written
     * after its last refresh) trigger one more refresh; any still unknown are gone and not counted.
     */
    async count(counts: Counts): Promise<Map<number, number>> {
      const at = classesOf(counts);
      if (!at) return new Map();
      let tally = walked.get(counts);
      if (!tally) {
        tally = { visible: new Map(), unknown: [] };
        for (const { source, chunk, bits } of counts.chunks) add(tally, source, index.countChunk(source, chunk, bits, at));
      }
      const result = new Map(tally.visible);
      const { unknown } = tally;
      if (unknown.length) {
        // The refresh joined may have started before the counts' snapshot; the one after it cannot have.
        await refresh();
        if (unknown.some(({ source, id }) => !index.known(source, id))) await refresh();
        for (const { source, id } of unknown) {
          if (index.isVisible(source, id, at)) result.set(source, (result.get(source) ?? 0) + 1);
        }
      }
      return result;
    },
  };
}
