import { z } from 'zod';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, maxSpanDegrees, WORLD_LAT } from '../map';
import { placementSchema } from './placement';
import { latitudeQuery, longitudeQuery, lookupIdQuery, text } from './primitives';

const bboxMessage = 'bbox must be west,south,east,north in degrees';

const bboxParam = text()
  .transform((value, ctx) => {
    const parts = value.split(',').map((part) => (/^-?\d+(\.\d+)?$/.test(part.trim()) ? Number(part) : NaN));
    if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) {
      ctx.addIssue({ code: 'custom', message: bboxMessage });
      return z.NEVER;
    }
    const [west, south, east, north] = parts as [number, number, number, number];
    return { west, south, east, north };
  })
  .refine((box) => box.west < box.east && box.south < box.north, 'bbox is inverted: west must be less than east and south less than north')
  .refine(
    (box) => box.west >= -180 && box.east <= 180 && box.south >= -WORLD_LAT && box.north <= WORLD_LAT,
    `bbox is outside the world: longitudes -180 to 180, latitudes -${WORLD_LAT} to ${WORLD_LAT}`,
  );
export type MapBox = z.output<typeof bboxParam>;

/** `GET /api/v1/map`: what lies in a box at a zoom, as the viewer at lat/lng (else Lagos) may see it. */
export const mapQuerySchema = z
  .object({
    bbox: bboxParam,
    zoom: z.coerce.number().int().min(MAP_MIN_ZOOM).max(MAP_MAX_ZOOM),
    kind: z.enum(['all', 'business', 'profession']).default('all'),
    /** A business type id with kind=business, a profession type id with kind=profession. */
    type: lookupIdQuery.optional(),
    q: text().trim().max(200).optional(),
    lat: latitudeQuery.optional(),
    lng: longitudeQuery.optional(),
  })
  .superRefine((query, ctx) => {
    const span = maxSpanDegrees(query.zoom);
    if (query.bbox.east - query.bbox.west > span || query.bbox.north - query.bbox.south > span) {
      ctx.addIssue({ code: 'custom', path: ['bbox'], message: `bbox is larger than zoom ${query.zoom} allows (at most ${span}° a side)` });
    }
    if (query.type !== undefined && query.kind === 'all') {
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'type needs kind=business or kind=profession' });
    }
  });
export type MapQuery = z.output<typeof mapQuerySchema>;

export const mapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  /** [west, south, east, north] of the listings it gathers: clicking the cluster zooms to it. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapListingSchema = z.object({
  kind: z.enum(['business', 'profession']),
  id: z.number(),
  /** A business's name or a profession's title. */
  name: z.string(),
  type: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** A home-based professional's approximate area: the position is rounded and drawn as an area. */
  approximate: z.boolean(),
  /** Exact, or at the centre of its area, city or state (then drawn as an area and described by name). */
  placement: placementSchema,
  /** The owner is on Pro (the badge). */
  pro: z.boolean(),
  picture: z.string().nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  distanceKm: z.number(),
});
export type MapListing = z.infer<typeof mapListingSchema>;

export const mapResultSchema = z.object({
  clusters: z.array(mapClusterSchema),
  listings: z.array(mapListingSchema),
  /** Every visible listing in the box, by kind (the cards under the map). */
  counts: z.object({ businesses: z.number().int(), professions: z.number().int() }),
});
export type MapResult = z.infer<typeof mapResultSchema>;

/** `GET /api/v1/map/tiles`: where the map's tiles come from (MAP_TILE_URL, MAP_ATTRIBUTION). */
export const mapTilesSchema = z.object({ url: z.string(), attribution: z.string() });
export type MapTiles = z.infer<typeof mapTilesSchema>;
