import { z } from 'zod';
import { cursorParam, lookupId, rowIdNumber, text } from './primitives';
import { normalizePhone } from '../phone';
import { PLAN_IDS } from '../plans';
import { msg } from '../i18n/msg';
import { EXPERIENCE_TYPES } from '../experience-types';
import { PLACE_PRECISIONS } from '../placement';
import { isServedPoint } from '../served-area';
import { contentPlaceSchema } from './placement';

/** Form text: trimmed, empty becomes null. */
const optionalText = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalId = lookupId()
  .nullish()
  .transform((value) => value ?? null);

export const phoneInputSchema = text()
  .max(40, msg('Enter a valid phone number, e.g. 0803 123 4567'))
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: msg('Enter a valid phone number, e.g. 0803 123 4567') });
      return z.NEVER;
    }
    return phone;
  });

export const websiteInputSchema = text()
  .max(500, msg('Website address is too long'))
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(withScheme);
      if (!url.hostname.includes('.')) throw new Error('no domain');
      return url.toString();
    } catch {
      ctx.addIssue({ code: 'custom', message: msg('Enter a valid website address, e.g. https://example.ng') });
      return z.NEVER;
    }
  });

/** Where a listing is: a gazetteer place or the location cascade, an optional landmark and optional coordinates (a pin). */
export const placeInputShape = {
  /** A place from GET /api/v1/places ("Yaba"): it sets the levels below, and the point unless a pin is given. */
  placeId: lookupId(msg('Choose a place from the list'))
    .nullish()
    .transform((value) => value ?? null),
  countryId: optionalId,
  stateId: optionalId,
  cityId: optionalId,
  neighborhoodId: optionalId,
  landmark: optionalText(200, msg('Landmark must be at most 200 characters')),
  latitude: z
    .number()
    .min(-90, msg('Latitude must be between -90 and 90'))
    .max(90, msg('Latitude must be between -90 and 90'))
    .nullish()
    .transform((v) => v ?? null),
  longitude: z
    .number()
    .min(-180, msg('Longitude must be between -180 and 180'))
    .max(180, msg('Longitude must be between -180 and 180'))
    .nullish()
    .transform((v) => v ?? null),
};

/** Both coordinates or neither, and a point LocalHub serves (src/shared/served-area.ts): never out at sea or abroad. */
const coordinatesTogether = (value: { latitude: number | null; longitude: number | null }, ctx: z.RefinementCtx) => {
  if ((value.latitude === null) !== (value.longitude === null)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.latitude === null ? 'latitude' : 'longitude'],
      message: msg('Give both latitude and longitude, or neither'),
    });
  } else if (value.latitude !== null && value.longitude !== null && !isServedPoint(value.latitude, value.longitude)) {
    ctx.addIssue({
      code: 'custom',
      path: ['latitude'],
      message: msg('This point is outside the places LocalHub serves: Nigeria, Ghana, Benin and Cameroon, and their coastal waters.'),
    });
  }
};

export const businessInputSchema = z
  .object({
    name: text().trim().min(1, msg('Business name is required')).max(120, msg('Business name must be at most 120 characters')),
    description: optionalText(2000, msg('Description must be at most 2000 characters')),
    businessTypeId: optionalId,
    openingHours: optionalText(200, msg('Opening hours must be at most 200 characters')),
    contactPhone: phoneInputSchema,
    websiteUrl: websiteInputSchema,
    ...placeInputShape,
  })
  .superRefine(coordinatesTogether);
export type BusinessInput = z.input<typeof businessInputSchema>;

export const professionInputSchema = z
  .object({
    title: text().trim().min(1, msg('Profession title is required')).max(120, msg('Profession title must be at most 120 characters')),
    description: optionalText(2000, msg('Description must be at most 2000 characters')),
    professionTypeId: optionalId,
    availabilityHours: optionalText(200, msg('Availability hours must be at most 200 characters')),
    contactPhone: phoneInputSchema,
    /** Naira per hour in kobo (₦2,500.50 = 250050). */
    hourlyRateKobo: z
      .number()
      .int(msg('Hourly rate must be in whole kobo'))
      .min(0, msg('Hourly rate cannot be negative'))
      .max(100_000_000_00, msg('Hourly rate is too high'))
      .nullish()
      .transform((v) => v ?? null),
    /** Home-based: show only an approximate area (about 1 km); the exact position never leaves the server. */
    approximateArea: z.boolean().default(false),
    ...placeInputShape,
  })
  .superRefine(coordinatesTogether);
