import type { Db } from '../../../src/server/db/database';
import { productsRepository } from '../../../src/server/features/products/products.repository';
import { productInputSchema, type ProductInput } from '../../../src/shared/schemas/listings';

/** A product category of a business (reused when the name exists); returns its id. */
export async function insertCategory(db: Db, businessId: number, name = 'Provisions'): Promise<number> {
  const row = await db
    .insertInto('product_categories')
    .values({ business_id: businessId, name })
    .onConflict((oc) => oc.columns(['business_id', 'name']).doUpdateSet({ name }))
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return Number(row.category_id);
}

/**
 * A product of a business, checked by the shared input schema and written through the products repository; a
 * category is made when none is given. Returns its id and its category's.
 */
export async function insertProduct(
  db: Db,
  businessId: number,
  overrides: Partial<ProductInput> = {},
): Promise<{ productId: number; categoryId: number }> {
  const categoryId = overrides.categoryId ?? (await insertCategory(db, businessId));
  const values = productInputSchema.parse({ name: 'Ofada rice (5 kg)', priceKobo: 850_000, ...overrides, categoryId });
  return { productId: await productsRepository(db).insert(businessId, values), categoryId };
}
