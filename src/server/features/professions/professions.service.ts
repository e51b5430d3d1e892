import type { Profession } from '../../../shared/schemas/listings';
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
import { professionsRepository, type ProfessionValues } from './professions.repository';

type ProfessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof professionsRepository>['find']>>>;

const NOT_FOUND = 'Profile not found';
const MESSAGES = { notFound: NOT_FOUND, forbidden: 'You can only change your own profession' };

function toProfession(row: ProfessionRow, viewer: Viewer | null): Profession {
  return {
    professionId: Number(row.profession_id),
    owner: { userId: row.auth_user_id, fullName: row.owner_full_name, username: row.owner_username },
    title: row.title,
    description: row.description,
    professionType: row.profession_type,
    availabilityHours: row.availability_hours,
    contactPhone: row.contact_phone,
    hourlyRateKobo: row.hourly_rate_kobo === null ? null : Number(row.hourly_rate_kobo),
    profilePicture: row.profile_picture,
    place: toPlace(row),
    rating: toRating(row.rating),
    createdAt: isoString(row.created_at),
    isOwner: viewer?.userId === row.auth_user_id,
    likeCount: row.like_count,
    likedByMe: row.liked_by_me,
  };
}

export function professionsService({ db, images, log }: ListingDeps) {
  const repo = professionsRepository(db);

  async function get(professionId: number, viewer: Viewer | null): Promise<Profession> {
    const row = await repo.find(professionId, viewer?.userId ?? null);
    if (!row) throw notFound(NOT_FOUND);
    return toProfession(row, viewer);
  }

  async function validate(values: ProfessionValues): Promise<void> {
    const fields = await placeErrors(db, values);
    if (values.professionTypeId !== null && !(await repo.typeExists(values.professionTypeId))) {
      fields.professionTypeId = 'Unknown profession type';
    }
    refuseFields(fields);
  }

  /** 404 for an unknown profession, 403 for someone else's: for every change to a profession or what it holds. */
  async function assertOwns(viewer: Viewer, professionId: number): Promise<void> {
    assertOwner(await repo.ownerOf(professionId), viewer.userId, MESSAGES);
  }

  return {
    get,
    assertOwns,

    /** These professions as the viewer sees them, in no particular order; unknown ids are left out. */
    async findMany(professionIds: number[], viewer: Viewer | null): Promise<Profession[]> {
      return (await repo.findMany(professionIds, viewer?.userId ?? null)).map((row) => toProfession(row, viewer));
    },

    /** The owner's user id; 404 unless the profession exists. */
    async ownerOf(professionId: number): Promise<string> {
      const ownerId = await repo.ownerOf(professionId);
      if (!ownerId) throw notFound(NOT_FOUND);
      return ownerId;
    },

    async mine(viewer: Viewer) {
      const [rows, plan] = await Promise.all([repo.listByOwner(viewer.userId), memberPlan(db, viewer.userId)]);
      return { items: rows.map((row) => toProfession(row, viewer)), usage: planUsage(plan, 'profession', rows.length) };
    },

    async create(viewer: Viewer, values: ProfessionValues): Promise<Profession> {
      await validate(values);
      const plan = await memberPlan(db, viewer.userId);
      const professionId = await repo.insertWithinLimit(viewer.userId, listingLimit(plan, 'profession'), values);
      if (professionId === null) throw planLimitError(plan, 'profession');
      return get(professionId, viewer);
    },

    async update(viewer: Viewer, professionId: number, values: ProfessionValues): Promise<Profession> {
      await assertOwns(viewer, professionId);
      await validate(values);
      await repo.update(professionId, values);
      return get(professionId, viewer);
    },

    async remove(viewer: Viewer, professionId: number): Promise<void> {
      await assertOwns(viewer, professionId);
      await removeImages(images, [await repo.deleteReturningPicture(professionId)], log);
    },
  };
}
