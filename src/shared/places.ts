/** Kinds of place in the gazetteer, from the largest: a state, a local government area, a town, an area of a city. */
export const PLACE_KINDS = ['state', 'lga', 'town', 'area'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Longest text the places lookup accepts. */
export const PLACE_QUERY_MAX = 80;
/** Most places one lookup answers. */
export const PLACE_LIMIT_MAX = 20;
