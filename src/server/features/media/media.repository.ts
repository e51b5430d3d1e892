import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The rows that carry one profile picture each; table and column names are fixed here, never taken from input. */
const PICTURE_OWNERS = {
  member: { table: 'users', id: 'user_id' },
  business: { table: 'businesses', id: 'business_id' },
  profession: { table: 'professions', id: 'profession_id' },
} as const;
export type PictureOwner = keyof typeof PICTURE_OWNERS;
export type Listing = Exclude<PictureOwner, 'member'>;

export interface ImageRow {
  image_id: string;
  image_url: string;
  is_primary: boolean;
}

export function mediaRepository(db: Db) {
  /** Locks the product row so image changes for one product happen one at a time (limit, primary, positions). */
  const lockProduct = (trx: Db, productId: number) =>
    trx.selectFrom('products').select('product_id').where('product_id', '=', String(productId)).forUpdate().executeTakeFirst();

  return {
    listingOwnerId: async (kind: Listing, id: number): Promise<string | undefined> => {
      const { table, id: idColumn } = PICTURE_OWNERS[kind];
      const { rows } = await sql<{ auth_user_id: string }>`
        SELECT auth_user_id FROM ${sql.table(table)} WHERE ${sql.ref(idColumn)} = ${id}`.execute(db);
      return rows[0]?.auth_user_id;
    },

    productOwnerId: async (productId: number): Promise<string | undefined> => {
      const row = await db
        .selectFrom('products')
        .innerJoin('businesses', 'businesses.business_id', 'products.business_id')
        .select('businesses.auth_user_id')
        .where('products.product_id', '=', String(productId))
        .executeTakeFirst();
      return row?.auth_user_id;
    },

    /**
     * Sets (or clears, with null) a profile picture in one statement and returns the one it replaced:
     * `{ previous }`, or undefined when the row does not exist.
     */
    replacePicture: async (owner: PictureOwner, id: string | number, url: string | null) => {
      const { table, id: idColumn } = PICTURE_OWNERS[owner];
      const target = sql.table(table);
      const key = sql.ref(`${table}.${idColumn}`);
      const { rows } = await sql<{ previous: string | null }>`
        UPDATE ${target} SET profile_picture = ${url}, updated_at = now()
        FROM (SELECT ${sql.ref(idColumn)} AS id, profile_picture FROM ${target} WHERE ${sql.ref(idColumn)} = ${id} FOR UPDATE) AS old
        WHERE ${key} = old.id
        RETURNING old.profile_picture AS previous`.execute(db);
      return rows[0];
    },

    countProductImages: async (productId: number): Promise<number> => {
      const row = await db
        .selectFrom('product_images')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Appends an image; the product's first image becomes primary. 'full' at the limit, 'missing' if the product is gone. */
    addProductImage: (productId: number, url: string, max: number) =>
      db.transaction().execute(async (trx): Promise<ImageRow | 'full' | 'missing'> => {
        if (!(await lockProduct(trx, productId))) return 'missing';
        const stats = await trx
          .selectFrom('product_images')
          .select((eb) => [
            eb.fn.countAll<string>().as('count'),
            eb.fn.coalesce(eb.fn.max('position'), sql<number>`-1`).as('last_position'),
          ])
          .where('product_id', '=', productId)
          .executeTakeFirstOrThrow();
        const count = Number(stats.count);
        if (count >= max) return 'full';
        return trx
          .insertInto('product_images')
          .values({ product_id: productId, image_url: url, is_primary: count === 0, position: Number(stats.last_position) + 1 })
          .returning(['image_id', 'image_url', 'is_primary'])
          .executeTakeFirstOrThrow();
      }),

    /** Makes one image the only primary: the old one is cleared first, as the partial unique index allows one. */
    setPrimaryImage: (productId: number, imageId: number) =>
      db.transaction().execute(async (trx): Promise<boolean> => {
        if (!(await lockProduct(trx, productId))) return false;
        const image = await trx
          .selectFrom('product_images')
          .select('image_id')
          .where('product_id', '=', productId)
          .where('image_id', '=', String(imageId))
          .executeTakeFirst();
        if (!image) return false;
        await trx
          .updateTable('product_images')
          .set({ is_primary: false })
          .where('product_id', '=', productId)
          .where('is_primary', '=', true)
          .execute();
        await trx.updateTable('product_images').set({ is_primary: true }).where('image_id', '=', String(imageId)).execute();
        return true;
      }),

    /** Deletes an image and returns its URL; when it was primary, the next by position takes over. */
    removeProductImage: (productId: number, imageId: number) =>
      db.transaction().execute(async (trx): Promise<string | undefined> => {
        if (!(await lockProduct(trx, productId))) return undefined;
        const removed = await trx
          .deleteFrom('product_images')
          .where('product_id', '=', productId)
          .where('image_id', '=', String(imageId))
          .returning(['image_url', 'is_primary'])
          .executeTakeFirst();
        if (!removed) return undefined;
        if (removed.is_primary) {
          const next = await trx
            .selectFrom('product_images')
            .select('image_id')
            .where('product_id', '=', productId)
            .orderBy('position')
            .orderBy('image_id')
            .limit(1)
            .executeTakeFirst();
          if (next) await trx.updateTable('product_images').set({ is_primary: true }).where('image_id', '=', next.image_id).execute();
        }
        return removed.image_url;
      }),

    /** Primary first, then in upload order (as products show them). */
    productImages: (productId: number): Promise<ImageRow[]> =>
      db
        .selectFrom('product_images')
        .select(['image_id', 'image_url', 'is_primary'])
        .where('product_id', '=', productId)
        .orderBy('is_primary', 'desc')
        .orderBy('position')
        .orderBy('image_id')
        .execute(),
  };
}
