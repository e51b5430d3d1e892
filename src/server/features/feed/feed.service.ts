import type { BandId } from '../../../shared/bands';
import type { Announcement } from '../../../shared/schemas/content';
import type { FeedItem } from '../../../shared/schemas/discovery';
import type { Viewer } from '../../auth/session';
import { blocksService, withoutHidden } from '../blocks/blocks.service';
import { contentReads } from '../content/content.service';
import type { ListingDeps } from '../../kit/service-deps';
import { decodeFeedCursor, encodeFeedCursor, kindRank } from './feed-cursor';
import { cardsById, cardOwner } from '../cards/cards-by-id';
import { feedRepository, type FeedRow } from './feed.repository';

export interface FeedQuery {
  lat: number;
  lng: number;
  band: BandId;
  cursor?: string;
  limit: number;
}

/** Pages read past the first when hidden members' items leave a page short (each as long as the page). */
const MORE_ROUNDS = 4;

/** The mixed feed: posts, businesses, professions and products inside the viewer's ring, newest first, by cursor. */
export function feedService(deps: ListingDeps) {
  const repo = feedRepository(deps.db);
  const hydrate = cardsById(deps);
  const content = contentReads(deps);
  const blocks = blocksService(deps);

  const hydrateRows = (rows: FeedRow[], viewer: Viewer | null, query: FeedQuery) =>
    hydrate(
      rows.map((row) => ({ kind: row.kind, id: Number(row.id), distanceKm: Math.round(row.distance_m / 100) / 10 })),
      viewer,
      { lat: query.lat, lng: query.lng },
    );

  /**
   * A page without the items of members hidden from the viewer (decision 0019): when some are left out, the pages
   * after it are read too (a few at most) until the page is full; the cursor is the last row kept or passed over.
   */
  async function pageWithout(query: FeedQuery, viewer: Viewer | null, hidden: ReadonlySet<string>, firstRows: FeedRow[]) {
    const kept: FeedItem[] = [];
    let after = decodeFeedCursor(query.cursor);
    let more = true;
    for (let round = 0; round <= MORE_ROUNDS && more && kept.length < query.limit; round++) {
      // The first round's rows were read alongside the block list.
      const rows = round === 0 ? firstRows : await repo.page({ ...query, after, limit: query.limit + 1 });
      more = rows.length > query.limit;
      const pageRows = rows.slice(0, query.limit);
      const items = withoutHidden(await hydrateRows(pageRows, viewer, query), hidden, cardOwner);
      const byId = new Map(items.map((item) => [item.id, item]));
      for (const row of pageRows) {
        after = { at: row.at, rank: kindRank(row.kind), id: Number(row.id) };
        const item = byId.get(`${row.kind}-${row.id}`);
        if (item) kept.push(item);
        if (kept.length === query.limit) {
          more = more || row !== pageRows[pageRows.length - 1];
          break;
        }
      }
    }
    return { items: kept, nextCursor: more && after ? encodeFeedCursor(after) : null };
  }

  /**
   * The first page of a signed-in member starts with the urgent announcements (last 24 hours) of people they follow
   * or are connected to, at any distance; the same announcement is not repeated below, on this page or a later one
   * (a later page asks only when it holds an announcement). `early`: the first page's, read alongside the page.
   */
  async function withPinned(
    query: FeedQuery,
    viewer: Viewer | null,
    items: FeedItem[],
    hidden: ReadonlySet<string>,
    early: Promise<Announcement[]> | null,
  ): Promise<FeedItem[]> {
    const firstPage = !query.cursor;
    const mayRepeat = viewer && (firstPage || items.some((item) => item.type === 'announcement'));
    const found = early ?? (mayRepeat ? content.pinnedFor(viewer) : null);
    const urgent = withoutHidden(found ? await found : [], hidden, (announcement) => announcement.author.userId);
    const pinnedIds = new Set(urgent.map((announcement) => `announcement-${announcement.announcementId}`));
    const pinned = firstPage ? urgent : [];
    return [
      ...pinned.map((announcement): FeedItem => ({
        type: 'announcement',
        id: `announcement-${announcement.announcementId}`,
        createdAt: announcement.createdAt,
        distanceKm: null,
        pinned: true,
        announcement,
      })),
      ...items.filter((item) => !pinnedIds.has(item.id)),
    ];
  }

  return {
    async page(query: FeedQuery, viewer: Viewer | null): Promise<{ items: FeedItem[]; nextCursor: string | null }> {
      // The viewer's block list is read alongside the page (usually empty, and then nothing more is done), and so are
      // a signed-in member's pinned announcements on the first page.
      const early = viewer && !query.cursor ? content.pinnedFor(viewer) : null;
      // Awaited below in every case; until then a failure must not count as unhandled.
      early?.catch(() => undefined);
      const [hidden, rows] = await Promise.all([
        blocks.hiddenFrom(viewer),
        repo.page({ ...query, after: decodeFeedCursor(query.cursor), limit: query.limit + 1 }),
      ]);
      if (hidden.size > 0) {
        const page = await pageWithout(query, viewer, hidden, rows);
        return { items: await withPinned(query, viewer, page.items, hidden, early), nextCursor: page.nextCursor };
      }
      const pageRows = rows.slice(0, query.limit);
      const last = pageRows[pageRows.length - 1];
      const items = await hydrateRows(pageRows, viewer, query);
      return {
        items: await withPinned(query, viewer, items, hidden, early),
        nextCursor:
          rows.length > query.limit && last ? encodeFeedCursor({ at: last.at, rank: kindRank(last.kind), id: Number(last.id) }) : null,
      };
    },
  };
}
