import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Business,
  Category,
  Experience,
  ExperienceInput,
  Post,
  Product,
  Profession,
  Review,
  reviewListSchema,
} from '../../../shared/schemas/listings';
import { api } from '../../lib/api';
import { detailKeys, type ListingKind } from '../../lib/listing-detail-keys';

export type ReviewList = z.infer<typeof reviewListSchema>;
interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const base = (kind: ListingKind) => (kind === 'business' ? '/api/v1/businesses' : '/api/v1/professions');

/** Route params are strings: anything but a positive integer is "not found" without asking the server. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const businessQuery = (id: number) =>
  queryOptions({
    queryKey: detailKeys.listing('business', id),
    queryFn: ({ signal }) => api<Business>(`/api/v1/businesses/${id}`, { signal }),
  });

export const professionQuery = (id: number) =>
  queryOptions({
    queryKey: detailKeys.listing('profession', id),
    queryFn: ({ signal }) => api<Profession>(`/api/v1/professions/${id}`, { signal }),
  });

export function useBusiness(id: number | null) {
  return useQuery({ ...businessQuery(id ?? 0), enabled: id !== null });
}

export function useProfession(id: number | null) {
  return useQuery({ ...professionQuery(id ?? 0), enabled: id !== null });
}

export const categoriesQuery = (businessId: number) =>
  queryOptions({
    queryKey: detailKeys.categories(businessId),
    queryFn: ({ signal }) => api<{ items: Category[] }>(`/api/v1/businesses/${businessId}/categories`, { signal }),
  });

export function useCategories(businessId: number) {
  return useQuery({ ...categoriesQuery(businessId), select: (data) => data.items });
}

const PRODUCT_PAGE = 24;
export const productsQuery = (businessId: number, categoryId: number | null) =>
  infiniteQueryOptions({
    queryKey: detailKeys.products(businessId, categoryId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PRODUCT_PAGE) });
      if (categoryId !== null) params.set('categoryId', String(categoryId));
      if (pageParam) params.set('cursor', pageParam);
      return api<Page<Product>>(`/api/v1/businesses/${businessId}/products?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });

export function useProducts(businessId: number, categoryId: number | null) {
  return useInfiniteQuery(productsQuery(businessId, categoryId));
}

const POST_PAGE = 10;
export const postsQuery = (kind: ListingKind, id: number) =>
  infiniteQueryOptions({
    queryKey: detailKeys.posts(kind, id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(POST_PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<Page<Post>>(`${base(kind)}/${id}/posts?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });

export function usePosts(kind: ListingKind, id: number) {
  return useInfiniteQuery(postsQuery(kind, id));
}

export function useCreatePost(kind: ListingKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; content: string }) => api<Post>(`${base(kind)}/${id}/posts`, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: detailKeys.posts(kind, id) }),
  });
}

export function useExperience(professionId: number) {
  return useQuery({
    queryKey: detailKeys.experience(professionId),
    queryFn: ({ signal }) => api<{ items: Experience[] }>(`/api/v1/professions/${professionId}/experience`, { signal }),
    select: (data) => data.items,
  });
}

export function useSaveExperience(professionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ExperienceInput }) =>
      id === null
        ? api<Experience>(`/api/v1/professions/${professionId}/experience`, { body: input })
        : api<Experience>(`/api/v1/experience/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: detailKeys.experience(professionId) }),
  });
}

export function useDeleteExperience(professionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`/api/v1/experience/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: detailKeys.experience(professionId) }),
  });
}

export function useReviews(kind: ListingKind, id: number) {
  return useQuery({
    queryKey: detailKeys.reviews(kind, id),
    queryFn: ({ signal }) => api<ReviewList>(`${base(kind)}/${id}/reviews`, { signal }),
  });
}

/** Every review change moves the listing's average: refresh both the list and the header. */
function useRefreshReviews(kind: ListingKind, id: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: detailKeys.reviews(kind, id), exact: true }),
      client.invalidateQueries({ queryKey: detailKeys.listing(kind, id), exact: true }),
      // Cards elsewhere (search, feed, my listings) show the same average.
      client.invalidateQueries({ queryKey: [kind === 'business' ? 'businesses' : 'professions'] }),
    ]);
}

export function useSaveReview(kind: ListingKind, id: number) {
  const refresh = useRefreshReviews(kind, id);
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: number | null; input: { rating: number; text: string } }) =>
      reviewId === null
        ? api<Review>(`${base(kind)}/${id}/reviews`, { body: input })
        : api<Review>(`/api/v1/reviews/${reviewId}`, { method: 'PUT', body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteReview(kind: ListingKind, id: number) {
  const refresh = useRefreshReviews(kind, id);
  return useMutation({
    mutationFn: (reviewId: number) => api<unknown>(`/api/v1/reviews/${reviewId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useReplyToReview(kind: ListingKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: number; text: string }) =>
      api<Review>(`/api/v1/reviews/${reviewId}/reply`, { body: { text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: detailKeys.reviews(kind, id), exact: true }),
  });
}
