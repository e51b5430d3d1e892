/** The search page's tabs (without zod: the search page needs them, not the schemas). */
export const SEARCH_TABS = ['all', 'professionals', 'businesses', 'products', 'posts', 'events'] as const;
