import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentityQueueItem } from '../../../shared/schemas/identity';
import { api } from '../../lib/api';
import { moderationKeys } from '../moderation';
import { identityKeys } from './api';

/** The console's pending requests, oldest first. */
export function useIdentityQueue() {
  return useQuery({
    queryKey: identityKeys.queue,
    queryFn: () => api<{ items: IdentityQueueItem[] }>('/api/v1/admin/identity'),
  });
}

export type IdentityDecision = { requestId: number; approve: true; note?: string } | { requestId: number; approve: false; reason: string };

/** Approve or reject; the queue and the audit log are read again after each. */
export function useIdentityDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: IdentityDecision) =>
      decision.approve
        ? api<{ done: true }>(`/api/v1/admin/identity/${decision.requestId}/approve`, {
            body: decision.note ? { note: decision.note } : {},
          })
        : api<{ done: true }>(`/api/v1/admin/identity/${decision.requestId}/reject`, { body: { reason: decision.reason } }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: identityKeys.queue }),
        client.invalidateQueries({ queryKey: moderationKeys.audit }),
      ]);
    },
  });
}
