import { describe, expect, it } from 'vitest';
import type { Message, MessagePage } from '../../../shared/schemas/messages';
import type { ThreadData } from './api';
import { lastMessageId, markReadUpTo, mergeMessages, threadMessages } from './thread-cache';

const message = (messageId: number, overrides: Partial<Message> = {}): Message => ({
  messageId,
  conversationId: 7,
  senderId: 'ada',
  receiverId: 'bola',
  content: `message ${messageId}`,
  product: null,
  sentAt: new Date(2026, 10, 22, 8, 0, messageId).toISOString(),
  readStatus: false,
  readAt: null,
  removed: false,
  ...overrides,
});
const page = (items: Message[], nextCursor: string | null = null): MessagePage => ({ items, nextCursor, hasMore: nextCursor !== null });
/** Newest page first, each page oldest first, as the thread query holds them. */
const thread = (...pages: MessagePage[]): ThreadData => ({ pages, pageParams: pages.map((_, i) => (i === 0 ? null : String(i))) });

describe('the live thread cache', () => {
  it('adds a message once, however many ways it arrives (event, catch-up, the sender’s own reply)', () => {
    let data = thread(page([message(4), message(5)], '4'), page([message(1), message(2)]));
    data = mergeMessages(data, [message(6)]); // the live event
    data = mergeMessages(data, [message(6), message(7)]); // catching up after a rejoin
    data = mergeMessages(data, [message(7)]); // the POST's own answer
    expect(threadMessages(data).map((m) => m.messageId)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(lastMessageId(data)).toBe(7);
  });

  it('keeps id order when events arrive out of order, and leaves an unchanged thread as it was', () => {
    const start = thread(page([message(10)]));
    const data = mergeMessages(mergeMessages(start, [message(13)]), [message(12), message(11)]);
    expect(threadMessages(data).map((m) => m.messageId)).toEqual([10, 11, 12, 13]);
    expect(mergeMessages(data, [message(12)])).toBe(data);
  });

  it('only ever turns a message read, and marks read up to an id for the reader only', () => {
    let data = thread(page([message(1), message(2), message(3, { senderId: 'bola', receiverId: 'ada' }), message(4)]));
    data = markReadUpTo(data, 'bola', 3, '2026-11-22T09:00:00.000Z');
    expect(threadMessages(data).map((m) => [m.messageId, m.readStatus])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, false],
    ]);
    // A late event carrying the unread copy does not undo it.
    data = mergeMessages(data, [message(2)]);
    expect(threadMessages(data)[1].readStatus).toBe(true);
    data = mergeMessages(data, [message(4, { readStatus: true, readAt: '2026-11-22T09:01:00.000Z' })]);
    expect(threadMessages(data)[3]).toMatchObject({ readStatus: true, readAt: '2026-11-22T09:01:00.000Z' });
  });
});