export type ProfessionInput = z.input<typeof professionInputSchema>;

const named = z.object({ id: z.number(), name: z.string() });
export const typeRefSchema = named.extend({ icon: z.string() });

export const placeSchema = z.object({
  country: named.nullable(),
  state: named.nullable(),
  city: named.nullable(),
  neighborhood: named.nullable(),
  landmark: z.string().nullable(),
  /** The listing's point: its own (exact), else the centre of its area, city or state (see `precision`). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** How exactly the point places it; null when it has no point yet (an old listing with no place at all). */
  precision: z.enum(PLACE_PRECISIONS).nullable(),
  /** The gazetteer place it was placed by and its label ("Yaba, Lagos Mainland, Lagos"), or null (chosen by levels). */
  placeId: z.number().nullable(),
  placeLabel: z.string().nullable(),
});
export type Place = z.infer<typeof placeSchema>;

export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A member as shown next to what they own or wrote. */
export const ownerSchema = z.object({ userId: z.string(), fullName: z.string(), username: z.string() });

export const businessSchema = z.object({
  businessId: z.number(),
  owner: ownerSchema,
  name: z.string(),
  description: z.string().nullable(),
  businessType: typeRefSchema.nullable(),
  openingHours: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** "Verified number": the contact number is the one its owner proved by a code (decided by the server). */
  contactPhoneVerified: z.boolean(),
  websiteUrl: z.string().nullable(),
  /** Base URL of the picture (see shared/media.ts), or null. */
  profilePicture: z.string().nullable(),
  place: placeSchema,
  rating: ratingSummarySchema,
  createdAt: z.string(),
  /** True when the viewer owns it (decided by the server). */
  isOwner: z.boolean(),
  /** The verification badge: the owner is on Pro (follows the plan the moment it changes). */
  verified: z.boolean(),
  /** The owner's "Verified identity" badge (staff checked their ID, decision 0021), independent of the plan. */
  ownerIdentityVerified: z.boolean(),
  likeCount: z.number().int(),
  /** False for visitors. */
  likedByMe: z.boolean(),
});
export type Business = z.infer<typeof businessSchema>;

export const professionSchema = z.object({
  professionId: z.number(),
  owner: ownerSchema,
  title: z.string(),
  description: z.string().nullable(),
  professionType: typeRefSchema.nullable(),
  availabilityHours: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** "Verified number": the contact number is the one its owner proved by a code (decided by the server). */
  contactPhoneVerified: z.boolean(),
  hourlyRateKobo: z.number().nullable(),
  /** Only an approximate area is shown: `place` holds rounded coordinates for everyone but the owner. */
  approximateArea: z.boolean(),
  profilePicture: z.string().nullable(),
  place: placeSchema,
  rating: ratingSummarySchema,
  createdAt: z.string(),
  isOwner: z.boolean(),
  /** The verification badge: the owner is on Pro. */
  verified: z.boolean(),
  /** The owner's "Verified identity" badge (decision 0021). */
  ownerIdentityVerified: z.boolean(),
  likeCount: z.number().int(),
  /** False for visitors. */
  likedByMe: z.boolean(),
});
export type Profession = z.infer<typeof professionSchema>;

