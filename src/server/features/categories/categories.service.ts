import type { Category } from '../../../shared/schemas/listings';
import type { Viewer } from '../../auth/session';
import { conflict, notFound } from '../../http/errors';
import { businessesService } from '../listings/listings.service';
import { assertOwner } from '../../kit/ownership';
import { removeImages } from '../../kit/remove-images';
import type { ListingDeps } from '../../kit/service-deps';
import { isUniqueViolation } from '../../kit/unique-violation';
import { categoriesRepository } from './categories.repository';
import { msg } from '../../../shared/i18n/msg';

type CategoryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof categoriesRepository>['find']>>>;

const NOT_FOUND = msg('Category not found');
const MESSAGES = { notFound: NOT_FOUND, forbidden: msg('You can only change categories of your own business') };
const DUPLICATE = msg('This business already has a category with that name');

const toCategory = (row: CategoryRow): Category => ({
  categoryId: Number(row.category_id),
  businessId: Number(row.business_id),
  name: row.name,
  productCount: Number(row.product_count ?? 0),
});

export function categoriesService(deps: ListingDeps) {
  const repo = categoriesRepository(deps.db);
  const businesses = businessesService(deps);

  async function get(categoryId: number): Promise<Category> {
    const row = await repo.find(categoryId);
    if (!row) throw notFound(NOT_FOUND);
    return toCategory(row);
  }

  async function owned(viewer: Viewer, categoryId: number): Promise<CategoryRow> {
    const row = await repo.find(categoryId);
    assertOwner(row?.owner_id, viewer.userId, MESSAGES);
    return row!;
  }

  /** The name check gives a clear 409 in the common case; the unique constraint settles a race the same way. */
  async function refuseDuplicates<T>(businessId: number, name: string, exceptId: number | undefined, write: () => Promise<T>): Promise<T> {
    if (await repo.nameTaken(businessId, name, exceptId)) throw conflict(DUPLICATE, { name: DUPLICATE });
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE, { name: DUPLICATE });
      throw error;
    }
  }

  return {
    async list(businessId: number): Promise<Category[]> {
      await businesses.ownerOf(businessId);
      return (await repo.listByBusiness(businessId)).map(toCategory);
    },

    async create(viewer: Viewer, businessId: number, name: string): Promise<Category> {
      await businesses.assertOwns(viewer, businessId);
      const categoryId = await refuseDuplicates(businessId, name, undefined, () => repo.insert(businessId, name));
      return get(categoryId);
    },

    async rename(viewer: Viewer, categoryId: number, name: string): Promise<Category> {
      const category = await owned(viewer, categoryId);
      await refuseDuplicates(Number(category.business_id), name, categoryId, () => repo.rename(categoryId, name));
      return get(categoryId);
    },

    async remove(viewer: Viewer, categoryId: number): Promise<void> {
      await owned(viewer, categoryId);
      await removeImages(deps.images, await repo.deleteReturningImages(categoryId), deps.log);
    },
  };
}
