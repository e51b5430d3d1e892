import type { Business } from '../../../shared/schemas/listings';
import type { Viewer } from '../../auth/session';
import { notFound } from '../../http/errors';
import { refuseFields } from '../listings-common/field-errors';
import { isoString, toPlace, toRating } from '../listings-common/listing-mapping';
import { assertOwner } from '../listings-common/ownership';
import { placeErrors } from '../listings-common/place-check';
import { removeImages } from '../listings-common/remove-images';
import type { ListingDeps } from '../listings-common/service-deps';
import { listingLimit, planLimitError, planUsage } from '../plans/listing-limits';
import { memberPlan } from '../plans/member-plan';
import { businessesRepository, type BusinessValues } from './businesses.repository';

type BusinessRow = NonNullable<Awaited<ReturnType<ReturnType<typeof businessesRepository>['find']>>>;

const NOT_FOUND = 'Business not found';
const MESSAGES = { notFound: NOT_FOUND, forbidden: 'You can only change your own business' };

function toBusiness(row: BusinessRow, viewer: Viewer | null): Business {
  return {
    businessId: Number(row.business_id),
    owner: { userId: row.auth_user_id, fullName: row.owner_full_name, username: row.owner_username },
    name: row.name,
    description: row.description,
    businessType: row.business_type,
    openingHours: row.opening_hours,
    contactPhone: row.contact_phone,
    websiteUrl: row.website_url,
    profilePicture: row.profile_picture,
    place: toPlace(row),
    rating: toRating(row.rating),
    createdAt: isoString(row.created_at),
    isOwner: viewer?.userId === row.auth_user_id,
    likeCount: row.like_count,
    likedByMe: row.liked_by_me,
  };
}

export function businessesService({ db, images, log }: ListingDeps) {
  const repo = businessesRepository(db);

  async function get(businessId: number, viewer: Viewer | null): Promise<Business> {
    const row = await repo.find(businessId, viewer?.userId ?? null);
    if (!row) throw notFound(NOT_FOUND);
    return toBusiness(row, viewer);
  }

  async function validate(values: BusinessValues): Promise<void> {
    const fields = await placeErrors(db, values);
    if (values.businessTypeId !== null && !(await repo.typeExists(values.businessTypeId))) fields.businessTypeId = 'Unknown business type';
    refuseFields(fields);
  }

  /** 404 for an unknown business, 403 for someone else's: for every change to a business or what it holds. */
  async function assertOwns(viewer: Viewer, businessId: number): Promise<void> {
    assertOwner(await repo.ownerOf(businessId), viewer.userId, MESSAGES);
  }

  return {
    get,
    assertOwns,

    /** These businesses as the viewer sees them, in no particular order; unknown ids are left out. */
    async findMany(businessIds: number[], viewer: Viewer | null): Promise<Business[]> {
      return (await repo.findMany(businessIds, viewer?.userId ?? null)).map((row) => toBusiness(row, viewer));
    },

    /** The owner's user id; 404 unless the business exists. */
    async ownerOf(businessId: number): Promise<string> {
      const ownerId = await repo.ownerOf(businessId);
      if (!ownerId) throw notFound(NOT_FOUND);
      return ownerId;
    },

    async mine(viewer: Viewer) {
      const [rows, plan] = await Promise.all([repo.listByOwner(viewer.userId), memberPlan(db, viewer.userId)]);
      return { items: rows.map((row) => toBusiness(row, viewer)), usage: planUsage(plan, 'business', rows.length) };
    },

    async create(viewer: Viewer, values: BusinessValues): Promise<Business> {
      await validate(values);
      const plan = await memberPlan(db, viewer.userId);
      const businessId = await repo.insertWithinLimit(viewer.userId, listingLimit(plan, 'business'), values);
      if (businessId === null) throw planLimitError(plan, 'business');
      return get(businessId, viewer);
    },

    async update(viewer: Viewer, businessId: number, values: BusinessValues): Promise<Business> {
      await assertOwns(viewer, businessId);
      await validate(values);
      await repo.update(businessId, values);
      return get(businessId, viewer);
    },

    async remove(viewer: Viewer, businessId: number): Promise<void> {
      await assertOwns(viewer, businessId);
      await removeImages(images, await repo.deleteReturningImages(businessId), log);
    },
  };
}
