import { z } from 'zod';
import { text } from './primitives';
import { msg } from '../i18n/msg';

/** docs/spec/part-2-management-detail-messaging-account-media.md §9: people search returns at most 20 members; people cards show at most 2 businesses and 2 professions. */
export const PEOPLE_SEARCH_LIMIT = 20;
export const PERSON_LISTINGS_SHOWN = 2;
export const PEOPLE_QUERY_MIN = 2;
export const SUGGESTIONS_LIMIT = 12;

/**
 * The viewer's relation to another member: none (Connect), outgoing (their request is pending: "Request Pending"),
 * incoming (the other member asked them: Accept / Decline), connected (accepted: Message).
 */
export const CONNECTION_STATUSES = ['none', 'outgoing', 'incoming', 'connected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const connectionStateSchema = z.object({
  userId: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  /** The request or connection, when there is one. */
  connectionId: z.number().nullable(),
});
export type ConnectionState = z.infer<typeof connectionStateSchema>;

/** One of a member's businesses or professions, as a chip on their card. */
export const personListingSchema = z.object({
  kind: z.enum(['business', 'profession']),
  id: z.number(),
  name: z.string(),
  typeName: z.string().nullable(),
});
export type PersonListing = z.infer<typeof personListingSchema>;

/** A member as the network page shows them. */
export const personSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  /** "Yaba, Lagos"-style: the city of their profile. */
  location: z.string().nullable(),
  businesses: z.array(personListingSchema),
  professions: z.array(personListingSchema),
  /** Listings beyond the ones shown ("+N more"). */
  moreListings: z.number().int(),
  /** A phone from their listings, for WhatsApp (normalised +234…), or null. */
  phone: z.string().nullable(),
  connection: connectionStateSchema,
});
export type Person = z.infer<typeof personSchema>;

/** Why someone is suggested: real shared facts, never random. */
export const suggestionSchema = personSchema.extend({
  mutualConnections: z.number().int(),
  sharedCity: z.string().nullable(),
  sharedType: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const peopleSearchQuerySchema = z.object({
  q: text().trim().min(PEOPLE_QUERY_MIN, msg('Type at least 2 letters of a name')).max(100, msg('Search at most 100 characters')),
  limit: z.coerce.number().int().min(1).max(PEOPLE_SEARCH_LIMIT).default(PEOPLE_SEARCH_LIMIT),
});

export const peopleListSchema = z.object({ items: z.array(personSchema) });
export const suggestionListSchema = z.object({ items: z.array(suggestionSchema) });

export const connectionRequestInputSchema = z.object({
  userId: text({ message: msg('Choose a member') })
    .trim()
    .min(1, msg('Choose a member'))
    .max(100),
});

/** A request or a connection, as the actions answer it. */
export const connectionSchema = z.object({
  connectionId: z.number(),
  status: z.enum(['pending', 'accepted']),
  requesterId: z.string(),
  addresseeId: z.string(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** A row of "My Connections" or of the requests lists: the other member and when it started. */
export const connectionEntrySchema = z.object({
  connectionId: z.number(),
  person: personSchema,
  /** When the request was sent (requests) or accepted (connections). */
  since: z.string(),
});
export type ConnectionEntry = z.infer<typeof connectionEntrySchema>;

export const connectionPageSchema = z.object({
  items: z.array(connectionEntrySchema),
  nextCursor: z.string().nullable(),
  /** How many in all (the accepted count for "My Connections"). */
  total: z.number().int(),
});
export type ConnectionPage = z.infer<typeof connectionPageSchema>;

export const CONNECTION_STATUS_BATCH = 50;
export const connectionStatusQuerySchema = z.object({
  /** Comma-separated member ids. */
  userIds: text()
    .max(CONNECTION_STATUS_BATCH * 64)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length >= 1 && ids.length <= CONNECTION_STATUS_BATCH, `Ask about 1 to ${CONNECTION_STATUS_BATCH} members`),
});
export const connectionStatusListSchema = z.object({ items: z.array(connectionStateSchema) });
