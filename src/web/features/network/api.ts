import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Connection, ConnectionPage, ConnectionState, Person, Suggestion } from '../../../shared/schemas/network';
import { PEOPLE_QUERY_MIN } from '../../../shared/schemas/network';
import { api } from '../../lib/api';
import { loadConnectionState } from './status-batcher';

export type ConnectionListKind = 'connections' | 'incoming' | 'outgoing';

/** Every network query starts with 'network', so one invalidation refreshes the page, the cards' buttons and lists. */
export const networkKeys = {
  all: ['network'] as const,
  list: (kind: ConnectionListKind) => ['network', 'list', kind] as const,
  people: (q: string) => ['network', 'people', q] as const,
  suggestions: ['network', 'suggestions'] as const,
  status: (userId: string) => ['network', 'status', userId] as const,
};

const LIST_PATHS: Record<ConnectionListKind, string> = {
  connections: '/api/v1/connections',
  incoming: '/api/v1/connections/requests/incoming',
  outgoing: '/api/v1/connections/requests/outgoing',
};
const PAGE_SIZE = 20;

/** One of the member's lists (connections, requests received, requests sent): the network page's loader and its sections read it. */
export const connectionListQuery = (kind: ConnectionListKind) =>
  infiniteQueryOptions({
    queryKey: networkKeys.list(kind),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<ConnectionPage>(`${LIST_PATHS[kind]}?${params}`, { signal });
    },
    getNextPageParam: (page) => page.nextCursor,
  });

export function useConnectionList(kind: ConnectionListKind) {
  return useInfiniteQuery(connectionListQuery(kind));
}

export function usePeopleSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: networkKeys.people(query),
    queryFn: ({ signal }) => api<{ items: Person[] }>(`/api/v1/people?${new URLSearchParams({ q: query })}`, { signal }),
    enabled: query.length >= PEOPLE_QUERY_MIN,
    select: (data) => data.items,
    staleTime: 30_000,
  });
}

/** People You May Know. */
export const suggestionsQuery = () =>
  queryOptions({
    queryKey: networkKeys.suggestions,
    queryFn: ({ signal }) => api<{ items: Suggestion[] }>('/api/v1/people/suggestions', { signal }),
    staleTime: 60_000,
  });

export function useSuggestions() {
  return useQuery({ ...suggestionsQuery(), select: (data) => data.items });
}

/** The viewer's relation to one member, for Connect buttons on cards (asked in batches, see status-batcher.ts). */
export const connectionStateQuery = (userId: string) =>
  queryOptions({ queryKey: networkKeys.status(userId), queryFn: () => loadConnectionState(userId), staleTime: 60_000 });

export function useConnectionState(userId: string, enabled: boolean) {
  return useQuery({ ...connectionStateQuery(userId), enabled });
}

/** Puts the new relation into every cached card of that member, so buttons change at once and cards stay in place. */
function patchRelation(client: QueryClient, state: ConnectionState) {
  client.setQueryData(networkKeys.status(state.userId), state);
  const patchItems = <T extends Person>(items: T[]) =>
    items.map((person) => (person.userId === state.userId ? { ...person, connection: state } : person));
  client.setQueriesData<{ items: Person[] }>({ queryKey: ['network', 'people'] }, (data) =>
    data ? { ...data, items: patchItems(data.items) } : data,
  );
  client.setQueriesData<{ items: Suggestion[] }>({ queryKey: networkKeys.suggestions }, (data) =>
    data ? { ...data, items: patchItems(data.items) } : data,
  );
}

/**
 * After a change, the lists and other members' buttons are asked again; search results and suggestions keep their
 * cards (patched above), so a card the member just acted on does not jump away under the pointer.
 */
function refreshAfterChange(client: QueryClient) {
  return client.invalidateQueries({
    queryKey: networkKeys.all,
    predicate: (query) => query.queryKey[1] !== 'people' && query.queryKey[1] !== 'suggestions',
  });
}

function useNetworkMutation<Input>(run: (input: Input) => Promise<unknown>, relation: (input: Input, result: unknown) => ConnectionState) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result, input) => {
      patchRelation(client, relation(input, result));
      void refreshAfterChange(client);
    },
  });
}

export interface PersonRef {
  userId: string;
  fullName: string;
}
interface ConnectionRef extends PersonRef {
  connectionId: number;
}

export const useSendRequest = () =>
  useNetworkMutation(
    (person: PersonRef) => api<Connection>('/api/v1/connections', { body: { userId: person.userId } }),
    (person, result) => ({ userId: person.userId, status: 'outgoing', connectionId: (result as Connection).connectionId }),
  );

export const useAcceptRequest = () =>
  useNetworkMutation(
    (ref: ConnectionRef) => api<Connection>(`/api/v1/connections/${ref.connectionId}/accept`, { method: 'POST' }),
    (ref) => ({ userId: ref.userId, status: 'connected', connectionId: ref.connectionId }),
  );

const none = (ref: ConnectionRef): ConnectionState => ({ userId: ref.userId, status: 'none', connectionId: null });

export const useDeclineRequest = () =>
  useNetworkMutation((ref: ConnectionRef) => api<null>(`/api/v1/connections/${ref.connectionId}/decline`, { method: 'POST' }), none);

export const useWithdrawRequest = () =>
  useNetworkMutation((ref: ConnectionRef) => api<null>(`/api/v1/connections/${ref.connectionId}/withdraw`, { method: 'POST' }), none);

export const useRemoveConnection = () =>
  useNetworkMutation((ref: ConnectionRef) => api<null>(`/api/v1/connections/${ref.connectionId}`, { method: 'DELETE' }), none);

/** Where a Message button goes (the messages page opens or starts the conversation). */
export const messageLink = (userId: string) => `/app/messages?${new URLSearchParams({ user: userId })}`;
