import { z } from 'zod';
import { msg } from '../i18n/msg';
import { PLACE_KINDS, PLACE_LIMIT_MAX, PLACE_QUERY_MAX } from '../places';
import { latitudeQuery, longitudeQuery, lookupIdQuery, text } from './primitives';

/** One place of the gazetteer, as the lookup answers it and as a member's location names it. */
export const placeItemSchema = z.object({
  id: z.number(),
  kind: z.enum(PLACE_KINDS),
  name: z.string(),
  /** "Yaba, Lagos Mainland, Lagos": the name, then its LGA and state (a repeated name once). */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  stateId: z.number(),
  /** The city of the older city-based features: the place's own, or the nearest in its state. */
  cityId: z.number(),
  neighborhoodId: z.number().nullable(),
});
export type PlaceItem = z.infer<typeof placeItemSchema>;
export const placeListSchema = z.object({ items: z.array(placeItemSchema) });

const LIMIT_MESSAGE = msg('Must be a whole number from 1 to 20');
const NEAR = /^(-?\d{1,2}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/;

export const placesQuerySchema = z.object({
  q: text({ message: msg('Type a place name') })
    .trim()
    .min(1, msg('Type a place name'))
    .max(PLACE_QUERY_MAX, msg('A place name is at most 80 characters')),
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(PLACE_LIMIT_MAX, LIMIT_MESSAGE)
    .default(8),
  /** "6.5,3.37": closer places first among equally good matches. */
  near: text()
    .regex(NEAR, msg('Give a position as latitude,longitude'))
    .transform((value) => {
      const [, lat, lng] = NEAR.exec(value)!;
      return { latitude: Number(lat), longitude: Number(lng) };
    })
    .refine((p) => Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180, msg('Give a position as latitude,longitude'))
    .optional(),
  kind: z.enum(PLACE_KINDS, { message: msg('Choose state, lga, town or area') }).optional(),
});
export type PlacesQuery = z.infer<typeof placesQuerySchema>;

export const placeParamsSchema = z.object({ id: lookupIdQuery });

/** `GET /api/v1/places/nearest?lat=&lng=`: the area or town nearest a point (sign-up fills the area from the browser's position). */
export const nearestPlaceQuerySchema = z.object({ lat: latitudeQuery, lng: longitudeQuery });
export type NearestPlaceQuery = z.infer<typeof nearestPlaceQuerySchema>;
