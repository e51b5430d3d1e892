import { z } from 'zod';
import { lookupIdQuery } from './primitives';

export const lookupItemSchema = z.object({ id: z.number(), name: z.string() });
export const lookupListSchema = z.object({ items: z.array(lookupItemSchema) });

export const typeItemSchema = lookupItemSchema.extend({ icon: z.string() });
export const typeListSchema = z.object({ items: z.array(typeItemSchema) });

export const cityItemSchema = lookupItemSchema.extend({
  stateId: z.number(),
  stateName: z.string(),
  /** ISO 3166 code and name of the city's country: places outside Nigeria are labelled with it. */
  countryCode: z.string(),
  countryName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const cityListSchema = z.object({ items: z.array(cityItemSchema) });

export type LookupItem = z.infer<typeof lookupItemSchema>;
export type TypeItem = z.infer<typeof typeItemSchema>;
export type CityItem = z.infer<typeof cityItemSchema>;

const positiveId = lookupIdQuery;
export const statesQuerySchema = z.object({ countryId: positiveId });
export const citiesQuerySchema = z.object({ stateId: positiveId.optional(), countryId: positiveId.optional() });
export const neighborhoodsQuerySchema = z.object({ cityId: positiveId });
