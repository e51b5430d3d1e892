import { z } from 'zod';

/** Businesses and professions can be followed (docs/product-decisions.md §10); followers hear about their new posts. */
export const FOLLOW_KINDS = ['business', 'profession'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** The viewer's follow and the listing's real follower count (false for visitors). */
export const followStateSchema = z.object({ following: z.boolean(), followerCount: z.number().int() });
export type FollowState = z.infer<typeof followStateSchema>;
