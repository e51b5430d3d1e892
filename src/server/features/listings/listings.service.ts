import type { Business, Profession } from '../../../shared/schemas/listings';
import type { Viewer } from '../../auth/session';
import { notFound } from '../../http/errors';
import { refuseFields } from '../../kit/field-errors';
import { isoString, toPlace, toRating } from '../../kit/listings/listing-mapping';
import { listingTypeName } from '../../kit/listings/listing-type-name';
import { assertOwner } from '../../kit/ownership';
import { placeErrors, stateCountry } from '../../kit/listings/place-check';
import type { PlaceIds } from '../../kit/listings/place.repository';
import { knownPlace } from '../placement/content-position';
import { removeImages } from '../../kit/remove-images';
import type { ListingDeps } from '../../kit/service-deps';
import { listingLimit, planLimitError, planUsage } from '../billing/listing-limits';
import { memberPlan } from '../billing/member-plan';
import { BUSINESS, PROFESSION, type BusinessValues, type ListingKind, type ProfessionValues } from './listing-kinds';
import { listingsRepository, type ListingRow } from './listings.repository';
import type { Position } from '../placement/placement.repository';
import { resolvePosition } from '../placement/resolve-position';
import { msg } from '../../../shared/i18n/msg';
import { planOfRank } from '../visibility/visibility';
import { PLANS } from '../../../shared/plans';

/** What places a listing besides the levels: a gazetteer place, and a pin or the device's position, or none. */
interface PinInput {
  placeId: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** A listing that nothing places (no pin, no state, city or area) is refused with what to add. */
const NO_LISTING_PLACE = msg('Choose where this is: at least its state (better its city and area), or use your location.');

/**
 * One service for every kind of listing: reading as the viewer sees it, the owner's list with plan usage, and
 * creating, changing and deleting under the same rules (ownership, plan limits, place and type checks).
 */
export function listingsService<Api, Values extends PlaceIds & PinInput>(kind: ListingKind<Api, Values>, deps: ListingDeps) {
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
      contactPhoneVerified: row.contact_phone_verified,
      profilePicture: row.profile_picture,
      // Only the owner sees (and edits) the exact position of an approximate area.
      place: toPlace(row, row.own.approximate_area === true && viewer?.userId !== row.auth_user_id),
      rating: toRating(row.rating),
      createdAt: isoString(row.created_at),
      isOwner: viewer?.userId === row.auth_user_id,
      verified: PLANS[planOfRank(row.plan_rank) ?? 'free'].verificationBadge,
      ownerIdentityVerified: row.owner_identity_verified,
      likeCount: row.like_count,
      likedByMe: row.liked_by_me,
    }) as Api;

  async function get(id: number, viewer: Viewer | null): Promise<Api> {
    const row = await repo.find(id, viewer?.userId ?? null);
    if (!row) throw notFound(kind.messages.notFound);
    return toApi(row, viewer);
  }

  /** The values with the levels of their gazetteer place, when one was chosen (400 on `placeId` for an unknown one). */
  async function withPlaceLevels(values: Values) {
    if (values.placeId === null) return { values, place: null };
    const place = await knownPlace(db, values.placeId, 'placeId');
    const levels = {
      countryId: await stateCountry(db, place.stateId),
      stateId: place.stateId,
      cityId: place.cityId,
      neighborhoodId: place.neighborhoodId,
    };
    return { values: { ...values, ...levels }, place };
  }

  /**
   * The checks of a create or an update, and the columns to write: the kind's own, and the position resolved from the
   * pin, else the chosen place, area, city or state (400 on `stateId` when nothing places it).
   */
  async function validated(input: Values): Promise<{ columns: Record<string, unknown>; position: Position | null }> {
    const { values, place } = await withPlaceLevels(input);
    const fields = await placeErrors(db, values);
    const typeId = kind.typeIdOf(values);
    if (typeId !== null && !(await repo.typeExists(typeId))) fields[kind.typeField] = kind.messages.unknownType;
    refuseFields(fields);
    const exact = values.latitude !== null && values.longitude !== null ? { latitude: values.latitude, longitude: values.longitude } : null;
    const position = await resolvePosition(db, { exact, place, area: values });
    if (!position) refuseFields({ stateId: NO_LISTING_PLACE });
    return { columns: kind.columns(values), position };
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
      const { columns, position } = await validated(values);
      const plan = await memberPlan(db, viewer.userId);
      const id = await repo.insertWithinLimit(viewer.userId, listingLimit(plan, kind.kind), columns, position);
      if (id === null) throw planLimitError(plan, kind.kind);
      return get(id, viewer);
    },

    async update(viewer: Viewer, id: number, values: Values): Promise<Api> {
      await assertOwns(viewer, id);
      const { columns, position } = await validated(values);
      await repo.update(id, columns, position);
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
