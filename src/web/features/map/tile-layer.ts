import L from 'leaflet';
// Leaflet's styles and the app's for its maps come with the layer every map shows.
import 'leaflet/dist/leaflet.css';
import './map.css';

/**
 * Leaflet's tile layer as every map of the app shows it: standard-size tiles (product decision 25), each saying in its
 * markup the screen density it is made for (`srcset` with `1x`, or `2x` for a provider's double-size tile on a dense
 * screen), as the drawn first tiles do (tileSrcSet in map-view.ts).
 */
export function standardTileLayer(url: string, options: L.TileLayerOptions): L.TileLayer {
  const density = url.includes('{r}') && L.Browser.retina ? '2x' : '1x';
  const layer = L.tileLayer(url, { subdomains: 'abc', ...options });
  layer.on('tileloadstart', (event: L.TileEvent) => {
    const tile = event.tile;
    tile.srcset = `${tile.src} ${density}`;
  });
  return layer;
}
