import { z } from 'zod';
import { adLinkOutputSchema } from './ads';
import { chosenPlaceSchema, contentPlaceSchema } from './placement';
import { rowIdNumber, text } from './primitives';
import { msg } from '../i18n/msg';

/**
 * Create Content (spec part 2 §2.9, §3 Drafts, §5, §9; issue 12): the four dialogs' rules, shared by the forms and the
 * server. Dates and times are typed as Lagos wall-clock time (West Africa Time, UTC+1 all year).
 */
export const LAGOS_OFFSET = '+01:00';

export const ANNOUNCEMENT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const ANNOUNCEMENT_CATEGORIES = ['general', 'business', 'community', 'emergency', 'update'] as const;
export const AD_TYPES = ['banner', 'feed'] as const;
export const AD_TYPE_LABELS: Record<(typeof AD_TYPES)[number], string> = { banner: msg('Home banner'), feed: msg('In the feed') };
export const AD_DURATIONS = [3, 7, 14, 30] as const;
export const AD_AUDIENCES = ['all', 'business', 'professionals', 'young-adults', 'adults'] as const;
export const AD_AUDIENCE_LABELS: Record<(typeof AD_AUDIENCES)[number], string> = {
  all: msg('Everyone'),
  business: msg('Business owners'),
  professionals: msg('Professionals'),
  'young-adults': msg('Young adults (18–35)'),
  adults: msg('Adults (35+)'),
};
export const MIN_AD_BUDGET_NAIRA = 1000;
export const RSVP_STATUSES = ['going', 'interested'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const title = text().trim().min(1, msg('Title is required')).max(200, msg('Title must be at most 200 characters'));
const body = (required: string, tooLong: string) => text().trim().min(1, required).max(5000, tooLong);
const date = (message: string) =>
  text()
    .regex(DATE, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00${LAGOS_OFFSET}`)), message);

/** The moment a date and time typed in Lagos stand for. */
export const lagosMoment = (day: string, time = '00:00') => new Date(`${day}T${time}:00${LAGOS_OFFSET}`);
/** The Lagos calendar day (YYYY-MM-DD) a moment falls on: Lagos keeps UTC+1 all year. */
export const lagosDay = (at: Date) => new Date(at.getTime() + 3600_000).toISOString().slice(0, 10);
/** A notice is shown until the end of its expiry day. */
export const noticeExpiresAt = (expiryDate: string) => new Date(lagosMoment(expiryDate).getTime() + 24 * 3600_000 - 1);

export const noticeInputSchema = z
  .object({
    title,
    content: body(msg('Content is required'), msg('Content must be at most 5,000 characters')),
    location: text().trim().max(200, msg('Location must be at most 200 characters')).optional(),
    expiryDate: date(msg('Choose an expiry date')),
    place: chosenPlaceSchema.optional(),
  })
  .refine((notice) => noticeExpiresAt(notice.expiryDate).getTime() > Date.now(), {
    path: ['expiryDate'],
    message: msg('The expiry date must not be in the past'),
  });
export type NoticeInput = z.infer<typeof noticeInputSchema>;

export const eventInputSchema = z
  .object({
    title,
    description: body(msg('Description is required'), msg('Description must be at most 5,000 characters')),
    date: date(msg('Choose a date')),
    time: text().regex(TIME, msg('Choose a time')),
    location: text().trim().min(1, msg('Location is required')).max(200, msg('Location must be at most 200 characters')),
    maxAttendees: z
      .number({ message: msg('Max attendees must be a positive whole number') })
      .int(msg('Max attendees must be a positive whole number'))
      .positive(msg('Max attendees must be a positive whole number'))
      .max(1_000_000, msg('Max attendees must be at most 1,000,000'))
      .nullable()
      .optional(),
    place: chosenPlaceSchema.optional(),
  })
  .refine((event) => !DATE.test(event.date) || !TIME.test(event.time) || lagosMoment(event.date, event.time).getTime() > Date.now(), {
    path: ['date'],
    message: msg('The event must be in the future'),
  });
export type EventInput = z.infer<typeof eventInputSchema>;

export const announcementInputSchema = z.object({
  title,
  content: body(msg('Content is required'), msg('Content must be at most 5,000 characters')),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, { message: msg('Choose a priority') }),
  category: z.enum(ANNOUNCEMENT_CATEGORIES, { message: msg('Choose a category') }),
  place: chosenPlaceSchema.optional(),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** What an ad links to: one of the member's listings, or a web address (https only). */
export const adLinkSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('business'), id: rowIdNumber() }),
    z.object({ kind: z.literal('profession'), id: rowIdNumber() }),
    z.object({
      kind: z.literal('url'),
      url: text()
        .trim()
        .max(500, msg('Web address must be at most 500 characters'))
        .regex(/^https:\/\/[^\s/$.?#][^\s]*$/i, msg('Enter a web address starting with https://')),
    }),
  ],
  { message: msg('Choose what the ad links to') },
);
export type AdLink = z.infer<typeof adLinkSchema>;

/** What an ad says and where it leads: the part its owner may change at any time (the image is uploaded apart). */
export const advertisementCreativeSchema = z
  .object({
    title,
    description: body(msg('Description is required'), msg('Description must be at most 5,000 characters')),
    link: adLinkSchema,
    /** A new place for the ad; left out, it stays where it is. */
    place: chosenPlaceSchema.optional(),
  })
  .strict();
export type AdvertisementCreative = z.infer<typeof advertisementCreativeSchema>;

export const advertisementInputSchema = z
  .object({
    title,
    description: body(msg('Description is required'), msg('Description must be at most 5,000 characters')),
    adType: z.enum(AD_TYPES, { message: msg('Choose an ad type') }),
    budgetNaira: z
      .number({ message: msg('Budget must be a whole number of naira') })
      .int(msg('Budget must be a whole number of naira'))
      .min(MIN_AD_BUDGET_NAIRA, msg('Budget must be at least ₦1,000'))
      .max(100_000_000, msg('Budget must be at most ₦100,000,000')),
    durationDays: z.union(
      AD_DURATIONS.map((days) => z.literal(days)),
      { message: msg('Choose 3, 7, 14 or 30 days') },
    ),
    audience: z.enum(AD_AUDIENCES, { message: msg('Choose an audience') }),
    link: adLinkSchema,
    place: chosenPlaceSchema.optional(),
  })
  .strict();
export type AdvertisementInput = z.infer<typeof advertisementInputSchema>;

const authorSchema = z.object({ userId: z.string(), fullName: z.string(), username: z.string() });

export const noticeSchema = z.object({
  noticeId: z.number(),
  title: z.string(),
  content: z.string(),
  location: z.string().nullable(),
  expiresAt: z.string(),
  author: authorSchema,
  place: contentPlaceSchema.nullable(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const eventSchema = z.object({
  eventId: z.number(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  location: z.string(),
  maxAttendees: z.number().nullable(),
  goingCount: z.number(),
  interestedCount: z.number(),
  waitingCount: z.number(),
  cancelled: z.boolean(),
  organiser: authorSchema,
  place: contentPlaceSchema.nullable(),
  /** The viewer's answer: going, interested, waiting (for a place), or null. */
  myStatus: z.enum(['going', 'interested', 'waiting']).nullable(),
  isOrganiser: z.boolean(),
  createdAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const rsvpInputSchema = z.object({
  status: z.enum(RSVP_STATUSES, { message: msg('Choose Going or Interested') }),
  /** At capacity, join the waiting list instead of being refused. */
  waitlist: z.boolean().optional(),
});

export const attendeeListSchema = z.object({
  items: z.array(
    z.object({
      userId: z.string(),
      fullName: z.string(),
      username: z.string(),
      status: z.enum(['going', 'interested', 'waiting']),
      since: z.string(),
    }),
  ),
});

export const announcementSchema = z.object({
  announcementId: z.number(),
  title: z.string(),
  content: z.string(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  author: authorSchema,
  place: contentPlaceSchema.nullable(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const advertisementDraftSchema = z.object({
  adId: z.number(),
  title: z.string(),
  description: z.string(),
  /** The uploaded image's base URL (WebP widths under it), or null. */
  imageUrl: z.string().nullable(),
  link: adLinkOutputSchema,
  status: z.enum(['awaiting_payment', 'running', 'paused', 'ended']),
  budgetKobo: z.number(),
  durationDays: z.number(),
  place: contentPlaceSchema.nullable(),
  createdAt: z.string(),
});
export type AdvertisementDraft = z.infer<typeof advertisementDraftSchema>;

/**
 * A member's profile (`GET /members/{userId}/content`): live notices and announcements newest first, and events that
 * have not ended (started less than a day ago or later), soonest first; cancelled and past events are left out.
 */
export const memberContentSchema = z.object({
  member: z.object({
    userId: z.string(),
    fullName: z.string(),
    username: z.string(),
    profilePicture: z.string().nullable(),
    /** The "Verified identity" badge (decision 0021). */
    identityVerified: z.boolean(),
  }),
  notices: z.array(noticeSchema),
  announcements: z.array(announcementSchema),
  events: z.array(eventSchema),
});
export type MemberContent = z.infer<typeof memberContentSchema>;
