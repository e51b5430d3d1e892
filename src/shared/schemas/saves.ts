import { z } from 'zod';
import { cursorParam, text } from './primitives';
import { businessSchema, postSchema, professionSchema } from './listings';
import { msg } from '../i18n/msg';

/** What a member can save (docs/product-decisions.md §10): businesses, professionals and posts. */
export const SAVE_KINDS = ['business', 'profession', 'post'] as const;
export type SaveKind = (typeof SAVE_KINDS)[number];

/** What a save or unsave answers. */
export const saveStateSchema = z.object({ saved: z.boolean() });
export type SaveState = z.infer<typeof saveStateSchema>;

export const savesQuerySchema = z.object({
  kind: z.enum(SAVE_KINDS, { message: msg('Choose business, profession or post') }),
  cursor: cursorParam(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const saved = { saveId: z.number(), savedAt: z.string() };
export const savedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('business'), ...saved, business: businessSchema }),
  z.object({ kind: z.literal('profession'), ...saved, profession: professionSchema }),
  z.object({ kind: z.literal('post'), ...saved, post: postSchema }),
]);
export type SavedItem = z.infer<typeof savedItemSchema>;

/** One kind of the member's saves, newest first. */
export const savesPageSchema = z.object({ items: z.array(savedItemSchema), nextCursor: z.string().nullable() });
export type SavesPage = z.infer<typeof savesPageSchema>;

export const saveCountsSchema = z.object({ business: z.number().int(), profession: z.number().int(), post: z.number().int() });
export type SaveCounts = z.infer<typeof saveCountsSchema>;

/** Up to this many ids of each kind per lookup. */
export const SAVED_LOOKUP_MAX = 100;
const idList = text()
  .max(2000)
  .regex(/^([1-9]\d{0,14})(,[1-9]\d{0,14})*$/, 'A comma-separated list of ids')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((ids) => ids.length <= SAVED_LOOKUP_MAX, `At most ${SAVED_LOOKUP_MAX} ids`)
  .optional()
  .transform((ids) => ids ?? []);

/** "Which of these did I save?" for the cards on screen: ids per kind. */
export const savedLookupQuerySchema = z.object({ business: idList, profession: idList, post: idList });
export const savedLookupSchema = z.object({
  business: z.array(z.number()),
  profession: z.array(z.number()),
  post: z.array(z.number()),
});
export type SavedLookup = z.infer<typeof savedLookupSchema>;
