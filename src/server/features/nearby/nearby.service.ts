import { DISTANCE_BANDS, type BandId } from '../../../shared/bands';
import type { Business, Profession } from '../../../shared/schemas/listings';
import type { Viewer } from '../../auth/session';
import type { DomainEvents } from '../../domain-events/domain-events';
import { businessesService, professionsService } from '../listings/listings.service';
import type { ListingDeps } from '../../kit/service-deps';
import { shownDistanceKm } from '../../kit/listings/shown-distance';
import { blocksService, withoutHidden } from '../blocks/blocks.service';
import { nearbyRepository, type NearbyKind, type NearbyRow } from './nearby.repository';

/** Beyond any distance on earth (half the circumference is ≈ 20,040 km on earthdistance's sphere). */
const NO_BOUND_M = 40_000_000;
export const FEATURED_LIMIT = 5;

export interface NearbyQuery {
  lat: number;
  lng: number;
  band: BandId;
}

/** The ring in metres: min exclusive (0 for local, which includes the viewer's own spot), max inclusive. */
export function ringOf(band: BandId): { minM: number; maxM: number } {
  const { minKm, maxKm } = DISTANCE_BANDS[band];
  return { minM: minKm * 1000, maxM: maxKm === null ? NO_BOUND_M : maxKm * 1000 };
}

/** Shown distances: km to one decimal. */
export const roundKm = (metres: number) => Math.round(metres / 100) / 10;

/** Keeps the repository's order, drops ids that vanished meanwhile, and adds each distance. */
function inOrder<T>(rows: NearbyRow[], found: T[], idOf: (item: T) => number): (T & { distanceKm: number })[] {
  const byId = new Map(found.map((item) => [idOf(item), item]));
  return rows.flatMap((row) => {
    const item = byId.get(row.listingId);
    return item ? [{ ...item, distanceKm: roundKm(row.distanceM) }] : [];
  });
}

export function nearbyService(deps: ListingDeps & { events?: DomainEvents }) {
  const repo = nearbyRepository(deps.db);
  const businesses = businessesService(deps);
  const professions = professionsService(deps);
  const blocks = blocksService(deps);

  /**
   * The ring's top `limit` listings of one kind without those of members hidden from the viewer (decision 0019). The
   * block list is read alongside the ring; when it is not empty and listings were left out, the ring is read again
   * for more (doubling, a few times at most).
   */
  async function visible<T>(
    kind: NearbyKind,
    query: NearbyQuery,
    limit: number,
    viewer: Viewer | null,
    load: (ids: number[]) => Promise<T[]>,
    idOf: (item: T) => number,
    ownerOf: (item: T) => string,
    withProducts = false,
  ) {
    const read = (n: number) => repo.nearby(kind, query, ringOf(query.band), n, { withProducts });
    const [hidden, first] = await Promise.all([blocks.hiddenFrom(viewer), read(limit)]);
    let rows = first;
    let items = inOrder(rows, await load(rows.map((row) => row.listingId)), idOf);
    if (hidden.size === 0) return items;
    items = withoutHidden(items, hidden, ownerOf);
    for (let want = limit * 2; items.length < limit && rows.length === want / 2 && want <= limit * 16; want *= 2) {
      rows = await read(want);
      items = withoutHidden(inOrder(rows, await load(rows.map((row) => row.listingId)), idOf), hidden, ownerOf);
    }
    return items.slice(0, limit);
  }

  async function nearbyBusinesses(query: NearbyQuery, limit: number, viewer: Viewer | null, withProducts: boolean) {
    const items = await visible(
      'business',
      query,
      limit,
      viewer,
      (ids) => businesses.findMany(ids, viewer),
      (item: Business) => item.businessId,
      (item) => item.owner.userId,
      withProducts,
    );
    appeared(
      'business',
      items.map((item) => item.businessId),
    );
    return items;
  }

  /** Owner analytics: the listings on this page appeared in a nearby list (buffered, not awaited). */
  function appeared(kind: 'business' | 'profession', ids: number[]): void {
    if (deps.events && ids.length)
      void deps.events.emit({
        type: 'listings.appeared',
        surface: 'nearby',
        listings: ids.map((listingId) => ({ kind, listingId })),
        words: [],
      });
  }

  return {
    async nearby(query: NearbyQuery & { kind: NearbyKind; limit: number }, viewer: Viewer | null) {
      if (query.kind === 'business') return { items: await nearbyBusinesses(query, query.limit, viewer, false) };
      const found = await visible(
        'profession',
        query,
        query.limit,
        viewer,
        (ids) => professions.findMany(ids, viewer),
        (item: Profession) => item.professionId,
        (item) => item.owner.userId,
      );
      const items = found.map((item) => ({
        ...item,
        distanceKm: shownDistanceKm(item.distanceKm, item, query) ?? item.distanceKm,
      }));
      appeared(
        'profession',
        items.map((item) => item.professionId),
      );
      return { items };
    },

    /** Up to 5 businesses inside the ring that have at least one product, in the same order as nearby. */
    async featured(query: NearbyQuery, viewer: Viewer | null) {
      return { items: await nearbyBusinesses(query, FEATURED_LIMIT, viewer, true) };
    },
  };
}
