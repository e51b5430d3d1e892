import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Business, BusinessInput, Category, Product, ProductImage, ProductInput } from '../../../shared/schemas/listings';
import { api } from '../../lib/api';
import { listingApi, upload, type MyListings } from '../listings';

export const businessKeys = {
  all: ['businesses'] as const,
  mine: ['businesses', 'mine'] as const,
  categories: (businessId: number) => ['businesses', businessId, 'categories'] as const,
  products: (businessId: number) => ['businesses', businessId, 'products'] as const,
};

export const PRODUCT_PAGE_SIZE = 12;

/**
 * After a change, everything cached about businesses may be stale: the owner's list, the detail
 * pages (which may cache under ['business', id]), search and the feed refetch when next shown.
 */
export function invalidateBusinesses(client: QueryClient) {
  void client.invalidateQueries({ queryKey: businessKeys.all });
  void client.invalidateQueries({ queryKey: ['business'] });
}

export type MyBusinesses = MyListings<Business>;

export const businessesApi = {
  ...listingApi<Business, BusinessInput>('businesses'),

  categories: (businessId: number) => api<{ items: Category[] }>(`/api/v1/businesses/${businessId}/categories`).then((data) => data.items),
  createCategory: (businessId: number, name: string) =>
    api<Category>(`/api/v1/businesses/${businessId}/categories`, { method: 'POST', body: { name } }),
  updateCategory: (categoryId: number, name: string) =>
    api<Category>(`/api/v1/categories/${categoryId}`, { method: 'PUT', body: { name } }),
  removeCategory: (categoryId: number) => api<void>(`/api/v1/categories/${categoryId}`, { method: 'DELETE' }),

  products: (businessId: number, cursor: string | null) => {
    const query = new URLSearchParams({ limit: String(PRODUCT_PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    return api<{ items: Product[]; nextCursor: string | null }>(`/api/v1/businesses/${businessId}/products?${query}`);
  },
  createProduct: (businessId: number, input: ProductInput) =>
    api<Product>(`/api/v1/businesses/${businessId}/products`, { method: 'POST', body: input as Record<string, unknown> }),
  updateProduct: (productId: number, input: ProductInput) =>
    api<Product>(`/api/v1/products/${productId}`, { method: 'PUT', body: input as Record<string, unknown> }),
  removeProduct: (productId: number) => api<void>(`/api/v1/products/${productId}`, { method: 'DELETE' }),
  uploadProductImage: (productId: number, file: File) => upload<ProductImage>(`/api/v1/products/${productId}/images`, file, 'POST'),
  setPrimaryImage: (productId: number, imageId: number) =>
    api<ProductImage[] | { items: ProductImage[] }>(`/api/v1/products/${productId}/images/${imageId}/primary`, { method: 'PUT' }),
  removeProductImage: (productId: number, imageId: number) =>
    api<void>(`/api/v1/products/${productId}/images/${imageId}`, { method: 'DELETE' }),
};

export function useMyBusinesses(enabled = true) {
  return useQuery({ queryKey: businessKeys.mine, queryFn: businessesApi.mine, enabled });
}

export function useDeleteBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => businessesApi.remove(id),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: businessKeys.categories(id) });
      client.removeQueries({ queryKey: businessKeys.products(id) });
      invalidateBusinesses(client);
    },
  });
}

export function useCategories(businessId: number) {
  return useQuery({ queryKey: businessKeys.categories(businessId), queryFn: () => businessesApi.categories(businessId) });
}

/** Categories hold product counts and products show category names: a change to either refreshes both. */
function invalidateCatalogue(client: QueryClient, businessId: number) {
  void client.invalidateQueries({ queryKey: businessKeys.categories(businessId) });
  void client.invalidateQueries({ queryKey: businessKeys.products(businessId) });
  void client.invalidateQueries({ queryKey: ['business'] });
}

export function useSaveCategory(businessId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, name }: { categoryId: number | null; name: string }) =>
      categoryId === null ? businessesApi.createCategory(businessId, name) : businessesApi.updateCategory(categoryId, name),
    onSuccess: () => invalidateCatalogue(client, businessId),
  });
}

export function useDeleteCategory(businessId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) => businessesApi.removeCategory(categoryId),
    onSuccess: () => invalidateCatalogue(client, businessId),
  });
}

export function useProducts(businessId: number) {
  return useInfiniteQuery({
    queryKey: businessKeys.products(businessId),
    queryFn: ({ pageParam }) => businessesApi.products(businessId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDeleteProduct(businessId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => businessesApi.removeProduct(productId),
    onSuccess: () => invalidateCatalogue(client, businessId),
  });
}

export { invalidateCatalogue };
