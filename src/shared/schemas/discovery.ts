import { z } from 'zod';
import { adSlotItemSchema } from './ads';
import { announcementSchema, eventSchema, noticeSchema } from './content';
import { placementSchema } from './placement';
import { placeItemSchema } from './places';
import { cursorParam, latitudeQuery, longitudeQuery, text } from './primitives';
import { BAND_IDS, DEFAULT_BAND } from '../bands';
import { businessSchema, postSchema, productSchema, professionSchema } from './listings';
import { msg } from '../i18n/msg';
import { SEARCH_TABS } from '../search-tabs';

/** The viewer's position and chosen ring, sent with every discovery read. */
export const viewerQuerySchema = z.object({
  lat: latitudeQuery,
  lng: longitudeQuery,
  band: z.enum(BAND_IDS).default(DEFAULT_BAND),
});

export const nearbyQuerySchema = viewerQuerySchema.extend({
  kind: z.enum(['business', 'profession']),
  limit: z.coerce.number().int().min(1).max(20).default(6),
});

const distance = { distanceKm: z.number() };
export const nearbyBusinessSchema = businessSchema.extend(distance);
export const nearbyProfessionSchema = professionSchema.extend(distance);
export const nearbyResultSchema = z.object({
  items: z.array(z.union([nearbyBusinessSchema, nearbyProfessionSchema])),
});

/** Up to 5 businesses in the ring that have products; their products load page by page from /businesses/:id/products. */
export const featuredResultSchema = z.object({
  items: z.array(nearbyBusinessSchema),
});

/** What the feed and search return: one of four kinds, each with its own card. */
export const feedItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post'), id: z.string(), createdAt: z.string(), distanceKm: z.number().nullable(), post: postSchema }),
  z.object({
    type: z.literal('business'),
    id: z.string(),
    createdAt: z.string(),
    distanceKm: z.number().nullable(),
    business: businessSchema,
  }),
  z.object({
    type: z.literal('profession'),
    id: z.string(),
    createdAt: z.string(),
    distanceKm: z.number().nullable(),
    profession: professionSchema,
  }),
  z.object({
    type: z.literal('product'),
    id: z.string(),
    createdAt: z.string(),
    distanceKm: z.number().nullable(),
    product: productSchema,
    business: z.object({
      businessId: z.number(),
      name: z.string(),
      contactPhone: z.string().nullable(),
      ownerId: z.string(),
      /** The business's placement: the product is where its business is. */
      placement: placementSchema.nullable(),
    }),
  }),
  z.object({ type: z.literal('notice'), id: z.string(), createdAt: z.string(), distanceKm: z.number().nullable(), notice: noticeSchema }),
  z.object({ type: z.literal('event'), id: z.string(), createdAt: z.string(), distanceKm: z.number().nullable(), event: eventSchema }),
  z.object({
    type: z.literal('announcement'),
    id: z.string(),
    createdAt: z.string(),
    distanceKm: z.number().nullable(),
    /** An urgent announcement of someone the viewer follows or is connected to, kept at the top for 24 hours. */
    pinned: z.boolean(),
    announcement: announcementSchema,
  }),
]);
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedQuerySchema = viewerQuerySchema.extend({
  cursor: cursorParam(500).optional(),
  limit: z.coerce.number().int().min(1).max(30).default(10),
  /** Ad slots that fall on this page (an ad after every 3rd item of the whole feed): their ads come with the page. */
  ads: z.coerce.number().int().min(0).max(10).default(0),
});
export const feedPageSchema = z.object({
  items: z.array(feedItemSchema),
  nextCursor: z.string().nullable(),
  /** Up to `ads` items for the page's slots, in slot order; the first page may end with one LocalHub promotion. */
  ads: z.array(adSlotItemSchema),
});

/** `all` holds the four listing-and-post sources; upcoming events have their own tab (decision 0013). */
export { SEARCH_TABS } from '../search-tabs';
export type SearchTab = (typeof SEARCH_TABS)[number];

export const searchQuerySchema = z.object({
  q: text().trim().min(1, msg('Type something to search for')).max(100),
  tab: z.enum(SEARCH_TABS).default('all'),
  cursor: cursorParam(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** When known, nearer results win ties in relevance. */
  lat: latitudeQuery.optional(),
  lng: longitudeQuery.optional(),
});
export const searchCountsSchema = z.object({
  all: z.number().int(),
  professionals: z.number().int(),
  businesses: z.number().int(),
  products: z.number().int(),
  posts: z.number().int(),
  events: z.number().int(),
});
/** The place a query named ("tailor in yaba"): the search is centred on it. `matched` is the query's words that named it. */
export const searchPlaceSchema = placeItemSchema.extend({ matched: z.string() });
export type SearchPlace = z.infer<typeof searchPlaceSchema>;
export const searchResultSchema = z.object({
  counts: searchCountsSchema,
  items: z.array(feedItemSchema),
  nextCursor: z.string().nullable(),
  /** The place the query named, which the results are centred on (rather than the viewer); null when it named none. */
  place: searchPlaceSchema.nullable(),
  /**
   * Words after "in", "near"… that name no place we know ("zzzqx" of "tailor in zzzqx"), when searching them as words
   * found nothing: the results are the other words' matches near the viewer. Null otherwise.
   */
  unknownPlace: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestionsQuerySchema = z.object({
  q: text().trim().min(2).max(100),
  /** The viewer's position: suggestions show only what search would (plan visibility); Lagos when absent. */
  lat: latitudeQuery.optional(),
  lng: longitudeQuery.optional(),
});
export const suggestionSchema = z.object({
  type: z.enum(['profession', 'business', 'product', 'post']),
  id: z.number(),
  label: z.string(),
  sublabel: z.string().nullable(),
});
export const suggestionsResultSchema = z.object({ items: z.array(suggestionSchema) });
export type Suggestion = z.infer<typeof suggestionSchema>;
