import { z } from 'zod';
import { lookupId, text } from './primitives';
import { THEMES } from '../theme';
import { PLAN_IDS } from '../plans';

export const profileUpdateSchema = z.object({
  fullName: text().trim().min(1, 'Full name is required').max(100, 'Full name is too long'),
  bio: text().trim().max(500, 'Bio must be at most 500 characters').nullable(),
  /** A city id from /api/v1/lookups/cities, or null to clear. */
  cityId: lookupId('Choose a city from the list').nullable(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const themeUpdateSchema = z.object({ theme: z.enum(THEMES) });

export const meSchema = z.object({
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  fullName: z.string(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  cityId: z.number().nullable(),
  profilePicture: z.string().nullable(),
  theme: z.enum(THEMES),
  emailVerified: z.boolean(),
  plan: z.enum(PLAN_IDS),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;
