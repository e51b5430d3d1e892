import { sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { z } from 'zod';
import type { businessInputSchema } from '../../../shared/schemas/listings';
import type { Db } from '../../db/database';
import { asKey } from '../listings-common/as-key.repository';
import { placeSelections } from '../listings-common/place.repository';
import { likeSelections } from '../listings-common/likes.repository';
import { ratingSelection } from '../listings-common/rating.repository';

export type BusinessValues = z.output<typeof businessInputSchema>;

const toColumns = (values: BusinessValues) => ({
  name: values.name,
  description: values.description,
  business_type_id: values.businessTypeId,
  opening_hours: values.openingHours,
  contact_phone: values.contactPhone,
  website_url: values.websiteUrl,
  country_id: values.countryId,
  state_id: values.stateId,
  city_id: values.cityId,
  neighborhood_id: values.neighborhoodId,
  landmark: values.landmark,
  latitude: values.latitude,
  longitude: values.longitude,
});

export function businessesRepository(db: Db) {
  /** viewerId: whose like `liked_by_me` reports (null for a visitor). */
  const selectBusinesses = (viewerId: string | null) =>
    db
      .selectFrom('businesses as listing')
      .innerJoin('users as owner', 'owner.user_id', 'listing.auth_user_id')
      .select((eb) => [
        'listing.business_id',
        'listing.auth_user_id',
        'owner.full_name as owner_full_name',
        'owner.username as owner_username',
        'listing.name',
        'listing.description',
        'listing.opening_hours',
        'listing.contact_phone',
        'listing.website_url',
        'listing.profile_picture',
        'listing.created_at',
        jsonObjectFrom(
          eb
            .selectFrom('business_types')
            .select(['business_types.business_type_id as id', 'business_types.name', 'business_types.icon'])
            .whereRef('business_types.business_type_id', '=', 'listing.business_type_id'),
        ).as('business_type'),
        ...placeSelections(eb),
        ratingSelection(eb, 'business_id'),
        ...likeSelections('business_id', 'listing.business_id', viewerId),
      ]);

  return {
    find: (businessId: number, viewerId: string | null) =>
      selectBusinesses(viewerId).where('listing.business_id', '=', String(businessId)).executeTakeFirst(),

    /** These businesses (any order; unknown ids are left out), for lists built elsewhere such as search. */
    findMany: (businessIds: number[], viewerId: string | null) =>
      businessIds.length === 0
        ? Promise.resolve([])
        : selectBusinesses(viewerId).where('listing.business_id', 'in', businessIds.map(String)).execute(),

    listByOwner: (userId: string) =>
      selectBusinesses(userId)
        .where('listing.auth_user_id', '=', userId)
        .orderBy('listing.created_at', 'desc')
        .orderBy('listing.business_id', 'desc')
        .execute(),

    ownerOf: async (businessId: number) =>
      (await db.selectFrom('businesses').select('auth_user_id').where('business_id', '=', String(businessId)).executeTakeFirst())
        ?.auth_user_id ?? null,

    typeExists: async (typeId: number) =>
      Boolean(
        await db.selectFrom('business_types').select('business_type_id').where('business_type_id', '=', asKey(typeId)).executeTakeFirst(),
      ),

    /**
     * Inserts unless the owner already has `max` businesses; null when the limit is reached. The owner's member row
     * is locked for the count, so two requests at once cannot both slip under the limit.
     */
    insertWithinLimit: (userId: string, max: number, values: BusinessValues) =>
      db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('user_id').where('user_id', '=', userId).forUpdate().execute();
        const { count } = await trx
          .selectFrom('businesses')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('auth_user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= max) return null;
        const row = await trx
          .insertInto('businesses')
          .values({ auth_user_id: userId, ...toColumns(values) })
          .returning('business_id')
          .executeTakeFirstOrThrow();
        return Number(row.business_id);
      }),

    update: (businessId: number, values: BusinessValues) =>
      db
        .updateTable('businesses')
        .set({ ...toColumns(values), updated_at: sql`now()` })
        .where('business_id', '=', String(businessId))
        .execute(),

    /**
     * Deletes the business (categories, products and their image rows go by cascade) and returns every picture URL
     * it held. Its products are locked first, so an image added meanwhile either is listed here or fails its insert.
     */
    deleteReturningImages: (businessId: number) =>
      db.transaction().execute(async (trx) => {
        const productImages = await trx
          .selectFrom('products')
          .leftJoin('product_images', 'product_images.product_id', 'products.product_id')
          .select('product_images.image_url')
          .where('products.business_id', '=', String(businessId))
          .forUpdate('products')
          .execute();
        const deleted = await trx
          .deleteFrom('businesses')
          .where('business_id', '=', String(businessId))
          .returning('profile_picture')
          .executeTakeFirst();
        return [deleted?.profile_picture ?? null, ...productImages.map((row) => row.image_url)];
      }),
  };
}
