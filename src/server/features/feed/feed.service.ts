import type { BandId } from '../../../shared/bands';
import type { FeedItem } from '../../../shared/schemas/discovery';
import type { Viewer } from '../../auth/session';
import { contentService } from '../content/content.service';
import type { ListingDeps } from '../listings-common/service-deps';
import { decodeFeedCursor, encodeFeedCursor, kindRank } from './feed-cursor';
import { feedItems } from './feed-items';
import { feedRepository } from './feed.repository';

export interface FeedQuery {
  lat: number;
  lng: number;
  band: BandId;
  cursor?: string;
  limit: number;
}

/** The mixed feed: posts, businesses, professions and products inside the viewer's ring, newest first, by cursor. */
export function feedService(deps: ListingDeps) {
  const repo = feedRepository(deps.db);
  const hydrate = feedItems(deps);
  const content = contentService(deps);

  return {
    async page(query: FeedQuery, viewer: Viewer | null): Promise<{ items: FeedItem[]; nextCursor: string | null }> {
      const rows = await repo.page({ ...query, after: decodeFeedCursor(query.cursor), limit: query.limit + 1 });
      const pageRows = rows.slice(0, query.limit);
      const last = pageRows[pageRows.length - 1];
      const items = await hydrate(
        pageRows.map((row) => ({ kind: row.kind, id: Number(row.id), distanceKm: Math.round(row.distance_m / 100) / 10 })),
        viewer,
        { lat: query.lat, lng: query.lng },
      );
      // The first page of a signed-in member starts with the urgent announcements (last 24 hours) of people they follow
      // or are connected to, at any distance; the same announcement is not repeated below, on this page or a later one
      // (a later page asks only when it holds an announcement).
      const firstPage = !query.cursor;
      const mayRepeat = viewer && (firstPage || items.some((item) => item.type === 'announcement'));
      const urgent = mayRepeat ? await content.pinnedFor(viewer) : [];
      const pinnedIds = new Set(urgent.map((announcement) => `announcement-${announcement.announcementId}`));
      const pinned = firstPage ? urgent : [];
      return {
        items: [
          ...pinned.map((announcement): FeedItem => ({
            type: 'announcement',
            id: `announcement-${announcement.announcementId}`,
            createdAt: announcement.createdAt,
            distanceKm: null,
            pinned: true,
            announcement,
          })),
          ...items.filter((item) => !pinnedIds.has(item.id)),
        ],
        nextCursor:
          rows.length > query.limit && last ? encodeFeedCursor({ at: last.at, rank: kindRank(last.kind), id: Number(last.id) }) : null,
      };
    },
  };
}
