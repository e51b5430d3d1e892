import { z } from 'zod';

/** What the landing page shows of LocalHub itself: real counts and recent good reviews, never made-up figures. */
export const highlightsSchema = z.object({
  counts: z.object({
    members: z.number().int(),
    businesses: z.number().int(),
    professionals: z.number().int(),
    cities: z.number().int(),
  }),
  reviews: z.array(
    z.object({
      reviewId: z.number().int(),
      rating: z.number().int(),
      text: z.string(),
      author: z.string(),
      listing: z.string(),
      place: z.string().nullable(),
    }),
  ),
});
export type Highlights = z.infer<typeof highlightsSchema>;
