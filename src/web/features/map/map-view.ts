// shared/map, not the zod schemas: the map's route loader brings this file into every page's first script.
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, MAP_START_ZOOM, maxSpanDegrees, WORLD_LAT } from '../../../shared/map';
import type { MapSize } from '../../../shared/first-screen';

export interface MapView {
  bbox: [number, number, number, number];
  zoom: number;
}

interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The box in view, cut to the world and to what the server accepts at this zoom (a very wide screen sees more). */
export function cutView(box: Box, zoomLevel: number): MapView | null {
  const zoom = Math.min(MAP_MAX_ZOOM, Math.max(MAP_MIN_ZOOM, Math.round(zoomLevel)));
  const centre = { lat: (box.south + box.north) / 2, lng: (box.west + box.east) / 2 };
  const half = (maxSpanDegrees(zoom) * 0.999) / 2;
  const west = Math.max(box.west, centre.lng - half, -180);
  const east = Math.min(box.east, centre.lng + half, 180);
  const south = Math.max(box.south, centre.lat - half, -WORLD_LAT);
  const north = Math.min(box.north, centre.lat + half, WORLD_LAT);
  return west < east && south < north ? { bbox: [west, south, east, north], zoom } : null;
}

/** Web Mercator with 256-pixel tiles, as Leaflet draws OpenStreetMap: world pixels at a zoom. */
const worldSize = (zoom: number) => 256 * 2 ** zoom;
const toY = (lat: number, zoom: number) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize(zoom);
};
const toLat = (y: number, zoom: number) => Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / worldSize(zoom)))) * (180 / Math.PI);

/**
 * The view a map of this size opens with, centred on `center`: known before the map's script has loaded, so the
 * listings and counts in view are asked for at once and Leaflet can come after the first paint (issue 38.4).
 */
export function startView(center: { lat: number; lng: number }, width: number, height: number, zoom: number): MapView | null {
  if (width <= 0 || height <= 0) return null;
  const degreesPerPixel = 360 / worldSize(zoom);
  const y = toY(center.lat, zoom);
  return cutView(
    {
      west: center.lng - (width / 2) * degreesPerPixel,
      east: center.lng + (width / 2) * degreesPerPixel,
      north: toLat(y - height / 2, zoom),
      south: toLat(y + height / 2, zoom),
    },
    zoom,
  );
}

/**
 * The map's place on a 360 × 640 phone (the page's side padding and the screen's top 9rem taken off): the server,
 * which cannot measure it, draws the listings and counts of this view for a device that has not shown the map yet
 * (after that, the size the device measured, from its cookie), and the browser takes the page over with it.
 */
const DRAWN_MAP_SIZE: MapSize = { width: 336, height: 496 };

/** The view the server draws the map page with, around `center`, for `size` (the browser asks again if its map differs). */
export const drawnView = (center: { lat: number; lng: number }, size: MapSize | null): MapView | null => {
  const { width, height } = size ?? DRAWN_MAP_SIZE;
  return startView(center, width, height, MAP_START_ZOOM);
};

/** Two views a pixel or so apart (the opening estimate and the drawn map's own): the same listings, no new request. */
export function sameView(a: MapView, b: MapView): boolean {
  if (a.zoom !== b.zoom) return false;
  const pixel = 360 / worldSize(a.zoom);
  return a.bbox.every((edge, index) => Math.abs(edge - b.bbox[index]!) <= 2 * pixel);
}

/** A tile of the drawn map: its column and row at the zoom, and its top-left corner from the map's centre (pixels). */
export interface PreviewTile {
  x: number;
  y: number;
  left: number;
  top: number;
}

/**
 * The tiles Leaflet will show in the middle of the map (the drawn map's size around `center`), so the server can draw
 * them and a phone starts fetching them with the page instead of after the map's script (issue 38.1: they are the
 * page's largest picture). Never more than a larger map shows, so none is fetched for nothing.
 */
export function previewTiles(center: { lat: number; lng: number }, zoom: number, size: MapSize | null): PreviewTile[] {
  const px = ((center.lng + 180) / 360) * worldSize(zoom);
  const py = toY(center.lat, zoom);
  const last = 2 ** zoom - 1;
  const range = (from: number, to: number) => {
    const first = Math.max(0, Math.floor(from / 256));
    return Array.from({ length: Math.min(last, Math.floor(to / 256)) - first + 1 }, (_, i) => first + i);
  };
  const { width, height } = size ?? DRAWN_MAP_SIZE;
  return range(py - height / 2, py + height / 2).flatMap((y) =>
    range(px - width / 2, px + width / 2).map((x) => ({ x, y, left: Math.round(x * 256 - px), top: Math.round(y * 256 - py) })),
  );
}

/**
 * A tile's address from a Leaflet URL template: `{s}` the subdomain Leaflet picks for it (of "abc"), `{r}` "@2x" for
 * the double-size tile of a dense screen, as Leaflet fills it, or nothing.
 */
export const tileUrl = (template: string, zoom: number, x: number, y: number, dense = false): string =>
  template
    .replace('{s}', 'abc'[Math.abs(x + y) % 3]!)
    .replace('{z}', String(zoom))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{r}', dense ? '@2x' : '');

/**
 * A drawn tile's `srcset`: the density it is made for (product decision 25), and a provider's double-size tile ({r})
 * for a dense screen, the one Leaflet will ask for there.
 */
export const tileSrcSet = (template: string, zoom: number, x: number, y: number): string =>
  template.includes('{r}') ? `${tileUrl(template, zoom, x, y, true)} 2x` : `${tileUrl(template, zoom, x, y)} 1x`;
