import type { Business, Profession } from '../../../shared/schemas/listings';
import type { Viewer } from '../../auth/session';
import { notFound } from '../../http/errors';
import { refuseFields } from '../listings-common/field-errors';
import { isoString, toPlace, toRating } from '../listings-common/listing-mapping';
import { listingTypeName } from '../listings-common/listing-type-name';
import { assertOwner } from '../listings-common/ownership';
import { placeErrors } from '../listings-common/place-check';
import type { PlaceIds } from '../listings-common/place.repository';
import { removeImages } from '../listings-common/remove-images';
import type { ListingDeps } from '../listings-common/service-deps';
import { listingLimit, planLimitError, planUsage } from '../plans/listing-limits';
import { memberPlan } from '../plans/member-plan';
import { BUSINESS, PROFESSION, type BusinessValues, type ListingKind, type ProfessionValues } from './listing-kinds';
import { listingsRepository, type ListingRow } from './listings.repository';

/**
 * One service for every kind of listing: reading as the viewer sees it, the owner's list with plan usage, and
 * creating, changing and deleting under the same rules (ownership, plan limits, place and type checks).
 */
export function listingsService<Api, Values extends PlaceIds>(kind: ListingKind<Api, Values>, deps: ListingDeps) {
  const { db, images, log } = deps;
  const repo = listingsRepository(db, kind.storage);

  const toApi = (row: ListingRow, viewer: Viewer | null): Api =>
    ({
      ...kind.apiFields({
        id: Number(row.listing_id),
        listingType: row.listing_type && { ...row.listing_type, name: listingTypeName(row.listing_type.name) },
        own: row.own,
      }),
      owner: { userId: row.auth_user_id, fullName: row.owner_full_name, username: row.owner_username },
      description: row.description,
      contactPhone: row.contact_phone,
      profilePicture: row.profile_picture,
      // Only the owner sees (and edits) the exact position of an approximate area.
      place: toPlace(row, row.own.approximate_area === true && viewer?.userId !== row.auth_user_id),
      rating: toRating(row.rating),
      createdAt: isoString(row.created_at),
      isOwner: viewer?.userId === row.auth_user_id,
      verified: row.plan_rank === 2,
      ownerIdentityVerified: row.owner_identity_verified,
      likeCount: row.like_count,
      likedByMe: row.liked_by_me,
    }) as Api;

  async function get(id: number, viewer: Viewer | null): Promise<Api> {
    const row = await repo.find(id, viewer?.userId ?? null);
    if (!row) throw notFound(kind.messages.notFound);
    return toApi(row, viewer);
  }

  async function validate(values: Values): Promise<void> {
    const fields = await placeErrors(db, values);
    const typeId = kind.typeIdOf(values);
    if (typeId !== null && !(await repo.typeExists(typeId))) fields[kind.typeField] = kind.messages.unknownType;
    refuseFields(fields);
  }

  /** 404 for an unknown listing, 403 for someone else's: for every change to a listing or what it holds. */
  async function assertOwns(viewer: Viewer, id: number): Promise<void> {
    assertOwner(await repo.ownerOf(id), viewer.userId, kind.messages);
  }

  return {
    get,
    assertOwns,

    /** These listings as the viewer sees them, in no particular order; unknown ids are left out. */
    async findMany(ids: number[], viewer: Viewer | null): Promise<Api[]> {
      return (await repo.findMany(ids, viewer?.userId ?? null)).map((row) => toApi(row, viewer));
    },

    /** The owner's user id; 404 unless the listing exists. */
    async ownerOf(id: number): Promise<string> {
      const ownerId = await repo.ownerOf(id);
      if (!ownerId) throw notFound(kind.messages.notFound);
      return ownerId;
    },

    async mine(viewer: Viewer) {
      const [rows, plan] = await Promise.all([repo.listByOwner(viewer.userId), memberPlan(db, viewer.userId)]);
      return { items: rows.map((row) => toApi(row, viewer)), usage: planUsage(plan, kind.kind, rows.length) };
    },

    async create(viewer: Viewer, values: Values): Promise<Api> {
      await validate(values);
      const plan = await memberPlan(db, viewer.userId);
      const id = await repo.insertWithinLimit(viewer.userId, listingLimit(plan, kind.kind), kind.columns(values));
      if (id === null) throw planLimitError(plan, kind.kind);
      return get(id, viewer);
    },

    async update(viewer: Viewer, id: number, values: Values): Promise<Api> {
      await assertOwns(viewer, id);
      await validate(values);
      await repo.update(id, kind.columns(values));
      return get(id, viewer);
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      await assertOwns(viewer, id);
      await removeImages(images, await repo.deleteReturningImages(id), log);
    },
  };
}

export const businessesService = (deps: ListingDeps) => listingsService<Business, BusinessValues>(BUSINESS, deps);
export const professionsService = (deps: ListingDeps) => listingsService<Profession, ProfessionValues>(PROFESSION, deps);
