import type { FollowKind, FollowState } from '../../../shared/schemas/follows';
import type { Viewer } from '../../auth/session';
import { forbidden } from '../../http/errors';
import { businessesService, professionsService } from '../listings/listings.service';
import type { ListingDeps } from '../../kit/service-deps';
import type { DomainEvents } from '../../domain-events/domain-events';
import { blocksService } from '../blocks/blocks.service';
import { followsRepository } from './follows.repository';
import { msg } from '../../../shared/i18n/msg';

const OWN = { business: msg('You cannot follow your own business'), profession: msg('You cannot follow your own profile') } as const;

/** Following businesses and professions (docs/product-decisions.md §10): a real follower count; owners hear of new followers. */
export function followsService(deps: ListingDeps & { events: DomainEvents }) {
  const repo = followsRepository(deps.db);
  const businesses = businessesService(deps);
  const professions = professionsService(deps);
  const blocks = blocksService(deps);

  /** The listing's owner; 404 (with the listing's own message) unless it exists. */
  const ownerOf = (kind: FollowKind, id: number) => (kind === 'business' ? businesses.ownerOf(id) : professions.ownerOf(id));

  async function state(kind: FollowKind, id: number, viewer: Viewer | null): Promise<FollowState> {
    const row = await repo.state(kind, id, viewer?.userId ?? null);
    return { following: row.following, followerCount: row.follower_count };
  }

  return {
    async get(kind: FollowKind, id: number, viewer: Viewer | null): Promise<FollowState> {
      await ownerOf(kind, id);
      return state(kind, id, viewer);
    },

    /** Idempotent: following twice keeps one follow and notifies the owner once. */
    async follow(viewer: Viewer, kind: FollowKind, id: number): Promise<FollowState> {
      const ownerId = await ownerOf(kind, id);
      if (ownerId === viewer.userId) throw forbidden(OWN[kind]);
      await blocks.refuseIfBlocked(viewer.userId, ownerId, msg('You cannot follow this member’s listings.'));
      const added = await repo.follow(viewer.userId, kind, id);
      const result = await state(kind, id, viewer);
      if (added)
        await deps.events.emit({
          type: 'listing.followed',
          kind,
          listingId: id,
          actorId: viewer.userId,
          followerCount: result.followerCount,
        });
      return result;
    },

    /** Idempotent: unfollowing what the member does not follow changes nothing. */
    async unfollow(viewer: Viewer, kind: FollowKind, id: number): Promise<FollowState> {
      await ownerOf(kind, id);
      await repo.unfollow(viewer.userId, kind, id);
      return state(kind, id, viewer);
    },
  };
}
