import { z } from 'zod';
import { lookupId, text } from './primitives';
import { LANGUAGES } from '../i18n/languages';
import { THEMES } from '../theme';
import { PLAN_IDS } from '../plans';
import { msg } from '../i18n/msg';

export const profileUpdateSchema = z.object({
  fullName: text().trim().min(1, msg('Full name is required')).max(100, msg('Full name is too long')),
  bio: text().trim().max(500, msg('Bio must be at most 500 characters')).nullable(),
  /**
   * Where the member is: a place id from /api/v1/places (its city becomes `cityId`), or null to clear. Omitted: the
   * location is `cityId`'s.
   */
  placeId: lookupId(msg('Choose a place from the list')).nullable().optional(),
  /** Older clients: a city id from /api/v1/lookups/cities, or null to clear; ignored when `placeId` is given. Omitted with `placeId` too: unchanged. */
  cityId: lookupId(msg('Choose a city from the list')).nullable().optional(),
  /** Optional; matches the member to age audiences of advertisements (issue 12). Omitted = unchanged, null = cleared. */
  birthYear: z
    .number({ message: msg('Enter a year like 1990') })
    .int(msg('Enter a year like 1990'))
    .min(1900, msg('Enter a year after 1900'))
    .max(new Date().getFullYear(), msg('The birth year cannot be in the future'))
    .nullable()
    .optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const themeUpdateSchema = z.object({ theme: z.enum(THEMES) });
export const languageUpdateSchema = z.object({ language: z.enum(LANGUAGES) });

export const meSchema = z.object({
  userId: z.string(),
  /** Null for an account made with a phone number that has no email yet. */
  email: z.string().nullable(),
  /** The verified phone number (+234…), if the member has one. */
  phoneNumber: z.string().nullable().default(null),
  username: z.string(),
  fullName: z.string(),
  bio: z.string().nullable(),
  /** The place's label ("Yaba, Lagos Mainland, Lagos"), else the city's ("Ibadan, Oyo"). */
  location: z.string().nullable(),
  placeId: z.number().nullable().default(null),
  cityId: z.number().nullable(),
  birthYear: z.number().nullable().default(null),
  profilePicture: z.string().nullable(),
  theme: z.enum(THEMES),
  /** Null until the member chooses (or the app saves what it shows them). */
  language: z.enum(LANGUAGES).nullable(),
  emailVerified: z.boolean(),
  plan: z.enum(PLAN_IDS),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;
