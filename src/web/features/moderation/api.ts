import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry, ItemActionBody, QueueItem, StaffMe, SuspendBody } from '../../../shared/schemas/moderation';
import { api } from '../../lib/api';

export const moderationKeys = {
  me: ['admin', 'me'] as const,
  queue: ['admin', 'reports'] as const,
  audit: ['admin', 'audit'] as const,
};

/** The staff member behind the session; 404 for everyone else, 403 for staff without a second factor. */
export const staffMeQuery = () =>
  queryOptions({ queryKey: moderationKeys.me, queryFn: () => api<StaffMe>('/api/v1/admin/me'), retry: false });

export function useStaffMe() {
  return useQuery(staffMeQuery());
}

/** The open reports, the console's first tab. */
export const queueQuery = () =>
  queryOptions({ queryKey: moderationKeys.queue, queryFn: () => api<{ items: QueueItem[] }>('/api/v1/admin/reports') });

export function useQueue(enabled: boolean) {
  return useQuery({ ...queueQuery(), enabled });
}

export function useAudit(enabled: boolean) {
  return useQuery({ queryKey: moderationKeys.audit, queryFn: () => api<{ items: AuditEntry[] }>('/api/v1/admin/audit'), enabled });
}

type Action =
  | { path: 'reports/dismiss' | 'hide' | 'restore'; body: ItemActionBody }
  | { path: 'suspend'; body: SuspendBody }
  | { path: 'unsuspend'; body: { userId: string; reason: string } };

/** Every console action; the queue and the audit log are read again after each. */
export function useModerationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => api<{ done: true }>(`/api/v1/admin/${action.path}`, { body: action.body }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: moderationKeys.queue }),
        client.invalidateQueries({ queryKey: moderationKeys.audit }),
      ]);
    },
  });
}
