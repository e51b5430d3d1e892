import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { z } from 'zod';
import type { productInputSchema } from '../../../shared/schemas/listings';
import { plannedDb, type Db } from '../../db/database';
import type { KeysetPosition } from '../../kit/cursor';
import { keysetTimestamp, olderThan } from '../../kit/keyset.sql';
import { listingPlacementSelection } from '../placement/placement.repository';

export type ProductValues = z.output<typeof productInputSchema>;

const toColumns = (values: ProductValues) => ({
  name: values.name,
  description: values.description,
  price_kobo: values.priceKobo,
  discount_percent: values.discountPercent,
  category_id: values.categoryId,
});

export function productsRepository(db: Db) {
  const selectProducts = (from: Db = db) =>
    from
      .selectFrom('products as product')
      .innerJoin('product_categories as category', 'category.category_id', 'product.category_id')
      .innerJoin('businesses', 'businesses.business_id', 'product.business_id')
      .select((eb) => [
        'product.product_id',
        'product.business_id',
        'product.category_id',
        'category.name as category_name',
        'product.name',
        'product.description',
        'product.price_kobo',
        'product.discount_percent',
        'product.created_at',
        'businesses.auth_user_id as owner_id',
        keysetTimestamp('product.created_at').as('keyset_at'),
        // Primary first, then in upload order.
        jsonArrayFrom(
          eb
            .selectFrom('product_images')
            .select(['product_images.image_id', 'product_images.image_url', 'product_images.is_primary'])
            .whereRef('product_images.product_id', '=', 'product.product_id')
            .orderBy('product_images.is_primary', 'desc')
            .orderBy('product_images.position')
            .orderBy('product_images.image_id'),
        ).as('images'),
      ])
      // -1 when the product or its business is hidden (migration 0029).
      .where(sql<boolean>`product.search_plan_rank >= 0`);

  return {
    find: (productId: number) => selectProducts().where('product.product_id', '=', String(productId)).executeTakeFirst(),

    /** These products with their business's name and phone (any order; unknown ids are left out). */
    findManyWithBusiness: (productIds: number[]) =>
      productIds.length === 0
        ? Promise.resolve([])
        : // One statement text for any number of ids, on connections that keep its generic plan (decision 0007).
          selectProducts(plannedDb(db, 'byKey'))
            .select([
              'businesses.name as business_name',
              'businesses.contact_phone as business_contact_phone',
              'businesses.auth_user_id as business_owner_id',
              listingPlacementSelection('businesses').as('business_placement'),
            ])
            .where(sql<boolean>`product.product_id = ANY(${productIds.map(String)}::bigint[])`)
            .execute(),

    /** A business's products newest first, `limit + 1` rows after the cursor (the extra one tells whether more follow). */
    page: (businessId: number, filter: { categoryId?: number; after: KeysetPosition | null; limit: number }) => {
      let query = selectProducts().where('product.business_id', '=', String(businessId));
      if (filter.categoryId !== undefined) query = query.where('product.category_id', '=', String(filter.categoryId));
      if (filter.after) query = query.where(olderThan('product.created_at', 'product.product_id', filter.after));
      return query
        .orderBy('product.created_at', 'desc')
        .orderBy('product.product_id', 'desc')
        .limit(filter.limit + 1)
        .execute();
    },

    hasCategories: async (businessId: number) =>
      Boolean(
        await db.selectFrom('product_categories').select('category_id').where('business_id', '=', String(businessId)).executeTakeFirst(),
      ),

    businessOfCategory: async (categoryId: number) => {
      const row = await db
        .selectFrom('product_categories')
        .select('business_id')
        .where('category_id', '=', String(categoryId))
        .executeTakeFirst();
      return row ? Number(row.business_id) : null;
    },

    insert: async (businessId: number, values: ProductValues) =>
      Number(
        (
          await db
            .insertInto('products')
            .values({ business_id: businessId, ...toColumns(values) })
            .returning('product_id')
            .executeTakeFirstOrThrow()
        ).product_id,
      ),

    update: (productId: number, values: ProductValues) =>
      db
        .updateTable('products')
        .set({ ...toColumns(values), updated_at: sql`now()` })
        .where('product_id', '=', String(productId))
        .execute(),

    /** Deletes the product (its image rows go by cascade) and returns their URLs, read under a lock on the product. */
    deleteReturningImages: (productId: number) =>
      db.transaction().execute(async (trx) => {
        await trx.selectFrom('products').select('product_id').where('product_id', '=', String(productId)).forUpdate().execute();
        const rows = await trx.selectFrom('product_images').select('image_url').where('product_id', '=', String(productId)).execute();
        await trx.deleteFrom('products').where('product_id', '=', String(productId)).execute();
        return rows.map((row) => row.image_url);
      }),
  };
}
