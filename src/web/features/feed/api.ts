import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { feedPageSchema } from '../../../shared/schemas/discovery';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/load-failure';
import { viewerKey, viewerParams, type Viewer } from '../nearby/api';
import { slotsOnPage } from './feed-slot-ads';

/** Query keys of this feature (under `discover`, which Create Content, events and payments refresh). */
const feedKeys = {
  feed: (viewer: Viewer) => ['discover', 'feed', ...viewerKey(viewer)] as const,
};

export const FEED_PAGE = 10;
type FeedPage = z.infer<typeof feedPageSchema>;

export function useFeed(viewer: Viewer | null) {
  return useInfiniteQuery({
    queryKey: feedKeys.feed(viewer ?? { lat: 0, lng: 0, band: 'local' }),
    // `offset`: the items before the page, so it asks for the ads of the slots that fall on it.
    initialPageParam: { cursor: null as string | null, offset: 0 },
    queryFn: ({ pageParam, signal }) => {
      const params = viewerParams(viewer!);
      params.set('limit', String(FEED_PAGE));
      params.set('ads', String(slotsOnPage(pageParam.offset, FEED_PAGE).count));
      if (pageParam.cursor) params.set('cursor', pageParam.cursor);
      return api<FeedPage>(`/api/v1/feed?${params}`, { signal });
    },
    getNextPageParam: (last, pages) =>
      last.nextCursor ? { cursor: last.nextCursor, offset: pages.reduce((n, page) => n + page.items.length, 0) } : undefined,
    enabled: viewer !== null,
    retry: retryUnlessClientError,
  });
}
