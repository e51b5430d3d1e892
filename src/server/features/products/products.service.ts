import { discountedPriceKobo, NO_CATEGORIES_MESSAGE, type Product } from '../../../shared/schemas/listings';
import type { Viewer } from '../../auth/session';
import { AppError, notFound } from '../../http/errors';
import { businessesService } from '../listings/listings.service';
import { decodeCursor, toPage } from '../../kit/cursor';
import { refuseFields } from '../../kit/field-errors';
import { isoString } from '../../kit/listings/listing-mapping';
import { assertOwner } from '../../kit/ownership';
import { removeImages } from '../../kit/remove-images';
import type { ListingDeps } from '../../kit/service-deps';
import { productsRepository, type ProductValues } from './products.repository';
import { msg } from '../../../shared/i18n/msg';

type ProductRow = NonNullable<Awaited<ReturnType<ReturnType<typeof productsRepository>['find']>>>;

const NOT_FOUND = msg('Product not found');
const MESSAGES = { notFound: NOT_FOUND, forbidden: msg('You can only change products of your own business') };

function toProduct(row: ProductRow): Product {
  const priceKobo = Number(row.price_kobo);
  const discountPercent = Number(row.discount_percent);
  return {
    productId: Number(row.product_id),
    businessId: Number(row.business_id),
    categoryId: Number(row.category_id),
    categoryName: row.category_name,
    name: row.name,
    description: row.description,
    priceKobo,
    discountPercent,
    discountedPriceKobo: discountedPriceKobo(priceKobo, discountPercent),
    images: row.images.map((image) => ({ imageId: Number(image.image_id), url: image.image_url, isPrimary: image.is_primary })),
    createdAt: isoString(row.created_at),
  };
}

export function productsService(deps: ListingDeps) {
  const repo = productsRepository(deps.db);
  const businesses = businessesService(deps);

  async function get(productId: number): Promise<Product> {
    const row = await repo.find(productId);
    if (!row) throw notFound(NOT_FOUND);
    return toProduct(row);
  }

  async function owned(viewer: Viewer, productId: number): Promise<ProductRow> {
    const row = await repo.find(productId);
    assertOwner(row?.owner_id, viewer.userId, MESSAGES);
    return row!;
  }

  async function assertCategoryOf(businessId: number, categoryId: number): Promise<void> {
    if ((await repo.businessOfCategory(categoryId)) !== businessId) refuseFields({ categoryId: msg('Choose a category of this business') });
  }

  return {
    get,

    /** These products, each with its business's id, name and phone, in no particular order; unknown ids are left out. */
    async findManyWithBusiness(productIds: number[]) {
      return (await repo.findManyWithBusiness(productIds)).map((row) => ({
        product: toProduct(row),
        business: {
          businessId: Number(row.business_id),
          name: row.business_name,
          contactPhone: row.business_contact_phone,
          ownerId: row.business_owner_id,
          placement: row.business_placement,
        },
      }));
    },

    async page(businessId: number, query: { categoryId?: number; cursor?: string; limit: number }) {
      await businesses.ownerOf(businessId);
      const rows = await repo.page(businessId, { categoryId: query.categoryId, after: decodeCursor(query.cursor), limit: query.limit });
      return toPage(rows, query.limit, (row) => ({ at: row.keyset_at, id: Number(row.product_id) }), toProduct);
    },

    async create(viewer: Viewer, businessId: number, values: ProductValues): Promise<Product> {
      await businesses.assertOwns(viewer, businessId);
      if (!(await repo.hasCategories(businessId))) throw new AppError(422, 'UNPROCESSABLE', NO_CATEGORIES_MESSAGE);
      await assertCategoryOf(businessId, values.categoryId);
      return get(await repo.insert(businessId, values));
    },

    async update(viewer: Viewer, productId: number, values: ProductValues): Promise<Product> {
      const product = await owned(viewer, productId);
      await assertCategoryOf(Number(product.business_id), values.categoryId);
      await repo.update(productId, values);
      return get(productId);
    },

    async remove(viewer: Viewer, productId: number): Promise<void> {
      await owned(viewer, productId);
      await removeImages(deps.images, await repo.deleteReturningImages(productId), deps.log);
    },
  };
}
