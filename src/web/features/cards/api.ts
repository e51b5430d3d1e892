import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentPage, LikeState } from '../../../shared/schemas/engagement';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/load-failure';

const commentKeys = {
  post: (postId: number) => ['post', postId, 'comments'] as const,
};

export type LikeKind = 'post' | 'business' | 'profession';
const likePath = (kind: LikeKind, id: number) =>
  `/api/v1/${kind === 'post' ? 'posts' : kind === 'business' ? 'businesses' : 'professions'}/${id}/like`;

export function setLike(kind: LikeKind, id: number, liked: boolean) {
  return api<LikeState>(likePath(kind, id), { method: liked ? 'PUT' : 'DELETE' });
}

export function useComments(postId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: commentKeys.post(postId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (pageParam) params.set('cursor', pageParam);
      return api<CommentPage>(`/api/v1/posts/${postId}/comments?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    retry: retryUnlessClientError,
  });
}

export function useAddComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api<Comment>(`/api/v1/posts/${postId}/comments`, { body: { content } }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.post(postId) }),
  });
}

export function useDeleteComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => api<unknown>(`/api/v1/comments/${commentId}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.post(postId) }),
  });
}
