import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowKind, FollowState } from '../../../shared/schemas/follows';
import { api } from '../../lib/api';

export const followKeys = { state: (kind: FollowKind, id: number) => ['follows', kind, id] as const };

const followPath = (kind: FollowKind, id: number) => `/api/v1/${kind === 'business' ? 'businesses' : 'professions'}/${id}/follow`;

/** The listing's real follower count and whether the viewer follows it (anyone may read it). */
export const followStateQuery = (kind: FollowKind, id: number) =>
  queryOptions({
    queryKey: followKeys.state(kind, id),
    queryFn: ({ signal }) => api<FollowState>(followPath(kind, id), { signal }),
    staleTime: 0,
  });

export function useFollowState(kind: FollowKind, id: number) {
  return useQuery(followStateQuery(kind, id));
}

/** Follow or unfollow; the count and state the server answers replace the cached ones. */
export function useSetFollow(kind: FollowKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) => api<FollowState>(followPath(kind, id), { method: following ? 'PUT' : 'DELETE' }),
    onSuccess: (state) => client.setQueryData(followKeys.state(kind, id), state),
  });
}
