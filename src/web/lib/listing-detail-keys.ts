// Shared by the listing pages and by cards that only read their cache (the feed's product cards), without the hooks.
export type ListingKind = 'business' | 'profession';

/** Query keys: one listing's detail, and everything hanging under it. */
export const detailKeys = {
  listing: (kind: ListingKind, id: number) => [kind, id] as const,
  categories: (id: number) => ['business', id, 'categories'] as const,
  products: (id: number, categoryId: number | null) => ['business', id, 'products', categoryId ?? 'all'] as const,
  posts: (kind: ListingKind, id: number) => [kind, id, 'posts'] as const,
  experience: (id: number) => ['profession', id, 'experience'] as const,
  reviews: (kind: ListingKind, id: number) => [kind, id, 'reviews'] as const,
};
