/**
 * How exactly a listing or what a member published is placed (docs/decisions/0029-place-precision.md): its own point
 * (a pin or the device's position), else the centre of its area (neighbourhood), else of its city, else of its state.
 * Distances and rings are measured from the point whatever its precision; a card says "in Yaba" rather than a
 * distance when the point is only a centre.
 */
export const PLACE_PRECISIONS = ['exact', 'area', 'city', 'state'] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];

/** What a card needs to say where something is: the precision, and the area, city or state whose centre it is at. */
export interface Placement {
  precision: PlacePrecision;
  /** The area, city or state whose centre the point is (null for an exact point). */
  name: string | null;
}

type Named = { name: string } | null;

/** The placement of a place with named levels (a listing's): the level the precision names. */
export function placementOf(place: { precision: PlacePrecision | null; neighborhood: Named; city: Named; state: Named }): Placement | null {
  if (place.precision === null) return null;
  const level = { exact: null, area: place.neighborhood, city: place.city, state: place.state }[place.precision];
  return { precision: place.precision, name: level?.name ?? null };
}
