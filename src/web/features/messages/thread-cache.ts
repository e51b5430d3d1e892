import type { Message } from '../../../shared/schemas/messages';
import type { ThreadData } from './api';

/** Every message of a cached thread, oldest first (pages are newest first, each oldest first). */
export const threadMessages = (data: ThreadData | undefined): Message[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.items) : [];

export const lastMessageId = (data: ThreadData | undefined): number => {
  const newest = data?.pages[0]?.items;
  return newest && newest.length > 0 ? newest[newest.length - 1].messageId : 0;
};

/**
 * Adds messages to a cached thread by id: one already there is kept (only ever turning read), a new one joins the
 * newest page in id order. Live events, catch-up fetches and the sender's own reply can all deliver the same message
 * without it showing twice.
 */
export function mergeMessages(data: ThreadData, incoming: Message[]): ThreadData {
  if (incoming.length === 0 || data.pages.length === 0) return data;
  const byId = new Map(incoming.map((message) => [message.messageId, message]));
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const items = page.items.map((message) => {
      const update = byId.get(message.messageId);
      if (!update) return message;
      byId.delete(message.messageId);
      if (update.readStatus && !message.readStatus) {
        pageChanged = true;
        return { ...message, readStatus: true, readAt: update.readAt };
      }
      return message;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, items };
  });
  if (byId.size > 0) {
    const [newest, ...rest] = pages;
    const oldestLoaded = newest.items[0]?.messageId ?? 0;
    // Older than everything on the newest page and not found: it belongs to a page that is not loaded; skip it.
    const fresh = [...byId.values()].filter((message) => message.messageId > oldestLoaded || data.pages.length === 1);
    if (fresh.length > 0) {
      const items = [...newest.items, ...fresh].sort((a, b) => a.messageId - b.messageId);
      return { ...data, pages: [{ ...newest, items }, ...rest] };
    }
  }
  return changed ? { ...data, pages } : data;
}

/** The reader opened the thread: their received messages up to `upTo` are read (the sender's tab shows "Seen"). */
export function markReadUpTo(data: ThreadData, readerId: string, upTo: number, at: string): ThreadData {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((m) => m.receiverId === readerId && !m.readStatus && m.messageId <= upTo)) return page;
    changed = true;
    return {
      ...page,
      items: page.items.map((m) =>
        m.receiverId === readerId && !m.readStatus && m.messageId <= upTo ? { ...m, readStatus: true, readAt: at } : m,
      ),
    };
  });
  return changed ? { ...data, pages } : data;
}
