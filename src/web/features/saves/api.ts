import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveCounts, SavedLookup, SaveKind, SavesPage, SaveState } from '../../../shared/schemas/saves';
import { SAVED_LOOKUP_MAX } from '../../../shared/schemas/saves';
import { api } from '../../lib/api';
import { perPage } from '../../lib/per-page';

export const saveKeys = {
  all: ['saves'] as const,
  counts: ['saves', 'counts'] as const,
  list: (kind: SaveKind) => ['saves', 'list', kind] as const,
  state: (kind: SaveKind, id: number) => ['saves', 'state', kind, id] as const,
};

const savePath = (kind: SaveKind, id: number) =>
  `/api/v1/${kind === 'business' ? 'businesses' : kind === 'profession' ? 'professions' : 'posts'}/${id}/save`;

export function setSaved(kind: SaveKind, id: number, saved: boolean) {
  return api<SaveState>(savePath(kind, id), { method: saved ? 'PUT' : 'DELETE' });
}

interface Waiting {
  kind: SaveKind;
  id: number;
  resolve(saved: boolean): void;
  reject(error: unknown): void;
}
/** The cards waiting to ask, per page: a page the server draws asks as its own reader only. */
const queue = perPage(() => ({ waiting: [] as Waiting[], flushTimer: null as ReturnType<typeof setTimeout> | null }));

/** Asks the server about every card that wanted its saved state in the same moment, 100 ids per kind a request. */
async function flush(page: ReturnType<typeof queue>) {
  const batch = page.waiting;
  page.waiting = [];
  page.flushTimer = null;
  while (batch.length) {
    const taken = new Map<SaveKind, Set<number>>([
      ['business', new Set()],
      ['profession', new Set()],
      ['post', new Set()],
    ]);
    const part: Waiting[] = [];
    for (let index = 0; index < batch.length;) {
      const entry = batch[index]!;
      const ids = taken.get(entry.kind)!;
      if (ids.size < SAVED_LOOKUP_MAX || ids.has(entry.id)) {
        ids.add(entry.id);
        part.push(entry);
        batch.splice(index, 1);
      } else index++;
    }
    const params = new URLSearchParams();
    for (const [kind, ids] of taken) if (ids.size) params.set(kind, [...ids].join(','));
    try {
      const result = await api<SavedLookup>(`/api/v1/saves/lookup?${params}`);
      const saved = { business: new Set(result.business), profession: new Set(result.profession), post: new Set(result.post) };
      for (const entry of part) entry.resolve(saved[entry.kind].has(entry.id));
    } catch (error) {
      for (const entry of part) entry.reject(error);
    }
  }
}

function lookupSaved(kind: SaveKind, id: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const page = queue();
    page.waiting.push({ kind, id, resolve, reject });
    page.flushTimer ??= setTimeout(() => void flush(page), 0);
  });
}

/** Whether the member saved this item: one cheap batched lookup for all the cards on screen. */
export const savedStateQuery = (kind: SaveKind, id: number) =>
  queryOptions({ queryKey: saveKeys.state(kind, id), queryFn: () => lookupSaved(kind, id), staleTime: 5 * 60_000, retry: false });

export function useSavedState(kind: SaveKind, id: number, enabled: boolean) {
  return useQuery({ ...savedStateQuery(kind, id), enabled });
}

export function useSaveCounts(enabled = true) {
  return useQuery({
    queryKey: saveKeys.counts,
    queryFn: ({ signal }) => api<SaveCounts>('/api/v1/saves/counts', { signal }),
    enabled,
    staleTime: 0,
  });
}

export const SAVES_PAGE = 20;
export function useSavedList(kind: SaveKind, enabled = true) {
  return useInfiniteQuery({
    queryKey: saveKeys.list(kind),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ kind, limit: String(SAVES_PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<SavesPage>(`/api/v1/saves?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 0,
  });
}

/** After a save or unsave: the item's state is known; counts and the kind's list are fetched again. */
export function useSavedChanged() {
  const client = useQueryClient();
  return async (kind: SaveKind, id: number, saved: boolean) => {
    // A lookup still in flight was answered before this change: its late answer must not undo it.
    await client.cancelQueries({ queryKey: saveKeys.state(kind, id) });
    client.setQueryData(saveKeys.state(kind, id), saved);
    void client.invalidateQueries({ queryKey: saveKeys.counts });
    void client.invalidateQueries({ queryKey: saveKeys.list(kind) });
  };
}

/** Removes a save by its id (the Saved Items page). */
export function useRemoveSave() {
  const changed = useSavedChanged();
  return useMutation({
    mutationFn: (save: { saveId: number; kind: SaveKind; itemId: number }) =>
      api<null>(`/api/v1/saves/${save.saveId}`, { method: 'DELETE' }),
    onSuccess: (_, save) => changed(save.kind, save.itemId, false),
  });
}