export const planUsageSchema = z.object({
  plan: z.enum(PLAN_IDS),
  used: z.number().int(),
  max: z.number().int(),
  canCreate: z.boolean(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

export const myBusinessesSchema = z.object({ items: z.array(businessSchema), usage: planUsageSchema });
export const myProfessionsSchema = z.object({ items: z.array(professionSchema), usage: planUsageSchema });

export const categoryInputSchema = z.object({
  name: text().trim().min(1, msg('Category name is required')).max(80, msg('Category name must be at most 80 characters')),
});
export const categorySchema = z.object({
  categoryId: z.number(),
  businessId: z.number(),
  name: z.string(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const productInputSchema = z.object({
  name: text().trim().min(1, msg('Product name is required')).max(120, msg('Product name must be at most 120 characters')),
  description: optionalText(2000, msg('Description must be at most 2000 characters')),
  priceKobo: z
    .number({ message: msg('Price is required') })
    .int(msg('Price must be in whole kobo'))
    .min(0, msg('Price cannot be negative'))
    .max(100_000_000_000, msg('Price is too high')),
  discountPercent: z
    .number()
    .min(0, msg('Discount cannot be negative'))
    .max(100, msg('Discount cannot be more than 100%'))
    .multipleOf(0.01)
    .default(0),
  categoryId: rowIdNumber(msg('Choose a category')),
});
export type ProductInput = z.input<typeof productInputSchema>;

export const productImageSchema = z.object({ imageId: z.number(), url: z.string(), isPrimary: z.boolean() });
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  productId: z.number(),
  businessId: z.number(),
  categoryId: z.number(),
  categoryName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  priceKobo: z.number(),
  discountPercent: z.number(),
  discountedPriceKobo: z.number(),
  /** Primary first, then in upload order. */
  images: z.array(productImageSchema),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const pageQuerySchema = z.object({
  cursor: cursorParam(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const productPageSchema = z.object({ items: z.array(productSchema), nextCursor: z.string().nullable() });

export const postInputSchema = z.object({
  title: text().trim().min(1, msg('Title is required')).max(200, msg('Title must be at most 200 characters')),
  content: text().trim().min(1, msg('Content is required')).max(5000, msg('Content must be at most 5,000 characters')),
});
export const postSchema = z.object({
  postId: z.number(),
  /** As stored: title, blank line, content. */
  content: z.string(),
  /** The first 50 characters of the content. */
  title: z.string(),
  author: ownerSchema,
  /** Its listing's place (a post follows its listing), or its own for a post without one; null: no place yet. */
  place: contentPlaceSchema.nullable(),
  createdAt: z.string(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  /** False for visitors. */
  likedByMe: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;
export const postPageSchema = z.object({ items: z.array(postSchema), nextCursor: z.string().nullable() });

export { EXPERIENCE_TYPES } from '../experience-types';
const yearMonth = text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg('Use the form YYYY-MM'));
export const experienceInputSchema = z
  .object({
    type: z.enum(EXPERIENCE_TYPES, { message: msg('Choose a type') }),
    title: text().trim().min(1, msg('Title is required')).max(120),
    organization: text().trim().min(1, msg('Organization is required')).max(120),
    startDate: yearMonth,
    endDate: yearMonth.nullish().transform((v) => v ?? null),
    current: z.boolean().default(false),
    description: optionalText(1000, msg('Description must be at most 1000 characters')),
  })
  .superRefine((value, ctx) => {
    if (!value.current && value.endDate && value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: msg('End date cannot be before the start date') });
    }
  })
  .transform((value) => (value.current ? { ...value, endDate: null } : value));
export type ExperienceInput = z.input<typeof experienceInputSchema>;
export const experienceSchema = z.object({
  experienceId: z.number(),
  professionId: z.number(),
  type: z.enum(EXPERIENCE_TYPES),
  title: z.string(),
  organization: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  current: z.boolean(),
  description: z.string().nullable(),
});
export type Experience = z.infer<typeof experienceSchema>;

export const reviewInputSchema = z.object({
  rating: z
    .number({ message: msg('Choose 1 to 5 stars') })
    .int()
    .min(1, msg('Choose 1 to 5 stars'))
    .max(5, msg('Choose 1 to 5 stars')),
  text: text().trim().min(1, msg('Write a few words about your experience')).max(2000, msg('Review must be at most 2,000 characters')),
});
export const reviewReplyInputSchema = z.object({
  text: text().trim().min(1, msg('Reply cannot be empty')).max(1000, msg('Reply must be at most 1,000 characters')),
});
export const reviewSchema = z.object({
  reviewId: z.number(),
  rating: z.number().int(),
  text: z.string(),
  author: ownerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
  /** The author had a conversation with the listing's owner before writing it (shown as a "Contacted" badge). */
  contacted: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  rating: ratingSummarySchema,
  /** The viewer's own review, when they wrote one. */
  mine: reviewSchema.nullable(),
  /** Whether the viewer may write a review (signed in, not the owner, none yet). */
  canReview: z.boolean(),
  /** Why a signed-in member who is not the owner cannot review yet (a new account), or null. */
  reviewBlockedReason: z.string().nullable(),
});

export const NO_CATEGORIES_MESSAGE = msg('No Categories: Please create at least one category before adding products');

export function discountedPriceKobo(priceKobo: number, discountPercent: number): number {
  return Math.round(priceKobo - (priceKobo * discountPercent) / 100);
}
