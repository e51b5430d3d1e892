import { timingSafeEqual } from 'node:crypto';

/** What decides who may see a video. */
export interface VideoAccessRow {
  owner_id: string;
  status: string;
  privacy: string;
  share_key: string | null;
}

/** Whether the key a request carries is the unlisted video's share key (compared in constant time). */
export function isShareKey(stored: string | null, given: string | undefined): boolean {
  if (!stored || given === undefined) return false;
  const expected = Buffer.from(stored);
  const offered = Buffer.from(given);
  return expected.length === offered.length && timingSafeEqual(expected, offered);
}

/**
 * Who may see a video (decision 0016): its owner, at any status; anyone else a ready video that is public, or unlisted
 * with its share key. Ids are sequential, so an unlisted video answered by its id alone could be found by counting.
 */
export function canSee(row: VideoAccessRow, viewerId: string | null, key: string | undefined): boolean {
  if (viewerId !== null && row.owner_id === viewerId) return true;
  if (row.status !== 'ready') return false;
  return row.privacy === 'public' || (row.privacy === 'unlisted' && isShareKey(row.share_key, key));
}
