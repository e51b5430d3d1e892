/**
 * The map's grid and limits (docs/decisions/0017-map.md), shared by the server, which clusters and validates, and the
 * web map, which asks only for boxes the server accepts.
 */

/** Where the world ends on a Web Mercator map (latitudes beyond are never drawn). */
export const WORLD_LAT = 85.06;
/** At most this many clusters and listings together in one answer, whatever the density. */
export const MAP_MAX_FEATURES = 300;
/** From this zoom on (a street), every listing in view is a marker unless that would pass the cap. */
export const MAP_STREET_ZOOM = 16;
export const MAP_MIN_ZOOM = 3;
export const MAP_MAX_ZOOM = 19;
/** The zoom the map opens at, centred on the viewer. */
export const MAP_START_ZOOM = 10;
/** Below street level, a cell with at most this many listings is sent as markers rather than a cluster. */
export const MAP_SMALL_CELL = 3;
/** A box may be at most this many 256-pixel tiles wide and high: a large desktop screen with room to spare. */
export const MAP_MAX_TILES_ACROSS = 8;
/** Clusters gather what lies in one cell of this many tiles (128 pixels) on a side. */
const CELL_TILES = 0.5;

/** Degrees of longitude one 256-pixel tile spans at this zoom. */
export const tileDegrees = (zoom: number) => 360 / 2 ** zoom;
/** The widest and highest box (in degrees) accepted at this zoom. */
export const maxSpanDegrees = (zoom: number) => tileDegrees(zoom) * MAP_MAX_TILES_ACROSS;
/** The side of a cluster cell in degrees at this zoom. */
export const cellDegrees = (zoom: number) => tileDegrees(zoom) * CELL_TILES;

/**
 * A home-based professional's "approximate area": coordinates rounded to two decimals (0.01° ≈ 1.1 km), and the area
 * drawn on a map is a circle of this radius around the rounded point (it holds the true position).
 */
export const APPROXIMATE_DECIMALS = 2;
export const APPROXIMATE_RADIUS_M = 800;
/** Half away from zero, as PostgreSQL's `round(numeric, 2)` in `map_degrees` (migration 0026). */
export const roundApproximate = (degrees: number) =>
  (Math.sign(degrees) * Math.round(Math.abs(degrees) * 10 ** APPROXIMATE_DECIMALS)) / 10 ** APPROXIMATE_DECIMALS;
