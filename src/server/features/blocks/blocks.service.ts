import type { Translatable } from '../../../shared/i18n/msg';
import type { BlockedMemberList } from '../../../shared/schemas/messages';
import type { Viewer } from '../../auth/session';
import type { Db } from '../../db/database';
import { forbidden } from '../../http/errors';
import { isoString } from '../../kit/listings/listing-mapping';
import { memberBlocksRepository } from './member-blocks.repository';

const NOBODY: ReadonlySet<string> = new Set();

/**
 * Blocking everywhere (decision 0019): a block either way hides the two members from each other on every surface and
 * refuses every action between them. `hiddenFrom` is the reusable piece discovery filters with: the set is usually
 * empty, and then a surface skips its filter entirely.
 */
export function blocksService(deps: { db: Db }) {
  const repo = memberBlocksRepository(deps.db);
  return {
    /** The members hidden from the viewer (blocked by or blocking them); empty for visitors. */
    async hiddenFrom(viewer: Pick<Viewer, 'userId'> | null): Promise<ReadonlySet<string>> {
      if (!viewer) return NOBODY;
      const ids = await repo.hiddenFrom(viewer.userId);
      return ids.length === 0 ? NOBODY : new Set(ids);
    },

    /** Whether either member blocks the other, from `memberId`'s side. */
    state: (memberId: string, otherId: string) => repo.state(memberId, otherId),

    block: (blockerId: string, blockedId: string) => repo.block(blockerId, blockedId),

    unblock: (blockerId: string, blockedId: string) => repo.unblock(blockerId, blockedId),

    /** 403 with `message` when either member blocked the other. */
    async refuseIfBlocked(memberId: string, otherId: string, message: string | Translatable): Promise<void> {
      if (memberId !== otherId && (await repo.between(memberId, otherId))) throw forbidden(message);
    },

    async list(viewer: Viewer): Promise<BlockedMemberList> {
      const rows = await repo.blockedBy(viewer.userId);
      return {
        items: rows.map((row) => ({
          userId: row.user_id,
          fullName: row.full_name,
          username: row.username,
          profilePicture: row.profile_picture,
          blockedAt: isoString(row.created_at),
        })),
      };
    },
  };
}
export type BlocksService = ReturnType<typeof blocksService>;

/** Keeps the items whose owner is not hidden from the viewer; the same array when nobody is. */
export function withoutHidden<T>(items: T[], hidden: ReadonlySet<string>, ownerOf: (item: T) => string | null): T[] {
  if (hidden.size === 0) return items;
  return items.filter((item) => {
    const owner = ownerOf(item);
    return owner === null || !hidden.has(owner);
  });
}
