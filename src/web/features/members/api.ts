import { useQuery } from '@tanstack/react-query';
import type { MemberContent } from '../../../shared/schemas/content';
import { api } from '../../lib/api';

export const memberKeys = {
  content: (userId: string) => ['members', userId, 'content'] as const,
};

/** A member's profile: who they are, their live notices, upcoming events and announcements. */
export function useMemberContent(userId: string) {
  return useQuery({
    queryKey: memberKeys.content(userId),
    queryFn: () => api<MemberContent>(`/api/v1/members/${encodeURIComponent(userId)}/content`),
  });
}
