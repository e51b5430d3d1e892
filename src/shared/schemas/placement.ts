import { z } from 'zod';
import { PLACE_PRECISIONS } from '../placement';
import { lookupId } from './primitives';
import { msg } from '../i18n/msg';

/** How exactly something is placed and the area, city or state it is at the centre of (docs/decisions/0029). */
export const placementSchema = z.object({
  precision: z.enum(PLACE_PRECISIONS),
  /** The area, city or state whose centre the point is; null for an exact point. */
  name: z.string().nullable(),
});

/**
 * Where a notice, event, announcement, advertisement or post is, with the chosen levels (the edit form starts from
 * them). Null when it has no place: kept, shown to its author as needing one, on no discovery surface.
 */
export const contentPlaceSchema = placementSchema.extend({
  countryId: z.number().nullable(),
  stateId: z.number().nullable(),
  cityId: z.number().nullable(),
  neighborhoodId: z.number().nullable(),
  /** The gazetteer place it was placed by and its label ("Yaba, Lagos Mainland, Lagos"), or null (chosen by levels). */
  placeId: z.number().nullable(),
  placeLabel: z.string().nullable(),
});
export type ContentPlace = z.infer<typeof contentPlaceSchema>;

const chosenId = lookupId()
  .nullish()
  .transform((value) => value ?? null);

/**
 * Where the member says what they publish is: a gazetteer place (`placeId`, from GET /api/v1/places), or the location
 * cascade (country → state → city → neighbourhood). Left out, or only a country: their profile's location, else their
 * first listing's place.
 */
export const chosenPlaceSchema = z.object({
  placeId: lookupId(msg('Choose a place from the list'))
    .nullish()
    .transform((value) => value ?? null),
  countryId: chosenId,
  stateId: chosenId,
  cityId: chosenId,
  neighborhoodId: chosenId,
});
export type ChosenPlace = z.output<typeof chosenPlaceSchema>;

/** The 400 of publishing without any place (the field is `place`). */
export const NO_PLACE_MESSAGE = msg('Add your location in Account → Profile, or choose where this is.');
