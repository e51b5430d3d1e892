import type { SaveCounts, SavedItem, SavedLookup, SaveKind, SavesPage, SaveState } from '../../../shared/schemas/saves';
import type { Viewer } from '../../auth/session';
import type { DomainEvents } from '../../domain-events/domain-events';
import { notFound } from '../../http/errors';
import { businessesService, professionsService } from '../listings/listings.service';
import { decodeCursor, encodeCursor } from '../../kit/cursor';
import { isoString } from '../../kit/listings/listing-mapping';
import type { ListingDeps } from '../../kit/service-deps';
import { postsService } from '../posts/posts.service';
import { savesRepository } from './saves.repository';
import { msg } from '../../../shared/i18n/msg';

/** Saved businesses, professionals and posts (docs/product-decisions.md §10): only their member ever sees them. */
export function savesService(deps: ListingDeps & { events?: DomainEvents }) {
  const repo = savesRepository(deps.db);
  const businesses = businessesService(deps);
  const professions = professionsService(deps);
  const posts = postsService(deps);

  /** 404 (with the item's own message) unless it exists. */
  async function assertExists(kind: SaveKind, id: number): Promise<void> {
    if (kind === 'business') await businesses.ownerOf(id);
    else if (kind === 'profession') await professions.ownerOf(id);
    else await posts.authorOf(id);
  }

  /** The saved items with their card data, in the order of the saves; an item deleted meanwhile is left out. */
  async function hydrate(kind: SaveKind, rows: { save_id: string; created_at: Date | string; item_id: string }[], viewer: Viewer) {
    const ids = rows.map((row) => Number(row.item_id));
    const found = new Map<number, SavedItem>();
    const base = (row: (typeof rows)[number]) => ({ saveId: Number(row.save_id), savedAt: isoString(row.created_at) });
    const byItem = new Map(rows.map((row) => [Number(row.item_id), row]));
    if (kind === 'business') {
      for (const business of await businesses.findMany(ids, viewer)) {
        found.set(business.businessId, { kind, ...base(byItem.get(business.businessId)!), business });
      }
    } else if (kind === 'profession') {
      for (const profession of await professions.findMany(ids, viewer)) {
        found.set(profession.professionId, { kind, ...base(byItem.get(profession.professionId)!), profession });
      }
    } else {
      for (const post of await posts.findMany(ids, viewer)) found.set(post.postId, { kind, ...base(byItem.get(post.postId)!), post });
    }
    return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
  }

  return {
    /** Idempotent: saving twice keeps one save. */
    async save(viewer: Viewer, kind: SaveKind, id: number): Promise<SaveState> {
      await assertExists(kind, id);
      const added = await repo.save(viewer.userId, kind, id);
      if (added && kind !== 'post') await deps.events?.emit({ type: 'listing.saved', kind, listingId: id, actorId: viewer.userId });
      return { saved: await repo.isSaved(viewer.userId, kind, id) };
    },

    /** Idempotent: unsaving what is not saved changes nothing. */
    async unsave(viewer: Viewer, kind: SaveKind, id: number): Promise<SaveState> {
      await assertExists(kind, id);
      await repo.unsave(viewer.userId, kind, id);
      return { saved: false };
    },

    async page(viewer: Viewer, query: { kind: SaveKind; cursor?: string; limit: number }): Promise<SavesPage> {
      const rows = await repo.page(viewer.userId, query.kind, decodeCursor(query.cursor), query.limit);
      const pageRows = rows.slice(0, query.limit);
      const last = pageRows[pageRows.length - 1];
      return {
        items: await hydrate(query.kind, pageRows, viewer),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.keyset_at, id: Number(last.save_id) }) : null,
      };
    },

    counts: (viewer: Viewer): Promise<SaveCounts> => repo.counts(viewer.userId),

    async lookup(viewer: Viewer, ids: { business: number[]; profession: number[]; post: number[] }): Promise<SavedLookup> {
      const [business, profession, post] = await Promise.all([
        repo.savedAmong(viewer.userId, 'business', ids.business),
        repo.savedAmong(viewer.userId, 'profession', ids.profession),
        repo.savedAmong(viewer.userId, 'post', ids.post),
      ]);
      return { business, profession, post };
    },

    /** Someone else's save is "not found", exactly like one that never existed. */
    async remove(viewer: Viewer, saveId: number): Promise<void> {
      if (!(await repo.deleteById(viewer.userId, saveId))) throw notFound(msg('Saved item not found'));
    },
  };
}
