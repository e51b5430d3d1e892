import { CONNECTION_STATUS_BATCH, type ConnectionState } from '../../../shared/schemas/network';
import { api } from '../../lib/api';
import { perPage } from '../../lib/per-page';

interface Waiting {
  resolve(state: ConnectionState): void;
  reject(error: unknown): void;
}

/** How long to gather the cards of one render before asking (a feed page asks once, not once per card). */
const GATHER_MS = 10;

/** The cards waiting to ask, per page: a page the server draws asks as its own reader only. */
const gathering = perPage(() => ({ batch: null as Map<string, Waiting[]> | null }));

async function flush(batch: Map<string, Waiting[]>) {
  const userIds = [...batch.keys()];
  for (let start = 0; start < userIds.length; start += CONNECTION_STATUS_BATCH) {
    const chunk = userIds.slice(start, start + CONNECTION_STATUS_BATCH);
    try {
      const { items } = await api<{ items: ConnectionState[] }>(
        `/api/v1/connections/status?${new URLSearchParams({ userIds: chunk.join(',') })}`,
      );
      const byId = new Map(items.map((item) => [item.userId, item]));
      for (const userId of chunk) {
        const state = byId.get(userId) ?? { userId, status: 'none' as const, connectionId: null };
        for (const waiter of batch.get(userId) ?? []) waiter.resolve(state);
      }
    } catch (error) {
      for (const userId of chunk) for (const waiter of batch.get(userId) ?? []) waiter.reject(error);
    }
  }
}

/** The viewer's relation to a member, asked together with the other cards on screen in one request. */
export function loadConnectionState(userId: string): Promise<ConnectionState> {
  return new Promise((resolve, reject) => {
    const page = gathering();
    if (!page.batch) {
      const batch = new Map<string, Waiting[]>();
      page.batch = batch;
      setTimeout(() => {
        page.batch = null;
        void flush(batch);
      }, GATHER_MS);
    }
    const list = page.batch.get(userId) ?? [];
    list.push({ resolve, reject });
    page.batch.set(userId, list);
  });
}
