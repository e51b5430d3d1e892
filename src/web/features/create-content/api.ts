import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdvertisementCreative,
  AdvertisementDraft,
  AdvertisementInput,
  Announcement,
  AnnouncementInput,
  Event,
  EventInput,
  Notice,
  NoticeInput,
} from '../../../shared/schemas/content';
import { api } from '../../lib/api';
import { upload } from '../listings';

/** Where published content shows: the feed, the author's profile and event pages read again after a change. */
const CONTENT_KEYS = [['discover'], ['members'], ['events'], ['ads']] as const;

function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all(CONTENT_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** What Create Content publishes; the feed (`['discover']`) shows the new item on its next read. */
export function useCreateContent() {
  const refresh = useRefresh();
  return {
    notice: useMutation({
      mutationFn: (input: NoticeInput) => api<Notice>('/api/v1/notices', { body: input }),
      onSuccess: refresh,
    }),
    event: useMutation({
      mutationFn: (input: EventInput) => api<Event>('/api/v1/events', { body: input }),
      onSuccess: refresh,
    }),
    announcement: useMutation({
      mutationFn: (input: AnnouncementInput) => api<Announcement>('/api/v1/announcements', { body: input }),
      onSuccess: refresh,
    }),
    advertisement: useMutation({
      mutationFn: (input: AdvertisementInput) =>
        api<AdvertisementDraft>('/api/v1/advertisements', { body: input as Record<string, unknown> }),
    }),
  };
}

/** The author's changes to what they published (the server checks they are the author). */
export function useEditContent() {
  const refresh = useRefresh();
  const put = <T>(path: string, body: object) => api<T>(path, { method: 'PUT', body: body as Record<string, unknown> });
  return {
    notice: useMutation({
      mutationFn: ({ id, input }: { id: number; input: NoticeInput }) => put<Notice>(`/api/v1/notices/${id}`, input),
      onSuccess: refresh,
    }),
    event: useMutation({
      mutationFn: ({ id, input }: { id: number; input: EventInput }) => put<Event>(`/api/v1/events/${id}`, input),
      onSuccess: refresh,
    }),
    announcement: useMutation({
      mutationFn: ({ id, input }: { id: number; input: AnnouncementInput }) => put<Announcement>(`/api/v1/announcements/${id}`, input),
      onSuccess: refresh,
    }),
    advertisement: useMutation({
      mutationFn: ({ id, input }: { id: number; input: AdvertisementCreative }) =>
        put<AdvertisementDraft>(`/api/v1/advertisements/${id}`, input),
      onSuccess: refresh,
    }),
  };
}

/** Deletes a notice, an announcement, an event or an unpaid advertisement of the member's. */
export function useDeleteContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'notice' | 'announcement' | 'event' | 'advertisement'; id: number }) =>
      api<null>(`/api/v1/${kind === 'notice' ? 'notices' : kind === 'event' ? 'events' : `${kind}s`}/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** Uploads the ad's image (re-encoded by the server to WebP widths). */
export const uploadAdImage = (adId: number, file: File) => upload<AdvertisementDraft>(`/api/v1/advertisements/${adId}/image`, file);

/** For pages that only offer editing (an event's page, Your ads): the dialogs' code, fetched when first opened. */
export const loadContentDialog = () => import('./content-dialogs');
export const loadAdEditDialog = () => import('./ad-edit-dialog');
