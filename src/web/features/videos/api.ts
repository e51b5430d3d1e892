import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { Video, VideoComment, VideoEdit, VideoLikeState, VideoPage } from '../../../shared/schemas/videos';
import type { VideoCategory, VideoSort } from '../../../shared/videos';
import { VIDEO_PAGE_SIZE } from '../../../shared/videos';
import { api } from '../../lib/api';
import { pollingInterval, sendWhenOnline } from '../../lib/automatic-requests';

/** A video as its calls name it: an unlisted one's carry its share key, or the server answers 404. */
export type VideoRef = Pick<Video, 'videoId' | 'shareKey'>;

/** The API path of a video (and of what is under it), with its share key when it has one. */
export const videoApiPath = (video: VideoRef, under = '') =>
  `/api/v1/videos/${video.videoId}${under}${video.shareKey ? `?key=${encodeURIComponent(video.shareKey)}` : ''}`;

export interface DiscoverFilters {
  search: string;
  category: VideoCategory | '';
  sort: VideoSort;
  businessId?: number;
}

export const videoKeys = {
  all: ['videos'] as const,
  discover: (filters: DiscoverFilters) => ['videos', 'discover', filters] as const,
  one: (videoId: number, key: string | null = null) => ['videos', 'one', videoId, key] as const,
  mine: ['videos', 'mine'] as const,
  comments: (videoId: number) => ['videos', 'comments', videoId] as const,
};

/** Discover's first filters: everything, latest first (the Videos page's loader fetches them). */
export const DISCOVER_START: DiscoverFilters = { search: '', category: '', sort: 'latest' };

export const discoverVideosQuery = (filters: DiscoverFilters) =>
  infiniteQueryOptions({
    queryKey: videoKeys.discover(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ sort: filters.sort, limit: String(VIDEO_PAGE_SIZE) });
      if (filters.search.trim()) params.set('search', filters.search.trim());
      if (filters.category) params.set('category', filters.category);
      if (filters.businessId) params.set('businessId', String(filters.businessId));
      if (pageParam) params.set('cursor', pageParam);
      return api<VideoPage>(`/api/v1/videos?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });

export function useDiscoverVideos(filters: DiscoverFilters) {
  return useInfiniteQuery(discoverVideosQuery(filters));
}

/** One video; `key`: the share key its page link carried (an unlisted video is not found without it). */
export const videoQuery = (videoId: number, key: string | null) =>
  queryOptions({ queryKey: videoKeys.one(videoId, key), queryFn: () => api<Video>(videoApiPath({ videoId, shareKey: key })) });

export function useVideo(videoId: number, key: string | null) {
  return useQuery(videoQuery(videoId, key));
}

/** The member's own videos; polled while one is still uploading or processing, so Ready shows up by itself. */
export function useMyVideos(enabled = true) {
  return useQuery({
    queryKey: videoKeys.mine,
    queryFn: () => api<{ items: Video[] }>('/api/v1/videos/mine').then((data) => data.items),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((video) => video.status === 'processing') ? pollingInterval(2000, query.state.fetchFailureCount) : false,
  });
}

/** Puts a video changed by the server into every cached list and page that shows it. */
function useVideoCache() {
  const client = useQueryClient();
  return (videoId: number, change: (video: Video) => Video) => {
    client.setQueriesData<InfiniteData<VideoPage>>({ queryKey: ['videos', 'discover'] }, (data) =>
      data
        ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((v) => (v.videoId === videoId ? change(v) : v)) })) }
        : data,
    );
    client.setQueriesData<Video>({ queryKey: ['videos', 'one', videoId] }, (video) => (video ? change(video) : video));
    client.setQueryData<Video[]>(videoKeys.mine, (videos) => videos?.map((v) => (v.videoId === videoId ? change(v) : v)));
  };
}

export function useLikeVideo(ref: VideoRef) {
  const update = useVideoCache();
  return useMutation({
    mutationFn: (like: boolean) =>
      api<VideoLikeState>(videoApiPath(ref, '/like'), { method: 'POST', body: { action: like ? 'like' : 'unlike' } }),
    onSuccess: (state) => update(ref.videoId, (video) => ({ ...video, likes: state.likes, likedByMe: state.liked })),
  });
}

/**
 * Reports the seconds the video has played (the server decides whether that is a view, from the video's duration),
 * through the app's backoff for automatic requests: it waits for the connection and retries a few times. A view that
 * counted shows in the count at once; a report that never arrives is only logged (spec part 2 §8).
 */
export function useReportView(ref: VideoRef) {
  const update = useVideoCache();
  return (watchTime: number) => {
    const send = () =>
      api<{ counted: boolean; views: number }>(videoApiPath(ref, '/views'), {
        method: 'POST',
        body: { watchTime: Math.floor(watchTime) },
      }).then((result) => update(ref.videoId, (video) => ({ ...video, views: result.views })));
    void sendWhenOnline(send).then((sent) => {
      if (!sent) console.warn('video view not recorded');
    });
  };
}

export const videoCommentsQuery = (ref: VideoRef) =>
  queryOptions({
    queryKey: videoKeys.comments(ref.videoId),
    queryFn: () => api<{ items: VideoComment[] }>(videoApiPath(ref, '/comments')).then((data) => data.items),
  });

export function useVideoComments(ref: VideoRef, enabled: boolean) {
  return useQuery({ ...videoCommentsQuery(ref), enabled });
}

export function useCommentActions(ref: VideoRef) {
  const { videoId } = ref;
  const client = useQueryClient();
  const update = useVideoCache();
  const refresh = () => client.invalidateQueries({ queryKey: videoKeys.comments(videoId) });
  return {
    add: useMutation({
      mutationFn: (content: string) => api<VideoComment>(videoApiPath(ref, '/comments'), { method: 'POST', body: { content } }),
      onSuccess: () => {
        update(videoId, (video) => ({ ...video, comments: video.comments + 1 }));
        return refresh();
      },
    }),
    remove: useMutation({
      mutationFn: (commentId: number) => api<null>(videoApiPath(ref, `/comments/${commentId}`), { method: 'DELETE' }),
      onSuccess: () => {
        update(videoId, (video) => ({ ...video, comments: Math.max(0, video.comments - 1) }));
        return refresh();
      },
    }),
  };
}

export function useEditVideo(videoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: VideoEdit) => api<Video>(`/api/v1/videos/${videoId}`, { method: 'PATCH', body: edit }),
    onSuccess: () => client.invalidateQueries({ queryKey: videoKeys.all }),
  });
}

export function useDeleteVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => api<null>(`/api/v1/videos/${videoId}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: videoKeys.all }),
  });
}
