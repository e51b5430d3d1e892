import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdvertisementInput,
  Announcement,
  AnnouncementInput,
  Event,
  EventInput,
  Notice,
  NoticeInput,
} from '../../../shared/schemas/content';
import { api } from '../../lib/api';

/** What Create Content publishes; the feed (`['discover']`) shows the new item on its next read. */
export function useCreateContent() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['discover'] });
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
        api<{ adId: number }>('/api/v1/advertisements', { body: input as Record<string, unknown> }),
    }),
  };
}
