import { Search, Video as VideoIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { msg } from '../../../shared/i18n/msg';
import type { Video } from '../../../shared/schemas/videos';
import { VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS, VIDEO_SKELETON_CARDS, type VideoCategory, type VideoSort } from '../../../shared/videos';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import { useSession } from '../auth/api';
import { DISCOVER_START, useDiscoverVideos, type DiscoverFilters } from './api';
import { VideoCard } from './video-card';

const SORT_LABELS: Record<VideoSort, string> = { latest: msg('Latest'), views: msg('Most Viewed'), likes: msg('Most Liked') };

function SkeletonGrid() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('Loading videos')}>
      {Array.from({ length: VIDEO_SKELETON_CARDS }, (_, index) => (
        <div key={index} data-testid="video-skeleton" className="grid gap-2 rounded-lg border border-border p-2">
          <div className="aspect-video animate-pulse rounded-md bg-muted" />
          <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}

/**
 * Discover: search, category and sort, 20 at a time with more loaded as the end scrolls into view. `pinned`: the
 * member's just-uploaded videos, shown first (with their status) while the list is not filtered.
 */
export function DiscoverVideos({ businessId, pinned = [] }: { businessId?: number; pinned?: Video[] }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<DiscoverFilters>({ ...DISCOVER_START, businessId });
  const videos = useDiscoverVideos(filters);
  const end = useRef<HTMLDivElement>(null);

  // The search waits for a pause in typing, so each key press is not a request.
  useEffect(() => {
    const timer = setTimeout(() => setFilters((current) => (current.search === typed ? current : { ...current, search: typed })), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = videos;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const filtering = Boolean(filters.search.trim() || filters.category);
  const listed = videos.data?.pages.flatMap((page) => page.items) ?? [];
  const first = filtering ? [] : pinned;
  const items = [...first, ...listed.filter((video) => !first.some((own) => own.videoId === video.videoId))];
  const idPrefix = businessId ? `business-${businessId}-videos` : 'videos';

  return (
    <div className="grid gap-4">
      <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto]">
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <label htmlFor={`${idPrefix}-search`} className="sr-only">
            {t('Search videos')}
          </label>
          <Input
            id={`${idPrefix}-search`}
            type="search"
            className="h-10 pl-9"
            placeholder={t('Search videos')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <label htmlFor={`${idPrefix}-category`} className="sr-only">
          {t('Category')}
        </label>
        <Select
          id={`${idPrefix}-category`}
          value={filters.category}
          onChange={(e) => setFilters({ ...filters, category: e.target.value as VideoCategory | '' })}
        >
          <option value="">{t('All categories')}</option>
          {VIDEO_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(VIDEO_CATEGORY_LABELS[category])}
            </option>
          ))}
        </Select>
        <label htmlFor={`${idPrefix}-sort`} className="sr-only">
          {t('Sort by')}
        </label>
        <Select
          id={`${idPrefix}-sort`}
          value={filters.sort}
          onChange={(e) => setFilters({ ...filters, sort: e.target.value as VideoSort })}
        >
          {(Object.keys(SORT_LABELS) as VideoSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABELS[sort])}
            </option>
          ))}
        </Select>
      </div>
      {videos.isPending ? (
        <SkeletonGrid />
      ) : videos.isError ? (
        <LoadError
          message={t('Failed to load videos')}
          error={videos.error}
          onRetry={() => void videos.refetch()}
          retrying={videos.isRefetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={VideoIcon}
          title={t('No videos found')}
          description={filtering ? t('Try adjusting your search or filters') : t('Be the first to upload a video!')}
        />
      ) : (
        <section aria-labelledby={`${idPrefix}-heading`}>
          {/* The cards' titles are h3: a heading above them keeps the page's outline in order. */}
          <h2 id={`${idPrefix}-heading`} className="sr-only">
            {businessId ? t('Videos') : t('Discover')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((video, index) => (
              <VideoCard key={video.videoId} video={video} signedIn={signedIn} first={index === 0} />
            ))}
          </div>
          <div ref={end} className="grid place-items-center py-2">
            {isFetchingNextPage ? <Spinner label={t('Loading more videos')} /> : null}
          </div>
        </section>
      )}
    </div>
  );
}
