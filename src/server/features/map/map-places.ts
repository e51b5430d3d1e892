import type { FastifyBaseLogger } from 'fastify';
import { followedCopy, placeLogFollower } from '../search/place-log-follower';
import type { Db } from '../../db/database';
import { MAP_KIND_INDEX } from './map-cells';
import { mapIndex } from './map-index';
import { mapRepository } from './map.repository';

/**
 * The map index's life in one server process (docs/decisions/0017-map.md, "The map index"): loaded in the background
 * when the server starts and brought up to date from `search_place_log` before each map answer taken from it.
 */
export function mapPlaces(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  const repo = mapRepository(db);
  const index = mapIndex();
  const what = 'map index';
  const follower = placeLogFollower(
    db,
    {
      what,
      load: async () => {
        index.clear();
        const snapshot = await repo.placeSnapshot((kind, packed) => index.load(MAP_KIND_INDEX[kind], packed));
        index.settle();
        return snapshot;
      },
      apply: async (xmin) => {
        const { xmin: next, changes } = await repo.placeChanges(xmin);
        for (const change of changes) {
          const kind = MAP_KIND_INDEX[change.kind];
          if (change.id === null) index.clear(kind);
          else if (change.packed) index.load(kind, change.packed);
          else index.set(kind, change.id, null);
        }
        return next;
      },
    },
    log,
  );

  return {
    ...followedCopy(what, follower, index),
    /** The index up to date with every committed write, and the plan rule; null until it is loaded. */
    async current() {
      if (!follower.ready()) return null;
      await follower.fresh();
      const state = follower.state();
      return state ? { index, reach: state.reach } : null;
    },
  };
}
