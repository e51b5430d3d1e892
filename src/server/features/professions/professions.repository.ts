import { sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { z } from 'zod';
import type { professionInputSchema } from '../../../shared/schemas/listings';
import type { Db } from '../../db/database';
import { asKey } from '../listings-common/as-key.repository';
import { placeSelections } from '../listings-common/place.repository';
import { likeSelections } from '../listings-common/likes.repository';
import { ratingSelection } from '../listings-common/rating.repository';

export type ProfessionValues = z.output<typeof professionInputSchema>;

const toColumns = (values: ProfessionValues) => ({
  title: values.title,
  description: values.description,
  profession_type_id: values.professionTypeId,
  availability_hours: values.availabilityHours,
  contact_phone: values.contactPhone,
  hourly_rate_kobo: values.hourlyRateKobo,
  country_id: values.countryId,
  state_id: values.stateId,
  city_id: values.cityId,
  neighborhood_id: values.neighborhoodId,
  landmark: values.landmark,
  latitude: values.latitude,
  longitude: values.longitude,
});

export function professionsRepository(db: Db) {
  /** viewerId: whose like `liked_by_me` reports (null for a visitor). */
  const selectProfessions = (viewerId: string | null) =>
    db
      .selectFrom('professions as listing')
      .innerJoin('users as owner', 'owner.user_id', 'listing.auth_user_id')
      .select((eb) => [
        'listing.profession_id',
        'listing.auth_user_id',
        'owner.full_name as owner_full_name',
        'owner.username as owner_username',
        'listing.title',
        'listing.description',
        'listing.availability_hours',
        'listing.contact_phone',
        'listing.hourly_rate_kobo',
        'listing.profile_picture',
        'listing.created_at',
        jsonObjectFrom(
          eb
            .selectFrom('profession_types')
            .select(['profession_types.profession_type_id as id', 'profession_types.name', 'profession_types.icon'])
            .whereRef('profession_types.profession_type_id', '=', 'listing.profession_type_id'),
        ).as('profession_type'),
        ...placeSelections(eb),
        ratingSelection(eb, 'profession_id'),
        ...likeSelections('profession_id', 'listing.profession_id', viewerId),
      ]);

  return {
    find: (professionId: number, viewerId: string | null) =>
      selectProfessions(viewerId).where('listing.profession_id', '=', String(professionId)).executeTakeFirst(),

    /** These professions (any order; unknown ids are left out), for lists built elsewhere such as search. */
    findMany: (professionIds: number[], viewerId: string | null) =>
      professionIds.length === 0
        ? Promise.resolve([])
        : selectProfessions(viewerId).where('listing.profession_id', 'in', professionIds.map(String)).execute(),

    listByOwner: (userId: string) =>
      selectProfessions(userId)
        .where('listing.auth_user_id', '=', userId)
        .orderBy('listing.created_at', 'desc')
        .orderBy('listing.profession_id', 'desc')
        .execute(),

    ownerOf: async (professionId: number) =>
      (await db.selectFrom('professions').select('auth_user_id').where('profession_id', '=', String(professionId)).executeTakeFirst())
        ?.auth_user_id ?? null,

    typeExists: async (typeId: number) =>
      Boolean(
        await db
          .selectFrom('profession_types')
          .select('profession_type_id')
          .where('profession_type_id', '=', asKey(typeId))
          .executeTakeFirst(),
      ),

    /**
     * Inserts unless the owner already has `max` professions; null when the limit is reached. The owner's member
     * row is locked for the count, so two requests at once cannot both slip under the limit.
     */
    insertWithinLimit: (userId: string, max: number, values: ProfessionValues) =>
      db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('user_id').where('user_id', '=', userId).forUpdate().execute();
        const { count } = await trx
          .selectFrom('professions')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('auth_user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= max) return null;
        const row = await trx
          .insertInto('professions')
          .values({ auth_user_id: userId, ...toColumns(values) })
          .returning('profession_id')
          .executeTakeFirstOrThrow();
        return Number(row.profession_id);
      }),

    update: (professionId: number, values: ProfessionValues) =>
      db
        .updateTable('professions')
        .set({ ...toColumns(values), updated_at: sql`now()` })
        .where('profession_id', '=', String(professionId))
        .execute(),

    /** Deletes the profession (its posts, experience and reviews go by cascade) and returns its picture URL. */
    deleteReturningPicture: async (professionId: number) =>
      (await db.deleteFrom('professions').where('profession_id', '=', String(professionId)).returning('profile_picture').executeTakeFirst())
        ?.profile_picture ?? null,
  };
}
