import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { NotificationPage, NotificationPreferences } from '../../../shared/schemas/notifications';
import type { PhoneAlertSettingsAnswer } from '../../../shared/schemas/phone-alerts';
import { api } from '../../lib/api';
import { isTakingOver } from '../../lib/first-screen';

/**
 * Query keys of this feature. All start with 'notifications': the realtime client invalidates that prefix (and
 * ['unread-counts']) when a notification arrives or another tab changes them.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
  phoneAlerts: ['notifications', 'phone-alerts'] as const,
};
/** The unread badges of the app shell (owned by the realtime feature). */
const UNREAD_COUNTS = ['unread-counts'] as const;

export const NOTIFICATIONS_PAGE = 20;

/** The member's notifications, newest first: the notifications page's loader and its list read it. */
export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<NotificationPage>(`/api/v1/notifications?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    // A new notification can arrive any time: look again when the member comes back to the page.
    staleTime: 0,
  });

export function useNotifications() {
  // Except the list the server drew the page with, while the app takes it over: that one is as new as it gets.
  return useInfiniteQuery({ ...notificationsQuery(), refetchOnMount: () => !isTakingOver() });
}

type ListData = InfiniteData<NotificationPage, string | null>;

/** Applies a change to every loaded page and sets the unread count the server answered. */
function updateList(
  data: ListData | undefined,
  change: (items: NotificationPage['items']) => NotificationPage['items'],
  unreadCount: number,
): ListData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items), unreadCount })) };
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) =>
      api<{ unreadCount: number }>(`/api/v1/notifications/${notificationId}/read`, { method: 'POST' }),
    onSuccess: ({ unreadCount }, notificationId) => {
      client.setQueryData<ListData>(notificationKeys.list, (data) =>
        updateList(
          data,
          (items) => items.map((item) => (item.notificationId === notificationId ? { ...item, isRead: true } : item)),
          unreadCount,
        ),
      );
      void client.invalidateQueries({ queryKey: UNREAD_COUNTS });
    },
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ unreadCount: number }>('/api/v1/notifications/read-all', { method: 'POST' }),
    onSuccess: ({ unreadCount }) => {
      client.setQueryData<ListData>(notificationKeys.list, (data) =>
        updateList(data, (items) => items.map((item) => ({ ...item, isRead: true })), unreadCount),
      );
      // Anything newer than what is loaded comes with the refetch.
      void client.invalidateQueries({ queryKey: notificationKeys.list });
      void client.invalidateQueries({ queryKey: UNREAD_COUNTS });
    },
  });
}

export function useDeleteNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) => api<null>(`/api/v1/notifications/${notificationId}`, { method: 'DELETE' }),
    onSuccess: (_, notificationId) => {
      client.setQueryData<ListData>(notificationKeys.list, (data) => {
        const removed = data?.pages.flatMap((page) => page.items).find((item) => item.notificationId === notificationId);
        const unread = (data?.pages[0]?.unreadCount ?? 0) - (removed && !removed.isRead ? 1 : 0);
        return updateList(data, (items) => items.filter((item) => item.notificationId !== notificationId), Math.max(0, unread));
      });
      void client.invalidateQueries({ queryKey: UNREAD_COUNTS });
    },
  });
}

/** What the member is told about, and how (Account → Notifications). */
export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => api<NotificationPreferences>('/api/v1/notifications/preferences', { signal }),
  });

export function useNotificationPreferences(enabled = true) {
  return useQuery({ ...notificationPreferencesQuery(), enabled });
}

/** Owner alerts by SMS or WhatsApp (Account → Notifications). */
export const phoneAlertsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.phoneAlerts,
    queryFn: ({ signal }) => api<PhoneAlertSettingsAnswer>('/api/v1/notifications/phone-alerts', { signal }),
  });

/** Saves the whole set; the switch flips at once and flips back if the server refuses. */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prefs: NotificationPreferences) =>
      api<NotificationPreferences>('/api/v1/notifications/preferences', { method: 'PUT', body: { ...prefs } }),
    onMutate: async (prefs) => {
      await client.cancelQueries({ queryKey: notificationKeys.preferences });
      const previous = client.getQueryData<NotificationPreferences>(notificationKeys.preferences);
      client.setQueryData(notificationKeys.preferences, prefs);
      return { previous };
    },
    onError: (_error, _prefs, context) => {
      if (context?.previous) client.setQueryData(notificationKeys.preferences, context.previous);
    },
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences, saved),
  });
}
