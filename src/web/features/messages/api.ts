import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  BlockedMemberList,
  ConversationPage,
  Message,
  MessageInput,
  MessagePage,
  PartnerState,
  ProductSeller,
  UnreadCounts,
} from '../../../shared/schemas/messages';
import { api } from '../../lib/api';
import { mergeMessages } from './thread-cache';

/**
 * Query keys. The realtime client invalidates 'conversations', 'messages' and 'unread-counts' on message events
 * (features/realtime), so every messaging query lives under one of these.
 */
export const messageKeys = {
  conversations: ['conversations', 'list'] as const,
  partner: (userId: string) => ['conversations', 'with', userId] as const,
  productSeller: (productId: number) => ['conversations', 'about-product', productId] as const,
  thread: (conversationId: number) => ['messages', conversationId] as const,
  unread: ['unread-counts'] as const,
  blocked: ['conversations', 'blocked'] as const,
};

export type ThreadData = InfiniteData<MessagePage, unknown>;

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversations,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<ConversationPage>(`/api/v1/conversations?limit=20${pageParam ? `&cursor=${pageParam}` : ''}`, { signal }),
    getNextPageParam: (page) => page.nextCursor,
  });

export function useConversations() {
  return useInfiniteQuery(conversationsQuery());
}

export const partnerStateQuery = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.partner(userId),
    queryFn: ({ signal }) => api<PartnerState>(`/api/v1/conversations/with/${encodeURIComponent(userId)}`, { signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && (error as { status?: number }).status !== 400 && count < 1,
  });

export function usePartnerState(userId: string | null) {
  return useQuery({ ...partnerStateQuery(userId ?? ''), enabled: userId !== null });
}

export function useProductSeller(productId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.productSeller(productId ?? 0),
    queryFn: ({ signal }) => api<ProductSeller>(`/api/v1/conversations/about-product/${productId}`, { signal }),
    enabled: enabled && productId !== null,
    retry: false,
  });
}

/** A thread, newest page first in `pages`, each page oldest first; older pages load on demand. */
export function useThread(conversationId: number | null) {
  return useInfiniteQuery({ ...threadQuery(conversationId ?? 0), enabled: conversationId !== null });
}

export const threadQuery = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(conversationId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<MessagePage>(`/api/v1/conversations/${conversationId}/messages?limit=30${pageParam ? `&cursor=${pageParam}` : ''}`, { signal }),
    getNextPageParam: (page) => page.nextCursor,
  });

/** The messages after `afterId` (all of them, page by page): what a tab missed while its socket was away. */
export async function fetchMessagesAfter(conversationId: number, afterId: number): Promise<Message[]> {
  const all: Message[] = [];
  let after = afterId;
  for (let round = 0; round < 20; round++) {
    const page = await api<MessagePage>(`/api/v1/conversations/${conversationId}/messages?after=${after}&limit=100`);
    all.push(...page.items);
    if (!page.hasMore || page.items.length === 0) break;
    after = page.items[page.items.length - 1].messageId;
  }
  return all;
}

export const unreadCountsQuery = () =>
  queryOptions({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => api<UnreadCounts>('/api/v1/unread-counts', { signal }),
    staleTime: 60_000,
  });

export function useUnreadCounts(enabled = true) {
  return useQuery({ ...unreadCountsQuery(), enabled });
}

export function useSendMessage() {
  return useMutation({
    mutationFn: (input: MessageInput) => api<Message>('/api/v1/messages', { body: input }),
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) =>
      api<{ conversationId: number; readCount: number; readUpTo: number | null }>(`/api/v1/conversations/${conversationId}/read`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: (result) => {
      if (result.readCount > 0) {
        void client.invalidateQueries({ queryKey: ['conversations'] });
        void client.invalidateQueries({ queryKey: messageKeys.unread });
      }
    },
  });
}

export function useSetBlocked(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      api<{ userId: string; blocked: boolean }>(`/api/v1/blocks/${encodeURIComponent(userId)}`, { method: blocked ? 'PUT' : 'DELETE' }),
    // A block hides the two members from each other everywhere (feed, search, nearby, comments): every list is stale.
    // Not awaited: the caller's own success (a toast) should not wait for every open list to load again.
    onSuccess: () => {
      void client.invalidateQueries();
    },
  });
}

/** Account → Blocked: the members the viewer blocked, newest first. */
/** The members the viewer blocked (Account → Blocked). */
export const blockedMembersQuery = () =>
  queryOptions({
    queryKey: messageKeys.blocked,
    queryFn: ({ signal }) => api<BlockedMemberList>('/api/v1/blocks', { signal }),
  });

export function useBlockedMembers() {
  return useQuery(blockedMembersQuery());
}

/**
 * A message this member has just sent, put where its thread reads it: the partner's conversation id (a first message
 * starts one) and the cached thread. Neither waits for a refetch, which may meet a failing connection and be answered
 * from the offline cache, as it was before the message.
 */
export function rememberSent(client: QueryClient, message: Message) {
  const partnerKey = messageKeys.partner(message.receiverId);
  const partner = client.getQueryData<PartnerState>(partnerKey);
  if (partner && partner.conversationId === null)
    client.setQueryData<PartnerState>(partnerKey, { ...partner, conversationId: message.conversationId });
  const threadKey = messageKeys.thread(message.conversationId);
  const thread = client.getQueryData<ThreadData>(threadKey);
  if (thread) client.setQueryData<ThreadData>(threadKey, mergeMessages(thread, [message]));
}
