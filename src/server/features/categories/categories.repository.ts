import { sql } from 'kysely';
import type { Db } from '../../db/database';

export function categoriesRepository(db: Db) {
  const selectCategories = () =>
    db
      .selectFrom('product_categories as category')
      .innerJoin('businesses', 'businesses.business_id', 'category.business_id')
      .select((eb) => [
        'category.category_id',
        'category.business_id',
        'category.name',
        'businesses.auth_user_id as owner_id',
        eb
          .selectFrom('products')
          .select((count) => count.fn.countAll<string>().as('count'))
          .whereRef('products.category_id', '=', 'category.category_id')
          .as('product_count'),
      ]);

  return {
    /** Alphabetical as people read it, whatever the collation. */
    listByBusiness: (businessId: number) =>
      selectCategories()
        .where('category.business_id', '=', String(businessId))
        .orderBy(sql`lower(category.name)`)
        .orderBy('category.category_id')
        .execute(),

    find: (categoryId: number) => selectCategories().where('category.category_id', '=', String(categoryId)).executeTakeFirst(),

    /** Whether the business already has a category of this name in any letter case (other than `exceptId`). */
    nameTaken: async (businessId: number, name: string, exceptId?: number) => {
      let query = db
        .selectFrom('product_categories')
        .select('category_id')
        .where('business_id', '=', String(businessId))
        .where(sql<boolean>`lower(name) = lower(${name})`);
      if (exceptId !== undefined) query = query.where('category_id', '<>', String(exceptId));
      return Boolean(await query.executeTakeFirst());
    },

    insert: async (businessId: number, name: string) =>
      Number(
        (
          await db
            .insertInto('product_categories')
            .values({ business_id: businessId, name })
            .returning('category_id')
            .executeTakeFirstOrThrow()
        ).category_id,
      ),

    rename: (categoryId: number, name: string) =>
      db.updateTable('product_categories').set({ name }).where('category_id', '=', String(categoryId)).execute(),

    /**
     * Deletes the category (its products and their image rows go by cascade) and returns the image URLs they held.
     * The products are locked first, so an image added meanwhile either is listed here or fails its insert.
     */
    deleteReturningImages: (categoryId: number) =>
      db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('products')
          .leftJoin('product_images', 'product_images.product_id', 'products.product_id')
          .select('product_images.image_url')
          .where('products.category_id', '=', String(categoryId))
          .forUpdate('products')
          .execute();
        await trx.deleteFrom('product_categories').where('category_id', '=', String(categoryId)).execute();
        return rows.map((row) => row.image_url);
      }),
  };
}
