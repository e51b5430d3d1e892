import { MAP_START_ZOOM } from '../../../shared/map';
import type { MapTiles } from '../../../shared/schemas/map';
import { drawnMapSize } from '../../lib/first-screen';
import { t } from '../../lib/i18n';
import { previewTiles, tileSrcSet, tileUrl } from './map-view';

/**
 * The map's middle as plain pictures until Leaflet has drawn its own: the server draws them with the page, so a phone
 * fetches the tiles at once (the same addresses Leaflet then asks for, from the browser's cache). Over Leaflet's tiles
 * and under its markers, letting drags through to the map; a tile that cannot be loaded (offline) shows nothing
 * (`alt=""`).
 */
export function TilesPreview({ tiles, center }: { tiles: MapTiles; center: { lat: number; lng: number } }) {
  return (
    <div
      role="status"
      aria-label={t('Loading the map')}
      aria-busy="true"
      className="pointer-events-none absolute inset-0 z-[450] overflow-hidden bg-muted"
    >
      {previewTiles(center, MAP_START_ZOOM, drawnMapSize()).map(({ x, y, left, top }) => (
        <img
          key={`${x}/${y}`}
          src={tileUrl(tiles.url, MAP_START_ZOOM, x, y)}
          srcSet={tileSrcSet(tiles.url, MAP_START_ZOOM, x, y)}
          alt=""
          width={256}
          height={256}
          draggable={false}
          className="absolute max-w-none select-none"
          style={{ left: `calc(50% + ${left}px)`, top: `calc(50% + ${top}px)` }}
        />
      ))}
    </div>
  );
}
