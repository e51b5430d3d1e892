import { badRequest } from '../../http/errors';
import { isCursorTimestamp } from '../../kit/cursor';
import { msg } from '../../../shared/i18n/msg';

/** Kinds in the order they are merged when two items share a timestamp (higher first). */
export const FEED_KINDS = ['product', 'profession', 'business', 'post', 'notice', 'event', 'announcement'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
export const kindRank = (kind: FeedKind) => FEED_KINDS.indexOf(kind);

/** A position in the merged feed: (created_at, kind rank, id), newest first. */
export interface FeedPosition {
  at: string;
  rank: number;
  id: number;
}

export const encodeFeedCursor = (p: FeedPosition) => Buffer.from(`${p.at}|${p.rank}|${p.id}`).toString('base64url');

export function decodeFeedCursor(cursor: string | undefined): FeedPosition | null {
  if (!cursor) return null;
  const [at, rank, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!isCursorTimestamp(at) || !/^[0-6]$/.test(rank ?? '') || !/^[1-9]\d{0,14}$/.test(id ?? '')) {
    throw badRequest(msg('This page link is no longer valid. Reload the feed.'), { cursor: msg('Invalid cursor') });
  }
  return { at, rank: Number(rank), id: Number(id) };
}
